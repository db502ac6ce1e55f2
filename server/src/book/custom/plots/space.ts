import type { PlotFamily } from '../plot-types';

// A night trip in a cardboard-box rocket that turns real: the Moon, a ring planet, a meteor shower and a little
// star that has fallen out of the Great Bear's ladle. The hero cannot tell one star from another; the child maps
// the sky, counts the ladle's stars and finds the gap. Back in the garden before breakfast. Every hero sentence
// fits an astronaut, a robot, a plane, a superhero and a dragon: they come down, keep close, rise, sigh, cheer.
export const spacePlot: PlotFamily = {
  family: 'space',
  kinds: ['astronaut', 'robot', 'plane', 'superhero', 'dragon'],
  ages: [4, 12],
  dedication: {
    en: 'For {name}, who knows the way home by the stars.',
    ru: '{name}, пусть звёзды всегда показывают тебе дорогу домой!',
    tr: 'Sevgili {name}, yıldızlar sana hep evin yolunu göstersin!',
    az: 'Əziz {name}, qoy ulduzlar sənə həmişə evin yolunu göstərsin!',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: 'All afternoon {name} worked in the back garden: snip, snip went the scissors, rrrip went the tape. By sunset a big cardboard box had a pointed paper nose, round drawn windows and a sign that said ROCKET in wobbly letters. {name} climbed in with a torch, a blanket and a notebook full of stars. “Ready for launch,” {gender, select, girl {she} other {he}} whispered, as the first star blinked on above the fence.',
        ru: 'Весь день {name} {gender, select, girl {мастерила} other {мастерил}} что-то в саду за домом: чик-чик — ножницы, шурх — скотч. К закату у большой картонной коробки появились острый бумажный нос, нарисованные круглые иллюминаторы и табличка с кривыми буквами: «РАКЕТА». {name} {gender, select, girl {забралась} other {забрался}} внутрь с фонариком, пледом и блокнотом, полным звёзд. «К старту {gender, select, girl {готова} other {готов}}», — {gender, select, girl {прошептала она} other {прошептал он}}, когда над забором зажглась первая звезда.',
        tr: '{name} bütün öğleden sonra arka bahçede çalıştı: makas kırt kırt, bant cırt cırt! Gün batarken kocaman bir karton kutunun kâğıttan sivri bir burnu, çizilmiş yuvarlak pencereleri ve yamuk yumuk harflerle ROKET yazan bir tabelası vardı. {name} elinde fener, battaniye ve yıldızlarla dolu bir defterle içine girdi. Çitin üstünde ilk yıldız göz kırparken “Kalkışa hazırım,” diye fısıldadı.',
        az: '{name} bütün günü həyətdə işlədi: qayçı qırt-qırt, skotç xırt-xırt! Gün batanda iri karton qutunun kağızdan şiş burnu, çəkilmiş girdə pəncərələri və əyri-üyrü hərflərlə RAKET yazılmış lövhəsi var idi. {name} fənər, yorğan və ulduzlarla dolu dəftərini götürüb içəri girdi. Hasarın üstündə ilk ulduz yananda «Uçuşa hazıram», — deyə pıçıldadı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'At midnight a bright light came down over the garden, and there stood a visitor from the sky: {heroWords}! “I saw your rocket from far away,” said {hero}. “Shall we fly it?” {name} pressed the big drawn button. The box shivered, the paper nose turned to shining metal, and a real engine began to hum. “Ten, nine, eight…” counted {name}. “Three, two, one… GO!”',
        ru: 'В полночь над садом вспыхнул яркий свет, и с неба спустилось чудо: {heroWords}! «Я издалека {heroGender, select, female {увидела} male {увидел} other {увидело}} твою ракету, — {heroGender, select, female {сказала} male {сказал} other {сказало}} {hero}. — Полетим?» {name} {gender, select, girl {нажала} other {нажал}} на большую нарисованную кнопку. Коробка задрожала, бумажный нос стал блестящим металлом, и внутри загудел настоящий мотор. «Десять, девять, восемь… — {gender, select, girl {считала} other {считал}} {name}. — Три, два, один… ПУСК!»',
        tr: 'Gece yarısı bahçenin üstünde parlak bir ışık belirdi ve gökten bir misafir indi: {heroWords}! “Roketini ta uzaktan gördüm,” dedi {hero}. “Uçuralım mı?” {name} çizilmiş kocaman düğmeye bastı. Kutu titredi, kâğıt burun parıl parıl metale dönüştü ve içeride gerçek bir motor vınlamaya başladı. “On, dokuz, sekiz…” diye saydı {name}. “Üç, iki, bir… KALKIŞ!”',
        az: 'Gecəyarısı bağın üstündə parlaq bir işıq yandı və göydən bir qonaq endi: {heroWords}! «Raketini çox uzaqdan gördüm, — dedi {hero}. — Uçaq?» {name} çəkilmiş böyük düyməni basdı. Qutu titrədi, kağız burun parıldayan metala çevrildi, içəridə əsl mühərrik vıyıldamağa başladı. «On, doqquz, səkkiz… — deyə {name} saydı. — Üç, iki, bir… UÇDUQ!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'WHOOSH! The rocket shot up over the chimneys, over the town clock, over the sleepy clouds. Below, the town shrank to a handful of twinkling crumbs. {hero} kept close beside the rocket, and {name} held the steering wheel, an old saucepan lid, with both hands. “Left a bit!” {gender, select, girl {she} other {he}} called. “Now straight up to the Moon!”',
        ru: 'ВЖУХ! Ракета взмыла над трубами, над часами на площади, над сонными облаками. Внизу городок превратился в горстку мерцающих крошек. {hero} {heroGender, select, female {держалась} male {держался} other {держалось}} совсем рядом, а {name} обеими руками {gender, select, girl {сжимала} other {сжимал}} руль — старую крышку от кастрюли. «Чуть левее! — {gender, select, girl {скомандовала} other {скомандовал}} {name}. — А теперь прямо к Луне!»',
        tr: 'VIIIN! Roket bacaların, meydan saatinin, uykulu bulutların üstünden fırladı. Aşağıda kasaba bir avuç pırıl pırıl kırıntıya dönüştü. {hero} roketin hemen yanından ayrılmıyordu, {name} de iki eliyle direksiyonu, yani eski bir tencere kapağını sımsıkı tutuyordu. “Biraz sola!” diye seslendi. “Şimdi dosdoğru Ay’a!”',
        az: 'VIUUU! Raket bacaların, meydan saatının, yuxulu buludların üstündən şığıdı. Aşağıda şəhər bir ovuc parıldayan qırıntıya döndü. {hero} raketin yanından bir an da ayrılmırdı, {name} isə iki əli ilə sükanı — köhnə qazan qapağını bərk-bərk tuturdu. «Bir az sola! — deyə səsləndi. — İndi düz Aya!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The rocket landed on the Moon with a soft puff of silver dust. {name} jumped out and bounced, boing, boing, so high and slow it felt like swimming in the air. With one finger {gender, select, girl {she} other {he}} wrote {gender, select, girl {her} other {his}} name in the dust, and {hero} laughed: “Now the Moon knows you were here!” Far away, the Earth hung in the black sky like a blue marble.',
        ru: 'Ракета мягко села на Луну, подняв облачко серебристой пыли. {name} {gender, select, girl {выпрыгнула} other {выпрыгнул}} наружу и {gender, select, girl {запрыгала} other {запрыгал}}: прыг, прыг — так высоко и медленно, будто плывёшь по воздуху. Пальцем {gender, select, girl {она написала} other {он написал}} в пыли своё имя, а {hero} {heroGender, select, female {рассмеялась} male {рассмеялся} other {рассмеялось}}: «Теперь Луна знает, что ты здесь {gender, select, girl {была} other {был}}!» Вдалеке в чёрном небе висела Земля, как голубой стеклянный шарик.',
        tr: 'Roket, gümüşi bir toz bulutu kaldırarak Ay’a yumuşacık kondu. {name} dışarı atladı ve zıpladı: hop, hop, öyle yüksek ve yavaş ki havada yüzüyor gibiydi. Parmağıyla tozun üstüne adını yazdı, {hero} da güldü: “Artık Ay burada olduğunu biliyor!” Uzakta, kapkara gökyüzünde Dünya mavi bir bilye gibi asılı duruyordu.',
        az: 'Raket gümüşü toz buludu qaldıraraq Aya yumşaca endi. {name} çölə atıldı və hoppandı: hop, hop, elə hündür və yavaş ki, sanki havada üzürdü. Barmağı ilə tozun üstünə adını yazdı, {hero} isə güldü: «İndi Ay sənin burada olduğunu bilir!» Uzaqda, qapqara səmada Yer mavi muncuq kimi asılıb qalmışdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Next came a giant golden planet spinning its rings like a hula hoop. The rings were made of ice, millions of glittering pieces whirling round and round. “A slide!” laughed {name}, and down {gender, select, girl {she} other {he}} went, wheee, all the way round the planet and back, with {hero} whooping alongside. {name} came back with cheeks pink from the cold and a tummy full of giggles.',
        ru: 'Потом показалась огромная золотая планета: она крутила свои кольца, как обруч. Кольца были изо льда — миллионы сверкающих кусочков, и все они кружились и кружились. «Горка!» — {gender, select, girl {засмеялась} other {засмеялся}} {name} и — у-и-и! — {gender, select, girl {прокатилась} other {прокатился}} по кольцу вокруг всей планеты, а {hero} {heroGender, select, female {летела} male {летел} other {летело}} рядом и {heroGender, select, female {кричала} male {кричал} other {кричало}} от радости. Щёки раскраснелись от холода, а внутри всё щекотал смех.',
        tr: 'Sonra belinde çember çeviriyormuş gibi halkalarını döndüren kocaman, altın sarısı bir gezegen göründü. Halkalar buzdandı: milyonlarca ışıl ışıl parça durmadan dönüyordu. “Kaydırak!” diye güldü {name} ve vııı, halkanın üstünden gezegenin çevresini dolaşıp geri geldi; {hero} da yanında sevinçle bağırıyordu. {nameGen} yanakları soğuktan pembeleşmiş, içi kahkahayla dolmuştu.',
        az: 'Sonra belində halqa fırladırmış kimi halqalarını fırladan nəhəng, qızılı bir planet göründü. Halqalar buzdan idi: milyonlarca parıldayan parça dayanmadan fırlanırdı. «Sürüşək!» — deyə {name} güldü və viyyy, halqanın üstü ilə planetin başına dolanıb geri qayıtdı; {hero} da yanında sevinclə qışqırırdı. {nameGen} yanaqları soyuqdan çəhrayı olmuşdu, içi isə gülüşlə dolu idi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Suddenly the sky was full of fiery tails. Zip! Zoom! Fizz! A meteor shower was streaking past, and the rocket rocked like a boat. “Hold on!” cried {hero}. But {name} kept calm, watched the sparks and steered: left, right, down, a loop-the-loop, and out into the quiet dark. “Phew,” said {name}. “That was the best firework ever.”',
        ru: 'Вдруг небо заполнилось огненными хвостами. Вжик! Ввух! Пшш! Мимо проносился звездопад, и ракету закачало, как лодку. «Держись!» — {heroGender, select, female {крикнула} male {крикнул} other {крикнуло}} {hero}. Но {name} не {gender, select, girl {растерялась} other {растерялся}}: {gender, select, girl {она следила} other {он следил}} за искрами и {gender, select, girl {рулила} other {рулил}} — влево, вправо, вниз, мёртвая петля — и наконец ракета вынырнула в тихую темноту. «Уф, — {gender, select, girl {выдохнула} other {выдохнул}} {name}. — Лучший салют в моей жизни!»',
        tr: 'Birden gökyüzü ateşten kuyruklarla doldu. Vızz! Vuuş! Fışş! Yanlarından bir meteor yağmuru geçiyordu ve roket kayık gibi sallandı. “Sıkı tutun!” diye bağırdı {hero}. Ama {name} soğukkanlılığını korudu, kıvılcımları izledi ve dümeni çevirdi: sola, sağa, aşağı, bir takla ve sonunda sessiz karanlığa! “Oh be,” dedi {name}. “Gördüğüm en güzel havai fişekti!”',
        az: 'Birdən səma odlu quyruqlarla doldu. Vız! Vuuş! Fışş! Yanlarından meteor yağışı keçirdi və raket qayıq kimi yırğalandı. «Bərk tutun!» — deyə {hero} qışqırdı. Amma {name} özünü itirmədi: qığılcımlara baxdı və sükanı çevirdi — sola, sağa, aşağı, bir mayallaq və nəhayət sakit qaranlığa! «Uf, — dedi {name}. — Bu, ömrümdə gördüyüm ən gözəl fişəngdir!»',
      },
    },
    {
      withHero: false,
      text: {
        en: 'On a tiny rock floating in the dark, something was crying: a little star, no bigger than a pear, with its light gone dim. “I fell out of my picture in the sky,” it sniffed, “and now I don’t know where I belong.” {name} climbed out, scooped it up gently in both hands and felt it tremble. “Don’t worry,” said {name}. “We’ll find your place.”',
        ru: 'На крошечном камешке, плывущем в темноте, кто-то плакал. Это была маленькая звёздочка, не больше груши, и свет её совсем потускнел. «Я выпала из своего рисунка на небе, — всхлипнула она, — и теперь не знаю, где моё место». {name} {gender, select, girl {выбралась} other {выбрался}} из ракеты, бережно {gender, select, girl {взяла} other {взял}} её в ладони и {gender, select, girl {почувствовала} other {почувствовал}}, как она дрожит. «Не бойся, — {gender, select, girl {сказала} other {сказал}} {name}. — Мы найдём твоё место».',
        tr: 'Karanlıkta süzülen minicik bir taşın üstünde biri ağlıyordu: armuttan büyük olmayan, ışığı sönükleşmiş küçük bir yıldız. “Gökyüzündeki resmimden düştüm,” diye burnunu çekti, “şimdi nereye ait olduğumu bilmiyorum.” {name} roketten çıktı, yıldızı iki eliyle usulca kucakladı ve titrediğini hissetti. “Korkma,” dedi {name}. “Yerini bulacağız.”',
        az: 'Qaranlıqda üzən balaca bir daşın üstündə kimsə ağlayırdı: armuddan böyük olmayan, işığı solmuş balaca bir ulduz. «Göydəki şəklimdən düşdüm, — deyə burnunu çəkdi, — indi yerimin harada olduğunu bilmirəm». {name} raketdən çıxdı, ulduzu iki əli ilə ehmalca götürdü və onun titrədiyini hiss etdi. «Qorxma, — dedi {name}. — Sənin yerini tapacağıq».',
      },
    },
    {
      withHero: true,
      text: {
        en: '{hero} rose high above the rocket to look. Up and up {heroGender, select, female {she} male {he} other {it}} went, turning this way and that, but from up there every star looked exactly the same: thousands and thousands of twinkling dots. “I can’t tell which picture is missing a star,” {hero} sighed. “There are simply too many!” The little star’s light flickered even dimmer.',
        ru: '{hero} {heroGender, select, female {поднялась} male {поднялся} other {поднялось}} высоко над ракетой, чтобы посмотреть. Всё выше и выше, то туда, то сюда, но оттуда все звёзды казались одинаковыми: тысячи и тысячи мерцающих точек. «Не могу понять, в каком рисунке не хватает звезды, — {heroGender, select, female {вздохнула она} male {вздохнул он} other {вздохнуло оно}}. — Их слишком много!» Свет маленькой звёздочки стал ещё тусклее.',
        tr: '{hero} bakmak için roketin çok yukarısına yükseldi. Yükseldi de yükseldi, bir o yana bir bu yana döndü ama oradan bütün yıldızlar tıpatıp aynı görünüyordu: binlerce, binlerce parıldayan nokta. “Hangi resimde bir yıldız eksik, anlayamıyorum,” diye iç çekti {hero}. “Çok fazla yıldız var!” Küçük yıldızın ışığı daha da söndü.',
        az: '{hero} baxmaq üçün raketin çox yuxarısına qalxdı. Qalxdı, qalxdı, o yan-bu yana döndü, amma oradan bütün ulduzlar eyni görünürdü: minlərlə, minlərlə parıldayan nöqtə. «Hansı şəkildə ulduz çatışmadığını anlaya bilmirəm, — deyə {hero} ah çəkdi. — Ulduz həddindən artıq çoxdur!» Balaca ulduzun işığı daha da zəiflədi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Then {name} had an idea. “Stars aren’t just dots! They make pictures, and every picture has a shape.” {gender, select, girl {She} other {He}} opened the notebook, switched on the torch and began to draw the sky: the Swan, the Hunter’s belt, the Little Bear, while {hero} peeked over {gender, select, girl {her} other {his}} shoulder. Dot by dot, {name} counted. The Great Bear’s ladle had only six stars! “Look! Right at the end of the handle, there’s a gap!”',
        ru: 'И тут {name} {gender, select, girl {придумала} other {придумал}}: «Звёзды — это не просто точки! Они складываются в рисунки, а у каждого рисунка есть форма». {gender, select, girl {Она открыла} other {Он открыл}} блокнот, {gender, select, girl {включила} other {включил}} фонарик и {gender, select, girl {начала} other {начал}} рисовать небо: Лебедя, пояс Охотника, Малую Медведицу, а {hero} {heroGender, select, female {заглядывала} male {заглядывал} other {заглядывало}} через плечо. Точка за точкой — и вот ковш Большой Медведицы, а в нём всего шесть звёзд! «Смотрите! На самом кончике ручки — пустое место!»',
        tr: 'Sonra {nameGen} aklına bir fikir geldi: “Yıldızlar sadece nokta değil ki! Resimler oluşturuyorlar ve her resmin bir şekli var.” Defterini açtı, fenerini yaktı ve gökyüzünü çizmeye başladı: Kuğu’yu, Avcı’nın kemerini, Küçük Ayı’yı; {hero} da omzunun üstünden bakıyordu. Noktaları tek tek birleştirip saydı. Büyük Ayı’nın kepçesinde yalnızca altı yıldız vardı! “Bakın! Sapın tam ucunda bir boşluk var!”',
        az: 'Sonra {nameGen} ağlına bir fikir gəldi: «Ulduzlar sadəcə nöqtə deyil ki! Onlar şəkillər yaradır, hər şəklin də öz forması var». Dəftərini açdı, fənərini yandırdı və səmanı çəkməyə başladı: Qu quşunu, Ovçunun kəmərini, Kiçik Ayını; {hero} da çiyninin üstündən baxırdı. Nöqtələri bir-bir birləşdirib saydı. Böyük Ayının çömçəsində cəmi altı ulduz var idi! «Baxın! Sapın lap ucunda boş yer var!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The rocket zoomed up to the Great Bear, higher than it had ever been. {name} held the little star up to the gap and let go. Click! It fitted perfectly, like the last piece of a jigsaw. At once it blazed bright gold, and the whole Bear seemed to wake, stretch and shine. “Thank you, {name}!” sang the little star, and {hero} cheered so loudly that a passing comet turned round to look.',
        ru: 'Ракета взлетела к Большой Медведице — выше, чем когда-либо. {name} {gender, select, girl {поднесла} other {поднёс}} звёздочку к пустому месту и {gender, select, girl {отпустила} other {отпустил}}. Щёлк! Она встала точно на место, как последний кусочек пазла. И сразу вспыхнула ярким золотом, а вся Медведица будто проснулась, потянулась и засияла. «Спасибо, {name}!» — пропела звёздочка, а {hero} так громко {heroGender, select, female {закричала} male {закричал} other {закричало}} «ура», что даже пролетавшая комета обернулась посмотреть.',
        tr: 'Roket, Büyük Ayı’ya doğru hiç çıkmadığı kadar yükseğe uçtu. {name} küçük yıldızı boşluğa uzattı ve bıraktı. Klik! Yapbozun son parçası gibi tam yerine oturdu. Hemen altın gibi parladı; bütün Ayı sanki uyandı, gerindi ve ışıldadı. “Teşekkürler, {name}!” diye şarkı söyledi küçük yıldız. {hero} öyle yüksek sesle sevindi ki oradan geçen bir kuyruklu yıldız bile dönüp baktı.',
        az: 'Raket Böyük Ayıya tərəf indiyədək heç uçmadığı qədər yuxarı qalxdı. {name} balaca ulduzu boş yerə tutdu və buraxdı. Şıq! Ulduz pazlın son parçası kimi düz yerinə oturdu. O saat qızıl kimi parladı, bütün Ayı da sanki oyandı, gərnəşdi və işıq saçdı. «Sağ ol, {name}!» — deyə balaca ulduz oxudu. {hero} elə bərkdən sevindi ki, oradan keçən quyruqlu ulduz da dönüb baxdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The sky was turning pink when the rocket floated down into the back garden, light as a leaf. With a soft crinkle it was a cardboard box again. {hero} said goodbye. “See you under the stars,” {heroGender, select, female {she} male {he} other {it}} whispered, and was gone into the morning light. {name} tiptoed indoors just as the kettle started to sing.',
        ru: 'Небо уже розовело, когда ракета, лёгкая, как листок, опустилась в сад. Тихонько шурхнула — и снова стала картонной коробкой. {hero} {heroGender, select, female {попрощалась} male {попрощался} other {попрощалось}}: «До встречи под звёздами!» — и {heroGender, select, female {исчезла} male {исчез} other {исчезло}} в утреннем свете. {name} на цыпочках {gender, select, girl {прокралась} other {прокрался}} в дом — как раз когда запел чайник.',
        tr: 'Gökyüzü pembeleşirken roket bir yaprak kadar hafif, arka bahçeye süzüldü. Usulca hışırdadı ve yeniden bir karton kutu oldu. {hero} vedalaştı: “Yıldızların altında yine görüşürüz!” diye fısıldadı ve sabahın ışığında kayboldu. {name} parmak uçlarında eve süzüldü; tam o sırada çaydanlık ötmeye başladı.',
        az: 'Səma çəhrayılaşanda raket yarpaq kimi yüngülcə həyətə endi. Astaca xışıldadı və yenə karton qutuya çevrildi. {hero} sağollaşdı: «Ulduzların altında yenə görüşərik!» — deyə pıçıldadı və səhər işığında gözdən itdi. {name} ayaqlarının ucunda evə keçdi; elə bu vaxt çaydan oxumağa başladı.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'At breakfast everyone wondered why {name} was yawning so much. {name} just smiled into the pancakes. That night {gender, select, girl {she} other {he}} looked out of the bedroom window and counted the Great Bear’s ladle: one, two, three, four, five, six, seven! The seventh star, right at the end of the handle, winked twice. And {name} winked back.',
        ru: 'За завтраком все удивлялись, почему {name} так зевает. А {name} только {gender, select, girl {улыбалась} other {улыбался}}, уткнувшись в блинчики. Вечером {gender, select, girl {она посмотрела} other {он посмотрел}} в окно спальни и {gender, select, girl {пересчитала} other {пересчитал}} звёзды ковша Большой Медведицы: раз, два, три, четыре, пять, шесть, семь! Седьмая звёздочка, на самом кончике ручки, подмигнула дважды. И {name} {gender, select, girl {подмигнула} other {подмигнул}} в ответ.',
        tr: 'Kahvaltıda herkes {nameGen} neden bu kadar esnediğini merak etti. {name} ise krepine bakıp gülümsedi. O gece yatak odasının penceresinden Büyük Ayı’nın kepçesini saydı: bir, iki, üç, dört, beş, altı, yedi! Sapın tam ucundaki yedinci yıldız iki kez göz kırptı. {nameToo} ona göz kırptı.',
        az: 'Səhər yeməyində hamı {nameGen} niyə bu qədər əsnədiyinə təəccüb etdi. {name} isə blinçiklərinə baxıb gülümsədi. Həmin gecə yataq otağının pəncərəsindən Böyük Ayının çömçəsini saydı: bir, iki, üç, dörd, beş, altı, yeddi! Sapın lap ucundakı yeddinci ulduz iki dəfə göz vurdu. {nameToo} ona göz vurdu.',
      },
    },
  ],
  ending: {
    en: 'Every star has its place, and so do you.',
    ru: 'У каждой звезды есть своё место — и у тебя тоже.',
    tr: 'Her yıldızın bir yeri vardır, senin de.',
    az: 'Hər ulduzun öz yeri var, sənin də.',
  },
};
