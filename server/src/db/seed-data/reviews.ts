/**
 * Reviews from parents and grandparents. Each was written in one language and is shown translated in all
 * four; the book names follow each language's edition in books.ts.
 */
import type { SeedReview } from './types';

export const reviews: SeedReview[] = [
  {
    name: 'Leyla M.',
    rating: 5,
    date: '2026-03-08',
    book: 'the-brave-little-explorer',
    text: {
      en: "I ordered The Brave Little Explorer for my son Murad's fifth birthday. When he saw himself on the cover with a backpack and a compass, he shouted “That's me!” and didn't let go of the book all evening. The hardcover is sturdy, the colours are rich, and it reached us in Baku in six business days.",
      ru: 'Заказала «Отважную экспедицию» на пятый день рождения сына Мурада. Когда он увидел себя на обложке с рюкзаком и компасом, закричал: «Это же я!» — и весь вечер не выпускал книгу из рук. Твёрдая обложка прочная, цвета насыщенные, а до Баку книга дошла за шесть рабочих дней.',
      tr: "Oğlum Murad'ın beşinci yaş günü için Cesur Küçük Kâşif'i sipariş ettim. Kapakta kendini sırt çantası ve pusulayla görünce “Bu benim!” diye bağırdı ve bütün akşam kitabı elinden bırakmadı. Sert kapak çok sağlam, renkler canlı; kitap Bakü'ye altı iş gününde ulaştı.",
      az: 'Oğlum Muradın beşinci ad günü üçün «Cəsur balaca səyyah» kitabını sifariş etdim. Üzlükdə özünü çanta və kompasla görəndə «Bu ki mənəm!» deyə qışqırdı və bütün axşam kitabı əlindən yerə qoymadı. Sərt üzlük möhkəmdir, rənglər canlıdır, kitab Bakıya altı iş gününə çatdı.',
    },
  },
  {
    name: 'Emily R.',
    rating: 5,
    date: '2026-03-22',
    book: 'goodnight-little-star',
    text: {
      en: 'We chose the PDF of Goodnight, Little Star for our two-year-old, Lily, and it was in my inbox the same evening. I printed it at home and now we read it every night: she waves goodnight to the cat just like she does in the book. Such a simple idea, and bedtime has become so much calmer.',
      ru: 'Мы выбрали PDF-версию «Спокойной ночи, маленькая звёздочка» для нашей двухлетней Лили, и в тот же вечер она уже была у меня в почте. Я распечатала книгу дома, и теперь мы читаем её каждый вечер: дочка машет коту и желает ему спокойной ночи точно так же, как в книжке. Такая простая идея, а укладываться спать стало намного спокойнее.',
      tr: "İki yaşındaki kızımız Lily için İyi Geceler, Küçük Yıldız'ın PDF sürümünü seçtik ve aynı akşam e-postama geldi. Evde yazdırdım, artık her gece okuyoruz; tıpkı kitaptaki gibi kediye el sallayıp iyi geceler diyor. Çok basit bir fikir ama uyku saatimiz çok daha sakin geçiyor.",
      az: 'İki yaşlı qızımız Lili üçün «Gecən xeyrə qalsın, balaca ulduz» kitabının PDF versiyasını seçdik və elə həmin axşam e-poçtuma gəldi. Evdə çap etdim, indi hər gecə oxuyuruq: qızım da kitabdakı kimi pişiyə əl yelləyib «gecən xeyrə qalsın» deyir. Çox sadə ideyadır, amma yatmaq vaxtımız xeyli sakitləşib.',
    },
  },
  {
    name: 'Elif Y.',
    rating: 5,
    date: '2026-04-05',
    book: 'the-dragon-who-was-afraid-of-the-dark',
    text: {
      en: 'My daughter Defne has always been afraid of the dark, so The Dragon Who Was Afraid of the Dark felt as if it had been written for her. Now she explains to her little brother that “the dark is just the world taking a rest”. We chose the watercolour style, and the book looks hand-painted. Thank you!',
      ru: 'Моя дочь Дефне всегда боялась темноты, поэтому «Дракон, который боялся темноты» будто написан про неё. Теперь она сама объясняет младшему брату, что «темнота — это просто мир, который отдыхает». Мы выбрали акварельный стиль, и книга выглядит так, будто её нарисовали от руки. Спасибо!',
      tr: 'Kızım Defne hep karanlıktan korkardı; Karanlıktan Korkan Ejderha sanki onun için yazılmış gibiydi. Şimdi küçük kardeşine “Karanlık, dünyanın dinlendiği zamandır” diye açıklıyor. Suluboya tarzını seçtik, kitap gerçekten elle boyanmış gibi görünüyor. Teşekkürler!',
      az: 'Qızım Defne həmişə qaranlıqdan qorxurdu, buna görə «Qaranlıqdan qorxan əjdaha» sanki onun üçün yazılmışdı. İndi kiçik qardaşına «qaranlıq sadəcə dünyanın dincəldiyi vaxtdır» deyə izah edir. Akvarel üslubunu seçdik, kitab sanki əl ilə çəkilib. Təşəkkür edirik!',
    },
  },
  {
    name: 'Olga K.',
    rating: 5,
    date: '2026-04-19',
    book: 'the-little-astronaut',
    text: {
      en: 'Misha is seven and mad about space, so The Little Astronaut was an easy choice. Since it arrived he has learned the order of the planets and tells everyone why Mars is red. The hardcover has thick pages that survive being read in bed every night, and he can spend ages over the planet map at the end.',
      ru: 'Мише семь лет, и он просто бредит космосом, так что «Маленький космонавт» был очевидным выбором. С тех пор как пришла книга, он выучил порядок планет и всем рассказывает, почему Марс красный. У книги в твёрдой обложке плотные страницы, которые выдерживают ежевечернее чтение в кровати, а над картой планет в конце сын может сидеть часами.',
      tr: "Misha yedi yaşında ve uzaya hayran; bu yüzden Küçük Astronot kolay bir seçimdi. Kitap geldiğinden beri gezegenlerin sırasını ezberledi ve herkese Mars'ın neden kırmızı olduğunu anlatıyor. Sert kapaklı baskının sayfaları kalın, her gece yatakta okunmaya dayanıyor; kitabın sonundaki gezegen haritasına ise saatlerce bakabiliyor.",
      az: 'Mişanın yeddi yaşı var və kosmosa vurğundur, ona görə «Balaca astronavt» asan seçim oldu. Kitab gələndən bəri planetlərin ardıcıllığını əzbərləyib və hamıya Marsın niyə qırmızı olduğunu danışır. Sərt üzlüklü nəşrin səhifələri qalındır, hər axşam yataqda oxunmağa davam gətirir, kitabın sonundakı planetlər xəritəsinə isə saatlarla baxa bilir.',
    },
  },
  {
    name: 'Tural H.',
    rating: 4,
    date: '2026-05-03',
    book: 'a-day-with-the-dinosaurs',
    text: {
      en: 'A Day with the Dinosaurs is a big hit with our six-year-old, Aydan: he now knows every dinosaur by name. The character looks just like him, right down to the tuft of hair that always sticks up. One star off only because delivery took eight business days instead of five to seven, but support kept me updated the whole time.',
      ru: '«Один день с динозаврами» очень понравился нашему шестилетнему Айдану: теперь он знает всех динозавров по именам. Персонаж похож на него как две капли воды, даже непослушный вихор на макушке на месте. Снимаю одну звезду только за то, что доставка заняла восемь рабочих дней вместо пяти–семи, но служба поддержки всё это время держала меня в курсе.',
      tr: "Dinozorlarla Bir Gün, altı yaşındaki oğlumuz Aydan'ın en sevdiği kitap oldu; artık bütün dinozorları adlarıyla biliyor. Karakter ona tıpatıp benziyor, hep dikilen o saç tutamına kadar. Bir yıldızı yalnızca teslimat beş-yedi gün yerine sekiz iş günü sürdüğü için kırıyorum; ama destek ekibi beni sürekli bilgilendirdi.",
      az: '«Dinozavrlarla bir gün» altı yaşlı oğlumuz Aydanın ən sevimli kitabı oldu: indi bütün dinozavrları adbaad tanıyır. Personaj ona çox bənzəyir, hətta həmişə dik dayanan saç tutamına qədər. Bir ulduzu yalnız çatdırılma beş-yeddi gün əvəzinə səkkiz iş günü çəkdiyi üçün çıxıram, amma dəstək komandası bütün bu müddətdə məni məlumatlandırdı.',
    },
  },
  {
    name: 'Sarah T.',
    rating: 5,
    date: '2026-05-27',
    book: 'treasure-of-the-coral-island',
    text: {
      en: 'I live in Manchester and ordered Treasure of the Coral Island in Azerbaijani for my grandson in Baku, so he could read it with his other granny. The softcover is light, which is perfect because he takes it everywhere, even to the beach. My daughter says he now calls every parrot “Captain Coco”!',
      ru: 'Я живу в Манчестере и заказала «Сокровище Кораллового острова» на азербайджанском для внука в Баку, чтобы он читал книгу со второй бабушкой. Мягкая обложка лёгкая, и это идеально: внук берёт книгу с собой повсюду, даже на пляж. Дочь говорит, что теперь он называет каждого попугая «капитаном Коко»!',
      tr: "Manchester'da yaşıyorum ve Bakü'deki torunum babaannesiyle okuyabilsin diye Mercan Adası'nın Hazinesi'ni Azerbaycan Türkçesiyle sipariş ettim. Karton kapak hafif; bu da harika, çünkü kitabı her yere, plaja bile yanında götürüyor. Kızım, artık her papağana “Kaptan Koko” dediğini söylüyor!",
      az: 'Mançesterdə yaşayıram və Bakıdakı nəvəm üçün «Mərcan adasının xəzinəsi» kitabını Azərbaycan dilində sifariş etdim ki, onu o biri nənəsi ilə oxuya bilsin. Yumşaq üzlük yüngüldür və bu, çox yaxşıdır, çünki nəvəm kitabı hər yerə, hətta çimərliyə də özü ilə aparır. Qızım deyir ki, indi o, hər tutuquşuya «Kapitan Koko» deyir!',
    },
  },
  {
    name: 'Burak D.',
    rating: 4,
    date: '2026-06-14',
    book: 'numbers-in-the-magic-garden',
    text: {
      en: "Numbers in the Magic Garden is just right for our three-year-old, Efe: he counts the ladybirds out loud on every page. My first photo, with sunglasses, didn't give a good result, but the tips on the upload page helped and the second try was spot on. Four stars only because I'd love a few more pages.",
      ru: '«Цифры в волшебном саду» — как раз то, что нужно нашему трёхлетнему Эфе: на каждой странице он вслух считает божьих коровок. Первая фотография, в солнцезащитных очках, дала не лучший результат, но подсказки на странице загрузки помогли, и со второй попытки всё получилось идеально. Четыре звезды только потому, что хотелось бы побольше страниц.',
      tr: 'Sihirli Bahçede Sayılar, üç yaşındaki oğlumuz Efe için biçilmiş kaftan; her sayfada uğur böceklerini yüksek sesle sayıyor. Güneş gözlüklü ilk fotoğrafım iyi bir sonuç vermedi, ama yükleme sayfasındaki ipuçları işe yaradı ve ikinci deneme tam isabet oldu. Dört yıldız vermemin tek nedeni, birkaç sayfa daha olmasını istemem.',
      az: '«Sehrli bağda rəqəmlər» üç yaşlı oğlumuz Efe üçün tam uyğundur: hər səhifədə parabüzənləri ucadan sayır. Günəş eynəkli ilk fotoşəklim yaxşı nəticə vermədi, amma yükləmə səhifəsindəki məsləhətlər kömək etdi və ikinci cəhd tam yerinə düşdü. Dörd ulduz verməyimin yeganə səbəbi daha bir neçə səhifə olmasını istəməyimdir.',
    },
  },
  {
    name: 'Anna S.',
    rating: 3,
    date: '2026-07-02',
    book: 'the-unicorn-of-the-northern-lights',
    text: {
      en: "The Unicorn of the Northern Lights is a beautiful book: the night-sky pages in the hardcover are stunning, and it arrived on time. But the character's hair came out noticeably lighter than my daughter's, and she was a little disappointed. Support replied quickly and suggested a different photo for next time. The story itself is lovely.",
      ru: '«Единорог северного сияния» — красивая книга: ночное небо на страницах в твёрдой обложке просто завораживает, и пришла она вовремя. Но волосы у персонажа получились заметно светлее, чем у моей дочки, и она немного расстроилась. Поддержка быстро ответила и посоветовала в следующий раз взять другую фотографию. Сама сказка чудесная.',
      tr: 'Kuzey Işıklarının Tek Boynuzlu Atı çok güzel bir kitap: Sert kapaklı baskıdaki gece göğü sayfaları büyüleyici ve kitap zamanında geldi. Ama karakterin saçı kızımınkinden belirgin şekilde açık çıktı, kızım da biraz hayal kırıklığına uğradı. Destek ekibi hızla yanıt verdi ve bir dahaki sefere başka bir fotoğraf kullanmamızı önerdi. Hikâyenin kendisi ise çok tatlı.',
      az: '«Qütb parıltısının təkbuynuzu» gözəl kitabdır: sərt üzlüklü nəşrdəki gecə səması səhifələri valehedicidir və kitab vaxtında çatdı. Amma personajın saçı qızımınkından xeyli açıq alınıb və qızım bir az məyus oldu. Dəstək xidməti tez cavab verdi və növbəti dəfə başqa fotoşəkildən istifadə etməyi məsləhət gördü. Nağılın özü isə çox şirindir.',
    },
  },
  {
    name: 'Günel Ə.',
    rating: 5,
    date: '2026-07-18',
    book: 'the-lullaby-forest',
    text: {
      en: "We ordered The Lullaby Forest in Azerbaijani for our eighteen-month-old, Aylin. The text flows naturally, like a real lullaby, and I sing the animals' songs to her before she sleeps. She strokes the bear cub on every page. The softcover arrived in five business days and has already survived a lot of love.",
      ru: 'Мы заказали «Лес колыбельных» на азербайджанском для нашей полуторагодовалой Айлин. Текст звучит естественно, как настоящая колыбельная, и я пою ей песенки зверей перед сном. Она гладит медвежонка на каждой странице. Книга в мягкой обложке пришла за пять рабочих дней и уже пережила немало детской любви.',
      tr: "On sekiz aylık kızımız Aylin için Ninni Ormanı'nı Azerbaycan Türkçesiyle sipariş ettik. Metin gerçek bir ninni gibi çok doğal akıyor; uyumadan önce hayvanların şarkılarını ona söylüyorum. Her sayfada ayı yavrusunu okşuyor. Karton kapaklı kitap beş iş gününde geldi ve şimdiden belki yüz kez okundu.",
      az: 'On səkkiz aylıq qızımız Aylin üçün «Layla meşəsi» kitabını Azərbaycan dilində sifariş etdik. Mətn əsl layla kimi çox təbii səslənir, yatmazdan əvvəl heyvanların mahnılarını ona oxuyuram. Hər səhifədə ayı balasını sığallayır. Yumşaq üzlüklü kitab beş iş gününə gəldi və artıq yüz dəfə vərəqlənib.',
    },
  },
  {
    name: 'James O.',
    rating: 5,
    date: '2026-08-09',
    book: 'the-wizards-lost-wand',
    text: {
      en: "My nine-year-old, Noah, thought he was too old for picture books until he saw himself as the hero of The Wizard's Lost Wand in the anime style. He read the whole thing in one evening and then read it again to his sister. Clever riddles, proper humour and really nice printing.",
      ru: 'Мой девятилетний Ной считал, что вырос из книжек с картинками, пока не увидел себя героем «Пропавшей палочки волшебника» в стиле аниме. Он прочитал всю книгу за один вечер, а потом ещё раз — вслух сестре. Остроумные загадки, настоящий юмор и отличная печать.',
      tr: "Dokuz yaşındaki oğlum Noah, kendini anime tarzında çizilmiş Büyücünün Kayıp Asası'nın kahramanı olarak görene kadar resimli kitaplar için fazla büyük olduğunu düşünüyordu. Kitabın tamamını bir akşamda okudu, sonra bir kez de kız kardeşine okudu. Zekice bilmeceler, gerçek bir mizah ve çok güzel bir baskı.",
      az: 'Doqquz yaşlı oğlum Noa özünü anime üslubunda çəkilmiş «Sehrbazın itmiş çubuğu» kitabının qəhrəmanı kimi görənədək şəkilli kitablar üçün artıq böyük olduğunu düşünürdü. Kitabı bir axşamda oxuyub qurtardı, sonra bir də bacısına oxudu. Ağıllı tapmacalar, əsl yumor və çox gözəl çap.',
    },
  },
  {
    name: 'Zeynep K.',
    rating: 5,
    date: '2026-08-30',
    book: 'the-kingdom-under-the-rainbow',
    text: {
      en: 'Our daughter Ela was four and just learning her colours when we ordered The Kingdom Under the Rainbow. Now she names every colour she sees and tells us which one she “rescued” today. The Turkish text is warm and flawless, and the book reached us in İzmir in five business days.',
      ru: 'Нашей дочке Эле было четыре года, и она как раз учила цвета, когда мы заказали «Королевство под радугой». Теперь она называет каждый цвет, который видит, и рассказывает, какой из них «спасла» сегодня. Турецкий текст тёплый и безупречный, а до Измира книга дошла за пять рабочих дней.',
      tr: "Gökkuşağının Altındaki Krallık'ı sipariş ettiğimizde dört yaşındaki kızımız Ela renkleri yeni öğreniyordu. Şimdi gördüğü her rengin adını söylüyor ve bugün hangisini “kurtardığını” anlatıyor. Türkçe metin sıcacık ve kusursuz; kitap İzmir'e beş iş gününde ulaştı.",
      az: '«Göy qurşağının altındakı səltənət» kitabını sifariş edəndə dörd yaşlı qızımız Ela rəngləri təzəcə öyrənirdi. İndi gördüyü hər rəngin adını çəkir və bu gün hansını «xilas etdiyini» danışır. Türkcə mətn səmimi və qüsursuzdur, kitab İzmirə beş iş gününə çatdı.',
    },
  },
  {
    name: 'Dmitry V.',
    rating: 5,
    date: '2026-09-14',
    book: 'the-mountain-of-echoes',
    text: {
      en: 'We read The Mountain of Echoes with our eight-year-old, Sonya, and it turned into a real conversation about kind words and how they come back to you. The snowy landscapes are gorgeous in the hardcover, and the book was packed so well that even the corners arrived perfectly sharp.',
      ru: 'Мы читали «Гору эха» с нашей восьмилетней Соней, и книга вылилась в настоящий разговор о добрых словах и о том, как они к нам возвращаются. Заснеженные пейзажи в твёрдой обложке великолепны, а упаковано всё было так надёжно, что даже уголки пришли идеально ровными.',
      tr: "Yankılar Dağı'nı sekiz yaşındaki kızımız Sonya ile okuduk ve kitap, güzel sözler ve onların bize nasıl geri döndüğü üzerine gerçek bir sohbete dönüştü. Sert kapaklı baskıdaki karlı manzaralar muhteşem; kitap öyle özenle paketlenmişti ki köşeleri bile kusursuz geldi.",
      az: '«Əks-səda dağı» kitabını səkkiz yaşlı qızımız Sonya ilə oxuduq və kitab xoş sözlər, onların bizə necə qayıtdığı barədə əsl söhbətə çevrildi. Sərt üzlüklü nəşrdəki qarlı mənzərələr möhtəşəmdir, kitab isə elə yaxşı qablaşdırılmışdı ki, hətta küncləri də qüsursuz çatdı.',
    },
  },
  {
    name: 'Nigar Q.',
    rating: 5,
    date: '2026-10-01',
    book: 'the-secret-of-the-seasons',
    text: {
      en: 'My son Ali is forever asking “why?”, so The Secret of the Seasons arrived at just the right moment, as the leaves in our yard were turning yellow. Now he explains to his grandparents why trees change colour. Ordering was easy, and I followed the order step by step with the order number and my e-mail.',
      ru: 'Мой сын Али без конца спрашивает «почему?», поэтому «Тайна времён года» пришлась очень кстати — листья у нас во дворе как раз начали желтеть. Теперь он объясняет бабушке с дедушкой, почему деревья меняют цвет. Оформить заказ было просто, а его статус я отслеживала шаг за шагом по номеру заказа и своей почте.',
      tr: 'Oğlum Ali sürekli “Neden?” diye soruyor; bu yüzden Mevsimlerin Sırrı, bahçemizdeki yapraklar sararmaya başladığında tam zamanında geldi. Şimdi büyükanne ve büyükbabasına ağaçların neden renk değiştirdiğini anlatıyor. Sipariş vermek çok kolaydı; sipariş numarası ve e-posta adresimle siparişin durumunu adım adım takip ettim.',
      az: 'Oğlum Əli durmadan «niyə?» deyə soruşur, ona görə də «Fəsillərin sirri» həyətimizdəki yarpaqlar saralmağa başlayanda tam vaxtında gəldi. İndi nənə-babasına ağacların niyə rəngini dəyişdiyini izah edir. Sifariş vermək çox asan idi, sifarişin vəziyyətini isə sifariş nömrəsi və e-poçtum ilə addım-addım izlədim.',
    },
  },
  {
    name: 'Olivia P.',
    rating: 4,
    date: '2026-10-20',
    book: 'the-dream-train',
    text: {
      en: 'The Dream Train is gorgeous, and my son Max loves choosing which carriage to visit before he falls asleep. We went for the softcover, and the print quality is lovely. My only wish is that it were a little longer: he always begs for one more carriage!',
      ru: '«Поезд снов» — чудесная книга, и мой сын Макс обожает выбирать, в какой вагон заглянуть перед сном. Мы взяли мягкую обложку, качество печати прекрасное. Единственное пожелание — чтобы книга была чуть длиннее: сын всегда выпрашивает «ещё один вагон»!',
      tr: 'Rüya Treni harika bir kitap; oğlum Max uyumadan önce hangi vagona gideceğini seçmeye bayılıyor. Karton kapaklı baskıyı aldık, baskı kalitesi çok güzel. Tek dileğim biraz daha uzun olması; her seferinde “bir vagon daha” diye yalvarıyor!',
      az: '«Yuxu qatarı» çox gözəl kitabdır, oğlum Maks yatmazdan əvvəl hansı vaqona baş çəkəcəyini seçməyi çox sevir. Yumşaq üzlüklü variantı götürdük, çap keyfiyyəti əladır. Yeganə arzum kitabın bir az daha uzun olmasıdır: oğlum hər dəfə «bir vaqon da» deyə yalvarır!',
    },
  },
  {
    name: 'Ayşe Ç.',
    rating: 5,
    date: '2026-11-07',
    book: 'the-sleepy-moon-boat',
    text: {
      en: 'The Sleepy Moon Boat has become part of the bedtime routine with our four-year-old, Kerem. I read it in a quiet voice, and by the time we reach the Island of Yawns he is usually yawning for real. We ordered a second copy for his grandparents in Ankara, so he has the same story when he stays over.',
      ru: '«Сонная лунная лодочка» стала частью вечернего ритуала с нашим четырёхлетним Керемом. Я читаю её тихим голосом, и к Острову Зевков он обычно уже зевает по-настоящему. Мы заказали второй экземпляр для бабушки и дедушки в Анкаре, чтобы у него была та же сказка, когда он остаётся у них ночевать.',
      tr: "Uykulu Ay Kayığı, dört yaşındaki Kerem'le uyku rutinimizin bir parçası oldu. Alçak sesle okuyorum; Esnemeler Adası'na vardığımızda genellikle gerçekten esniyor oluyor. Ankara'daki babaannesiyle dedesi için ikinci bir kitap sipariş ettik, böylece onlarda kaldığında da aynı hikâyeyi dinleyebiliyor.",
      az: '«Yuxulu ay qayığı» dörd yaşlı Kərəmlə yuxu ritualımızın bir hissəsinə çevrilib. Onu alçaq səslə oxuyuram və Əsnəmələr adasına çatanda o, adətən, artıq həqiqətən əsnəyir. Ankaradakı nənəsi ilə babası üçün ikinci nüsxə də sifariş etdik ki, onlarda qalanda da eyni nağılı dinləyə bilsin.',
    },
  },
  {
    name: 'Kamran M.',
    rating: 5,
    date: '2026-11-21',
    book: 'the-great-balloon-journey',
    text: {
      en: "The Great Balloon Journey is my son Emil's favourite book. When the balloon flew past the Flame Towers he shouted “That's our city!”, and now he wants to visit every country in the book. The hardcover is large and solid, and the panoramic pages really are worth it.",
      ru: '«Большое путешествие на воздушном шаре» — любимая книга моего сына Эмиля. Когда шар пролетал мимо Пламенных башен, он закричал: «Это же наш город!» — и теперь хочет побывать во всех странах из книги. Книга в твёрдой обложке большая и крепкая, а панорамные развороты действительно того стоят.',
      tr: "Büyük Balon Yolculuğu, oğlum Emil'in en sevdiği kitap. Balon Alev Kuleleri'nin yanından geçerken “Bu bizim şehrimiz!” diye bağırdı; şimdi kitaptaki bütün ülkeleri gezmek istiyor. Sert kapaklı baskı büyük ve sağlam, panoramik sayfalar da gerçekten buna değer.",
      az: '«Hava şarı ilə böyük səyahət» oğlum Emilin ən sevimli kitabıdır. Şar Alov qüllələrinin yanından keçəndə «Bu ki bizim şəhərdir!» deyə qışqırdı, indi isə kitabdakı bütün ölkələri gəzmək istəyir. Sərt üzlüklü nəşr böyük və möhkəmdir, panoram səhifələr isə doğrudan da buna dəyər.',
    },
  },
];
