import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'treasure-of-the-coral-island',
  title: {
    en: '{name} and the Treasure of the Coral Island',
    ru: '{name} и сокровище Кораллового острова',
    tr: '{name} ve Mercan Adası’nın Hazinesi',
    az: '{name} və Mərcan adasının xəzinəsi',
  },
  dedication: {
    en: 'For {name}, the most precious treasure of all.',
    ru: '{name}, ты — наше самое драгоценное сокровище.',
    tr: 'En kıymetli hazinemiz {nameDat}.',
    az: 'Ən qiymətli xəzinəmiz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'Early one sunny morning, {name} was hunting for shells when a wave rolled in and left a present on the sand: a glass bottle with a cork! A crab and a starfish crept closer to look. Inside was a rolled-up map of a heart-shaped island, with a big X in the sea beside it and the words: “Treasure for the brave and kind.”',
        ru: 'Солнечным утром {name} {gender, select, girl {собирала} other {собирал}} на пляже ракушки, и вдруг волна вынесла на песок стеклянную бутылку с пробкой! Краб и морская звезда тут же подползли поближе: что там? А внутри лежала свёрнутая карта: остров в форме сердечка, большой крестик в море рядом с ним и надпись: «Сокровище — смелым и добрым».',
        tr: 'Güneşli bir sabah {name} kumsalda deniz kabuğu topluyordu. Derken bir dalga geldi ve kumların üstüne mantar tıpalı, cam bir şişe bıraktı! Bir yengeçle bir deniz yıldızı merakla yaklaştı. Şişenin içinde kalp biçiminde bir adanın haritası vardı; adanın yanında, denizin ortasında kocaman bir çarpı ve şu yazı: “Hazine, cesur ve iyi kalpli olana.”',
        az: 'Günəşli bir səhər {name} çimərlikdə balıqqulağı yığırdı. Birdən bir dalğa gəlib qumun üstünə tıxaclı bir şüşə atdı! Bir xərçəng və bir dəniz ulduzu maraqla yaxınlaşdı. Şüşənin içində ürək formalı bir adanın xəritəsi vardı: adanın yanında, dənizdə böyük bir xaç və bir yazı: «Xəzinə cəsur və mehriban olana».',
      },
    },
    {
      scene: 1,
      text: {
        en: '“A treasure map! A treasure map!” squawked a green-and-yellow parrot, landing on the sand beside {name}. “I’m Captain Coco, the cleverest parrot on the seven seas, and I know the way! Well, nearly. Did I mention I’m a captain?” There was no time to wait for the grown-ups, so {name} shouted, “Back by teatime!” and ran to the little red boat.',
        ru: '«Карта сокровищ! Карта сокровищ!» — закричал зелёно-жёлтый попугай и плюхнулся на песок. «Я капитан Коко, самый умный попугай всех семи морей! Я знаю дорогу! Ну, почти. Я уже говорил, что я капитан?» Ждать взрослых было некогда, и {name}, крикнув: «Вернусь к ужину!», {gender, select, girl {побежала} other {побежал}} к маленькой красной лодке.',
        tr: '“Hazine haritası! Hazine haritası!” Yeşil-sarı bir papağan bağıra bağıra {nameGen} yanına kondu. “Ben Kaptan Koko, yedi denizin en akıllı papağanı! Yolu biliyorum! Yani, aşağı yukarı. Kaptan olduğumu söylemiş miydim?” Büyükleri beklemeye vakit yoktu; {name} “Akşam yemeğine dönerim!” diye seslendi ve küçük kırmızı kayığa koştu.',
        az: '«Xəzinə xəritəsi! Xəzinə xəritəsi!» Yaşıl-sarı bir tutuquşu qışqıra-qışqıra {nameGen} yanına qondu. «Mən Kapitan Kokoyam, yeddi dənizin ən ağıllı tutuquşusu! Yolu bilirəm! Yəni, təxminən. Kapitan olduğumu demişdim?» Böyükləri gözləməyə vaxt yox idi, ona görə də {name} «Şama qədər qayıdaram!» deyə qışqırdı və balaca qırmızı qayığa tərəf qaçdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: '{name} rowed and rowed, and Captain Coco talked and talked. The sea was so clear that {name} could count the fish below: “One yellow, two stripy, three… ninety-nine!” “Ninety-nine and a half,” said Coco. “That one over there is a very small fish.”',
        ru: '{name} {gender, select, girl {гребла} other {грёб}} и {gender, select, girl {гребла} other {грёб}}, а капитан Коко болтал и болтал. Вода была такая прозрачная, что можно было пересчитать всех рыбок: «Одна жёлтая, две полосатые, три… девяносто девять!» «Девяносто девять с половиной, — поправил Коко. — Вон та совсем малюсенькая, она считается за половинку».',
        tr: '{name} kürek çekti de kürek çekti, Kaptan Koko da konuştu da konuştu. Deniz öyle berraktı ki {name} aşağıdaki balıkları tek tek sayabiliyordu: “Bir sarı, iki çizgili, üç… doksan dokuz!” “Doksan dokuz buçuk,” dedi Koko. “Şu minicik olanı yarım sayıyoruz.”',
        az: '{name} avar çəkdi, çəkdi, Kapitan Koko isə danışdı, danışdı. Su elə dumduru idi ki, {name} aşağıdakı balıqları bir-bir saya bilirdi: «Bir sarı, iki zolaqlı, üç… doxsan doqquz!» «Doxsan doqquz yarım, — dedi Koko. — O balacanı yarım sayırıq».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Halfway there, something bumped the boat from below. “Sea monster!” shrieked Coco, and hid under the seat. But it was only an old sea turtle with kind, crinkly eyes. “I’m Grandma Turtle,” she smiled. “Follow me, dears, I know the quickest way to the Coral Island.”',
        ru: 'На полпути что-то толкнуло лодку снизу. «Морское чудовище!» — завопил Коко и спрятался под скамейку. Но это была всего лишь старая морская черепаха с добрыми морщинистыми глазами. «Я бабушка Черепаха, — улыбнулась она. — Плывите за мной, мои хорошие, я знаю самый короткий путь к Коралловому острову».',
        tr: 'Yolun yarısında bir şey kayığa alttan tosladı. “Deniz canavarı!” diye çığlık attı Koko ve oturağın altına saklandı. Ama bu, sevecen bakışlı, yaşlı bir deniz kaplumbağasıydı. “Ben Kaplumbağa Nine,” diye gülümsedi. “Peşimden gelin yavrularım, Mercan Adası’na giden en kısa yolu bilirim.”',
        az: 'Yolun yarısında nə isə qayığı altdan itələdi. «Dəniz əjdahası!» — deyə Koko çığırdı və oturacağın altında gizləndi. Amma bu, mehriban baxışlı qoca bir dəniz tısbağası idi. «Mən Tısbağa nənəyəm, — deyə gülümsədi. — Ardımca gəlin, balalarım, Mərcan adasına ən qısa yolu bilirəm».',
      },
    },
    {
      scene: 0,
      text: {
        en: 'At last the boat slid onto the soft white sand of the Coral Island. {name} jumped out, waved to the seagulls and unrolled the map. “Look! The X isn’t on the island at all. The treasure is under the sea!” “Under the sea?” gulped Coco. “Parrots don’t do under the sea. I’ll, er… guard the boat.”',
        ru: 'Наконец лодка мягко ткнулась в белый песок Кораллового острова. {name} {gender, select, girl {выпрыгнула} other {выпрыгнул}} на берег, {gender, select, girl {помахала} other {помахал}} чайкам и {gender, select, girl {развернула} other {развернул}} карту. «Смотрите! Крестик вовсе не на острове. Сокровище — под водой!» «Под водой? — сглотнул Коко. — Попугаи под воду не ныряют. Я, э-э… посторожу лодку».',
        tr: 'Sonunda kayık, Mercan Adası’nın yumuşacık beyaz kumlarına yanaştı. {name} kıyıya atladı, martılara el salladı ve haritayı açtı. “Bakın! Çarpı adanın üstünde değil ki. Hazine denizin altında!” “Denizin altında mı?” diye yutkundu Koko. “Papağanlar dalmaz. Ben, ııı… kayığa göz kulak olayım.”',
        az: 'Nəhayət, qayıq Mərcan adasının yumşaq ağ qumuna yan aldı. {name} sahilə tullandı, qağayılara əl yellədi və xəritəni açdı. «Baxın! Xaç heç adada deyil. Xəzinə suyun altındadır!» «Suyun altında? — Koko udqundu. — Tutuquşular suya baş vurmur. Mən, ee… qayığa göz qoyaram».',
      },
    },
    {
      scene: 3,
      text: {
        en: 'So {name} pulled on a pair of goggles, took a big breath and dived in beside Grandma Turtle. What a world! Corals grew like pink and purple trees, stripy fish played hide-and-seek, and bubbles wobbled upwards like silver balloons. “This way, dear,” called Grandma Turtle, “to the singing shells.”',
        ru: '{name} {gender, select, girl {надела} other {надел}} маску, {gender, select, girl {набрала} other {набрал}} побольше воздуха и {gender, select, girl {нырнула} other {нырнул}} следом за бабушкой Черепахой. Какой удивительный мир! Кораллы росли, как розовые и сиреневые деревья, полосатые рыбки играли в прятки, а пузырьки поднимались вверх, будто серебристые воздушные шарики. «Сюда, {gender, select, girl {моя хорошая} other {мой хороший}}, — позвала бабушка Черепаха, — к поющим ракушкам».',
        tr: '{name} deniz gözlüğünü taktı, derin bir nefes aldı ve Kaplumbağa Nine’nin peşinden suya daldı. Ne harika bir dünyaydı bu! Mercanlar pembe ve mor ağaçlar gibi uzanıyor, çizgili balıklar saklambaç oynuyor, kabarcıklar gümüş balonlar gibi yukarı süzülüyordu. “Bu taraftan yavrum,” dedi Kaplumbağa Nine, “şarkı söyleyen deniz kabuklarına gidiyoruz.”',
        az: '{name} üzgüçü eynəyini taxdı, dərindən nəfəs aldı və Tısbağa nənənin ardınca suya baş vurdu. Nə möcüzəli dünya idi! Mərcanlar çəhrayı və bənövşəyi ağaclar kimi ucalır, zolaqlı balıqlar gizlənpaç oynayır, qabarcıqlar gümüşü şarlar kimi yuxarı qalxırdı. «Bu tərəfə, balam, — dedi Tısbağa nənə, — oxuyan balıqqulaqlarının yanına».',
      },
    },
    {
      scene: 3,
      text: {
        en: 'On a rock sat three shells, and each one sang in a tiny, tinkly voice. The first sang, “Swim where the coral grows tallest.” The second sang, “Pass the rock that looks like a whale.” And the third sang, “Then knock where the grumbles are loudest!” {name} thought hard. “Grumbles… Who grumbles under the sea?”',
        ru: 'На камне лежали три ракушки и пели тоненькими, звонкими голосами. Первая пела: «Плыви, где кораллы выше всех». Вторая: «Мимо камня, похожего на кита». А третья: «Стучи, где громче всех ворчат!» {name} крепко {gender, select, girl {задумалась} other {задумался}}: «Ворчат… Кто же ворчит под водой?»',
        tr: 'Bir kayanın üstünde üç deniz kabuğu duruyordu ve her biri incecik, çın çın bir sesle şarkı söylüyordu. Birincisi, “Mercanların en uzun olduğu yere yüz,” diye şakıdı. İkincisi, “Balinaya benzeyen kayayı geç,” dedi. Üçüncüsü ise, “Sonra homurtunun geldiği kapıyı çal!” diye şarkısını bitirdi. {name} düşündü, düşündü: “Homurtu… Denizin altında kim homurdanır ki?”',
        az: 'Bir qayanın üstündə üç balıqqulağı vardı və hər biri nazik, cingiltili səslə oxuyurdu. Birincisi oxudu: «Mərcanların ən uca olduğu yerə üz». İkincisi: «Balinaya oxşayan qayanın yanından keç». Üçüncüsü isə: «Sonra kimin donquldandığını eşitsən, o qapını döy!» {name} fikrə getdi: «Donquldanmaq… Suyun altında kim donquldanar ki?»',
      },
    },
    {
      scene: 3,
      text: {
        en: '“A grumpy crab, of course!” cried {name} in a burst of bubbles. So off they swam, past the tallest coral and a big grey rock that really did look like a whale, until they heard it: “Grumble, grumble, mumble… GRUMBLE!” In front of a dark little cave sat the grumpiest crab in the whole ocean.',
        ru: '«Ворчливый краб, конечно!» — {gender, select, girl {догадалась} other {догадался}} {name}, и изо рта вырвалась целая стайка пузырьков. Они проплыли мимо самых высоких кораллов, мимо серого камня, и правда похожего на кита, и вдруг услышали: «Бу-бу-бу, бур-бур-бур… БУ-БУ!» Перед тёмной пещеркой сидел самый ворчливый краб во всём океане.',
        tr: '“Huysuz bir yengeç, tabii ki!” diye bağırdı {name} ve ağzından bir sürü kabarcık çıktı. En uzun mercanları, gerçekten de balinaya benzeyen gri kayayı geçtiler ve sonunda o sesi duydular: “Hımm, hırr, mırr… HIRR!” Karanlık, küçük bir mağaranın önünde bütün okyanusun en huysuz yengeci oturuyordu.',
        az: '«Əlbəttə, deyingən xərçəng!» — deyə {name} qışqırdı və ağzından bir dəstə qabarcıq çıxdı. Onlar ən uca mərcanların, doğrudan da balinaya oxşayan boz qayanın yanından keçdilər və nəhayət o səsi eşitdilər: «Mır-mır, dır-dır… MIRRR!» Qaranlıq, balaca bir mağaranın qarşısında bütün okeanın ən deyingən xərçəngi oturmuşdu.',
      },
    },
    {
      scene: 3,
      text: {
        en: '“Go away!” snapped the crab, clacking both claws. “Nobody gets into my cave. Not fish, not turtles, and definitely not children in goggles!” Grandma Turtle sighed. “He’s guarded that cave for so long that he’s forgotten how to smile.” {name} looked at the crab, then at the cave, and had an idea.',
        ru: '«Уходите! — щёлкнул клешнями краб. — В мою пещеру никому нельзя! Ни рыбам, ни черепахам, и уж точно не детям в масках!» Бабушка Черепаха вздохнула: «Он так давно сторожит эту пещеру, что совсем разучился улыбаться». {name} {gender, select, girl {посмотрела} other {посмотрел}} на краба, потом на пещеру — и {gender, select, girl {придумала} other {придумал}} кое-что хитрое.',
        tr: '“Gidin buradan!” diye tersledi yengeç, kıskaçlarını şakırdatarak. “Mağarama kimse giremez! Ne balıklar, ne kaplumbağalar, hele gözlüklü çocuklar hiç giremez!” Kaplumbağa Nine iç çekti: “O kadar uzun zamandır burayı bekliyor ki gülümsemeyi unuttu.” {name} önce yengece, sonra mağaraya baktı ve aklına bir fikir geldi.',
        az: '«Çıxın gedin! — xərçəng qısqaclarını şaqqıldatdı. — Mənim mağarama heç kim girə bilməz! Nə balıqlar, nə tısbağalar, eynəkli uşaqlar isə heç vaxt!» Tısbağa nənə köks ötürdü: «O, bu mağaranı elə çoxdan qoruyur ki, gülümsəməyi unudub». {name} əvvəlcə xərçəngə, sonra mağaraya baxdı və ağlına bir fikir gəldi.',
      },
    },
    {
      scene: 3,
      text: {
        en: '“Mr Crab,” said {name} politely, “everyone says crabs are the fastest sideways runners in the sea. But I bet you can’t run sideways all the way to that whale rock and back!” “Can’t I?” huffed the crab. “Watch me!” And off he scuttled, clickety-click, leaving the door to his cave wide open.',
        ru: '«Господин Краб, — вежливо {gender, select, girl {сказала} other {сказал}} {name}, — говорят, крабы бегают боком быстрее всех в море. Но спорим, вы не добежите боком до того камня-кита и обратно?» «Это я-то не добегу?! — фыркнул краб. — А ну, смотрите!» И он помчался боком — щёлк-щёлк-щёлк, — оставив вход в пещеру открытым.',
        tr: '“Yengeç Bey,” dedi {name} kibarca, “herkes yengeçlerin denizde yan yan en hızlı koşanlar olduğunu söylüyor. Ama bahse girerim, o balina kayasına kadar yan yan gidip geri gelemezsiniz!” “Gelemez miyim?” diye burnundan soludu yengeç. “İzleyin de görün!” Ve tıkır tıkır yan yan koşarak uzaklaştı; mağaranın kapısı ardına kadar açık kaldı.',
        az: '«Xərçəng bəy, — {name} nəzakətlə dedi, — hamı deyir ki, dənizdə yanakı ən sürətli qaçan xərçənglərdir. Amma mərc gələrəm ki, o balina qayasına qədər yanakı qaçıb geri qayıda bilməzsiniz!» «Bilmərəm?! — xərçəng fınxırdı. — Baxın görün!» Və o, tıq-tıq-tıq yanakı qaçıb uzaqlaşdı, mağaranın girişi isə taybatay açıq qaldı.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Inside the cave, in a shaft of sunlight, stood an old treasure chest. {name} lifted the lid, and out spilled a glittering heap of gold coins! On top lay a shell with a message scratched inside: “The best treasure is not gold. Look around you.” So {name} looked around: at Grandma Turtle, at the curious fish, and at the crab, puffing back from his race.',
        ru: 'В пещере, в луче солнечного света, стоял старый сундук. {name} {gender, select, girl {приподняла} other {приподнял}} крышку — а внутри засверкала целая гора золотых монет! А сверху лежала ракушка, на которой было нацарапано: «Самое ценное сокровище — не золото. Оглянись вокруг». {name} {gender, select, girl {оглянулась} other {оглянулся}}: рядом были бабушка Черепаха, любопытные рыбки и запыхавшийся краб, который как раз вернулся с забега.',
        tr: 'Mağaranın içinde, bir güneş huzmesinin altında eski bir hazine sandığı duruyordu. {name} kapağı kaldırdı ve içinden pırıl pırıl altınlar taştı! En üstte, içine bir yazı kazınmış bir deniz kabuğu vardı: “En değerli hazine altın değildir. Etrafına bak.” {name} etrafına baktı: Kaplumbağa Nine, meraklı balıklar ve yarıştan soluk soluğa dönen yengeç oradaydı.',
        az: 'Mağaranın içində, günəş şüasının altında köhnə bir xəzinə sandığı dururdu. {name} qapağı qaldırdı və içindən bərq vuran qızıl sikkələr töküldü! Ən üstdə içinə yazı cızılmış bir balıqqulağı vardı: «Ən qiymətli xəzinə qızıl deyil. Ətrafına bax». {name} ətrafına baxdı: Tısbağa nənə, maraqla baxan balıqlar və yarışdan tövşüyə-tövşüyə qayıdan xərçəng onun yanında idi.',
      },
    },
    {
      scene: 0,
      text: {
        en: '“I understand!” said {name}. “My treasure is all of you.” And {name} shared out the gold: a shiny coin for Grandma Turtle, one for every fish, two for Captain Coco waiting on the beach, and the biggest one of all for the crab. The crab blinked, wiggled his claws… and, for the first time in a hundred years, he smiled.',
        ru: '«Я {gender, select, girl {поняла} other {понял}}! — {gender, select, girl {воскликнула} other {воскликнул}} {name}. — Моё сокровище — это вы все!» И {name} {gender, select, girl {разделила} other {разделил}} золото на всех: блестящую монетку — бабушке Черепахе, по одной — каждой рыбке, две — капитану Коко, который ждал на берегу, а самую большую — крабу. Краб моргнул, пошевелил клешнями… и впервые за сто лет улыбнулся.',
        tr: '“Anladım!” dedi {name}. “Benim hazinem sizsiniz!” Sonra altınları herkesle paylaştı: Kaplumbağa Nine’ye parlak bir altın, her balığa birer tane, kumsalda bekleyen Kaptan Koko’ya iki tane ve en büyüğünü de yengece. Yengeç gözlerini kırpıştırdı, kıskaçlarını oynattı… ve yüz yıldır ilk kez gülümsedi.',
        az: '«Başa düşdüm! — deyə {name} sevincək qışqırdı. — Mənim xəzinəm sizsiniz!» Sonra qızılları hamı ilə bölüşdü: Tısbağa nənəyə parlaq bir sikkə, hər balığa bir dənə, sahildə gözləyən Kapitan Kokoya iki dənə, ən böyüyünü isə xərçəngə. Xərçəng gözlərini qırpdı, qısqaclarını tərpətdi… və yüz ildə ilk dəfə gülümsədi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The sun was turning orange when {name} rowed home in the little red boat. Grandma Turtle swam alongside, the crab waved a claw from the reef, and Captain Coco talked the whole way: “Did I mention how brave I was? I guarded the boat all by myself!” {name} laughed so hard that the oars nearly slipped into the sea.',
        ru: 'Солнце уже становилось оранжевым, когда {name} {gender, select, girl {поплыла} other {поплыл}} домой в маленькой красной лодке. Рядом плыла бабушка Черепаха, с рифа махал клешнёй краб, а капитан Коко болтал всю дорогу: «Я уже говорил, какой я храбрый? Я сам, один-одинёшенек, сторожил лодку!» {name} так {gender, select, girl {смеялась} other {смеялся}}, что чуть не {gender, select, girl {уронила} other {уронил}} вёсла в море.',
        tr: 'Güneş turuncuya dönerken {name} küçük kırmızı kayıkla eve doğru kürek çekti. Kaplumbağa Nine yanı sıra yüzüyor, yengeç resiften kıskacını sallıyordu; Kaptan Koko ise yol boyunca hiç susmadı: “Ne kadar cesur olduğumu söylemiş miydim? Kayığı tek başıma korudum!” {name} öyle güldü ki kürekler neredeyse denize kayıyordu.',
        az: 'Günəş narıncı rəngə boyananda {name} balaca qırmızı qayıqla evə doğru avar çəkdi. Tısbağa nənə yanlarınca üzür, xərçəng rifdən qısqacını yelləyirdi, Kapitan Koko isə bütün yolu danışırdı: «Nə qədər cəsur olduğumu demişdim? Qayığı tək başıma qorudum!» {name} elə güldü ki, avarlar az qala dənizə düşəcəkdi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Back on the beach, just in time for tea, {name} picked up the old glass bottle and had a wonderful idea. Into it went a new map and a note: “Treasure for the brave and kind – and bring a friend!” Then {name} threw the bottle far out to sea, so that one day another child could find it.',
        ru: 'Вернувшись на пляж как раз к ужину, {name} {gender, select, girl {подняла} other {поднял}} старую бутылку и {gender, select, girl {придумала} other {придумал}} кое-что чудесное. В бутылку отправились новая карта и записка: «Сокровище — смелым и добрым. Возьми с собой друга!» А потом {name} {gender, select, girl {бросила} other {бросил}} бутылку далеко в море — пусть однажды её найдёт кто-нибудь ещё.',
        tr: 'Tam akşam yemeği vakti kumsala dönen {name}, eski cam şişeyi eline aldı ve aklına harika bir fikir geldi. Şişenin içine yeni bir harita ve bir not koydu: “Hazine, cesur ve iyi kalpli olana. Yanında bir arkadaşını da getir!” Sonra şişeyi denize, uzaklara fırlattı; bir gün başka bir çocuk onu bulsun diye.',
        az: 'Düz şam vaxtı sahilə qayıdan {name} köhnə şüşəni götürdü və ağlına gözəl bir fikir gəldi. Şüşənin içinə təzə bir xəritə və bir qeyd qoydu: «Xəzinə cəsur və mehriban olana. Yanınca bir dost da gətir!» Sonra şüşəni dənizə, uzaqlara atdı — qoy bir gün onu başqa bir uşaq tapsın.',
      },
    },
  ],
  ending: {
    en: 'Sweet dreams, {name} – may your pockets be full of seashells and your heart full of friends.',
    ru: 'Сладких снов, {name}! Пусть в карманах будут ракушки, а в сердце — друзья.',
    tr: 'Tatlı rüyalar, {name}! Ceplerin deniz kabuklarıyla, kalbin dostlarla dolsun.',
    az: 'Şirin yuxular, {name}! Qoy ciblərin balıqqulaqları ilə, ürəyin isə dostlarla dolu olsun.',
  },
};
