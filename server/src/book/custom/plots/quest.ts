import type { PlotFamily } from '../plot-types';

// The Festival of Lights cannot begin: the Lantern Seed that lights every lantern has gone missing. The child and
// the hero follow clues across a talking-flower meadow, a riddle bridge with a lonely troll, a mirror lake and a
// mountain of echoes; the child wins with a clever answer and a kind heart, never with a sword. Every hero
// sentence fits a wizard, a knight, a princess, a prince, a dragon, a unicorn and a fairy: they come, hurry,
// say, laugh, wait, cheer.
export const questPlot: PlotFamily = {
  family: 'quest',
  kinds: ['wizard', 'knight', 'princess', 'prince', 'dragon', 'unicorn', 'fairy'],
  ages: [4, 12],
  dedication: {
    en: 'For {name}, whose kind heart is the brightest lantern of all.',
    ru: '{name}, пусть твоё доброе сердце светит ярче всех фонариков!',
    tr: 'Sevgili {name}, iyi kalbin bütün fenerlerden daha parlak ışısın!',
    az: 'Əziz {name}, qoy xeyirxah ürəyin bütün fənərlərdən parlaq işıq saçsın!',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: 'In the little kingdom of Glimmerdale, everyone was busy. Paper lanterns hung on every roof, and the baker was icing star-shaped buns. Tonight was the Festival of Lights! {name} had painted a lantern of {gender, select, girl {her} other {his}} own, with a crooked moon on one side and a smiling fish on the other. “I can’t wait to see it glow,” {gender, select, girl {she} other {he}} whispered.',
        ru: 'В маленьком королевстве Мерцании все хлопотали. На каждой крыше висели бумажные фонарики, а пекарь поливал глазурью булочки-звёздочки. Сегодня вечером — Праздник Огней! {name} {gender, select, girl {раскрасила} other {раскрасил}} свой собственный фонарик: с одной стороны кривая луна, с другой — улыбающаяся рыбка. «Скорее бы он засветился!» — {gender, select, girl {прошептала} other {прошептал}} {name}.',
        tr: 'Işıltıdere adındaki küçük krallıkta herkes telaş içindeydi. Her çatıda kâğıt fenerler sallanıyor, fırıncı yıldız biçimli çöreklere şeker sürüyordu. Bu gece Işık Şenliği vardı! {name} kendi fenerini boyamıştı: bir yüzünde yamuk bir ay, öbür yüzünde gülümseyen bir balık. “Yanacağı anı iple çekiyorum,” diye fısıldadı.',
        az: 'İşıltıdərə adlı balaca krallıqda hamı tələsirdi. Hər damda kağız fənərlər yırğalanır, çörəkçi ulduz formalı bulkalara şirə çəkirdi. Bu axşam İşıq Bayramı idi! {name} öz fənərini rəngləmişdi: bir üzündə əyri ay, o biri üzündə gülümsəyən balıq. «Onun yanmasını səbirsizliklə gözləyirəm», — deyə pıçıldadı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'But at sunset the Great Lantern in the square stayed dark. The old queen wrung her hands: “The Lantern Seed is gone! Without it, not one light can shine.” Just then someone hurried through the crowd: {heroWords}! “I have searched the whole castle,” said {hero}. “I need a clever helper.” {name} stepped forward, holding {gender, select, girl {her} other {his}} dark lantern tight. “I’ll help,” {gender, select, girl {she} other {he}} said.',
        ru: 'Но на закате Большой Фонарь на площади так и не зажёгся. Старая королева всплеснула руками: «Пропало Семечко Света! Без него не загорится ни один огонёк». И тут сквозь толпу кто-то пробился: {heroWords}! «Я {heroGender, select, female {обыскала} male {обыскал} other {обыскало}} весь замок, — {heroGender, select, female {сказала} male {сказал} other {сказало}} {hero}. — Мне нужен умный помощник». {name} {gender, select, girl {шагнула} other {шагнул}} вперёд, крепко прижимая к себе тёмный фонарик. «Я помогу!»',
        tr: 'Ama gün batarken meydandaki Büyük Fener yanmadı. Yaşlı kraliçe ellerini ovuşturdu: “Işık Tohumu kaybolmuş! O olmadan tek bir ışık bile yanamaz.” Tam o sırada biri kalabalığın arasından koşarak geldi: {heroWords}! “Bütün şatoyu aradım,” dedi {hero}. “Akıllı bir yardımcıya ihtiyacım var.” {name} karanlık fenerini sımsıkı tutarak öne çıktı. “Ben yardım ederim,” dedi.',
        az: 'Amma gün batanda meydandakı Böyük Fənər yanmadı. Qoca kraliça əllərini ovuşdurdu: «İşıq Toxumu yoxa çıxıb! O olmasa, bir dənə də olsun işıq yanmayacaq». Elə bu vaxt kimsə izdihamın arasından tələsik gəldi: {heroWords}! «Bütün qəsri axtardım, — dedi {hero}. — Mənə ağıllı bir köməkçi lazımdır». {name} qaranlıq fənərini bərk-bərk tutaraq irəli çıxdı. «Mən kömək edərəm», — dedi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'On the windowsill where the Seed had slept, {name} found a trail of tiny golden crumbs. “Look! They go out of the gate,” {gender, select, girl {she} other {he}} said, and crouched to sniff one. It smelled of honey and flowers. {hero} peered over {gender, select, girl {her} other {his}} shoulder. “Then we start in the meadow,” said {hero}. Off they went, the crumbs twinkling ahead like a path of tiny stars.',
        ru: 'На подоконнике, где спало Семечко, {name} {gender, select, girl {нашла} other {нашёл}} дорожку из крошечных золотых крупинок. «Смотри! Они ведут за ворота», — {gender, select, girl {сказала она} other {сказал он}} и {gender, select, girl {присела} other {присел}}, чтобы понюхать одну. Пахло мёдом и цветами. {hero} {heroGender, select, female {заглянула} male {заглянул} other {заглянуло}} через плечо. «Значит, начнём с луга», — {heroGender, select, female {решила} male {решил} other {решило}} {hero}. И они пошли, а крупинки мерцали впереди, как тропинка из звёздочек.',
        tr: 'Tohumun uyuduğu pencere pervazında {name} minicik altın kırıntılardan bir iz buldu. “Bak! Kapıdan dışarı gidiyorlar,” dedi ve birini koklamak için çömeldi. Bal ve çiçek kokuyordu. {hero} omzunun üstünden eğilip baktı. “O zaman çayırdan başlayalım,” dedi {hero}. Yola koyuldular; kırıntılar önlerinde minicik yıldızlardan bir patika gibi parıldıyordu.',
        az: 'Toxumun yatdığı pəncərə altında {name} xırdaca qızılı qırıntılardan bir iz tapdı. «Bax! Darvazadan çölə gedir», — dedi və birini iyləmək üçün çöməldi. Bal və çiçək iyi gəlirdi. {hero} çiyninin üstündən əyilib baxdı. «Onda çəmənlikdən başlayaq», — dedi {hero}. Yola düşdülər; qırıntılar qabaqda xırdaca ulduzlardan cığır kimi parıldayırdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'In the meadow the flowers were chattering like a school yard. “Have you seen a golden Seed?” asked {name}. The bluebells only giggled. So {name} knelt down, gave the thirsty daisies a drink from {gender, select, girl {her} other {his}} flask, and said thank you in advance. “Polite child!” sang the daisies. “The Seed rolled towards the river bridge!” Then {hero} clapped: “Kindness works better than a map.”',
        ru: 'На лугу цветы болтали, как дети на перемене. «Вы не видели золотое Семечко?» — {gender, select, girl {спросила} other {спросил}} {name}. Колокольчики только хихикнули. Тогда {name} {gender, select, girl {опустилась} other {опустился}} на колени, {gender, select, girl {напоила} other {напоил}} водой из фляжки пересохшие ромашки и заранее {gender, select, girl {сказала} other {сказал}} спасибо. «Какой вежливый ребёнок! — запели ромашки. — Семечко покатилось к мосту через реку!» Тут {hero} {heroGender, select, female {обрадовалась} male {обрадовался} other {обрадовалось}}: «Доброта работает лучше любой карты».',
        tr: 'Çayırda çiçekler teneffüsteki çocuklar gibi cıvıldaşıyordu. “Altın bir tohum gördünüz mü?” diye sordu {name}. Çançiçekleri yalnızca kıkırdadı. Bunun üzerine {name} diz çöktü, susuz papatyalara matarasından su verdi ve şimdiden teşekkür etti. “Ne kibar çocuk!” diye şarkı söyledi papatyalar. “Tohum nehrin köprüsüne doğru yuvarlandı!” Buna sevinen {hero} el çırptı: “İyilik, haritadan daha iyi iş görür.”',
        az: 'Çəmənlikdə çiçəklər tənəffüsdəki uşaqlar kimi cəh-cəh vururdu. «Qızılı toxum görməmisiniz?» — deyə {name} soruşdu. Zəngçiçəkləri ancaq kıkıldadı. Onda {name} diz çökdü, susuz çobanyastıqlarına mataradan su verdi və əvvəlcədən təşəkkür etdi. «Nə nəzakətli uşaqdır!» — deyə çobanyastıqları oxudu. «Toxum çayın körpüsünə tərəf diyirləndi!» Buna sevinən {hero} əl çaldı: «Yaxşılıq xəritədən də yaxşı işə yarayır».',
      },
    },
    {
      withHero: true,
      text: {
        en: 'On the old stone bridge sat a troll with mossy ears and a very grumpy face. “Nobody crosses,” he grumbled, “unless they answer my riddle: what gets bigger the more you take away?” For a long time {hero} scratched {heroGender, select, female {her} male {his} other {its}} head. {name} looked down at the river, at the mud, at a little hole by the bank, and smiled. “A hole!”',
        ru: 'На старом каменном мосту сидел тролль с мшистыми ушами и очень сердитым лицом. «Никто не пройдёт, — проворчал он, — пока не отгадает загадку: что становится больше, чем больше из него берёшь?» Долго {hero} {heroGender, select, female {задумалась} male {задумался} other {задумалось}}. А {name} {gender, select, girl {посмотрела} other {посмотрел}} на реку, на глину, на маленькую ямку у берега — и {gender, select, girl {улыбнулась} other {улыбнулся}}. «Яма!»',
        tr: 'Eski taş köprünün üstünde kulakları yosunlu, suratı asık bir trol oturuyordu. “Kimse geçemez,” diye homurdandı, “bilmecemi bilmedikçe: Ondan aldıkça büyüyen nedir?” Bunu duyan {hero} düşünceye daldı. {name} nehre, çamura, kıyıdaki küçük bir çukura baktı ve gülümsedi. “Çukur!”',
        az: 'Köhnə daş körpünün üstündə qulaqları mamırlı, çox qaşqabaqlı bir trol oturmuşdu. «Heç kim keçə bilməz, — deyə deyindi, — tapmacamı tapmasa: ondan götürdükcə böyüyən nədir?» Bunu eşidən {hero} fikrə getdi. {name} çaya, palçığa, sahildəki balaca çuxura baxdı və gülümsədi. «Çuxur!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The troll’s face fell. “Right,” he sniffed. “Now you’ll go, like everyone does.” A fat tear rolled down his nose. {name} sat down next to him on the cold stones. “Why are you so grumpy?” “Because nobody ever stays to play.” So {name} taught him hopscotch right there on the bridge, and {hero} kept score, and the troll laughed so hard the bridge shook.',
        ru: 'Тролль скис. «Правильно, — шмыгнул он носом. — Теперь ты уйдёшь, как все». По его носу скатилась толстая слеза. {name} {gender, select, girl {села} other {сел}} рядом с ним на холодные камни. «Почему ты такой сердитый?» — «Потому что никто никогда не остаётся поиграть». И тогда {name} прямо на мосту {gender, select, girl {научила} other {научил}} его играть в классики, {hero} {heroGender, select, female {вела} male {вёл} other {вело}} счёт, а тролль хохотал так, что мост дрожал.',
        tr: 'Trolün yüzü asıldı. “Doğru,” diye burnunu çekti. “Şimdi herkes gibi sen de gideceksin.” Burnundan kocaman bir gözyaşı süzüldü. {name} soğuk taşların üstüne, onun yanına oturdu. “Neden bu kadar huysuzsun?” “Çünkü kimse oynamak için kalmıyor.” Bunun üzerine {name} ona orada, köprünün üstünde seksek öğretti; {hero} sayıları tuttu, trol de öyle güldü ki köprü sallandı.',
        az: 'Trolun sifəti tutuldu. «Düzdür, — deyə burnunu çəkdi. — İndi hamı kimi sən də gedəcəksən». Burnundan yekə bir damla yaş süzüldü. {name} soyuq daşların üstündə onun yanında oturdu. «Niyə belə qaşqabaqlısan?» «Çünki heç kim oynamaq üçün qalmır». Onda {name} elə oradaca, körpünün üstündə ona «klassik» oyununu öyrətdi, {hero} xalları saydı, trol isə elə güldü ki, körpü titrədi.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'When they had to go, the troll pressed something into {name}’s hand: a golden crumb, bigger than the others. “A magpie dropped it,” he said. “She flew towards the Mirror Lake.” {name} hugged him, right round his mossy middle. “We’ll come back and play,” {gender, select, girl {she} other {he}} promised. The troll waved and waved until they were a speck on the hill.',
        ru: 'Когда пришло время уходить, тролль протянул на ладони золотую крупинку — крупнее остальных. «Её обронила сорока, — сказал он. — Она полетела к Зеркальному озеру». {name} {gender, select, girl {обняла} other {обнял}} его за мшистую поясницу. «Мы вернёмся поиграть», — {gender, select, girl {пообещала} other {пообещал}} {name}. Тролль махал и махал рукой, пока они не превратились в точку на холме.',
        tr: 'Gitme vakti gelince trol {nameGen} eline bir şey sıkıştırdı: ötekilerden daha iri, altın bir kırıntı. “Bir saksağan düşürdü,” dedi. “Ayna Gölü’ne doğru uçtu.” {name} ona yosunlu belinden sımsıkı sarıldı. “Yine gelip oynayacağız,” diye söz verdi. Trol, onlar tepede küçücük bir nokta olana kadar el salladı da el salladı.',
        az: 'Getmək vaxtı çatanda trol {nameGen} ovcuna bir şey qoydu: o birilərindən iri, qızılı bir qırıntı. «Bir sağsağan saldı, — dedi. — Güzgü gölünə tərəf uçdu». {name} onu mamırlı belindən bərk-bərk qucaqladı. «Yenə gəlib oynayacağıq», — deyə söz verdi. Trol onlar təpədə balaca bir nöqtəyə dönənə qədər əl yellədi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The Mirror Lake was so still that there were two skies, one up and one down. On a willow branch sat the magpie, sniffling. “I only borrowed the shiny Seed,” she sobbed, “but on the Mountain of Echoes a big voice boomed, and I dropped it!” {name} stroked her ruffled feathers. “Then come with us,” {gender, select, girl {she} other {he}} said. {hero} smiled: “Nobody is scared with friends around.”',
        ru: 'Зеркальное озеро было таким тихим, что неба стало два: одно вверху, другое внизу. На ветке ивы, всхлипывая, сидела сорока. «Я только взяла блестящее Семечко поиграть, — плакала она, — а на Горе Эха как загремит голос! Я его и уронила!» {name} {gender, select, girl {погладила} other {погладил}} её взъерошенные пёрышки. «Тогда пойдём с нами». {hero} {heroGender, select, female {улыбнулась} male {улыбнулся} other {улыбнулось}}: «С друзьями не страшно».',
        tr: 'Ayna Gölü öyle durgundu ki iki gökyüzü vardı: biri yukarıda, biri aşağıda. Bir söğüt dalında saksağan burnunu çekerek oturuyordu. “Parlak tohumu yalnızca ödünç almıştım,” diye hıçkırdı, “ama Yankı Dağı’nda kocaman bir ses gürledi ve onu düşürdüm!” {name} onun kabarmış tüylerini okşadı. “O zaman bizimle gel,” dedi. {hero} gülümsedi: “Dostlar yanındayken kimse korkmaz.”',
        az: 'Güzgü gölü elə sakit idi ki, iki səma var idi: biri yuxarıda, biri aşağıda. Söyüd budağında sağsağan burnunu çəkərək oturmuşdu. «Parlaq toxumu sadəcə bir azlığa götürmüşdüm, — deyə hıçqırdı, — amma Əks-səda dağında yekə bir səs gurladı və onu saldım!» {name} onun pırpız lələklərini sığalladı. «Onda bizimlə gəl», — dedi. {hero} gülümsədi: «Dostlar yanında olanda heç kim qorxmur».',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The Mountain of Echoes was tall and grey and full of voices. “SEED, WHERE ARE YOU?” shouted {hero}. “ARE YOU… ARE YOU… YOU… YOU…” boomed a hundred rocks at once. {name} shouted too, louder and louder, until the whole mountain was roaring and nobody could hear a thing. The magpie hid under {name}’s collar. “Shouting isn’t working,” {name} panted. “We need a different idea.”',
        ru: 'Гора Эха была высокой, серой и полной голосов. «СЕМЕЧКО, ГДЕ ТЫ?» — {heroGender, select, female {крикнула} male {крикнул} other {крикнуло}} {hero}. «ГДЕ ТЫ… ГДЕ ТЫ… ТЫ… ТЫ…» — загремели в ответ сто скал разом. {name} тоже {gender, select, girl {закричала} other {закричал}}, всё громче и громче, пока вся гора не загрохотала и ничего не стало слышно. Сорока спряталась за воротник. «Криком не поможешь, — {gender, select, girl {выдохнула} other {выдохнул}} {name}. — Нужно придумать что-то другое».',
        tr: 'Yankı Dağı yüksek, gri ve seslerle doluydu. “TOHUM, NEREDESİN?” diye bağırdı {hero}. “NEREDESİN… NEREDESİN… SİN… SİN…” diye gürledi yüz kaya birden. {name} de bağırdı, gittikçe daha yüksek sesle, ta ki bütün dağ uğuldayana ve kimse hiçbir şey duyamayana kadar. Saksağan {nameGen} yakasının altına saklandı. “Bağırmak işe yaramıyor,” dedi {name} soluk soluğa. “Başka bir fikir lazım.”',
        az: 'Əks-səda dağı uca, boz və səslərlə dolu idi. «TOXUM, HARDASAN?» — deyə {hero} qışqırdı. «HARDASAN… HARDASAN… SAN… SAN…» — deyə yüz qaya birdən gurladı. {name} də qışqırdı, getdikcə daha bərkdən, ta ki bütün dağ uğuldayana və heç kim heç nə eşitməyənə qədər. Sağsağan {nameGen} yaxasının altında gizləndi. «Qışqırmaq kömək etmir, — deyə {name} təngnəfəs dedi. — Başqa bir fikir lazımdır».',
      },
    },
    {
      withHero: true,
      text: {
        en: '{name} put a finger to {gender, select, girl {her} other {his}} lips. “Shh. Everybody, be very, very quiet.” At once {hero} held {heroGender, select, female {her} male {his} other {its}} breath. The echoes faded, one by one. And in the silence they heard it: a tiny silver ting-ting, like a music box. {name} followed it to a crack in the rock, reached in, and pulled out the Lantern Seed, warm as a kitten and glowing gold.',
        ru: '{name} {gender, select, girl {приложила} other {приложил}} палец к губам: «Тсс. Все — очень-очень тихо». Тут же {hero} {heroGender, select, female {затаила} male {затаил} other {затаило}} дыхание. Эхо затихало, одно за другим. И в тишине они услышали тоненький серебряный звон, динь-динь, как у музыкальной шкатулки. {name} {gender, select, girl {пошла} other {пошёл}} на звук к трещине в скале, {gender, select, girl {сунула} other {сунул}} туда руку и {gender, select, girl {достала} other {достал}} Семечко Света — тёплое, как котёнок, и сияющее золотом.',
        tr: '{name} parmağını dudaklarına götürdü. “Şşş. Herkes çok ama çok sessiz olsun.” Bunu duyan {hero} nefesini tuttu. Yankılar birer birer söndü. Ve sessizlikte onu duydular: bir müzik kutusu gibi incecik, gümüş bir tın-tın. {name} sesin peşinden kayadaki bir çatlağa gitti, elini uzattı ve Işık Tohumu’nu çıkardı: bir kedi yavrusu kadar sıcak, altın gibi parlıyordu.',
        az: '{name} barmağını dodaqlarına qoydu. «Sss. Hamı çox-çox sakit olsun». Bunu eşidən {hero} nəfəsini saxladı. Əks-sədalar bir-bir söndü. Və sükutun içində onu eşitdilər: musiqi qutusu kimi incə, gümüşü bir cing-cing. {name} səsin ardınca qayadakı çata getdi, əlini uzatdı və İşıq Toxumunu çıxardı: pişik balası kimi isti, qızıl kimi parlayırdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Back in the square, {name} climbed the ladder to the Great Lantern and set the Seed inside. FWOOMP! Light ran from lantern to lantern, roof to roof, until all Glimmerdale glowed. {name}’s own lantern shone too, crooked moon and smiling fish. The troll danced with the baker, the magpie sparkled on the lantern top, and {hero} cheered the loudest of all: “Hooray for {name}!”',
        ru: 'На площади {name} {gender, select, girl {поднялась} other {поднялся}} по лесенке к Большому Фонарю и {gender, select, girl {положила} other {положил}} Семечко внутрь. ФУХ! Свет побежал от фонаря к фонарю, с крыши на крышу, пока не засияла вся Мерцания. Засветился и {gender, select, girl {её} other {его}} собственный фонарик — с кривой луной и улыбающейся рыбкой. Тролль танцевал с пекарем, сорока сверкала на верхушке фонаря, а громче всех {heroGender, select, female {кричала} male {кричал} other {кричало}} {hero}: «Ура, {name}!»',
        tr: 'Meydanda {name} merdivenden Büyük Fener’e tırmandı ve tohumu içine yerleştirdi. FUUŞ! Işık fenerden fenere, çatıdan çatıya koştu ve bütün Işıltıdere ışıldadı. {nameGen} feneri de yandı: yamuk ay ve gülümseyen balık. Trol fırıncıyla dans etti, saksağan fenerin tepesinde pırıldadı, en yüksek sesle de {hero} bağırdı: “Yaşasın {name}!”',
        az: 'Meydanda {name} nərdivanla Böyük Fənərə qalxdı və toxumu içinə qoydu. FUUŞ! İşıq fənərdən fənərə, damdan dama qaçdı və bütün İşıltıdərə işıqlandı. {nameGen} öz fənəri də yandı: əyri ay və gülümsəyən balıq. Trol çörəkçi ilə rəqs etdi, sağsağan fənərin başında parıldadı, hamıdan bərk isə {hero} qışqırdı: «Yaşasın {name}!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Late that night {name} lay in bed, the little lantern glowing on the windowsill. {hero} came to say goodnight. “Today you were brave, and clever, and kind,” said {hero}. “That is the best kind of magic.” {name} yawned a great big yawn. Outside, a thousand lights twinkled over the sleepy kingdom, and one of them, just one, was shining only for {name}.',
        ru: 'Поздно вечером {name} {gender, select, girl {лежала} other {лежал}} в кровати, а на подоконнике светился маленький фонарик. {hero} {heroGender, select, female {пришла} male {пришёл} other {пришло}} пожелать спокойной ночи. «Сегодня ты {gender, select, girl {была смелой, умной и доброй} other {был смелым, умным и добрым}}, — {heroGender, select, female {сказала} male {сказал} other {сказало}} {hero}. — Это самое лучшее волшебство». {name} сладко {gender, select, girl {зевнула} other {зевнул}}. За окном над сонным королевством мерцала тысяча огней, и один из них светил только для {gender, select, girl {неё} other {него}}.',
        tr: 'O gece geç saatte {name} yatağında yatıyordu; küçük fener pencere pervazında ışıldıyordu. {hero} iyi geceler demeye geldi. “Bugün cesur, akıllı ve iyi kalpliydin,” dedi {hero}. “En güzel sihir budur.” {name} kocaman esnedi. Dışarıda uykulu krallığın üstünde bin ışık parıldıyordu ve bunlardan biri, yalnızca biri, sadece {name} için yanıyordu.',
        az: 'O gecə gec saatda {name} yatağında uzanmışdı; balaca fənər pəncərənin qabağında işıq saçırdı. {hero} gecən xeyrə olsun deməyə gəldi. «Bu gün cəsur, ağıllı və mehriban idin, — dedi {hero}. — Ən gözəl sehr budur». {name} uzun-uzun əsnədi. Çöldə yuxulu krallığın üstündə min işıq parıldayırdı və onlardan biri, yalnız biri, ancaq {name} üçün yanırdı.',
      },
    },
  ],
  ending: {
    en: 'And every year since, {name} lights the first lantern of the festival.',
    ru: 'А первый фонарик на каждом празднике с тех пор зажигает {name}.',
    tr: 'O günden beri her şenliğin ilk fenerini {name} yakar.',
    az: 'O gündən bəri hər bayramın ilk fənərini {name} yandırır.',
  },
};
