import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-unicorn-of-the-northern-lights',
  title: {
    en: '{name} and the Unicorn of the Northern Lights',
    ru: '{name} и единорог северного сияния',
    tr: '{name} ve Kuzey Işıklarının Tek Boynuzlu Atı',
    az: '{name} və qütb parıltısının təkbuynuzu',
  },
  dedication: {
    en: 'For {name}, who can light up the longest night.',
    ru: '{name}, ты умеешь осветить даже самую долгую ночь.',
    tr: 'En uzun geceyi bile aydınlatabilen sevgili {nameDat}.',
    az: 'Ən uzun gecəni belə işıqlandıra bilən əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'Far in the frozen North, in a little cabin by the snow, lived {name}. Every winter night {name} pressed a nose to the window and waited. Soon a white unicorn called Aurora would gallop across the sky, and wherever her hooves touched the stars, ribbons of green and violet light would ripple and dance.',
        ru: 'Далеко на студёном Севере, в маленьком домике среди снегов, жил{gender, select, girl {а} other {}} {name}. Каждую зимнюю ночь {name} {gender, select, girl {прижималась} other {прижимался}} носом к окну и ждал{gender, select, girl {а} other {}}. Вот-вот по небу проскачет белый единорог по имени Аврора, и там, где её копыта коснутся звёзд, заструятся и заплещутся зелёные и фиолетовые ленты света.',
        tr: 'Uzak, buz gibi Kuzey’de, karların arasındaki küçük bir kulübede {name} yaşardı. Her kış gecesi {name} burnunu pencereye dayayıp beklerdi. Az sonra Aurora adında beyaz bir tek boynuzlu at gökyüzünde dörtnala koşacak, toynaklarının yıldızlara değdiği her yerde yeşil ve mor ışık kurdeleleri dalgalanıp dans edecekti.',
        az: 'Uzaq, buz bağlamış Şimalda, qarların arasındakı balaca bir daxmada {name} yaşayırdı. Hər qış gecəsi {name} burnunu pəncərəyə dirəyib gözləyirdi. Bir azdan Avrora adlı ağ təkbuynuz göydə çapacaq, dırnaqlarının ulduzlara toxunduğu hər yerdə yaşıl və bənövşəyi işıq lentləri dalğalanıb rəqs edəcəkdi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'But this winter the sky stayed dark. One night, two nights, a whole week — nothing but black sky and cold stars. The reindeer stopped grazing and stared upwards. The arctic foxes whimpered in their dens. In the village, people lit extra candles and whispered, “Where has Aurora gone?”',
        ru: 'Но этой зимой небо оставалось тёмным. Одна ночь, вторая, целая неделя — только чёрное небо и холодные звёзды. Олени перестали щипать мох и всё смотрели вверх. Песцы тихонько скулили в норах. В деревне люди зажигали лишние свечи и шептались: «Куда же пропала Аврора?»',
        tr: 'Ama bu kış gökyüzü karanlık kaldı. Bir gece, iki gece, koca bir hafta: kapkara bir gökten ve soğuk yıldızlardan başka hiçbir şey yoktu. Ren geyikleri otlamayı bırakıp yukarı bakakaldı. Kutup tilkileri inlerinde inildedi. Köyde insanlar fazladan mum yakıp fısıldaştılar: “Aurora nereye gitti?”',
        az: 'Amma bu qış göy qaranlıq qaldı. Bir gecə, iki gecə, bütöv bir həftə — qapqara göydən və soyuq ulduzlardan başqa heç nə yox idi. Şimal maralları otlamağı buraxıb yuxarı baxırdılar. Qütb tülküləri yuvalarında zingildəyirdi. Kənddə adamlar artıq şamlar yandırıb pıçıldaşırdılar: «Avrora hara getdi?»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Then a little arctic fox scratched at the door. In its mouth was a single strand of silver hair that shimmered faintly green. “Aurora’s mane!” gasped {name}. “She must be somewhere out there, and she needs help.” {name} pulled on a warm hood and whistled for the huskies, Frost and Pepper.',
        ru: 'И вот однажды в дверь поскрёбся маленький песец. В зубах он держал серебряный волосок, который чуть-чуть светился зелёным. «Это из гривы Авроры! — ахнул{gender, select, girl {а} other {}} {name}. — Она где-то там, и ей нужна помощь». {name} {gender, select, girl {накинула} other {накинул}} тёплый капюшон и {gender, select, girl {свистнула} other {свистнул}} хаски — Инея и Перчика.',
        tr: 'Derken küçük bir kutup tilkisi kapıyı tırmaladı. Ağzında hafifçe yeşil parıldayan tek bir gümüş tel vardı. “Aurora’nın yelesi!” diye haykırdı {name}. “O dışarıda bir yerde ve yardıma ihtiyacı var.” {name} sıcak kapüşonunu geçirdi ve ıslık çalıp haski köpeklerini, Kırağı ile Biber’i çağırdı.',
        az: 'Birdən balaca bir qütb tülküsü qapını cırmaqladı. Ağzında zəif yaşıl parıldayan tək bir gümüş tük var idi. «Avroranın yalı! — deyə {name} qışqırdı. — O, çöldə haradasa köməyə möhtacdır». {name} isti kapüşonunu başına çəkdi və fit çalıb haski itlərini — Qırovu və İstiotu çağırdı.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The huskies pulled the sled over the snow, faster and faster, with the little fox riding in front to show the way. They crossed a frozen lake as smooth as glass. Under the runners the ice sang strange songs — pling, plong, pling. “Hold on tight!” laughed {name}, and the stars raced along beside them.',
        ru: 'Хаски помчали сани по снегу всё быстрее и быстрее, а маленький песец ехал впереди и показывал дорогу. Они пересекли замёрзшее озеро, гладкое, как стекло. Под полозьями лёд пел странные песни: дзинь, дзонь, дзинь. «Держитесь крепче!» — засмеял{gender, select, girl {ась} other {ся}} {name}, и звёзды неслись рядом с ними.',
        tr: 'Haskiler kızağı karın üstünde gitgide daha hızlı çektiler; küçük tilki de yolu göstermek için en önde oturuyordu. Cam gibi pürüzsüz, donmuş bir gölü geçtiler. Kızağın altında buz tuhaf şarkılar söylüyordu: pıng, pong, pıng. “Sıkı tutunun!” diye güldü {name}; yıldızlar da yanlarında yarışıyordu.',
        az: 'Haskilər xizəyi qarın üstündə getdikcə daha sürətlə çəkirdilər, balaca tülkü isə yolu göstərmək üçün lap qabaqda oturmuşdu. Onlar şüşə kimi hamar, donmuş bir gölü keçdilər. Xizəyin altında buz qəribə mahnılar oxuyurdu: cing, cong, cing. «Bərk yapışın!» — deyə {name} güldü, ulduzlar da yanlarınca yarışırdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Beyond the lake stood the ice caves, glittering like the inside of a jewel. Icicles hung from the ceiling like glass chandeliers. A snowy owl sat at the entrance and blinked her golden eyes. “The unicorn? Through the caves and into the forest,” she hooted softly. “Go quietly. She is very frightened.”',
        ru: 'За озером стояли ледяные пещеры — они сверкали, как драгоценный камень изнутри. С потолка свисали сосульки, будто стеклянные люстры. У входа сидела полярная сова и моргала золотыми глазами. «Единорог? Через пещеры — и в лес, — тихо проухала она. — Иди потихоньку. Она очень напугана».',
        tr: 'Gölün ötesinde, bir mücevherin içi gibi pırıl pırıl parlayan buz mağaraları vardı. Tavandan cam avizeler gibi buz sarkıtları sarkıyordu. Girişte bir kar baykuşu oturmuş, altın rengi gözlerini kırpıştırıyordu. “Tek boynuzlu mu? Mağaralardan geç, ormana gir,” diye usulca öttü. “Sessizce git. Çok korkmuş.”',
        az: 'Gölün o tayında qiymətli daşın içi kimi bərq vuran buz mağaraları var idi. Tavandan şüşə çilçıraqlar kimi buz salxımları sallanırdı. Girişdə ağ qütb bayquşu oturub qızılı gözlərini qırpırdı. «Təkbuynuz? Mağaralardan keç, meşəyə gir, — deyə o, yavaşca uladı. — Səssizcə get. O, çox qorxub».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'In a snowy glade, under the tallest fir tree, {name} found her. Aurora was curled up in the snow, and her rainbow mane had faded to grey. She trembled when she saw the sled. “Please don’t be scared,” said {name}, and sat down a little way off, very still, so she would know there was nothing to fear.',
        ru: 'На снежной поляне, под самой высокой елью, {name} {gender, select, girl {нашла} other {нашёл}} её. Аврора лежала, свернувшись в снегу, а её радужная грива стала серой. Увидев сани, она задрожала. «Пожалуйста, не бойся», — сказал{gender, select, girl {а} other {}} {name} и {gender, select, girl {села} other {сел}} чуть поодаль, совсем тихо, чтобы она поняла: бояться нечего.',
        tr: 'Karlı bir açıklıkta, en uzun köknarın altında {name} onu buldu. Aurora karın içinde kıvrılmış yatıyordu; gökkuşağı renkli yelesi griye dönmüştü. Kızağı görünce titredi. “Lütfen korkma,” dedi {name} ve korkacak bir şey olmadığını anlasın diye biraz uzağa, kıpırdamadan oturdu.',
        az: 'Qarlı bir talada, ən hündür küknarın altında {name} onu tapdı. Avrora qarın içində büzüşüb uzanmışdı, göy qurşağı rəngli yalı isə boz rəngə çalmışdı. Xizəyi görəndə titrədi. «Xahiş edirəm, qorxma», — dedi {name} və qorxulu heç nə olmadığını anlasın deyə bir az aralıda, tərpənmədən oturdu.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'After a long while Aurora lifted her head. “There was a terrible storm,” she whispered. “The wind threw me out of the sky, and I fell and fell. Now every time I try to gallop, I remember falling. My courage is gone, and without courage my colours are gone too.” A single silver tear froze on her cheek.',
        ru: 'Прошло много времени, и Аврора подняла голову. «Была ужасная буря, — прошептала она. — Ветер сбросил меня с неба, и я падала, падала… Теперь, стоит мне поскакать, я вспоминаю, как падала. Моя смелость пропала, а без смелости пропали и мои цвета». На её щеке застыла серебряная слезинка.',
        tr: 'Uzun bir süre sonra Aurora başını kaldırdı. “Korkunç bir fırtına çıktı,” diye fısıldadı. “Rüzgâr beni gökyüzünden fırlattı, düştüm de düştüm. Şimdi ne zaman dörtnala koşmaya kalksam düşüşümü hatırlıyorum. Cesaretim kayboldu; cesaretim olmadan renklerim de kayboldu.” Yanağında gümüş bir gözyaşı dondu kaldı.',
        az: 'Xeyli vaxt keçəndən sonra Avrora başını qaldırdı. «Dəhşətli bir tufan oldu, — deyə pıçıldadı. — Külək məni göydən atdı, düşdüm, düşdüm… İndi nə vaxt çapmaq istəsəm, yıxıldığımı xatırlayıram. Cəsarətim itib, cəsarətim olmayanda isə rənglərim də itir». Yanağında gümüş bir göz yaşı donub qaldı.',
      },
    },
    {
      scene: 2,
      text: {
        en: '{name} moved a little closer and held out a warm mitten. “You’ve painted the sky every winter night for a hundred years,” said {name}. “The reindeer love you. The foxes love you. I love you. One bad storm doesn’t take all that away.” Aurora rested her soft nose in the mitten and sighed.',
        ru: '{name} {gender, select, girl {придвинулась} other {придвинулся}} чуть ближе и {gender, select, girl {протянула} other {протянул}} тёплую варежку. «Ты раскрашивала небо каждую зимнюю ночь целых сто лет, — сказал{gender, select, girl {а} other {}} {name}. — Тебя любят олени. Тебя любят песцы. И я тебя люблю. Одна плохая буря не может всё это отнять». Аврора положила мягкий нос в варежку и вздохнула.',
        tr: '{name} biraz daha yaklaştı ve sıcak eldivenini uzattı. “Tam yüz yıldır her kış gecesi gökyüzünü boyuyorsun,” dedi {name}. “Ren geyikleri seni seviyor. Tilkiler seni seviyor. Ben de seni seviyorum. Tek bir kötü fırtına bunların hepsini alıp götüremez.” Aurora yumuşacık burnunu eldivene dayadı ve içini çekti.',
        az: '{name} bir az da yaxınlaşdı və isti əlcəyini uzatdı. «Düz yüz ildir ki, hər qış gecəsi göyü rəngləyirsən, — dedi {name}. — Marallar səni sevir. Tülkülər səni sevir. Mən də səni sevirəm. Bircə pis tufan bunların hamısını əlindən ala bilməz». Avrora yumşaq burnunu əlcəyə söykədi və ah çəkdi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then {name} began to sing the little song Grandma always sang on the longest nights: “Shine, little light, in the dark and the cold, shine and be brave, shine and be bold.” As the song floated over the glade, something wonderful happened. One strand of Aurora’s mane began to glow green.',
        ru: 'И тогда {name} {gender, select, girl {запела} other {запел}} песенку, которую бабушка всегда пела в самые длинные ночи: «Свети, огонёк, в темноте и в мороз, свети и не бойся ни вьюг, ни угроз». Песенка поплыла над поляной, и случилось чудо: одна прядка в гриве Авроры засветилась зелёным.',
        tr: 'Sonra {name} büyükannenin en uzun gecelerde hep söylediği küçük şarkıyı söylemeye başladı: “Parla küçük ışık, karanlıkta, ayazda; parla ve korkma, cesur ol her yerde.” Şarkı açıklığın üzerinde süzülürken harika bir şey oldu: Aurora’nın yelesinden bir tutam yeşil yeşil parlamaya başladı.',
        az: 'Sonra {name} nənənin ən uzun gecələrdə həmişə oxuduğu balaca mahnını oxumağa başladı: «Yan, balaca işıq, qaranlıqda, şaxtada; yan və qorxma heç, cəsur ol hər vaxtda». Mahnı talanın üstündə süzüləndə möcüzə baş verdi: Avroranın yalından bir tutam yaşıl işıq saçmağa başladı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Aurora stood up on wobbly legs. Another strand lit up violet, then another pink. “I want to fly,” she said, “but I’m afraid of falling.” {name} smiled. “Then I’ll come with you. If you wobble, I’ll hold on, and you’ll know you’re not alone.” Aurora knelt down in the snow, and {name} climbed onto her back.',
        ru: 'Аврора поднялась на дрожащие ноги. Ещё одна прядка засветилась фиолетовым, потом розовым. «Я хочу летать, — сказала она, — но боюсь упасть». {name} {gender, select, girl {улыбнулась} other {улыбнулся}}: «Тогда я полечу с тобой. Если ты покачнёшься, я буду держаться, и ты будешь знать, что ты не одна». Аврора опустилась на колени в снег, и {name} {gender, select, girl {забралась} other {забрался}} ей на спину.',
        tr: 'Aurora titreyen bacaklarının üstünde doğruldu. Bir tutam daha mor, sonra bir başkası pembe yandı. “Uçmak istiyorum,” dedi, “ama düşmekten korkuyorum.” {name} gülümsedi: “O zaman seninle geliyorum. Sendelersen sıkı tutunurum, sen de yalnız olmadığını bilirsin.” Aurora kara diz çöktü ve {name} sırtına tırmandı.',
        az: 'Avrora titrəyən ayaqları üstə qalxdı. Daha bir tutam bənövşəyi, sonra biri də çəhrayı yandı. «Uçmaq istəyirəm, — dedi o, — amma yıxılmaqdan qorxuram». {name} gülümsədi: «Onda mən də səninlə gəlirəm. Səndələsən, bərk yapışaram, sən də tək olmadığını bilərsən». Avrora qarın üstündə diz çökdü və {name} onun belinə çıxdı.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Up they went — over the fir trees, over the ice caves, higher and higher. The wind tugged, and Aurora wobbled. “You can do it!” called {name}, holding on tight. Her hooves touched the first star, and — swoosh! — a ribbon of green light unrolled across the sky, then violet, then pink.',
        ru: 'И они взлетели — над елями, над ледяными пещерами, всё выше и выше. Ветер дёрнул, и Аврора покачнулась. «У тебя получится!» — {gender, select, girl {крикнула} other {крикнул}} {name}, крепко держась. Её копыта коснулись первой звезды — и вжух! — по небу развернулась зелёная лента света, а за ней фиолетовая и розовая.',
        tr: 'Ve yükseldiler: köknarların, buz mağaralarının üzerinden, yukarı, hep yukarı. Rüzgâr çekiştirdi, Aurora sendeledi. “Başarabilirsin!” diye seslendi {name}, sımsıkı tutunarak. Toynakları ilk yıldıza değdi ve vuuş! Gökyüzünde yeşil bir ışık kurdelesi açıldı, ardından mor, ardından pembe.',
        az: 'Və onlar havaya qalxdılar — küknarların, buz mağaralarının üzərindən, yuxarı, getdikcə yuxarı. Külək dartdı, Avrora səndələdi. «Sən bacararsan!» — deyə {name} bərk yapışaraq səsləndi. Dırnaqları ilk ulduza toxundu və vıjj! Göydə yaşıl işıq lenti açıldı, ardınca bənövşəyi, ardınca çəhrayı.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Now Aurora was galloping, faster than the wind, and she wasn’t wobbling at all. Everywhere she ran, the sky burst into colour: swirls and waves and curtains of light, brighter than ever before. It was the longest night of the year, and it had never, ever been so beautiful. {name} laughed out loud for joy.',
        ru: 'Теперь Аврора мчалась быстрее ветра и ни капельки не качалась. Куда бы она ни поскакала, небо вспыхивало цветами: завитки, волны, занавесы света — ярче, чем когда-либо. Это была самая длинная ночь в году, и никогда-никогда она не была такой красивой. {name} {gender, select, girl {смеялась} other {смеялся}} от радости.',
        tr: 'Artık Aurora rüzgârdan hızlı koşuyordu ve hiç mi hiç sendelemiyordu. Koştuğu her yerde gökyüzü renklerle patlıyordu: ışıktan kıvrımlar, dalgalar, perdeler, hiç olmadığı kadar parlak. Yılın en uzun gecesiydi ve hiç ama hiç bu kadar güzel olmamıştı. {name} sevinçten kahkahalarla güldü.',
        az: 'İndi Avrora küləkdən də sürətlə çapırdı və heç səndələmirdi. Çapdığı hər yerdə göy rənglərə boyanırdı: işıqdan burulğanlar, dalğalar, pərdələr — həmişəkindən də parlaq. Bu, ilin ən uzun gecəsi idi və o, heç vaxt bu qədər gözəl olmamışdı. {name} sevincdən qəh-qəhə çəkib güldü.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Down below, the reindeer lifted their antlers and bellowed. The arctic foxes danced in the snow. Frost and Pepper howled the happiest howl a husky can howl. In the village, everyone ran outside in their slippers, pointing and cheering: “Aurora is back! Look — there’s someone riding her!”',
        ru: 'Внизу олени подняли рога и затрубили. Песцы плясали в снегу. Иней и Перчик завыли самым счастливым воем, на какой только способны хаски. В деревне все выбежали на улицу прямо в тапочках, показывали на небо и кричали: «Аврора вернулась! Смотрите, на ней кто-то скачет!»',
        tr: 'Aşağıda ren geyikleri boynuzlarını kaldırıp böğürdü. Kutup tilkileri karda dans etti. Kırağı ile Biber, bir haskinin uluyabileceği en mutlu ulumayla uludu. Köyde herkes terlikleriyle dışarı koştu, gökyüzünü gösterip bağırdı: “Aurora geri döndü! Bakın, sırtında biri var!”',
        az: 'Aşağıda marallar buynuzlarını qaldırıb böyürdülər. Qütb tülküləri qarda rəqs edirdi. Qırov və İstiot bir haskinin ulaya biləcəyi ən xoşbəxt ulartı ilə uladılar. Kənddə hamı başmaqda çölə qaçdı, göyü göstərib qışqırdı: «Avrora qayıdıb! Baxın, belində kimsə var!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Just before dawn, Aurora landed softly outside the little cabin. “Thank you,” she said, and touched the warm hood with her horn. “Every winter night from now on, I’ll paint one ribbon just for you.” And she does. Look up on a clear winter night, and you might see it: the brightest ribbon in the sky.',
        ru: 'Перед самым рассветом Аврора мягко опустилась у маленького домика. «Спасибо тебе», — сказала она и коснулась рогом капюшона. «Теперь каждую зимнюю ночь я буду рисовать одну ленту только для тебя». И она рисует. Посмотри на небо ясной зимней ночью — может быть, ты её увидишь: самую яркую ленту на небе.',
        tr: 'Şafak sökmeden hemen önce Aurora küçük kulübenin önüne usulca kondu. “Teşekkür ederim,” dedi ve boynuzuyla kapüşona dokundu. “Bundan sonra her kış gecesi yalnızca senin için bir kurdele boyayacağım.” Ve boyuyor da. Açık bir kış gecesi gökyüzüne bak, belki görürsün: gökteki en parlak kurdele.',
        az: 'Dan yeri sökülməmiş Avrora balaca daxmanın qabağına yumşaqca endi. «Sağ ol», — dedi və buynuzu ilə kapüşona toxundu. «Bundan sonra hər qış gecəsi bircə lenti yalnız sənin üçün çəkəcəyəm». Və çəkir də. Aydın qış gecəsi göyə bax, bəlkə görərsən: göydəki ən parlaq lent.',
      },
    },
  ],
  ending: {
    en: 'Be brave and kind, and your light will always find the sky. Good night, {name}.',
    ru: 'Будь {gender, select, girl {смелой и доброй} other {смелым и добрым}} — и твой свет всегда найдёт дорогу в небо. Спокойной ночи, {name}.',
    tr: 'Cesur ve iyi kalpli ol; ışığın her zaman gökyüzünü bulur. İyi geceler, {name}.',
    az: 'Cəsur və mehriban ol, işığın həmişə göyə yol tapacaq. Gecən xeyrə qalsın, {name}.',
  },
};
