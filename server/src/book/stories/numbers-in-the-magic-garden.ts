import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'numbers-in-the-magic-garden',
  title: {
    en: '{name} and the Numbers in the Magic Garden',
    ru: '{name} и цифры в волшебном саду',
    tr: '{name} ve Sihirli Bahçede Sayılar',
    az: '{name} və sehrli bağda rəqəmlər',
  },
  dedication: {
    en: 'For {name}, loved more than all the numbers in the world.',
    ru: '{name}, мы любим тебя больше, чем можно сосчитать!',
    tr: 'Sevgili {name}, seni saymakla bitmeyecek kadar çok seviyoruz!',
    az: 'Əziz {name}, səni saya bilməyəcəyimiz qədər çox sevirik!',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'One sunny morning {name} went out to water the flowers and stopped in surprise. At the end of the path stood an arch of climbing roses that had never been there before! “Psst! Come in, quickly!” whispered a tiny voice. So {name} held the watering can tight and stepped under the arch.',
        ru: 'Однажды солнечным утром {name} {gender, select, girl {вышла} other {вышел}} полить цветы — и так и {gender, select, girl {замерла} other {замер}}. В конце дорожки стояла арка из вьющихся роз, а ведь вчера её здесь не было! «Пс-с! Заходи скорее!» — прошептал тоненький голосок. {name} покрепче {gender, select, girl {взяла} other {взял}} лейку и {gender, select, girl {шагнула} other {шагнул}} под арку.',
        tr: 'Güneşli bir sabah {name} çiçekleri sulamak için bahçeye çıktı ve olduğu yerde kalakaldı. Patikanın sonunda, dün orada olmayan, sarmaşık güllerle kaplı bir kemer duruyordu! “Psst! Çabuk, içeri gel!” diye fısıldadı incecik bir ses. {name} sulama kabını sıkıca tuttu ve kemerin altından geçti.',
        az: 'Günəşli bir səhər {name} çiçəkləri suvarmağa çıxdı və yerindəcə donub qaldı. Cığırın sonunda sarmaşıq qızılgüllərdən bir tağ ucalırdı, halbuki dünən burada heç nə yox idi! «Pss! Tez içəri gəl!» — deyə nazik bir səs pıçıldadı. {name} susəpəni bərk-bərk tutdu və tağın altından keçdi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Beyond the arch, one enormous sunflower turned its smiling face to {name}. “Thank goodness you’re here!” it cried. “The naughty wind has scattered Gardener Pip’s ten magic number seeds, and now our garden has forgotten how to count!” By its roots lay a tiny seed shaped like a 1. {name} planted it and watered it, and up popped one green shoot. One!',
        ru: 'За аркой рос один огромный подсолнух — и он умел разговаривать! «Как хорошо, что ты {gender, select, girl {пришла} other {пришёл}}! — воскликнул он. — Озорной ветер разбросал десять волшебных семян-цифр садовника Пипа, и наш сад разучился считать!» У корней подсолнуха лежало крошечное семечко в форме единицы. {name} {gender, select, girl {посадила} other {посадил}} его, {gender, select, girl {полила} other {полил}} — и из земли выглянул один зелёный росток. Один!',
        tr: 'Kemerin ardında kocaman bir ayçiçeği gülümseyen yüzünü {nameDat} çevirdi. “İyi ki geldin!” dedi. “Yaramaz rüzgâr Bahçıvan Pip’in on sihirli sayı tohumunu dört bir yana savurdu, bahçemiz de saymayı unuttu!” Ayçiçeğinin dibinde 1 şeklinde minicik bir tohum duruyordu. {name} tohumu ekip suladı ve topraktan tek bir yeşil filiz fırladı. Bir!',
        az: 'Tağın o tayında nəhəng bir günəbaxan gülümsəyən üzünü {nameDat} tərəf çevirdi. «Yaxşı ki gəldin! — dedi. — Dəcəl külək bağban Pipin on sehrli rəqəm toxumunu hər yana səpələyib, bağımız da saymağı unudub!» Günəbaxanın dibində 1 şəklində balaca bir toxum vardı. {name} onu əkib suvardı və torpaqdan tək bir yaşıl cücərti boy verdi. Bir!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Next, {name} spotted two snails having a race, the slowest race in the whole world. “I’m winning!” puffed the first snail. “No, I am!” puffed the second. Seed number 2 was riding on the second snail’s shell. “May I borrow that?” asked {name} politely. One snail, two snails, and now two seeds in the ground!',
        ru: 'Потом {name} {gender, select, girl {увидела} other {увидел}} двух улиток, которые ползли наперегонки. Это были самые медленные гонки на свете! «Я впереди!» — пыхтела первая улитка. «Нет, я!» — пыхтела вторая. А на раковине у второй ехало семечко-двойка. «Можно его взять?» — вежливо {gender, select, girl {спросила} other {спросил}} {name}. Одна улитка, две улитки — и вот уже два семечка в земле!',
        tr: 'Sonra {name} yarışan iki salyangoz gördü. Dünyanın en yavaş yarışıydı bu! “Ben öndeyim!” dedi birinci salyangoz soluk soluğa. “Hayır, ben!” dedi ikincisi. İkinci salyangozun kabuğunda 2 numaralı tohum yolculuk ediyordu. “Onu alabilir miyim?” diye kibarca sordu {name}. Bir salyangoz, iki salyangoz… ve artık toprakta iki tohum var!',
        az: 'Sonra {name} yarışan iki ilbiz gördü. Bu, dünyanın ən yavaş yarışı idi! «Mən qabaqdayam!» — birinci ilbiz təngnəfəs dedi. «Yox, mən!» — ikincisi dilləndi. İkinci ilbizin belində 2 şəklində toxum gedirdi. «Onu götürə bilərəmmi?» — deyə {name} nəzakətlə soruşdu. Bir ilbiz, iki ilbiz — və artıq torpaqda iki toxum var!',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Under the tulips, three ladybirds were playing hide-and-seek. “Found you!” laughed {name}, pointing: one, two, three. And guess what the ladybirds were sitting on? Seed number 3! Can you find the three ladybirds in the picture? Point to each one and count them out loud.',
        ru: 'Под тюльпанами три божьи коровки играли в прятки. «{gender, select, girl {Нашла} other {Нашёл}}!» — {gender, select, girl {рассмеялась} other {рассмеялся}} {name} и {gender, select, girl {показала} other {показал}} пальцем: одна, две, три. А угадай, на чём сидели божьи коровки? На семечке-тройке! Найди трёх божьих коровок на картинке. Покажи пальчиком каждую и посчитай вслух!',
        tr: 'Lalelerin altında üç uğur böceği saklambaç oynuyordu. “Sobe!” diye güldü {name} ve parmağıyla saydı: bir, iki, üç. Bil bakalım, uğur böcekleri neyin üstünde oturuyordu? 3 numaralı tohumun üstünde! Sen de resimdeki üç uğur böceğini bulabilir misin? Her birini parmağınla göster ve yüksek sesle say!',
        az: 'Lalələrin altında üç parabüzən gizlənpaç oynayırdı. «Tapdım!» — deyə {name} güldü və barmağı ilə saydı: bir, iki, üç. Bil görüm, parabüzənlər nəyin üstündə oturmuşdu? 3 şəklində toxumun üstündə! Sən də şəkildəki üç parabüzəni tapa bilərsənmi? Hər birini barmağınla göstər və ucadan say!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Then four butterflies came dancing round the sunflower. Counting them was tricky, because they would not keep still! One landed on a petal, one on a tulip, one on the fence, and the fourth tickled {name} right on the nose. “Atishoo!” One, two, three, four, and down fluttered seed number 4.',
        ru: 'Потом вокруг подсолнуха закружились четыре бабочки. Считать их было непросто: они ни минуты не сидели на месте! Одна села на лепесток, другая — на тюльпан, третья — на забор, а четвёртая — прямо на нос, и {name} {gender, select, girl {чихнула} other {чихнул}}: «Апчхи!» Одна, две, три, четыре — и сверху плавно опустилось семечко-четвёрка.',
        tr: 'Derken ayçiçeğinin çevresinde dört kelebek dans etmeye başladı. Onları saymak hiç kolay değildi, çünkü bir an bile yerlerinde durmuyorlardı! Biri bir yaprağa, biri laleye, biri çite kondu; dördüncüsü de {nameGen} burnunun ucuna. “Hapşuu!” Bir, iki, üç, dört… ve yukarıdan süzüle süzüle 4 numaralı tohum düştü.',
        az: 'Sonra günəbaxanın ətrafında dörd kəpənək rəqs etməyə başladı. Onları saymaq heç də asan deyildi, çünki bir an da yerlərində durmurdular! Biri ləçəyə, biri laləyə, biri çəpərə qondu, dördüncüsü isə düz {nameGen} burnunun ucuna. «Apçxı!» Bir, iki, üç, dörd — və yuxarıdan yavaş-yavaş 4 şəklində toxum düşdü.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Under a blossoming tree, {name} found a magnifying glass in the grass. Gardener Pip must have dropped it! Through the glass everything looked enormous: a wild rose with exactly five petals, and the three ladybirds, who had brought two cousins along. Three and two more make five! Right in the middle of them lay seed number 5.',
        ru: 'Под цветущим деревом {name} {gender, select, girl {нашла} other {нашёл}} в траве лупу — наверное, её обронил садовник Пип. Через лупу всё казалось огромным: и цветок шиповника ровно с пятью лепестками, и три знакомые божьи коровки, которые привели ещё двух подружек. Три да ещё две — будет пять! А прямо между ними лежало семечко-пятёрка.',
        tr: 'Çiçek açmış bir ağacın altında {name} çimenlerin arasında bir büyüteç buldu. Bahçıvan Pip düşürmüş olmalıydı! Büyüteçle bakınca her şey kocaman görünüyordu: tam beş taç yapraklı bir yaban gülü ve iki kuzenleriyle birlikte gelen üç uğur böceği. Üç, iki daha, eder beş! Tam ortalarında da 5 numaralı tohum duruyordu.',
        az: 'Çiçəkləmiş bir ağacın altında {name} otların arasında böyüdücü şüşə tapdı. Yəqin, onu bağban Pip itirmişdi! Böyüdücüdən hər şey nəhəng görünürdü: düz beş ləçəkli itburnu çiçəyi də, özləri ilə iki dostunu da gətirmiş üç parabüzən də. Üç üstəgəl iki — beş edir! Lap ortalarında isə 5 şəklində toxum vardı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Next came three flower beds, and the flowers in them were squabbling. “Our row is the biggest!” shouted the pink ones. “No, ours is!” cried the yellow ones. {name} counted: three pink, four yellow, five blue. “The blue row has the most!” Then {name} planted seed number 6 at the end of the blue row, and pop! Now there were six.',
        ru: 'Дальше были три клумбы, и цветы на них спорили. «Нас больше всех!» — кричали розовые. «Нет, нас!» — кричали жёлтые. {name} {gender, select, girl {посчитала} other {посчитал}}: три розовых, четыре жёлтых, пять голубых. «Больше всего — голубых!» Потом {name} {gender, select, girl {посадила} other {посадил}} в конце голубой клумбы семечко-шестёрку, и — оп! — голубых цветков стало шесть.',
        tr: 'Sonra {name} üç çiçek tarhına geldi; tarhlardaki çiçekler tartışıyordu. “En kalabalık sıra bizimki!” diye bağırdı pembeler. “Hayır, bizimki!” dedi sarılar. {name} saydı: üç pembe, dört sarı, beş mavi. “En çok mavi var!” Sonra mavi sıranın sonuna 6 numaralı tohumu ekti ve hop! Artık altı mavi çiçek vardı.',
        az: 'Sonra {name} üç gül ləkinin yanına gəldi. Ləklərdəki çiçəklər mübahisə edirdi. «Ən çox bizik!» — çəhrayılar qışqırdı. «Yox, biz!» — sarılar dilləndi. {name} saydı: üç çəhrayı, dörd sarı, beş mavi. «Ən çox mavi çiçək var!» Sonra mavi ləkin sonuna 6 şəklində toxumu əkdi və — hop! — mavi çiçəklər altı oldu.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The garden looked thirsty, so {name} lifted the watering can and sprinkled everything. The sun shone through the drops, and a rainbow appeared! Red, orange, yellow, green, blue, indigo, violet: seven colours. Can you count them on your fingers? At the very end of the rainbow, seed number 7 was sparkling.',
        ru: 'Сад хотел пить, и {name} {gender, select, girl {полила} other {полил}} его из лейки. Солнце заглянуло в капли — и над садом вспыхнула радуга! Красный, оранжевый, жёлтый, зелёный, голубой, синий, фиолетовый — семь цветов. Посчитай их на пальчиках! А там, где радуга касалась земли, сверкало семечко-семёрка.',
        tr: 'Bahçe susamıştı; {name} sulama kabını kaldırıp her yeri suladı. Güneş damlaların arasından parladı ve havada bir gökkuşağı belirdi! Kırmızı, turuncu, sarı, yeşil, mavi, lacivert, mor: tam yedi renk. Hadi, parmaklarınla say! Gökkuşağının bittiği yerde de 7 numaralı tohum pırıl pırıl parlıyordu.',
        az: 'Bağ susamışdı, ona görə də {name} susəpəni qaldırıb hər yeri suvardı. Günəş damcıların arasından parladı və havada göy qurşağı yarandı! Qırmızı, narıncı, sarı, yaşıl, mavi, göy, bənövşəyi — düz yeddi rəng. Gəl, barmaqlarınla say! Göy qurşağının bitdiyi yerdə isə 7 şəklində toxum bərq vururdu.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Suddenly, WHOOSH! The naughty wind came back and whirled the last three seeds into the air. Seed number 8 got stuck in a spider’s web. “Eight legs are perfect for catching things!” said the spider, and handed it back. {name} caught seed number 9 in the watering can. But seed number 10 flew up, up, over the tree…',
        ru: 'Вдруг — у-у-ух! — вернулся озорной ветер и закружил в воздухе последние три семечка. Семечко-восьмёрка застряло в паутине. «Когда у тебя восемь лапок, ловить очень удобно!» — сказал паук и отдал его. Девятку {name} {gender, select, girl {поймала} other {поймал}} прямо в лейку. А десятка взлетела высоко-высоко, выше дерева…',
        tr: 'Birden vuuuş! Yaramaz rüzgâr geri geldi ve son üç tohumu havaya savurdu. 8 numaralı tohum bir örümcek ağına takıldı. “Sekiz bacak, bir şey yakalamak için birebirdir!” dedi örümcek ve tohumu geri verdi. {name} 9 numaralı tohumu sulama kabıyla yakaladı. Ama 10 numaralı tohum uçtu, uçtu, ağacın da üstüne çıktı…',
        az: 'Birdən — vıyyy! — dəcəl külək geri qayıtdı və son üç toxumu havaya sovurdu. 8 şəklində toxum hörümçək torunda ilişib qaldı. «Səkkiz ayaq bir şey tutmaq üçün lap əladır!» — deyə hörümçək toxumu geri qaytardı. {name} 9 şəklində toxumu susəpənlə tutdu. Amma 10 şəklində toxum uçdu, uçdu, ağacdan da hündürə qalxdı…',
      },
    },
    {
      scene: 0,
      text: {
        en: '…and straight into a cloud of bees buzzing home to their hive. One, two, three… ten bees! Together they carried seed number 10 back to {name}. Then out of the ground popped an old mole in round glasses. “All ten seeds!” cried Gardener Pip. “Thank you, {name}!” And all over the garden the flowers sang: “One, two, three… TEN!”',
        ru: '…и угодила прямо в стайку пчёл, которые с жужжанием летели домой, в улей. Одна, две, три… десять пчёл! Вместе они принесли десятку и опустили её в протянутые ладошки. Тут из-под земли выглянул старый крот в круглых очках. «Все десять семян на месте! — обрадовался садовник Пип. — Спасибо тебе, {name}!» И цветы по всему саду запели: «Раз, два, три… ДЕСЯТЬ!»',
        tr: '…ve kovanlarına vızıldayarak dönen arıların arasına daldı. Bir, iki, üç… tam on arı! Hep birlikte 10 numaralı tohumu {nameDat} geri getirdiler. O sırada topraktan yuvarlak gözlüklü yaşlı bir köstebek çıktı. “On tohumun hepsi yerinde!” diye sevindi Bahçıvan Pip. “Teşekkürler, {name}!” Bütün bahçede çiçekler hep bir ağızdan saydı: “Bir, iki, üç… ON!”',
        az: '…və düz pətəyə vızıldaya-vızıldaya qayıdan arıların arasına düşdü. Bir, iki, üç… düz on arı! Onlar birlikdə 10 şəklində toxumu {nameDat} geri gətirdilər. Elə bu vaxt torpaqdan girdə eynəkli qoca bir köstəbək çıxdı. «On toxumun hamısı yerindədir! — deyə bağban Pip sevindi. — Sağ ol, {name}!» Bütün bağda çiçəklər bir ağızdan saydı: «Bir, iki, üç… ON!»',
      },
    },
  ],
  ending: {
    en: 'Sleep tight, {name}. Tomorrow the rose arch will be waiting, with lots more things to count!',
    ru: 'Спокойной ночи, {name}! Завтра арка из роз снова откроется, а в саду найдётся ещё столько всего, что можно посчитать!',
    tr: 'İyi geceler, {name}! Güllü kemer yarın da seni bekliyor olacak; sayılacak daha neler neler var!',
    az: 'Gecən xeyrə qalsın, {name}! Qızılgül tağı sabah da səni gözləyəcək — bağda sayılası hələ nə qədər şey var!',
  },
};
