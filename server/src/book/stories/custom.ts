import type { StoryScript } from '../story-types';

/**
 * The custom story: the child teams up with the favourite hero the parent typed in (`{hero}`), which can be
 * anything in any language ("Spider-Man", "a dragon", "бабушка"). So {hero} is never inflected and never given a
 * gender: it stands only as a subject or after a colon, Russian is told in the present tense so no past-tense
 * verb has to agree with it, and Turkish and Azerbaijani never attach a suffix to it.
 * Pictures: 0 garden gate at sunrise, 1 enchanted forest with glowing mushrooms, 2 castle on a hilltop at golden
 * hour, 3 home under the stars with a lit window.
 */
export const story: StoryScript = {
  slug: 'custom',
  title: {
    en: '{name} and {hero}: The Castle of Kindness',
    ru: '{name} и {hero}: Замок доброты',
    tr: '{name} ve {hero}: İyilik Şatosu',
    az: '{name} və {hero}: Xeyirxahlıq qalası',
  },
  dedication: {
    en: 'For {name}, whose kind heart is the bravest thing of all.',
    ru: '{name}, эта книга — для тебя. Твоё доброе сердце — самое смелое на свете.',
    tr: 'Sevgili {name}, bu kitap senin için. İyi kalbin, dünyanın en cesur şeyi.',
    az: 'Əziz {name}, bu kitab sənin üçündür. Mehriban ürəyin dünyanın ən cəsur ürəyidir.',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'The sun was only just peeping over the rooftops when {name} woke up with a tingly feeling. “Today,” {name} whispered, “something special is going to happen.” So {name} pulled on {gender, select, girl {her} other {his}} boots, packed a torch, a shiny red apple and three biscuits (just in case), and tiptoed down the garden path to the gate.',
        ru: 'Солнце только-только выглядывает из-за крыш, а {name} уже на ногах. Сегодня точно случится что-то особенное — {name} чувствует это даже кончиком носа! Сапожки надеты, в рюкзаке лежат фонарик, красное яблоко и три печенья — на всякий случай. {name} {gender, select, girl {готова} other {готов}} к приключениям и на цыпочках идёт по садовой дорожке к калитке.',
        tr: 'Güneş çatıların ardından daha yeni yeni başını uzatıyordu ki {name} gözlerini açtı. İçinde tatlı bir kıpırtı vardı: Bugün mutlaka özel bir şey olacaktı! {name} botlarını giydi, sırt çantasına bir el feneri, kıpkırmızı bir elma ve ne olur ne olmaz diye üç kurabiye koydu. Sonra parmaklarının ucuna basarak bahçe kapısına doğru yürüdü.',
        az: 'Günəş damların arxasından təzəcə boylanırdı ki, {name} gözlərini açdı. Ürəyində şirin bir həyəcan vardı: bu gün mütləq nəsə xüsusi bir şey olacaqdı! {name} çəkmələrini geyindi, çantasına fənər, qıpqırmızı alma və hər ehtimala qarşı üç peçenye qoydu. Sonra ayaqlarının ucunda bağ qapısına tərəf getdi.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Creak! went the gate, and there in the golden morning light stood {hero}! “Good morning, {name}! I need your help,” said {hero}. “The lantern on top of the castle on the hill has gone dark, and only a brave, kind heart can light it again. Will you come with me?” {name} didn’t even stop to think. “Yes!”',
        ru: 'Скри-ип! — открывается калитка, а за ней, в золотых лучах утреннего солнца, стоит {hero}! — Доброе утро, {name}! — улыбается {hero}. — Мне очень нужна твоя помощь. На башне замка, что на холме, погас фонарь. Зажечь его снова может только смелое и доброе сердце. Пойдёшь со мной? — Конечно! — не раздумывая, отвечает {name}.',
        tr: 'Gıcırt! Bahçe kapısı açıldı. Sabahın altın ışığında karşısında kim duruyordu, bilin bakalım? {hero}! “Günaydın, {name}! Yardımına ihtiyacım var,” dedi {hero}. “Tepedeki şatonun kulesindeki fener söndü. Onu yeniden ancak cesur ve iyi bir kalp yakabilir. Benimle gelir misin?” {name} hiç düşünmeden “Evet!” diye bağırdı.',
        az: 'Cırrr! Qapı açıldı. Səhərin qızılı işığında qarşıda kim dayanıb, bilirsinizmi? {hero}! «Sabahın xeyir, {name}! Sənin köməyinə ehtiyacım var», — deyə {hero} gülümsədi. «Təpədəki qalanın qülləsində fənər sönüb. Onu yenidən ancaq cəsur və mehriban ürək yandıra bilər. Mənimlə gələrsənmi?» {name} heç fikirləşmədən «Hə!» deyə qışqırdı.',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} and {hero} set off into the Enchanted Forest. The trees were so tall that they tickled the clouds, and all along the path grew mushrooms that glowed like little lamps: blue, pink and gold. When {name} tapped one, it went ding! like a tiny bell. Then another one sneezed, and everybody was covered in sparkles. “Bless you!” giggled {name}.',
        ru: '{name} и {hero} отправляются в Волшебный лес. Деревья здесь такие высокие, что верхушками щекочут облака, а вдоль тропинки светятся грибы — голубые, розовые, золотые, точно маленькие фонарики. {name} трогает один пальцем — дзинь! — звенит, как колокольчик. А соседний гриб вдруг ка-ак чихнёт — и всех с головы до ног осыпает блёстками! — Будь здоров! — хохочет {name}.',
        tr: '{name} ve {hero} Büyülü Orman’a doğru yola koyuldular. Ağaçlar öyle uzundu ki tepeleriyle bulutları gıdıklıyordu. Patikanın iki yanında mavi, pembe ve altın rengi mantarlar küçük lambalar gibi parlıyordu. {name} birine parmağıyla dokununca mantar minik bir zil gibi “çın!” diye öttü. Derken bir başkası hapşırdı ve herkes tepeden tırnağa ışıltıya bulandı. “Çok yaşa!” dedi {name} kıkırdayarak.',
        az: '{name} və {hero} Sehrli meşəyə yola düşdülər. Ağaclar elə hündür idi ki, başları ilə buludları qıdıqlayırdı. Cığırın hər iki tərəfində mavi, çəhrayı və qızılı göbələklər balaca lampalar kimi işıq saçırdı. {name} birinə barmağı ilə toxunanda göbələk balaca zəng kimi «dzın!» elədi. Sonra o biri göbələk asqırdı və hamı başdan-ayağa parıltıya büründü. «Sağlıq olsun!» — {name} gülə-gülə dedi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Suddenly a squirrel with a very bushy tail leapt onto a branch, and two little rabbits peeped out from a bush. “Don’t go up to the castle!” squeaked the squirrel. “A giant lives there. He’s huge, he’s grumpy and he ROARS!” {name} felt a little wobbly at the knees. But {hero} was right there, so {name} took a deep breath. “Being brave means going on, even when you’re scared.”',
        ru: 'Вдруг на ветку выскакивает белка с пушистым-препушистым хвостом, а из-под куста выглядывают два зайчонка. — Не ходите в замок! — пищит белка. — Там живёт великан. Огромный, сердитый, и как РЫКНЕТ! {name} чувствует, как дрожат коленки. Но {hero} — рядом, и {name} делает глубокий вдох: — Смелость — это когда страшно, а ты всё равно идёшь вперёд.',
        tr: 'Birden kabarık kuyruklu bir sincap bir dala sıçradı, çalının arkasından da iki küçük tavşan başını uzattı. “Sakın şatoya gitmeyin!” diye ciyakladı sincap. “Orada bir dev yaşıyor. Kocaman, huysuz ve bir kükrerse yer yerinden oynar!” {nameGen} dizleri biraz titredi. Ama {hero} hemen yanındaydı. {name} derin bir nefes aldı: “Cesaret, korksan da yoluna devam etmektir.”',
        az: 'Birdən budağa tüklü quyruqlu bir dələ atıldı, koldan da iki balaca dovşan boylandı. «Qalaya getməyin!» — deyə dələ civildədi. «Orada nəhəng yaşayır. Özü də çox iri, çox qaşqabaqlıdır, bir də elə nərə çəkir ki, yer titrəyir!» {nameGen} dizləri bir az əsdi. Amma {hero} lap yanında idi. {name} dərindən nəfəs aldı: «Cəsarət qorxanda da irəli getmək deməkdir.»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'By the time they came out of the forest, the sun had turned everything golden. On top of the hill stood the castle, with flags on its towers and a big dark lantern on the tallest one. {name} and {hero} climbed and climbed until they reached an enormous door. “WHO’S THERE?” boomed a voice so loud that all the flags flapped.',
        ru: 'Когда они выходят из леса, солнце уже золотит всё вокруг. На вершине холма стоит замок: на башнях флажки, а на самой высокой — большой тёмный фонарь. {name} и {hero} карабкаются всё выше и выше, пока не оказываются перед огромной дверью. — КТО ТАМ? — гремит голос, да так, что все флажки на башнях начинают хлопать.',
        tr: 'Ormandan çıktıklarında güneş her yeri altına boyamıştı. Tepenin üstünde, kulelerinde bayraklar dalgalanan bir şato duruyordu; en yüksek kulesinde ise kocaman, karanlık bir fener vardı. {name} ve {hero} tırmandılar, tırmandılar ve sonunda devasa bir kapının önüne vardılar. “KİM O?” diye gürledi bir ses. Ses öyle yüksekti ki bütün bayraklar pır pır etti.',
        az: 'Meşədən çıxanda günəş hər yeri qızılı rəngə boyamışdı. Təpənin başında qüllələrində bayraqlar dalğalanan bir qala ucalırdı, ən hündür qüllədə isə iri, qaranlıq bir fənər vardı. {name} və {hero} dırmaşdılar, dırmaşdılar və nəhayət nəhəng bir qapının qarşısına çatdılar. «KİM VAR ORADA?» — deyə bir səs guruldadı. Səs elə gur idi ki, bütün bayraqlar pırıldadı.',
      },
    },
    {
      scene: 2,
      text: {
        en: '{name} wanted to run all the way home. Instead, {gender, select, girl {she} other {he}} stepped forward and knocked: knock, knock, knock! Slowly the huge door creaked open. Behind it stood a giant as tall as an oak tree, with a very cross face. His name was Rumble. But {name} noticed something: his eyes were red and his nose was sniffly. The giant had been crying!',
        ru: 'Ох, как хочется убежать домой без оглядки! Но {name} делает шаг вперёд, стучит — тук-тук-тук! — и {gender, select, girl {сама} other {сам}} удивляется своей смелости. Огромная дверь медленно открывается. За ней стоит великан ростом с дуб и сердито хмурит брови. Его зовут Бурчун. Но {name} замечает: глаза у великана красные, а нос хлюпает. Великан плакал!',
        tr: '{name} bir an koşa koşa eve dönmek istedi. Ama bunun yerine bir adım öne çıktı ve kapıyı çaldı: tak, tak, tak! Kocaman kapı gıcırdayarak yavaşça açıldı. Karşılarında meşe ağacı kadar uzun, suratı asık bir dev duruyordu. Adı Homurdan’dı. Ama {name} bir şey fark etti: Devin gözleri kızarmıştı, burnunu çekiyordu. Dev ağlamıştı!',
        az: '{name} bir anlıq qaçıb evə qayıtmaq istədi. Amma bunun əvəzinə irəli addım atdı və qapını döydü: tıq, tıq, tıq! Nəhəng qapı cırıldaya-cırıldaya yavaşca açıldı. Qarşılarında palıd boyda, qaşqabaqlı bir nəhəng dayanmışdı. Adı Donquldan idi. Amma {name} bir şeyə fikir verdi: nəhəngin gözləri qızarmışdı, burnunu çəkirdi. Nəhəng ağlamışdı!',
      },
    },
    {
      scene: 2,
      text: {
        en: '“Go away,” sniffed Rumble. “Nobody wants to visit a giant. Whenever I say hello, everyone runs off. So I don’t light the lantern any more. What’s the point?” But {name} didn’t run. Out of the backpack came the shiny red apple, and {name} held it up as high as {gender, select, girl {she} other {he}} could. “We came to visit you. Shall we be friends?”',
        ru: '— Уходите, — шмыгает носом Бурчун. — Никто не хочет дружить с великаном. Стоит мне сказать «привет», как все разбегаются. Вот я и не зажигаю больше фонарь. Зачем? Но {name} не убегает. Из рюкзака появляется красное яблоко, и {name} на цыпочках протягивает его великану — высоко-высоко. — А мы пришли к тебе в гости. Давай дружить?',
        tr: '“Gidin buradan,” dedi Homurdan burnunu çekerek. “Kimse bir devi ziyaret etmek istemiyor. Ne zaman ‘merhaba’ desem herkes kaçıp gidiyor. Ben de artık feneri yakmıyorum. Ne anlamı var ki?” Ama {name} kaçmadı. Çantasından kırmızı elmayı çıkardı ve parmaklarının ucunda yükselip elmayı uzatabildiği kadar yukarı uzattı. “Biz seni ziyarete geldik. Arkadaş olalım mı?”',
        az: '«Gedin buradan», — Donquldan burnunu çəkə-çəkə dedi. «Heç kim nəhəngə qonaq gəlmək istəmir. Nə vaxt “salam” desəm, hamı qaçıb gedir. Ona görə də daha fənəri yandırmıram. Nə mənası var ki?» Amma {name} qaçmadı. Çantasından qırmızı almanı çıxardı, ayaqlarının ucunda dikəlib onu bacardığı qədər yuxarı uzatdı. «Biz sənə qonaq gəlmişik. Gəl dost olaq?»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Rumble went pink, then smiled the biggest smile in the whole kingdom. “Nobody ever asked me that before!” Then {name} had an idea. “Your voice is just too loud. Let’s practise whispering!” Rumble whispered “hello”, and every window in the castle rattled. {name} and {hero} laughed until their tummies ached. But on the tenth try, the whisper was perfect.',
        ru: 'Бурчун розовеет и улыбается так широко, как в этом королевстве ещё никто не улыбался. — Меня ещё никто никогда об этом не спрашивал! И тут {name} придумывает: — У тебя просто очень громкий голос. Давай учиться говорить шёпотом! Бурчун шепчет «привет» — и во всём замке дребезжат окна. {name} и {hero} хохочут до упаду. Зато с десятой попытки шёпот выходит просто идеальный.',
        tr: 'Homurdan’ın yanakları pembeleşti, sonra krallıkta görülmüş en kocaman gülümsemeyle gülümsedi. “Bunu bana daha önce kimse sormamıştı!” O sırada {nameGen} aklına bir fikir geldi: “Senin sesin sadece biraz fazla yüksek. Hadi fısıldamayı deneyelim!” Homurdan “merhaba” diye fısıldadı ve şatonun bütün camları zangırdadı. {name} ve {hero} gülmekten yerlere yattılar. Ama onuncu denemede fısıltı harikaydı.',
        az: 'Donquldanın yanaqları çəhrayı oldu, sonra o, bütün krallıqda görünməmiş ən böyük təbəssümlə gülümsədi. «Bunu məndən indiyədək heç kim soruşmamışdı!» Elə bu vaxt {nameGen} ağlına bir fikir gəldi: «Sənin səsin sadəcə çox gurdur. Gəl pıçıltı ilə danışmağı məşq edək!» Donquldan «salam» deyə pıçıldadı və qalanın bütün pəncərələri cingildədi. {name} və {hero} gülməkdən uğunub getdilər. Amma onuncu dəfə pıçıltı əla alındı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then all three of them climbed the winding stairs of the tallest tower: a hundred steps, two hundred, three hundred! At the top, {name} turned the big golden key, and the lantern blazed like a little sun. Down in the forest, the squirrel, the rabbits and even the mushrooms looked up. “Hello,” whispered Rumble. And this time, everybody waved back.',
        ru: 'А потом все втроём поднимаются по винтовой лестнице на самую высокую башню: сто ступенек, двести, триста! Наверху {name} поворачивает большой золотой ключ — и фонарь вспыхивает, как маленькое солнце. Внизу, в лесу, белка, зайчата и даже грибы задирают головы. — Привет, — тихонько шепчет Бурчун. И на этот раз все машут ему в ответ!',
        tr: 'Sonra üçü birlikte en yüksek kulenin döner merdivenlerini tırmandılar: yüz basamak, iki yüz, üç yüz! Tepede {name} kocaman altın anahtarı çevirdi ve fener küçük bir güneş gibi parladı. Aşağıda, ormanda sincap, tavşanlar, hatta mantarlar bile başlarını kaldırıp baktılar. “Merhaba,” diye fısıldadı Homurdan. Bu kez herkes ona el salladı.',
        az: 'Sonra üçü birlikdə ən hündür qüllənin burma pilləkənləri ilə yuxarı qalxdılar: yüz pillə, iki yüz, üç yüz! Yuxarıda {name} böyük qızıl açarı çevirdi və fənər balaca günəş kimi alışıb-yandı. Aşağıda, meşədə dələ, dovşanlar, hətta göbələklər də başlarını qaldırıb baxdılar. «Salam», — deyə Donquldan pıçıldadı. Bu dəfə hamı ona əl yellədi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'The stars were twinkling when {name} and {hero} came home through the garden gate. A window glowed warm and yellow, where someone was waiting with cocoa. “Thank you, {name},” said {hero}. “Today your kind heart was the bravest thing of all.” And far away on the hill, the castle lantern winked, as if to say goodnight.',
        ru: 'Над садом уже мерцают звёзды, когда {name} и {hero} возвращаются к калитке. В доме тепло светится окошко — там ждут с какао. {name} {gender, select, girl {устала, но очень счастлива} other {устал, но очень счастлив}}. — Спасибо, {name}, — говорит {hero}. — Сегодня твоё доброе сердце было самым смелым на свете. А далеко на холме подмигивает фонарь замка, будто желает спокойной ночи.',
        tr: '{name} ve {hero} bahçe kapısına döndüklerinde gökyüzünde yıldızlar parıldıyordu. Evin penceresi sıcacık, sarı bir ışıkla yanıyordu; içeride kakaoyla bekleyen biri vardı. “Teşekkürler, {name},” dedi {hero}. “Bugün dünyanın en cesur şeyi senin iyi kalbindi.” Uzaklarda, tepedeki şatonun feneri göz kırptı; sanki “İyi geceler!” diyordu.',
        az: '{name} və {hero} bağ qapısına qayıdanda göydə ulduzlar sayrışırdı. Evin pəncərəsi isti, sarı işıqla yanırdı: içəridə kakao ilə gözləyən var idi. «Sağ ol, {name}», — deyə {hero} pıçıldadı. «Bu gün dünyanın ən cəsur şeyi sənin mehriban ürəyin oldu.» Uzaqda, təpədə qalanın fənəri göz vurdu, elə bil «Gecən xeyrə qalsın!» deyirdi.',
      },
    },
  ],
  ending: {
    en: 'Sweet dreams, {name}. Wherever the next adventure is waiting, {hero} will be right beside you.',
    ru: 'Сладких снов, {name}! Где бы ни ждало новое приключение, {hero} всегда будет рядом.',
    tr: 'Tatlı rüyalar, {name}. Bir sonraki macera nerede beklerse beklesin, {hero} hep yanında olacak.',
    az: 'Şirin yuxular, {name}. Növbəti macəra harada gözləsə də, {hero} həmişə yanında olacaq.',
  },
};
