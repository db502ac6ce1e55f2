import type { StoryScript } from '../story-types';

// The science is kept true and simple: seasons come from the Earth's tilt (not its distance from the Sun), autumn
// leaves show the yellow and orange that the green had hidden, snowflakes have six points. Azerbaijani "Yaz" is
// spring and "Yay" summer, while Turkish "Yaz" is summer: the messengers' names follow each language.
export const story: StoryScript = {
  slug: 'the-secret-of-the-seasons',
  title: {
    en: '{name} and the Secret of the Seasons',
    ru: '{name} и тайна времён года',
    tr: '{name} ve Mevsimlerin Sırrı',
    az: '{name} və fəsillərin sirri',
  },
  dedication: {
    en: 'For {name}: we love you in spring, summer, autumn and winter, and every day in between.',
    ru: '{name}, мы любим тебя весной, летом, осенью и зимой — и каждый день между ними!',
    tr: 'Sevgili {name}, seni ilkbaharda, yazın, sonbaharda, kışın ve aradaki her gün seviyoruz!',
    az: 'Əziz {name}, səni yazda, yayda, payızda, qışda — və aradakı hər gün sevirik!',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'At the end of the lane stood Grandfather Oak, the oldest tree in town. One summer morning {name} went to pick strawberries under his branches, and stopped in surprise. Snow was falling on the strawberries! Yellow leaves were tumbling onto the tulips, and a snowman was melting in the sunshine. “Oh dear, oh dear,” creaked a deep voice. It was Grandfather Oak himself!',
        ru: 'В конце улицы рос Дедушка Дуб — самое старое дерево в городе. Однажды летним утром {name} {gender, select, girl {пришла} other {пришёл}} к нему собирать клубнику — и так и {gender, select, girl {застыла} other {застыл}}. На клубнику падал снег! На тюльпаны сыпались жёлтые листья, а на солнышке таял снеговик. «Ох-ох-ох», — проскрипел низкий голос. Это заговорил сам Дедушка Дуб!',
        tr: 'Sokağın sonunda, kasabanın en yaşlı ağacı Meşe Dede dururdu. Bir yaz sabahı {name} onun dallarının altında çilek toplamaya gitti ve olduğu yerde kalakaldı. Çileklerin üstüne kar yağıyordu! Lalelerin üstüne sarı yapraklar düşüyor, güneşin altında bir kardan adam eriyordu. “Vah vah vah,” diye gıcırdadı kalın bir ses. Konuşan, Meşe Dede’nin ta kendisiydi!',
        az: 'Küçənin sonunda şəhərin ən qoca ağacı — Palıd baba dayanırdı. Bir yay səhəri {name} onun budaqlarının altında çiyələk yığmağa getdi və yerindəcə donub qaldı. Çiyələklərin üstünə qar yağırdı! Lalələrin üstünə sarı yarpaqlar tökülür, günəşin altında isə qar adamı əriyirdi. «Vay-vay-vay», — deyə dərin bir səs cırıldadı. Danışan Palıd babanın özü idi!',
      },
    },
    {
      scene: 0,
      text: {
        en: '“I have a secret, {name},” whispered the old tree. “Every year I send four messengers around the world: Spring, Summer, Autumn and Winter. They take turns, passing a golden acorn from one to the next, like in a relay race. But the acorn is lost, and now they have all come at once! Will you help me put the year back in order?”',
        ru: '«У меня есть тайна, {name}, — прошептало старое дерево. — Каждый год я отправляю по свету четырёх гонцов: Весну, Лето, Осень и Зиму. Они по очереди передают друг другу золотой жёлудь, как палочку в эстафете. Но жёлудь потерялся, и теперь они явились все сразу! Поможешь мне навести порядок в году?»',
        tr: '“Sana bir sır vereyim, {name},” diye fısıldadı yaşlı ağaç. “Her yıl dünyayı dolaşmaları için dört haberci gönderirim: İlkbahar, Yaz, Sonbahar ve Kış. Sırayla yola çıkarlar ve bayrak yarışındaki gibi altın bir palamudu birbirlerine verirler. Ama palamut kayboldu, şimdi de dördü birden geldi! Yılı yeniden düzene sokmama yardım eder misin?”',
        az: '«Sənə bir sirr açım, {name}, — deyə qoca ağac pıçıldadı. — Mən hər il dünyanı dolaşmağa dörd qasid göndərirəm: Yazı, Yayı, Payızı və Qışı. Onlar növbə ilə yola düşür və estafetdəki kimi qızılı palıd qozasını bir-birinə ötürürlər. Amma qoza itib, indi də dördü birdən gəlib! İli yenidən qaydaya salmağa kömək edərsənmi?»',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} searched high and low and found a squirrel, digging busily. “I bury nuts and acorns so I have food in winter,” said the squirrel, “but I always forget where!” That’s true: squirrels forget lots of their acorns, and some grow into new oak trees. Suddenly something glittered in the earth. The golden acorn! “Spring goes first,” smiled Grandfather Oak. “Follow the acorn all the way round the year.”',
        ru: '{name} {gender, select, girl {обыскала} other {обыскал}} всё вокруг и {gender, select, girl {нашла} other {нашёл}} белку, которая усердно копала землю. «Я закапываю орехи и жёлуди, чтобы зимой было что поесть, — сказала белка. — Но вечно забываю где!» Это правда: белки забывают много желудей, и из некоторых вырастают новые дубы. Вдруг в земле что-то блеснуло. Золотой жёлудь! «Первой идёт Весна, — улыбнулся Дедушка Дуб. — Ступай за желудем через весь год».',
        tr: '{name} her yeri aradı ve toprağı hızlı hızlı kazan bir sincap buldu. “Kışın yiyeceğim olsun diye fındık ve palamut gömerim,” dedi sincap, “ama nereye gömdüğümü hep unuturum!” Bu doğru: Sincaplar pek çok palamudu unutur, bazılarından da yeni meşe ağaçları büyür. Birden toprakta bir şey parladı. Altın palamut! “Önce İlkbahar,” diye gülümsedi Meşe Dede. “Palamudun peşinden bütün yılı dolaş.”',
        az: '{name} hər yeri axtardı və torpağı cəld-cəld eşələyən bir dələ tapdı. «Qışda yeməyə bir şeyim olsun deyə qoz-fındıq və palıd qozası basdırıram, — dedi dələ, — amma hara basdırdığımı həmişə unuduram!» Bu, doğrudur: dələlər çoxlu palıd qozasını unudur, onların bəzisindən isə yeni palıd ağacları bitir. Birdən torpaqda nə isə parıldadı. Qızılı qoza! «Əvvəlcə Yaz, — deyə Palıd baba gülümsədi. — Qozanın ardınca bütün ili dolaş».',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} gave the golden acorn to Spring, who had flowers in her hair. Together they woke the sleepy tulip bulbs hiding under the ground. “Sunshine to warm you, water to drink… time to wake up!” sang {name}, tipping the watering can. Green shoots popped up, the cherry tree burst into pink blossom, and a little bluebird came back to build a nest.',
        ru: '{name} {gender, select, girl {отдала} other {отдал}} золотой жёлудь Весне, у которой в волосах цвели цветы. Вместе они разбудили сонные луковицы тюльпанов, спрятанные под землёй. «Солнышко согреет, водичка напоит — просыпайтесь!» — {gender, select, girl {напевала} other {напевал}} {name}, поливая их из лейки. Из земли полезли зелёные ростки, вишня покрылась розовым цветом, а синяя птичка вернулась и начала вить гнездо.',
        tr: '{name} altın palamudu, saçlarında çiçekler açan İlkbahar’a verdi. Birlikte toprağın altında uyuyan lale soğanlarını uyandırdılar. “Güneş sizi ısıtsın, su susuzluğunuzu gidersin… Haydi uyanın!” diye şarkı söyledi {name} ve sulama kabıyla onları suladı. Topraktan yeşil filizler fırladı, kiraz ağacı pembe çiçeklere büründü ve küçük mavi bir kuş geri dönüp yuva yapmaya başladı.',
        az: '{name} qızılı qozanı saçlarında çiçəklər açan Yaza verdi. Onlar birlikdə torpağın altında yatan lalə soğanaqlarını oyatdılar. «Günəş isitsin, su içirsin — oyanın, balacalar!» — deyə {name} zümzümə etdi və susəpənlə onları suvardı. Torpaqdan yaşıl cücərtilər boy verdi, gilas ağacı çəhrayı çiçəyə büründü, balaca göy quş isə geri qayıdıb yuva qurmağa başladı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Then Spring passed the acorn to Summer, and the days grew long and warm. The strawberries turned red and sweet. {name} raced Summer all afternoon, and even at bedtime the sun was still up! “Why are summer days so long?” asked {name}. “The Earth leans a little as it travels round the Sun,” said Summer. “In summer our side leans towards the Sun, so we get more sunshine.”',
        ru: 'Потом Весна передала жёлудь Лету, и дни стали длинными и тёплыми. Клубника покраснела и стала сладкой. {name} весь день {gender, select, girl {бегала} other {бегал}} с Летом наперегонки, и даже когда пора было спать, солнце ещё светило! «Почему летом дни такие длинные?» — {gender, select, girl {спросила} other {спросил}} {name}. «Земля летит вокруг Солнца, чуть наклонившись, — ответило Лето. — Летом наша сторона наклонена к Солнцу, и света нам достаётся больше».',
        tr: 'Sonra İlkbahar palamudu Yaz’a verdi ve günler uzayıp ısındı. Çilekler kızarıp tatlandı. {name} bütün öğleden sonra Yaz’la yarıştı; yatma vakti geldiğinde bile güneş hâlâ gökyüzündeydi! “Yazın günler neden bu kadar uzun?” diye sordu {name}. “Dünya, Güneş’in çevresinde dolaşırken biraz eğiktir,” dedi Yaz. “Yazın bizim taraf Güneş’e doğru eğilir, o yüzden daha çok güneş ışığı alırız.”',
        az: 'Sonra Yaz qozanı Yaya verdi və günlər uzanıb isindi. Çiyələklər qızarıb şirinləşdi. {name} günortadan axşamadək Yay ilə qaçdı-yarışdı; yatmaq vaxtı çatanda belə günəş hələ batmamışdı! «Yayda günlər niyə belə uzun olur?» — deyə {name} soruşdu. «Yer Günəşin ətrafında bir az əyilmiş halda fırlanır, — dedi Yay. — Yayda bizim tərəf Günəşə doğru əyilir, ona görə də daha çox günəş işığı alırıq».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Summer passed the acorn to Autumn, and the days grew shorter. The leaves turned yellow, orange and red and came twirling down. {name} caught them, then jumped into the biggest pile. Crunch! “Why do leaves change colour?” asked {name}. “With less sunshine, the trees stop making their green,” said Autumn, “and the yellow and orange hiding underneath can shine through.”',
        ru: 'Лето передало жёлудь Осени, и дни стали короче. Листья пожелтели, покраснели и закружились в воздухе. {name} {gender, select, girl {ловила} other {ловил}} их, а потом — прыг в самую большую кучу! Хрусть! «Почему листья меняют цвет?» — {gender, select, girl {спросила} other {спросил}} {name}. «Солнца становится меньше, и деревья перестают делать зелёную краску, — объяснила Осень. — Тогда и видны жёлтые и оранжевые, которые под ней прятались».',
        tr: 'Yaz palamudu Sonbahar’a verdi ve günler kısaldı. Yapraklar sarıya, turuncuya, kırmızıya döndü ve döne döne yere düştü. {name} yaprakları yakaladı, sonra da en büyük yığının içine atladı. Hışır hışır! “Yapraklar neden renk değiştirir?” diye sordu {name}. “Güneş azalınca ağaçlar yeşil boyayı yapmayı bırakır,” dedi Sonbahar, “ve altında saklanan sarılar, turuncular ortaya çıkar.”',
        az: 'Yay qozanı Payıza verdi və günlər qısaldı. Yarpaqlar saralıb narıncı və qırmızı rəngə boyandı, fırlana-fırlana yerə töküldü. {name} yarpaqları tutdu, sonra isə ən böyük qalağın içinə tullandı. Xış-xış! «Yarpaqlar niyə rəngini dəyişir?» — deyə {name} soruşdu. «Günəş azalanda ağaclar yaşıl boyanı hazırlamağı dayandırır, — dedi Payız, — onda altında gizlənən sarı və narıncı rənglər üzə çıxır».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Everyone was getting ready for the cold. The squirrel filled his larder with nuts. The swallows flew away to warm countries far in the south. And a sleepy hedgehog asked {name} for help. Together they carried armfuls of leaves to make a cosy bed under a hedge, where he would sleep all winter long. “Goodnight, Hedgehog. See you in spring!”',
        ru: 'Все готовились к холодам. Белка набила кладовку орехами. Ласточки улетели далеко на юг, в тёплые края. А сонный ёжик попросил о помощи. {name} {gender, select, girl {помогла} other {помог}} ему натаскать охапки листьев и устроить под кустом уютную постель — там ёжик проспит всю зиму. «Спокойной ночи, ёжик! До весны!»',
        tr: 'Herkes soğuğa hazırlanıyordu. Sincap kilerini fındıkla doldurdu. Kırlangıçlar uzaklara, sıcak güney ülkelerine uçtu. Uykulu bir kirpi de {nameDat} yardım için seslendi. Birlikte kucak kucak yaprak taşıyıp çalının dibine sıcacık bir yatak yaptılar; kirpi bütün kış orada uyuyacaktı. “İyi uykular, Kirpi! Baharda görüşürüz!”',
        az: 'Hamı soyuğa hazırlaşırdı. Dələ anbarını qoz-fındıqla doldurdu. Qaranquşlar uzaq cənubdakı isti ölkələrə uçdu. Yuxulu kirpi isə {nameDat} yalvardı: «Mənə kömək edərsən?» Onlar birlikdə qucaq-qucaq yarpaq daşıyıb kolun dibində isti bir yataq düzəltdilər: kirpi bütün qışı orada yatacaqdı. «Şirin yuxular, kirpi! Yazda görüşərik!»',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Then Autumn gave the acorn to Winter, and the days became short and cold. Soft snowflakes drifted down. “Snow is made high up in the clouds,” said Winter. “When it’s very cold there, tiny drops of water freeze into ice crystals. Every snowflake has six points. Count them!” {name} and Winter rolled big snowballs and built a snowman with a red scarf.',
        ru: 'Потом Осень отдала жёлудь Зиме, и дни стали короткими и холодными. Закружились мягкие снежинки. «Снег рождается высоко в облаках, — сказала Зима. — Когда там очень холодно, крошечные капельки воды замерзают в льдинки. У каждой снежинки шесть лучиков — посчитай!» {name} и Зима скатали большие снежные комы и слепили снеговика в красном шарфе.',
        tr: 'Sonra Sonbahar palamudu Kış’a verdi; günler kısalıp soğudu. Yumuşacık kar taneleri süzülmeye başladı. “Kar yukarıda, bulutların içinde oluşur,” dedi Kış. “Orası çok soğukken minicik su damlaları donup buz kristallerine dönüşür. Her kar tanesinin altı ucu vardır, say bakalım!” {name} ile Kış kocaman kar topları yuvarlayıp kırmızı atkılı bir kardan adam yaptılar.',
        az: 'Sonra Payız qozanı Qışa verdi, günlər qısalıb soyudu. Yumşaq qar dənəcikləri süzülməyə başladı. «Qar yuxarıda, buludların içində yaranır, — dedi Qış. — Orada hava çox soyuq olanda xırda su damcıları donub buz kristallarına çevrilir. Hər qar dənəciyinin altı ucu var, say görüm!» {name} və Qış iri qar kürələri diyirlədib qırmızı şərfli qar adamı düzəltdilər.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'But when it was time to pass the acorn on, Winter held it tight. “I don’t want to go! I love snowmen!” The snow fell faster and faster, and under the ground the sleepy tulip bulbs shivered. {name} took Winter’s icy hand. “The year goes round like a circle,” said {name}. “Let Spring have a turn, and you’ll be back next year. Then we’ll build an even bigger snowman!”',
        ru: 'Но когда пришло время передать жёлудь дальше, Зима крепко сжала его в ладони. «Не хочу уходить! Я так люблю снеговиков!» Снег повалил всё гуще, и сонные луковицы тюльпанов задрожали под землёй. {name} {gender, select, girl {взяла} other {взял}} Зиму за ледяную руку. «Год идёт по кругу, — {gender, select, girl {сказала} other {сказал}} {name}. — Пусти Весну, и через год ты вернёшься. А мы слепим снеговика ещё больше!»',
        tr: 'Ama palamudu devretme zamanı gelince Kış onu sımsıkı tuttu. “Gitmek istemiyorum! Kardan adamları çok seviyorum!” Kar gittikçe hızlandı; toprağın altındaki uykulu lale soğanları titremeye başladı. {name} Kış’ın buz gibi elini tuttu. “Yıl bir çember gibi döner,” dedi {name}. “Sırayı İlkbahar’a verirsen seneye yine gelirsin. O zaman daha da büyük bir kardan adam yaparız!”',
        az: 'Amma qozanı ötürmək vaxtı çatanda Qış onu bərk-bərk sıxdı. «Getmək istəmirəm! Qar adamlarını çox sevirəm!» Qar getdikcə gur yağdı, torpağın altındakı yuxulu lalə soğanaqları titrəməyə başladı. {name} Qışın buz kimi əlindən tutdu. «İl dairə kimi fırlanır, — dedi {name}. — Növbəni Yaza versən, gələn il yenə qayıdacaqsan. Onda daha böyük qar adamı düzəldərik!»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Winter smiled a frosty smile and handed the golden acorn to Spring. At once the snow melted, the first snowdrops peeped out, and Grandfather Oak rustled happily. “Spring, summer, autumn, winter, and round again. The year is back in order! Thank you, {name}.” And he gave {name} a little acorn to plant. Who knows? One day it may grow into a grandfather oak too.',
        ru: 'Зима улыбнулась морозной улыбкой и отдала золотой жёлудь Весне. Снег тут же растаял, выглянули первые подснежники, а Дедушка Дуб радостно зашелестел: «Весна, лето, осень, зима — и снова по кругу. В году опять порядок! Спасибо тебе, {name}». И на прощание он подарил маленький жёлудь: «Посади его. Кто знает, может, и из него когда-нибудь вырастет дедушка-дуб».',
        tr: 'Kış buz gibi bir gülümsemeyle altın palamudu İlkbahar’a verdi. Kar anında eridi, ilk kardelenler başını uzattı ve Meşe Dede sevinçle hışırdadı: “İlkbahar, yaz, sonbahar, kış… ve yeniden başa. Yıl yine düzene girdi! Teşekkürler, {name}.” Sonra {nameDat} minicik bir palamut verdi: “Bunu ek. Kim bilir, belki bir gün o da bir meşe dedeye dönüşür.”',
        az: 'Qış şaxtalı bir təbəssümlə qızılı qozanı Yaza verdi. Qar dərhal əridi, ilk novruzgülləri boylandı, Palıd baba isə sevincdən xışıldadı: «Yaz, yay, payız, qış — və yenidən əvvəldən. İl yenə qaydasındadır! Sağ ol, {name}». Sonra {nameDat} balaca bir palıd qozası verdi: «Bunu ək. Kim bilir, bəlkə bir gün ondan da bir palıd baba boy atar».',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. Whatever the season, Grandfather Oak will be waiting to say hello.',
    ru: 'Спокойной ночи, {name}! В любое время года Дедушка Дуб будет рад тебя видеть.',
    tr: 'İyi geceler, {name}! Hangi mevsim olursa olsun, Meşe Dede seni bekliyor olacak.',
    az: 'Gecən xeyrə qalsın, {name}! Hansı fəsil olursa olsun, Palıd baba səni gözləyəcək.',
  },
};
