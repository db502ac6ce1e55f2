import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-mountain-of-echoes',
  title: {
    en: '{name} and the Mountain of Echoes',
    ru: '{name} и Гора эха',
    tr: '{name} ve Yankılar Dağı',
    az: '{name} və Əks-səda dağı',
  },
  dedication: {
    en: 'For {name}, whose kind words travel further than any mountain is high.',
    ru: '{name}, пусть твои добрые слова всегда возвращаются к тебе эхом.',
    tr: 'Güzel sözleri dağlardan da uzağa ulaşan sevgili {nameDat}.',
    az: 'Xoş sözləri dağlardan da uzağa çatan əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'In a little village at the foot of a snowy mountain, something was wrong. The baker and the shoemaker had quarrelled and stopped speaking. Soon nobody said “good morning” any more. And the old echo, which used to sing back from the peaks whenever anyone called, had fallen completely silent.',
        ru: 'В маленькой деревне у подножия снежной горы что-то случилось. Пекарь и сапожник поссорились и перестали разговаривать. Скоро никто уже не говорил друг другу «доброе утро». А старое эхо, которое раньше пело в ответ с вершин, стоило только позвать, совсем замолчало.',
        tr: 'Karlı bir dağın eteğindeki küçük bir köyde bir terslik vardı. Fırıncıyla ayakkabıcı kavga etmiş, birbirleriyle konuşmayı bırakmışlardı. Çok geçmeden kimse kimseye “günaydın” demez oldu. Birisi seslendiğinde zirvelerden şarkı söyleyerek karşılık veren eski yankı da büsbütün susmuştu.',
        az: 'Qarlı dağın ətəyindəki balaca bir kənddə nəsə düz getmirdi. Çörəkçi ilə çəkməçi küsüşmüş, bir-biri ilə danışmırdılar. Bir azdan heç kim heç kimə «sabahın xeyir» demədi. Kimsə səslənəndə zirvələrdən mahnı oxuyub cavab verən qoca əks-səda da tamam susmuşdu.',
      },
    },
    {
      scene: 0,
      text: {
        en: '“The echo is asleep,” said Grandma, tying a woolly scarf around {name}. “It only wakes up for kind words, and there haven’t been any for a long time.” {name} pulled on a warm hat and picked up a walking stick. “Then I’ll take some kind words up the mountain,” said {name}. “As many as I can carry.”',
        ru: '«Эхо уснуло, — сказала бабушка, завязывая {gender, select, girl {внучке} other {внуку}} шерстяной шарф. — Оно просыпается только от добрых слов, а их здесь давно никто не говорит». {name} {gender, select, girl {надела} other {надел}} тёплую шапку и {gender, select, girl {взяла} other {взял}} походную палку. «Тогда я отнесу добрые слова на гору, — сказал{gender, select, girl {а} other {}} {name}. — Столько, сколько смогу унести».',
        tr: '“Yankı uyuyor,” dedi büyükanne, {nameGen} boynuna yün bir atkı sararken. “Yalnızca güzel sözlerle uyanır, burada da uzun zamandır kimse güzel söz söylemiyor.” {name} sıcak bir bere geçirdi başına ve yürüyüş sopasını aldı. “O zaman dağa güzel sözler götüreceğim,” dedi {name}. “Taşıyabildiğim kadar çok.”',
        az: '«Əks-səda yatıb, — dedi nənə, {nameGen} boynuna yun şərf bağlayaraq. — O yalnız xoş sözlərdən oyanır, burada isə çoxdandır heç kim xoş söz demir». {name} isti papağını geydi və yol ağacını götürdü. «Onda mən dağa xoş sözlər aparacağam, — dedi {name}. — Nə qədər apara bilsəm».',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The path wound up and up, past the last snowy cabin, where smoke curled from the chimney. The snow crunched underfoot: crunch, crunch, crunch. The village below grew small and quiet. Only the wind whistled between the pine trees, and somewhere high above, the mountain was waiting.',
        ru: 'Тропинка вилась всё выше и выше, мимо последнего заснеженного домика, из трубы которого вился дымок. Снег хрустел под ботинками: хрум, хрум, хрум. Деревня внизу становилась маленькой и тихой. Только ветер посвистывал между соснами, а где-то высоко-высоко ждала гора.',
        tr: 'Patika yukarı, hep yukarı kıvrılıyordu; bacasından duman tüten son karlı kulübenin önünden geçiyordu. Kar, botların altında gıcırdıyordu: gıcır, gıcır, gıcır. Aşağıdaki köy küçüldü, sessizleşti. Yalnızca rüzgâr çam ağaçlarının arasında ıslık çalıyordu. Yukarılarda bir yerde dağ bekliyordu.',
        az: 'Cığır yuxarı, həmişə yuxarı qıvrılırdı; bacasından tüstü qalxan sonuncu qarlı daxmanın yanından keçirdi. Qar çəkmələrin altında xırçıldayırdı: xırç, xırç, xırç. Aşağıdakı kənd kiçildi, səssizləşdi. Yalnız külək şam ağaclarının arasında fit çalırdı. Yuxarıda, lap yuxarıda isə dağ gözləyirdi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'At a wide, white valley {name} stopped and called: “Hello, Echo!” Nothing. Not a sound. So {name} tried again, more gently: “Good morning, mountain. You are very beautiful today.” And from far away came the tiniest whisper: “…beautiful… today…” The echo had stirred in its sleep!',
        ru: 'У широкой белой долины {name} {gender, select, girl {остановилась} other {остановился}} и {gender, select, girl {крикнула} other {крикнул}}: «Эй, Эхо!» Тишина. Ни звука. Тогда {name} {gender, select, girl {попробовала} other {попробовал}} ещё раз, потише: «Доброе утро, гора. Ты сегодня очень красивая». И издалека донёсся тоненький шёпот: «…красивая… сегодня…» Эхо шевельнулось во сне!',
        tr: '{name} geniş, bembeyaz bir vadinin kenarında durup seslendi: “Merhaba, Yankı!” Hiçbir şey. Çıt yok. Bunun üzerine bir daha, bu kez daha yumuşak bir sesle denedi: “Günaydın, dağ. Bugün çok güzelsin.” Ve çok uzaklardan minicik bir fısıltı geldi: “…güzelsin… bugün…” Yankı uykusunda kıpırdanmıştı!',
        az: '{name} geniş, ağappaq bir dərənin qırağında dayanıb səsləndi: «Salam, Əks-səda!» Heç nə. Səs-səmir yoxdur. Onda bir də, bu dəfə daha yumşaq səslə sınadı: «Sabahın xeyir, dağ. Bu gün çox gözəlsən». Və çox uzaqlardan xırdaca bir pıçıltı gəldi: «…gözəlsən… bu gün…» Əks-səda yuxusunda qımıldanmışdı!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Behind a rock, a pair of curly horns was trembling. It was a young mountain goat, too shy to come out. {name} sat down on the snow and opened the lunch bag. “Would you like half my apple?” The goat crept closer, step by step, and crunched the apple. Then it nuzzled {name}’s hand. A friend!',
        ru: 'За камнем дрожали два закрученных рога. Это был молодой горный козлик, слишком робкий, чтобы выйти. {name} {gender, select, girl {села} other {сел}} на снег и {gender, select, girl {развязала} other {развязал}} мешочек с обедом. «Хочешь половинку моего яблока?» Козлик подбирался всё ближе, шажок за шажком, и захрустел яблоком. А потом ткнулся носом в ладошку. Друг!',
        tr: 'Bir kayanın arkasında kıvrık bir çift boynuz titriyordu. Dışarı çıkamayacak kadar utangaç, genç bir dağ keçisiydi bu. {name} karın üstüne oturup yemek çantasını açtı. “Elmamın yarısını ister misin?” Keçi adım adım yaklaştı ve elmayı çıtır çıtır yedi. Sonra burnunu {nameGen} eline sürttü. Bir dost!',
        az: 'Qayanın arxasında bir cüt qıvrım buynuz titrəyirdi. Bu, çölə çıxmağa utanan cavan bir dağ keçisi idi. {name} qarın üstündə oturub nahar torbasını açdı. «Almamın yarısını istəyirsən?» Keçi addım-addım yaxınlaşdı və almanı xırçıltı ilə yedi. Sonra burnunu {nameGen} əlinə sürtdü. Dost!',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The goat knew a secret path between the rocks, and it skipped ahead to show the way. “Thank you, my friend!” called {name}. And this time the answer came back clearly across the valley: “Thank you… my friend… friend… friend…” The echo was waking up — and every kind word made it a little louder.',
        ru: 'Козлик знал тайную тропку между скалами и поскакал вперёд, показывая дорогу. «Спасибо, мой друг!» — крикнул{gender, select, girl {а} other {}} {name}. И на этот раз ответ ясно прокатился по долине: «Спасибо… мой друг… друг… друг…» Эхо просыпалось — и от каждого доброго слова становилось чуть громче.',
        tr: 'Keçi kayaların arasındaki gizli bir patikayı biliyordu; yolu göstermek için sekerek öne geçti. “Teşekkür ederim, dostum!” diye seslendi {name}. Bu kez cevap vadinin öbür ucundan net bir şekilde geldi: “Teşekkür ederim… dostum… dostum… dostum…” Yankı uyanıyordu ve her güzel sözle biraz daha gürleşiyordu.',
        az: 'Keçi qayaların arasındakı gizli bir cığırı bilirdi, yolu göstərmək üçün atıla-atıla qabağa keçdi. «Sağ ol, dostum!» — deyə {name} səsləndi. Bu dəfə cavab dərənin o başından aydın eşidildi: «Sağ ol… dostum… dostum… dostum…» Əks-səda oyanırdı və hər xoş sözdən bir az da ucadan danışırdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Suddenly the sky turned grey and the wind began to howl. Snowflakes whirled so thickly that {name} could hardly see the goat’s tail. “Quick, this way!” A lantern was swinging in the storm. It belonged to an old shepherd standing in the doorway of a little stone hut. “Come in, come in, before you freeze!”',
        ru: 'Вдруг небо посерело, и завыл ветер. Снежинки закружились так густо, что {name} еле {gender, select, girl {видела} other {видел}} хвостик козлика. «Скорее, сюда!» В метели раскачивался фонарь. Его держал старый пастух на пороге маленькой каменной хижины. «Заходите, заходите, пока не замёрзли!»',
        tr: 'Birden gökyüzü griye döndü, rüzgâr uğuldamaya başladı. Kar taneleri öyle sık dönüyordu ki {name} keçinin kuyruğunu bile zor görüyordu. “Çabuk, buradan!” Fırtınanın içinde bir fener sallanıyordu. Küçük, taş bir kulübenin kapısında duran yaşlı bir çobanındı. “Girin, girin, donmadan girin!”',
        az: 'Birdən göy boz rəngə çaldı, külək uğuldamağa başladı. Qar dənələri elə sıx fırlanırdı ki, {name} keçinin quyruğunu belə güclə görürdü. «Tez, bura!» Boranın içində bir fənər yırğalanırdı. Balaca daş daxmanın qapısında dayanan qoca çobanın fənəri idi bu. «Keçin, keçin, donmamış içəri keçin!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Inside, a fire crackled and the shepherd poured mugs of warm milk with honey. “You came for the echo, didn’t you?” he smiled. “It only repeats kind words. Unkind ones fall into the snow and freeze.” {name} wrapped both hands around the mug. “Thank you for saving us,” said {name} — and outside, the mountain softly answered, “…saving us…”',
        ru: 'В хижине потрескивал огонь, и пастух налил в кружки тёплого молока с мёдом. «Ты ведь за эхом {gender, select, girl {пришла} other {пришёл}}? — улыбнулся он. — Оно повторяет только добрые слова. А злые падают в снег и замерзают». {name} {gender, select, girl {обхватила} other {обхватил}} кружку обеими руками. «Спасибо, что спасли нас», — сказал{gender, select, girl {а} other {}} {name}. И снаружи гора тихонько ответила: «…спасли нас…»',
        tr: 'İçeride ateş çıtırdıyordu. Çoban kupalara ballı ılık süt doldurdu. “Yankı için geldin, değil mi?” dedi gülümseyerek. “O yalnızca güzel sözleri tekrarlar. Kırıcı sözler karın içine düşüp donar.” {name} kupayı iki eliyle sardı. “Bizi kurtardığınız için teşekkür ederim,” dedi {name}. Dışarıda dağ usulca karşılık verdi: “…teşekkür ederim…”',
        az: 'İçəridə ocaq çırtıldayırdı. Çoban parçlara ballı isti süd tökdü. «Əks-səda üçün gəlmisən, elə deyil? — deyə gülümsədi. — O yalnız xoş sözləri təkrarlayır. Kobud sözlər isə qarın içinə düşüb donur». {name} parçı iki əli ilə qucaqladı. «Bizi xilas etdiyiniz üçün sağ olun», — dedi {name}. Çöldə isə dağ yavaşca cavab verdi: «…sağ olun…»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'By morning the storm had gone, and the whole world sparkled. Near the path something was flapping in the snow: a young eagle who had tumbled out of its nest and couldn’t fly back up. “Don’t be afraid,” whispered {name}, and very gently carried the eagle up the rocks, one careful step at a time.',
        ru: 'К утру метель утихла, и весь мир засверкал. У тропинки что-то билось в снегу: молодой орлёнок выпал из гнезда и не мог взлететь обратно. «Не бойся», — прошептал{gender, select, girl {а} other {}} {name} и очень бережно {gender, select, girl {понесла} other {понёс}} орлёнка вверх по скалам, осторожно, шаг за шагом.',
        tr: 'Sabaha karşı fırtına dinmiş, bütün dünya ışıl ışıl parlıyordu. Patikanın yanında bir şey karda çırpınıyordu: yuvasından düşmüş, geri uçamayan genç bir kartal. “Korkma,” diye fısıldadı {name} ve kartalı kayalardan yukarı, adım adım, dikkatle taşıdı.',
        az: 'Səhərə yaxın boran yatdı və bütün dünya bərq vurdu. Cığırın yanında qarda nəsə çırpınırdı: yuvasından düşmüş və geri uça bilməyən cavan bir qartal. «Qorxma», — deyə {name} pıçıldadı və qartalı qayalarla yuxarı, addım-addım, ehtiyatla apardı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'At last they reached the nest on a high ledge. The young eagle hopped in, fluffed its feathers and squawked happily. Its mother swooped down from the sky in a big, grateful circle. “Well done, little eagle!” cheered {name}. And the echo rang from peak to peak like a hundred silver bells: “Well done… well done… well done!”',
        ru: 'Наконец они добрались до гнезда на высоком уступе. Орлёнок запрыгнул внутрь, распушил перья и радостно заклекотал. Его мама спустилась с неба и сделала большой благодарный круг. «Молодец, орлёнок!» — {gender, select, girl {обрадовалась} other {обрадовался}} {name}. И эхо зазвенело от вершины к вершине, как сто серебряных колокольчиков: «Молодец… молодец… молодец!»',
        tr: 'Sonunda yüksek bir kaya çıkıntısındaki yuvaya vardılar. Genç kartal yuvaya sekti, tüylerini kabarttı ve sevinçle çığlık attı. Annesi gökyüzünden süzülüp kocaman, minnettar bir daire çizdi. “Aferin sana, küçük kartal!” diye sevindi {name}. Yankı da zirveden zirveye yüz gümüş çan gibi çınladı: “Aferin… aferin… aferin!”',
        az: 'Nəhayət, hündür qaya çıxıntısındakı yuvaya çatdılar. Qartal balası yuvaya atıldı, lələklərini qabartdı və sevinclə qışqırdı. Anası göydən enib böyük, minnətdar bir dairə çəkdi. «Əhsən sənə, balaca qartal!» — deyə {name} sevindi. Əks-səda isə zirvədən zirvəyə yüz gümüş zəng kimi cingildədi: «Əhsən… əhsən… əhsən!»',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Just as the sun rose, {name} reached the very top of the mountain. A little red flag fluttered there, and below lay a sea of pink clouds as soft as candyfloss. The goat stood proudly beside the flag, and the eagles circled overhead. From up here {name} could see the whole valley — and the tiny roofs of home.',
        ru: 'Как раз на рассвете {name} {gender, select, girl {добралась} other {добрался}} до самой вершины. Там трепетал маленький красный флажок, а внизу раскинулось море розовых облаков, мягких, как сахарная вата. Козлик гордо стоял рядом с флажком, над головой кружили орлы. Отсюда была видна вся долина — и крошечные крыши родной деревни.',
        tr: 'Tam güneş doğarken {name} dağın en tepesine ulaştı. Orada küçük, kırmızı bir bayrak dalgalanıyordu; aşağıda pamuk şeker kadar yumuşak, pembe bir bulut denizi uzanıyordu. Keçi bayrağın yanında gururla duruyor, kartallar tepede daireler çiziyordu. Buradan bütün vadi görünüyordu, evin minicik çatıları bile.',
        az: 'Düz gün doğanda {name} dağın lap zirvəsinə çatdı. Orada balaca qırmızı bayraq dalğalanırdı, aşağıda isə pambıq konfet kimi yumşaq çəhrayı bulud dənizi uzanırdı. Keçi bayrağın yanında qürurla dayanmışdı, qartallar başları üstündə dövrə vururdu. Buradan bütün dərə görünürdü, hətta doğma kəndin xırdaca damları da.',
      },
    },
    {
      scene: 3,
      text: {
        en: '{name} took a deep breath and called out the kindest words of all: “I’m sorry! Thank you! Let’s be friends again!” The words flew off the summit and the echo caught them. It carried them across the clouds, down the slopes and over the pine trees, louder and louder, until the whole mountain was ringing.',
        ru: '{name} {gender, select, girl {набрала} other {набрал}} побольше воздуха и {gender, select, girl {крикнула} other {крикнул}} самые добрые слова на свете: «Простите! Спасибо! Давайте снова дружить!» Слова слетели с вершины, и эхо подхватило их. Оно понесло их над облаками, вниз по склонам, над соснами, всё громче и громче, пока не зазвенела вся гора.',
        tr: '{name} derin bir nefes aldı ve dünyanın en güzel sözlerini haykırdı: “Özür dilerim! Teşekkür ederim! Hadi yeniden dost olalım!” Sözler zirveden uçup gitti, yankı da onları yakaladı. Bulutların üstünden, yamaçlardan aşağı, çam ağaçlarının üzerinden taşıdı onları; gitgide daha yüksek sesle, ta ki bütün dağ çınlayana dek.',
        az: '{name} dərindən nəfəs aldı və dünyanın ən xoş sözlərini ucadan dedi: «Bağışlayın! Sağ olun! Gəlin yenə dost olaq!» Sözlər zirvədən uçub getdi, əks-səda da onları tutdu. Buludların üstündən, yamaclardan aşağı, şam ağaclarının üzərindən apardı onları — getdikcə daha ucadan, ta ki bütün dağ cingildəyənə qədər.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Down in the village, the baker looked up from his bread. The shoemaker put down his hammer. “I’m sorry…” sang the mountain. The two of them looked at each other — and laughed. “I’m sorry too,” said the baker. Doors opened, neighbours waved, and suddenly everyone was saying “good morning” again.',
        ru: 'Внизу, в деревне, пекарь поднял голову от хлеба. Сапожник отложил молоток. «Простите…» — пела гора. Они посмотрели друг на друга — и рассмеялись. «И ты меня прости», — сказал пекарь. Распахнулись двери, соседи замахали руками, и вдруг все снова стали говорить друг другу «доброе утро».',
        tr: 'Aşağıda, köyde fırıncı ekmeğinden başını kaldırdı. Ayakkabıcı çekicini bıraktı. “Özür dilerim…” diye şarkı söylüyordu dağ. İkisi birbirine baktı ve güldüler. “Ben de özür dilerim,” dedi fırıncı. Kapılar açıldı, komşular el salladı ve birden herkes yeniden birbirine “günaydın” demeye başladı.',
        az: 'Aşağıda, kənddə çörəkçi başını çörəkdən qaldırdı. Çəkməçi çəkicini yerə qoydu. «Bağışlayın…» — deyə dağ oxuyurdu. İkisi bir-birinə baxdı və güldülər. «Sən də məni bağışla», — dedi çörəkçi. Qapılar açıldı, qonşular əl yellədi və birdən hamı yenə bir-birinə «sabahın xeyir» deməyə başladı.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'When {name} came home down the winding path, the whole village was waiting with warm buns and cheers. Grandma hugged {name} tight. “You woke the echo,” she said. Now, every evening, the villagers call a kind word to the mountain — and the mountain always, always answers.',
        ru: 'Когда {name} {gender, select, girl {спустилась} other {спустился}} по извилистой тропе домой, вся деревня {gender, select, girl {её} other {его}} уже ждала — с тёплыми булочками и радостными криками. Бабушка крепко {gender, select, girl {её} other {его}} обняла. «Ты разбудил{gender, select, girl {а} other {}} эхо», — сказала она. И теперь каждый вечер жители кричат горе доброе слово — и гора всегда-всегда отвечает.',
        tr: '{name} kıvrılan patikadan eve indiğinde bütün köy sıcak çörekler ve sevinç çığlıklarıyla onu bekliyordu. Büyükanne ona sımsıkı sarıldı. “Yankıyı sen uyandırdın,” dedi. Artık her akşam köylüler dağa güzel bir söz seslenir ve dağ her zaman, ama her zaman cevap verir.',
        az: '{name} qıvrım cığırla evə enəndə bütün kənd isti bulkalar və sevinc səsləri ilə onu gözləyirdi. Nənə onu bərk-bərk qucaqladı. «Əks-sədanı sən oyatdın», — dedi. İndi hər axşam kəndlilər dağa bir xoş söz deyirlər və dağ həmişə, həmişə cavab verir.',
      },
    },
  ],
  ending: {
    en: 'A kind word always finds its way back. Sleep well, {name}.',
    ru: 'Доброе слово всегда возвращается. Спокойной ночи, {name}.',
    tr: 'Güzel bir söz her zaman geri döner. İyi uykular, {name}.',
    az: 'Xoş söz həmişə geri qayıdır. Gecən xeyrə qalsın, {name}.',
  },
};
