import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-brave-little-explorer',
  title: {
    en: '{name}, the Brave Little Explorer',
    ru: '{name} и отважная экспедиция',
    tr: 'Cesur Küçük Kâşif {name}',
    az: 'Cəsur balaca səyyah {name}',
  },
  dedication: {
    en: 'For {name}, who is brave even when the bridge is wobbly.',
    ru: '{name}, эта книга для тебя: ты смелее, чем думаешь!',
    tr: 'Köprü sallansa bile cesur kalan {nameDat}.',
    az: 'Körpü yırğalananda belə cəsur qalan {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'One rainy morning, {name} was poking about in Grandpa’s dusty attic when an old book slid off a shelf with a thump. Out fluttered a crumpled map! Someone had drawn a jungle on it, a winding path and a waterfall marked with a big red cross. “Nobody has seen that waterfall for a hundred years,” whispered Grandpa.',
        ru: 'Однажды дождливым утром {name} {gender, select, girl {забралась} other {забрался}} на дедушкин пыльный чердак. Вдруг с полки — бух! — упала старая книга, и из неё выпорхнула потрёпанная карта. На ней были нарисованы джунгли, извилистая тропинка и водопад, а рядом — большой красный крестик. «Этот водопад никто не видел уже сто лет», — прошептал дедушка.',
        tr: 'Yağmurlu bir sabah {name}, dedesinin tozlu tavan arasını karıştırıyordu. Birden raftan eski bir kitap güm diye düştü ve sayfalarının arasından buruşuk bir harita süzüldü! Haritada bir orman, kıvrılan bir patika ve kocaman kırmızı bir çarpıyla işaretlenmiş bir şelale vardı. “O şelaleyi yüz yıldır kimse görmedi,” diye fısıldadı dedesi.',
        az: 'Yağışlı bir səhər {name} babasının tozlu çardağında eşələnirdi. Birdən rəfdən köhnə bir kitab gup deyə yerə düşdü və vərəqlərinin arasından əzik-üzük bir xəritə çıxdı! Xəritədə cəngəllik, dolanbac cığır və böyük qırmızı xaçla işarələnmiş şəlalə çəkilmişdi. «O şəlaləni yüz ildir heç kim görməyib», — deyə babası pıçıldadı.',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} packed a backpack at once: the map, a water bottle, two sandwiches and three bananas. Grandpa handed over his old brass compass and said, “Its needle always points north, so with this you’ll never be lost.” Then {name} laced up a pair of sturdy boots, put on an explorer’s hat and marched down the garden path, straight into the jungle.',
        ru: '{name} {gender, select, girl {собрала} other {собрал}} рюкзак в два счёта: карта, фляжка с водой, два бутерброда и три банана. Дедушка протянул старый медный компас: «Его стрелка всегда показывает на север, с ним не заблудишься». {name} {gender, select, girl {зашнуровала} other {зашнуровал}} крепкие ботинки, {gender, select, girl {надела} other {надел}} шляпу путешественника и {gender, select, girl {зашагала} other {зашагал}} по садовой дорожке прямо в джунгли.',
        tr: '{name} sırt çantasını hemen hazırladı: harita, bir matara su, iki sandviç ve üç muz. Dedesi eski pirinç pusulasını uzattı: “İğnesi hep kuzeyi gösterir; bu pusula yanındayken asla kaybolmazsın.” {name} sağlam botlarını bağladı, kâşif şapkasını taktı ve bahçe yolundan doğruca ormana yürüdü.',
        az: '{name} çantasını dərhal yığdı: xəritə, bir şüşə su, iki buterbrod və üç banan. Babası köhnə mis kompasını uzatdı: «Bunun oxu həmişə şimalı göstərir, bu kompas yanında olsa, heç vaxt azmazsan». {name} möhkəm çəkmələrinin bağını bağladı, səyyah papağını başına qoydu və bağçadakı cığırla düz cəngəlliyə yollandı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'The jungle was green and warm and full of whispers, as if every leaf had a secret to tell. Flowers as big as umbrellas nodded over the path, and butterflies fluttered about like confetti. {name} held up the compass, waved and called out, “Hello, jungle! I’m an explorer!”',
        ru: 'Джунгли были зелёные, тёплые и полные шёпота, будто каждый листок хотел рассказать свой секрет. Над тропинкой покачивались цветы размером с зонтик, а вокруг порхали бабочки, словно разноцветное конфетти. {name} {gender, select, girl {подняла} other {поднял}} компас повыше и {gender, select, girl {помахала} other {помахал}} рукой: «Привет, джунгли! Я {gender, select, girl {путешественница} other {путешественник}}!»',
        tr: 'Orman yemyeşil, sıcacık ve fısıltılarla doluydu; sanki her yaprağın anlatacak bir sırrı vardı. Patikanın üstünde şemsiye büyüklüğünde çiçekler sallanıyor, kelebekler rengârenk konfeti gibi uçuşuyordu. {name} pusulasını havaya kaldırıp el salladı: “Merhaba orman! Ben bir kâşifim!”',
        az: 'Cəngəllik yamyaşıl, isti və pıçıltılarla dolu idi, sanki hər yarpağın danışmağa bir sirri vardı. Cığırın üstündə çətir boyda çiçəklər yırğalanır, kəpənəklər rəngbərəng konfeti kimi uçuşurdu. {name} kompası yuxarı qaldırıb əl yellədi: «Salam, cəngəllik! Mən səyyaham!»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Suddenly a cheeky monkey swung down from a vine and – whoosh! – the explorer’s hat was gone. Up in the branches, five monkeys took turns trying it on and giggling. “Hey, that’s mine!” laughed {name}, holding up a banana. The monkey thought about it, then swapped the hat for the banana – a very fair trade.',
        ru: 'Вдруг с лианы свесилась озорная обезьянка — вжух! — и шляпа исчезла. Наверху пять обезьянок по очереди примеряли её и хихикали. «Эй, это моя шляпа!» — {gender, select, girl {рассмеялась} other {рассмеялся}} {name} и {gender, select, girl {показала} other {показал}} банан. Обезьянка подумала-подумала и честно обменяла шляпу на банан.',
        tr: 'Birden yaramaz bir maymun sarmaşıktan aşağı sarkıverdi ve hop! Kâşif şapkası bir anda yok oldu. Yukarıdaki dallarda beş maymun sırayla şapkayı deneyip kıkır kıkır gülüyordu. “Hey, o benim!” diye güldü {name} ve bir muz gösterdi. Maymun biraz düşündü, sonra şapkayı muzla takas etti; gayet adil bir alışveriş!',
        az: 'Birdən dəcəl bir meymun sarmaşıqdan aşağı sallandı və — hop! — səyyah papağı yoxa çıxdı. Yuxarıda, budaqlarda beş meymun növbə ilə papağı başına qoyub xısın-xısın gülürdü. «Hey, o mənimdir!» — deyə {name} güldü və bir banan göstərdi. Meymun bir az fikirləşdi, sonra papağı banana dəyişdi — çox ədalətli alış-veriş!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'A little further on, {name} heard a sad sound behind the ferns: “Snuffle… sniff… snuffle.” There sat a baby elephant with big wet eyes and a trunk that drooped all the way to the ground. “I’ve lost my mummy,” it sobbed. “The jungle is so big, and I’m so small.”',
        ru: 'Чуть дальше, за папоротниками, кто-то грустно шмыгал носом: «Хлюп… шмыг… хлюп». {name} {gender, select, girl {заглянула} other {заглянул}} туда, а там сидел слонёнок с большими мокрыми глазами, и хобот у него совсем повис. «Я потерял маму, — всхлипнул он. — Джунгли такие большие, а я такой маленький».',
        tr: 'Biraz ileride, eğrelti otlarının arkasından {name} hüzünlü bir ses duydu: Biri burnunu çeke çeke ağlıyordu. Orada, iri ıslak gözleri ve yere kadar sarkmış hortumuyla yavru bir fil oturuyordu. “Annemi kaybettim,” diye hıçkırdı. “Orman çok büyük, ben ise çok küçüğüm.”',
        az: 'Bir az irəlidə, qıjıların arxasından {name} kədərli bir səs eşitdi: kimsə burnunu çəkə-çəkə ağlayırdı. Orada iri, yaş gözləri olan, xortumu yerə qədər sallanmış bir fil balası oturmuşdu. «Anamı itirmişəm, — deyə hıçqırdı. — Cəngəllik elə böyükdür, mən isə elə balacayam».',
      },
    },
    {
      scene: 0,
      text: {
        en: '“Don’t cry,” said {name}, patting the little trunk. “Explorers are very good at finding things.” Together they followed a trail of enormous footprints, each one as big as a paddling pool. Every few steps {name} cupped both hands and called, “Mummy Elephant! Where are you?”',
        ru: '«Не плачь, — {gender, select, girl {сказала} other {сказал}} {name} и {gender, select, girl {погладила} other {погладил}} слонёнка по хоботу. — Путешественники умеют находить что угодно!» Вместе они пошли по огромным следам — каждый размером с надувной бассейн. Через каждые несколько шагов {name} {gender, select, girl {складывала} other {складывал}} ладони рупором и {gender, select, girl {звала} other {звал}}: «Мама-слониха, где ты?»',
        tr: '“Ağlama,” dedi {name} ve yavru filin hortumunu okşadı. “Kâşifler kayıp şeyleri bulmakta çok iyidir!” Birlikte, her biri şişme havuz büyüklüğünde kocaman ayak izlerini takip ettiler. {name} birkaç adımda bir ellerini ağzına götürüp sesleniyordu: “Fil anne! Neredesin?”',
        az: '«Ağlama, — {name} fil balasının xortumunu sığallayıb dedi. — Səyyahlar itən şeyləri tapmağı çox yaxşı bacarır!» Onlar birlikdə nəhəng ayaq izlərinin ardınca getdilər, hər iz şişmə hovuz boyda idi. {name} bir neçə addımdan bir əllərini ağzına tutub səslənirdi: «Fil ana! Haradasan?»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Then, from far away, came a mighty “TOOO-ROOO!” The bushes parted, and out stepped Mummy Elephant, as tall as a house. The baby ran to her, and she wrapped her trunk around it in the biggest hug in the whole jungle. To say thank you, she gave {name} a cool, splashy shower, and everybody laughed.',
        ru: 'И вдруг издалека донеслось могучее «Ту-ру-у-у!». Кусты раздвинулись, и появилась мама-слониха — высокая, как дом. Слонёнок бросился к ней, а она обняла его хоботом крепко-крепко, как умеют обнимать только слоны. В благодарность {name} {gender, select, girl {получила} other {получил}} прохладный душ прямо из хобота, и все весело рассмеялись.',
        tr: 'Derken uzaklardan güçlü bir ses yükseldi: “TUUU-RUUU!” Çalılar aralandı ve bir ev kadar yüksek anne fil göründü. Yavru fil annesine koştu, annesi de onu hortumuyla sımsıkı sardı; ormandaki en kocaman kucaklaşma buydu! Teşekkür olsun diye anne fil hortumuyla {nameAcc} serin sularla yıkadı ve hep birlikte kahkahalarla güldüler.',
        az: 'Elə bu vaxt uzaqdan gur bir səs gəldi: «TUUU-RUUU!» Kollar aralandı və ev boyda hündür fil ana göründü. Fil balası anasına tərəf qaçdı, anası isə onu xortumu ilə bərk-bərk qucaqladı. Təşəkkür əlaməti olaraq fil ana xortumu ilə {nameAcc} sərin su ilə çimdirdi və hamı qəhqəhə ilə güldü.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'But soon the path simply disappeared under a tangle of ferns and vines. {name} turned the map this way and that way, and then upside down. “The waterfall is to the east,” {name} said slowly, “but which way is east?” The jungle whispered all around, and for a moment it felt very big indeed.',
        ru: 'Но вскоре тропинка просто исчезла под папоротниками и спутанными лианами. {name} {gender, select, girl {вертела} other {вертел}} карту и так, и эдак, и даже вверх ногами. «Водопад на востоке, — {gender, select, girl {пробормотала} other {пробормотал}} {name}. — Но где же этот восток?» Вокруг шептались джунгли, и на минутку они показались очень-очень большими.',
        tr: 'Ama çok geçmeden patika, eğrelti otlarının ve birbirine dolanmış sarmaşıkların altında kayboluverdi. {name} haritayı bir o yana, bir bu yana çevirdi, hatta ters tuttu. “Şelale doğuda,” diye mırıldandı. “Peki doğu ne tarafta?” Orman çevresinde fısıldaşıyordu ve bir an için her şey kocaman göründü.',
        az: 'Amma tezliklə cığır qıjıların və dolaşıq sarmaşıqların altında yoxa çıxdı. {name} xəritəni o yana-bu yana çevirdi, hətta tərsinə də tutdu. «Şəlalə şərqdədir, — deyə pıçıldadı. — Bəs şərq hansı tərəfdədir?» Cəngəllik ətrafda pıçıldaşırdı və bir anlığa hər şey çox-çox böyük göründü.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Then {name} remembered Grandpa’s compass. The red needle wobbled, spun round and settled, pointing straight ahead: north! “If north is in front of me, east must be on my right,” {name} worked out, and turned right. On went {name}, step by step through the ferns, until a sound drifted through the trees: a faraway rumble, like a giant humming in the bath.',
        ru: 'Тут {name} {gender, select, girl {вспомнила} other {вспомнил}} про дедушкин компас. Красная стрелка покачалась, покрутилась и замерла: север — прямо впереди! «Если север впереди, значит, восток справа», — {gender, select, girl {сообразила} other {сообразил}} {name} и {gender, select, girl {повернула} other {повернул}} направо. Шаг за шагом сквозь папоротники — и вскоре издалека донёсся гул, будто великан напевал песенку в ванной.',
        tr: 'Sonra {name} dedesinin pusulasını hatırladı. Kırmızı iğne titredi, döndü ve durdu: Kuzey tam karşıdaydı! “Kuzey önümdeyse doğu da sağımda olmalı,” diye düşündü {name} ve sağa döndü. Eğrelti otlarının arasından adım adım ilerlerken uzaklardan bir uğultu geldi; sanki bir dev, küvette şarkı mırıldanıyordu.',
        az: 'Birdən {name} babasının kompasını xatırladı. Qırmızı ox titrədi, fırlandı və dayandı: şimal düz qabaqdadır! «Şimal qarşımdadırsa, deməli, şərq sağımdadır», — deyə {name} fikirləşdi və sağa döndü. Qıjıların arasından addım-addım irəlilədikcə uzaqdan bir uğultu gəldi, sanki hansısa nəhəng vannada mahnı zümzümə edirdi.',
      },
    },
    {
      scene: 2,
      text: {
        en: '{name} pushed aside one last giant leaf and gasped. There it was: the hidden waterfall, sparkling and splashing, with a rainbow dancing in its spray! Nobody had seen it for a hundred years, and now {name} had found it. But the red cross on the map was on the other side, and the only way across was a wobbly old rope bridge.',
        ru: '{name} {gender, select, girl {отодвинула} other {отодвинул}} последний огромный лист и {gender, select, girl {ахнула} other {ахнул}}. Вот он, затерянный водопад! Он сверкал и шумел, а в его брызгах плясала радуга. Сто лет его никто не видел, а теперь его {gender, select, girl {нашла} other {нашёл}} {name}! Но красный крестик на карте был на другом берегу, а туда вёл только старый верёвочный мост.',
        tr: '{name} son dev yaprağı da kenara itti ve şaşkınlıkla soluğunu tuttu. İşte oradaydı: Pırıl pırıl akan, serpintilerinde gökkuşağı dans eden gizli şelale! Yüz yıldır kimse onu görmemişti, şimdiyse {name} bulmuştu. Ama haritadaki kırmızı çarpı karşı taraftaydı ve oraya giden tek yol sallanan, eski bir halat köprüydü.',
        az: '{name} sonuncu nəhəng yarpağı da kənara itələdi və heyrətdən donub qaldı. Budur, gizli şəlalə! Su parıldaya-parıldaya axır, damcıların arasında göy qurşağı oynayırdı. Yüz il idi ki, onu heç kim görməmişdi, indi isə {name} tapmışdı! Amma xəritədəki qırmızı xaç o biri sahildə idi, ora isə yalnız köhnə, yırğalanan kəndir körpü aparırdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The bridge swayed, creaked and wobbled like a jelly on a plate. {name} looked down at the rushing water and suddenly felt wobbly too. “I’m scared,” {name} whispered. Just then a little orange bird landed on the rope and chirped, “Everybody’s scared sometimes. Just take one step.”',
        ru: 'Мост качался, скрипел и дрожал, как желе на тарелке. {name} {gender, select, girl {посмотрела} other {посмотрел}} вниз, на бурлящую воду, и коленки тоже задрожали. «Мне страшно», — {gender, select, girl {прошептала} other {прошептал}} {name}. Тут на верёвку присела маленькая оранжевая птичка и прощебетала: «Всем бывает страшно. Просто сделай один шаг».',
        tr: 'Köprü sallanıyor, gıcırdıyor, tabaktaki jöle gibi titriyordu. {name} aşağıda köpüren suya baktı ve dizleri de titremeye başladı. “Korkuyorum,” diye fısıldadı. Tam o sırada halatın üstüne küçük turuncu bir kuş kondu ve cıvıldadı: “Herkes bazen korkar. Sen sadece bir adım at.”',
        az: 'Körpü yırğalanır, cırıldayır, boşqabdakı jele kimi titrəyirdi. {name} aşağıda köpüklənən suya baxdı və dizləri də əsməyə başladı. «Qorxuram», — deyə pıçıldadı. Elə bu vaxt kəndirin üstünə balaca narıncı bir quş qondu və cəh-cəh vurdu: «Hamı bəzən qorxur. Sən sadəcə bir addım at».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'So {name} took one step. The bridge wobbled, but it held. Then another step, and another, holding the ropes tight and humming Grandpa’s silly explorer song. Halfway across, {name} understood something important: being brave doesn’t mean never being scared – it means taking the next step anyway. One last hop, and {name} was on the other side!',
        ru: 'И {name} {gender, select, girl {сделала} other {сделал}} один шаг. Мост качнулся, но выдержал. Потом ещё шаг и ещё: {name} крепко {gender, select, girl {держалась} other {держался}} за верёвки и {gender, select, girl {напевала} other {напевал}} дедушкину смешную песенку. На середине моста {name} вдруг {gender, select, girl {поняла} other {понял}} очень важную вещь: быть смелым — не значит ничего не бояться, это значит всё равно сделать следующий шаг. Прыг — и вот уже другой берег!',
        tr: 'Ve {name} bir adım attı. Köprü sallandı ama dayandı. Sonra bir adım daha, bir adım daha… Halatlara sıkı sıkı tutunuyor, dedesinin komik kâşif şarkısını mırıldanıyordu. Köprünün ortasında {name} çok önemli bir şey anladı: Cesur olmak hiç korkmamak değil, korksan da bir sonraki adımı atmaktır. Son bir zıplayış ve {name} karşı taraftaydı!',
        az: 'Və {name} bir addım atdı. Körpü yırğalandı, amma qırılmadı. Sonra daha bir addım, daha bir addım… Kəndirlərdən bərk-bərk yapışır, babasının gülməli səyyah mahnısını zümzümə edirdi. Körpünün ortasında {name} çox vacib bir şeyi başa düşdü: cəsur olmaq heç qorxmamaq deyil, qorxsan da, növbəti addımı atmaqdır. Son bir tullanış — və {name} artıq o biri sahildə idi!',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Right beside the waterfall, half hidden under moss, stood an old wooden chest. {name} lifted the heavy lid – creeeak! – and gold coins sparkled in the setting sun. On top lay a note: “For the next brave explorer.” {name} threw both arms up and shouted “Hooray!” so loudly that a red bird flapped off its branch in surprise.',
        ru: 'У самого водопада стоял старый деревянный сундук, наполовину заросший мхом. {name} {gender, select, girl {подняла} other {поднял}} тяжёлую крышку — скри-и-ип! — и в лучах заката засверкали золотые монеты. Сверху лежала записка: «Следующему отважному путешественнику». {name} {gender, select, girl {вскинула} other {вскинул}} руки и {gender, select, girl {закричала} other {закричал}} «Ура-а-а!» так громко, что красная птичка от неожиданности вспорхнула с ветки.',
        tr: 'Şelalenin hemen yanında, yarısı yosunlara gömülmüş eski, tahta bir sandık duruyordu. {name} ağır kapağı kaldırdı, gıcırrr! Batan güneşin ışığında altın paralar pırıl pırıl parladı. En üstte bir not vardı: “Bir sonraki cesur kâşife.” {name} kollarını havaya kaldırıp öyle yüksek sesle “Yaşasın!” diye bağırdı ki daldaki kırmızı kuş şaşkınlıkla havalandı.',
        az: 'Şəlalənin lap yanında, yarısı mamırın altında qalmış köhnə taxta sandıq dururdu. {name} ağır qapağı qaldırdı — cırrr! — və batan günəşin şəfəqlərində qızıl sikkələr bərq vurdu. Ən üstdə bir qeyd vardı: «Növbəti cəsur səyyaha». {name} əllərini havaya qaldırıb elə ucadan «Ura!» deyə qışqırdı ki, budaqdakı qırmızı quş təəccüblə havaya qalxdı.',
      },
    },
    {
      scene: 3,
      text: {
        en: '{name} filled a pocket with shiny coins, tucked the map into the backpack and followed the compass all the way home. Grandpa listened to the whole story with wide, shining eyes. “My own grandpa told me about that waterfall,” he said, “but I was never brave enough to look for it. You, {name}, are a real explorer.”',
        ru: '{name} {gender, select, girl {набрала} other {набрал}} полный карман блестящих монет, {gender, select, girl {спрятала} other {спрятал}} карту в рюкзак и по компасу {gender, select, girl {вернулась} other {вернулся}} домой. Дедушка слушал, широко раскрыв глаза. «Мой дедушка рассказывал мне про этот водопад, — сказал он, — но мне так и не хватило смелости его искать. А ты, {name}, {gender, select, girl {настоящая путешественница} other {настоящий путешественник}}!»',
        tr: '{name} cebini parlak altınlarla doldurdu, haritayı çantasına koydu ve pusulayı takip ederek eve döndü. Dedesi bütün macerayı gözleri parlayarak dinledi. “Benim dedem de bana o şelaleden söz ederdi,” dedi, “ama ben onu aramaya hiç cesaret edemedim. Sen gerçek bir kâşifsin, {name}!”',
        az: '{name} cibini parlaq sikkələrlə doldurdu, xəritəni çantasına qoydu və kompasın köməyi ilə evə qayıtdı. Babası bütün macəranı gözləri parıldaya-parıldaya dinlədi. «Mənim babam da o şəlalədən danışardı, — dedi, — amma mən onu axtarmağa heç vaxt cəsarət etmədim. Sən əsl səyyahsan, {name}!»',
      },
    },
  ],
  ending: {
    en: 'Sleep tight, {name}, brave explorer – tomorrow a brand-new map is waiting.',
    ru: 'Спокойной ночи, {name}! Завтра тебя ждёт новая карта и новые приключения.',
    tr: 'İyi uykular, cesur kâşif {name}! Yarın seni yepyeni bir harita bekliyor.',
    az: 'Şirin yuxular, cəsur səyyah {name}! Sabah səni yepyeni bir xəritə gözləyir.',
  },
};
