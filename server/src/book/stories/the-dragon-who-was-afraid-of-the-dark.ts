import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-dragon-who-was-afraid-of-the-dark',
  title: {
    en: '{name} and the Dragon Who Was Afraid of the Dark',
    ru: '{name} и дракон, который боялся темноты',
    tr: '{name} ve Karanlıktan Korkan Ejderha',
    az: '{name} və qaranlıqdan qorxan əjdaha',
  },
  dedication: {
    en: 'For {name}, who makes even the darkest night feel friendly.',
    ru: 'Тебе, {name}, — с тобой даже самая тёмная ночь становится доброй.',
    tr: 'En karanlık geceyi bile dostça bir geceye çeviren sevgili {nameDat}.',
    az: 'Ən qaranlıq gecəni belə mehriban edən əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'At the foot of Bramble Hill lived {name}, and right at the top lived a little green dragon called Ember. Ember could breathe fire and fly over mountains. But every evening, when the sun slipped behind the hills, he hid in the deepest corner of his cave and lit every torch he could find. One, two, three… eleven torches!',
        ru: 'У подножия Черничного холма {gender, select, girl {жила девочка} other {жил мальчик}} по имени {name}, а на самой вершине — маленький зелёный дракон Уголёк. Уголёк умел дышать огнём и перелетать через горы. Но каждый вечер, когда солнце пряталось за холмами, он забивался в самый дальний угол пещеры и зажигал все факелы, какие только мог найти. Раз, два, три… целых одиннадцать факелов!',
        tr: 'Böğürtlen Tepesi’nin eteğinde {name} yaşardı, tepenin en üstünde ise Kıvılcım adında küçük, yeşil bir ejderha. Kıvılcım ateş püskürtebilir, dağların üzerinden uçabilirdi. Ama her akşam güneş tepelerin ardına süzülünce mağarasının en kuytu köşesine saklanır, bulabildiği bütün meşaleleri yakardı. Bir, iki, üç… tam on bir meşale!',
        az: 'Böyürtkən təpəsinin ətəyində {name} yaşayırdı, təpənin lap başında isə Qığılcım adlı balaca yaşıl əjdaha. Qığılcım od püskürə, dağların üstündən uça bilirdi. Amma hər axşam günəş təpələrin arxasında gizlənəndə o, mağarasının ən dərin küncünə çəkilir və tapa bildiyi bütün məşəlləri yandırırdı. Bir, iki, üç… düz on bir məşəl!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The other dragons thought this was terribly funny. “Whoever heard of a dragon who needs a night-light?” boomed big Granite, and they all laughed until smoke puffed out of their noses. Ember pulled his wing over his head. Down below, {name} saw the eleven lights glowing on the hilltop every night and wondered who could be up there.',
        ru: 'Другие драконы хохотали так, что у них из ноздрей валил дым. «Где это видано, чтобы дракону нужен был ночник?» — гудел большой дракон Гранит. А Уголёк прятал голову под крыло. Внизу, у подножия холма, {name} каждый вечер {gender, select, girl {видела} other {видел}} на вершине одиннадцать огоньков и {gender, select, girl {гадала} other {гадал}}: кто же там живёт?',
        tr: 'Öteki ejderhalar buna çok gülerdi. “Gece lambasına ihtiyaç duyan ejderha hiç görülmüş mü?” diye gürlerdi koca Granit; hepsi burunlarından duman çıkana kadar kahkaha atardı. Kıvılcım da başını kanadının altına saklardı. Aşağıda {name} her gece tepede yanan on bir ışığı görür, “Acaba orada kim yaşıyor?” diye merak ederdi.',
        az: 'Başqa əjdahalar buna çox gülürdü. «Gecə lampası istəyən əjdaha kim görüb?» – deyə iri Qranit gurlayırdı və hamısı burunlarından tüstü çıxana qədər qəhqəhə çəkirdi. Qığılcım isə başını qanadının altında gizlədirdi. Aşağıda {name} hər gecə təpənin başında yanan on bir işığı görür və fikirləşirdi: «Görəsən, orada kim yaşayır?»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'One evening {name} took a lantern and climbed all the way up Bramble Hill. From the cave came a small sound: sniff… sniff… hic! {name} peeked inside. In the corner sat a little dragon with very wet eyes and a very red nose. “Hello,” said {name} gently. “Why are you crying?”',
        ru: 'Однажды вечером {name} {gender, select, girl {взяла} other {взял}} фонарь и {gender, select, girl {поднялась} other {поднялся}} на самую вершину холма. Из пещеры доносилось: хлюп… хлюп… ик! {name} {gender, select, girl {заглянула} other {заглянул}} внутрь. В углу сидел маленький дракон с мокрыми-премокрыми глазами и красным носом. «Привет, — тихо {gender, select, girl {сказала} other {сказал}} {name}. — Почему ты плачешь?»',
        tr: 'Bir akşam {name} fenerini aldı ve Böğürtlen Tepesi’ne tırmandı. Mağaradan incecik bir ses geliyordu: “Hıh… hıh… hık!” {name} içeri göz attı. Köşede gözleri yaş dolu, burnu kıpkırmızı küçük bir ejderha oturuyordu. “Merhaba,” dedi {name} usulca. “Neden ağlıyorsun?”',
        az: 'Bir axşam {name} fənərini götürüb Böyürtkən təpəsinə dırmaşdı. Mağaradan zəif bir səs gəlirdi: «Hıq… hıq… ıhh!» {name} içəri boylandı. Küncdə gözləri yaşla dolu, burnu qıpqırmızı balaca bir əjdaha oturmuşdu. «Salam, – deyə {name} yavaşca dilləndi. – Niyə ağlayırsan?»',
      },
    },
    {
      scene: 1,
      text: {
        en: '“I’m Ember,” sniffed the dragon, “and I’m scared of the dark. It’s big and black and empty, and it goes on for ever.” {name} thought about it. “I don’t think the dark is empty at all. Shall we go and look? I’ll bring my lantern.” Ember’s tail twitched. “All right… but you go first.”',
        ru: '«Я Уголёк, — всхлипнул дракон. — И я боюсь темноты. Она большая, чёрная и пустая, и у неё нет конца». {name} {gender, select, girl {подумала} other {подумал}} и {gender, select, girl {сказала} other {сказал}}: «А по-моему, темнота совсем не пустая. Давай пойдём и посмотрим? Я возьму фонарь». Хвост Уголька дрогнул. «Ладно… Только ты иди {gender, select, girl {первой} other {первым}}».',
        tr: '“Ben Kıvılcım,” dedi ejderha burnunu çekerek. “Karanlıktan korkuyorum. Karanlık kocaman, simsiyah ve bomboş, hiç de bitmiyor.” {name} biraz düşündü. “Bence karanlık hiç de boş değil. Gidip bakalım mı? Fenerimi de getiririm.” Kıvılcım’ın kuyruğu titredi. “Peki… ama önden sen yürü.”',
        az: '«Mən Qığılcımam, – deyə əjdaha burnunu çəkdi. – Qaranlıqdan qorxuram. O, çox böyükdür, qapqaradır, bomboşdur və heç sonu da yoxdur». {name} bir az fikirləşdi. «Məncə, qaranlıq heç də boş deyil. Gedib baxaq? Fənərimi də götürərəm». Qığılcımın quyruğu titrədi. «Yaxşı… amma sən qabaqda get».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'So off they went into the forest, {name} in front with the lantern and Ember close behind, clinging to a sleeve. Every twig went crack! Every leaf went swish! When a pine cone dropped — plop! — Ember jumped so high that he bumped his head on a branch. “Ow,” he said. “See? The dark is full of scary things.”',
        ru: 'И они отправились в лес: впереди {name} с фонарём, а следом Уголёк, крепко вцепившись {gender, select, girl {подружке} other {другу}} в рукав. Каждая веточка — хрусть! Каждый листок — шур-шур! А когда с ёлки упала шишка — бум! — Уголёк подпрыгнул так высоко, что стукнулся головой о ветку. «Ой, — сказал он. — Вот видишь? В темноте полно страшного».',
        tr: 'Böylece ormana doğru yola çıktılar: önde elinde feneriyle {name}, arkasında da onun koluna sımsıkı tutunmuş Kıvılcım. Her dal çatırdıyor, her yaprak hışırdıyordu. Bir ara yukarıdan bir çam kozalağı düştü — tak! — ve Kıvılcım öyle yükseğe zıpladı ki kafasını bir dala çarptı. “Ay!” dedi. “Gördün mü? Karanlık korkunç şeylerle dolu.”',
        az: 'Beləcə, onlar meşəyə yollandılar: qabaqda əlində fənər {name}, arxada isə onun qoluna möhkəm yapışmış Qığılcım. Hər budaq şaqqıldayır, hər yarpaq xışıldayırdı. Birdən yuxarıdan şam qozası düşdü – taq! – və Qığılcım elə hündürə atıldı ki, başını budağa vurdu. «Uf! – dedi. – Görürsən? Qaranlıq qorxulu şeylərlə doludur».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then, just ahead, a tiny light blinked. Then another, and another, until a hundred little lights were dancing between the trees. “Fireflies!” cried {name}. “We light the forest paths every night, so nobody gets lost,” said the smallest firefly. Ember’s mouth fell open. “You live in the dark?” “Of course! It’s the only place we can shine.”',
        ru: 'Вдруг впереди мигнул крошечный огонёк. Потом ещё один, и ещё, и вот уже сотня огоньков танцует между деревьями. «Светлячки!» — {gender, select, girl {обрадовалась} other {обрадовался}} {name}. «Мы каждую ночь освещаем лесные тропинки, чтобы никто не заблудился», — пропищал самый маленький светлячок. Уголёк разинул рот: «Вы живёте в темноте?» — «Конечно! Только в темноте и можно сиять».',
        tr: 'Derken ileride minicik bir ışık yanıp söndü. Sonra bir tane daha, bir tane daha… Çok geçmeden ağaçların arasında yüzlerce ışık dans ediyordu. “Ateş böcekleri!” diye bağırdı {name}. “Kimse kaybolmasın diye her gece orman patikalarını biz aydınlatırız,” dedi en küçük ateş böceği. Kıvılcım’ın ağzı açık kaldı. “Siz karanlıkta mı yaşıyorsunuz?” “Elbette! Parlayabileceğimiz tek yer orası.”',
        az: 'Birdən qabaqda balaca bir işıq yanıb-söndü. Sonra biri də, biri də… Az sonra ağacların arasında yüzlərlə işıq rəqs edirdi. «İşıldaquşlar!» – deyə {name} sevincək qışqırdı. «Heç kim azmasın deyə hər gecə meşə cığırlarını biz işıqlandırırıq», – deyə ən balaca işıldaquş dilləndi. Qığılcımın ağzı açıq qaldı: «Siz qaranlıqda yaşayırsınız?» «Əlbəttə! Biz yalnız qaranlıqda parlaya bilirik».',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The fireflies led them deeper into the forest. Suddenly, from high above, came a voice: “Whoo goes there?” Ember dived behind {name} so fast that only the tip of his tail stuck out. But it was just an old owl in big round spectacles. “Good evening,” said {name} politely. “We’re finding out what lives in the dark.”',
        ru: 'Светлячки повели их в самую чащу. Вдруг откуда-то сверху раздалось: «Ух-ху! Кто там бродит?» Уголёк мигом юркнул {gender, select, girl {подружке} other {другу}} за спину — только кончик хвоста торчал. Но это была всего лишь старая сова в больших круглых очках. «Добрый вечер, — вежливо {gender, select, girl {сказала} other {сказал}} {name}. — Мы узнаём, кто живёт в темноте».',
        tr: 'Ateş böcekleri onları ormanın derinliklerine götürdü. Birden yukarıdan bir ses geldi: “Huuu! Kim var orada?” Kıvılcım öyle hızlı {nameGen} arkasına saklandı ki yalnızca kuyruğunun ucu görünüyordu. Ama bu, kocaman yuvarlak gözlüklü yaşlı bir baykuştu. “İyi akşamlar,” dedi {name} kibarca. “Karanlıkta kimlerin yaşadığını öğrenmeye çıktık.”',
        az: 'İşıldaquşlar onları meşənin lap dərinliyinə apardılar. Birdən yuxarıdan bir səs gəldi: «Uhu-u! Kimdir orada?» Qığılcım elə cəld {nameGen} arxasında gizləndi ki, yalnız quyruğunun ucu görünürdü. Amma bu, iri dəyirmi eynəkli qoca bir bayquş idi. «Axşamınız xeyir, – {name} nəzakətlə dedi. – Biz qaranlıqda kimin yaşadığını öyrənməyə gəlmişik».',
      },
    },
    {
      scene: 2,
      text: {
        en: '“Then you must meet my friends,” hooted the owl, and she pointed a wing at the sky. “That is the Great Bear, that is the Swan, and that bright one is the North Star.” She knew the name of every single star. “Without the dark,” said the owl, “you couldn’t see even one of them.” {name} and Ember stared up in wonder.',
        ru: '«Тогда познакомьтесь с моими друзьями», — ухнула сова и показала крылом на небо. «Вот Большая Медведица, вот Лебедь, а вон та яркая — Полярная звезда». Сова знала по имени каждую звезду. «Без темноты, — сказала она, — вы не увидели бы ни одной». {name} и Уголёк смотрели вверх и не могли наглядеться.',
        tr: '“O hâlde arkadaşlarımla tanışmalısınız,” dedi baykuş ve kanadıyla gökyüzünü gösterdi. “Şu Büyük Ayı, şu Kuğu, şu parlak olan da Kutup Yıldızı.” Baykuş bütün yıldızların adını tek tek biliyordu. “Karanlık olmasaydı,” dedi, “bunların tek birini bile göremezdiniz.” {name} ve Kıvılcım hayranlıkla gökyüzüne baktılar.',
        az: '«Onda gərək mənim dostlarımla tanış olasınız», – deyə bayquş qanadı ilə səmanı göstərdi. «Bu, Böyük Ayıdır, bu, Qu quşu, o parlaq ulduz isə Qütb ulduzudur». Bayquş bütün ulduzları adbaad tanıyırdı. «Qaranlıq olmasaydı, – dedi o, – onların heç birini görə bilməzdiniz». {name} və Qığılcım heyranlıqla səmaya baxırdılar.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Just then a gust of wind whooshed through the trees and — pfff! — the lantern went out. Everything was black. “{name}!” wailed Ember. “I can’t see a thing!” {name} felt a little scared too, but held Ember’s trembling paw tight. “Let’s be brave together,” whispered {name}. “Close your eyes and count to ten with me.”',
        ru: 'Тут по лесу пронёсся ветер и — фух! — фонарь погас. Стало совсем темно. «{name}! — завопил Уголёк. — Я ничего не вижу!» {name} тоже немножко {gender, select, girl {испугалась} other {испугался}}, но крепко {gender, select, girl {сжала} other {сжал}} дрожащую драконью лапу. «Давай будем смелыми вместе, — {gender, select, girl {прошептала} other {прошептал}} {name}. — Закрой глаза и считай со мной до десяти».',
        tr: 'Tam o sırada ağaçların arasından sert bir rüzgâr esti ve — püff! — fener söndü. Her yer kapkaranlık oldu. “{name}!” diye inledi Kıvılcım. “Hiçbir şey göremiyorum!” {nameToo} biraz korkmuştu ama Kıvılcım’ın titreyen pençesini sımsıkı tuttu. “Haydi, birlikte cesur olalım,” diye fısıldadı. “Gözlerini kapat ve benimle ona kadar say.”',
        az: 'Elə bu vaxt ağacların arasından güclü külək əsdi və – pıff! – fənər söndü. Hər yer zil qaranlıq oldu. «{name}! – deyə Qığılcım zarıdı. – Heç nə görmürəm!» {nameToo} bir az qorxmuşdu, amma Qığılcımın titrəyən pəncəsindən möhkəm tutdu. «Gəl, birlikdə cəsur olaq, – deyə pıçıldadı. – Gözlərini yum və mənimlə birlikdə birdən ona qədər say».',
      },
    },
    {
      scene: 0,
      text: {
        en: 'One… two… three… By the time they reached ten and opened their eyes, the world had come back. The trees were silver, the fireflies glowed like tiny lamps, and above the forest hung a big round moon. “Hello, little ones,” said the moon softly. “I watch over all the sleeping children. And over small dragons too.”',
        ru: 'Раз… два… три… Когда они досчитали до десяти и открыли глаза, мир вернулся. Деревья стали серебряными, светлячки сияли, как крошечные фонарики, а над лесом висела большая круглая луна. «Здравствуйте, малыши, — ласково сказала луна. — Я берегу сон всех детей на свете. И маленьких драконов тоже».',
        tr: 'Bir… iki… üç… Ona kadar sayıp gözlerini açtıklarında dünya geri gelmişti. Ağaçlar gümüş gibi parlıyor, ateş böcekleri minik lambalar gibi ışıldıyordu. Ormanın üstünde de kocaman, yuvarlak bir Ay asılıydı. “Merhaba, küçükler,” dedi Ay yumuşacık bir sesle. “Ben uyuyan bütün çocuklara göz kulak olurum. Küçük ejderhalara da.”',
        az: 'Bir… iki… üç… Onlar ona qədər sayıb gözlərini açanda dünya geri qayıtmışdı. Ağaclar gümüş kimi parıldayır, işıldaquşlar balaca lampalar kimi yanırdı, meşənin üstündə isə iri, dəyirmi Ay asılı qalmışdı. «Salam, balacalar, – deyə Ay yumşaq səslə dilləndi. – Mən bütün yatan uşaqların yuxusunu keşikləyirəm. Balaca əjdahaların da».',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Ember looked at the dark lantern. Then he looked at the moonlit hill, the fireflies and {name}’s smiling face. “I don’t think we need the lantern,” he said. But he gave it a tiny, careful puff of fire anyway — “just for the way home” — and then he laughed. It was the very first time Ember had laughed at night.',
        ru: 'Уголёк посмотрел на погасший фонарь. Потом на залитый луной холм, на светлячков и {gender, select, girl {на улыбающуюся подружку} other {на улыбающегося друга}}. «Кажется, фонарь нам не нужен», — сказал он. Но всё-таки осторожно дохнул на фитиль крошечной струйкой огня — «просто на обратную дорогу» — и рассмеялся. Впервые в жизни Уголёк смеялся ночью.',
        tr: 'Kıvılcım sönmüş fenere baktı. Sonra ay ışığında parlayan tepeye, ateş böceklerine ve gülümseyen {nameDat} baktı. “Bence fenere ihtiyacımız yok,” dedi. Ama yine de fitile minicik, dikkatli bir alev üfledi — “Eve dönüş yolu için” — ve kahkahayı bastı. Kıvılcım hayatında ilk kez gece vakti gülüyordu.',
        az: 'Qığılcım sönmüş fənərə baxdı. Sonra Ay işığında parlayan təpəyə, işıldaquşlara və gülümsəyən {nameDat} baxdı. «Məncə, fənərə ehtiyacımız yoxdur», – dedi. Amma yenə də fitilə ehtiyatla balaca bir alov üfürdü – «evə qayıdanda lazım olar» – və qəhqəhə çəkib güldü. Qığılcım ömründə ilk dəfə gecə vaxtı gülürdü.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'They sat together on the soft grass and listened. A hedgehog snuffled past, the flowers had folded their petals, and somewhere a rabbit was snoring. “The dark isn’t empty,” said Ember slowly. “It’s just the world having a rest.” “Exactly,” said {name}, and gave a great big yawn.',
        ru: 'Они сели рядышком на мягкую траву и прислушались. Мимо, пыхтя, протопал ёжик, цветы сложили лепестки, а где-то в норке похрапывал кролик. «Темнота вовсе не пустая, — медленно сказал Уголёк. — Это просто мир отдыхает». «Вот именно», — {gender, select, girl {сказала} other {сказал}} {name} и сладко-сладко {gender, select, girl {зевнула} other {зевнул}}.',
        tr: 'Yumuşacık çimenlere yan yana oturup dinlediler. Bir kirpi burnunu çeke çeke yanlarından geçti, çiçekler yapraklarını kapatmıştı, bir yerlerde de bir tavşan horluyordu. “Karanlık boş değilmiş,” dedi Kıvılcım yavaşça. “Dünya sadece dinleniyormuş.” “Aynen öyle,” dedi {name} ve kocaman esnedi.',
        az: 'Onlar yumşaq otun üstündə yan-yana oturub qulaq asdılar. Bir kirpi fınxıra-fınxıra yanlarından keçdi, çiçəklər ləçəklərini yığmışdı, haradasa bir dovşan xoruldayırdı. «Demə, qaranlıq boş deyilmiş, – Qığılcım yavaşca dedi. – Sadəcə dünya dincəlirmiş». «Elədir ki var», – {name} dedi və şirin-şirin əsnədi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Then Ember spread his wings and flew a loop-the-loop right across the starry sky. “Come out, everybody!” he called to the other dragons. “The night is full of friends!” One by one the dragons crept out of their caves. Even big Granite came, and he whispered to {name}, “To be honest… I was a teeny bit scared too.”',
        ru: 'А потом Уголёк расправил крылья и сделал мёртвую петлю прямо среди звёзд. «Выходите все! — крикнул он драконам. — Ночь полна друзей!» Один за другим драконы выбрались из пещер. Пришёл даже большой Гранит. Он наклонился и шепнул: «{name}, если честно… я тоже чуточку боялся».',
        tr: 'Sonra Kıvılcım kanatlarını açtı ve yıldızlı gökyüzünde kocaman bir takla attı. “Herkes dışarı!” diye seslendi öteki ejderhalara. “Gece dostlarla dolu!” Ejderhalar birer birer mağaralarından çıktı. Koca Granit bile geldi, {nameDat} eğilip fısıldadı: “Aslında… ben de birazcık korkuyordum.”',
        az: 'Sonra Qığılcım qanadlarını açdı və ulduzlu səmada böyük bir mayallaq aşdı. «Hamı çölə çıxsın! – deyə o biri əjdahalara səsləndi. – Gecə dostlarla doludur!» Əjdahalar bir-bir mağaralarından çıxdılar. Hətta iri Qranit də gəldi və {nameDat} əyilib pıçıldadı: «Düzünü desəm… mən də bir balaca qorxurdum».',
      },
    },
    {
      scene: 3,
      text: {
        en: 'That night there was a party on Bramble Hill. The fireflies danced, the owl named the stars, and {name} and Ember jumped and cheered until the moon smiled. At bedtime Ember blew out ten of his torches and kept just one. And {name} walked home under the stars, not afraid of the dark one little bit.',
        ru: 'В ту ночь на Черничном холме был настоящий праздник. Светлячки танцевали, сова называла звёзды, а {name} и Уголёк прыгали и кричали «ура!», пока луна не заулыбалась. Перед сном Уголёк задул десять факелов и оставил только один. А {name} {gender, select, girl {пошла} other {пошёл}} домой под звёздами — и ни капельки не {gender, select, girl {боялась} other {боялся}} темноты.',
        tr: 'O gece Böğürtlen Tepesi’nde büyük bir şenlik vardı. Ateş böcekleri dans etti, baykuş yıldızların adlarını saydı; {name} ve Kıvılcım da Ay gülümseyene kadar zıplayıp sevinç çığlıkları attılar. Yatma vakti gelince Kıvılcım on meşaleyi üfleyip söndürdü, yalnızca birini bıraktı. {nameToo} yıldızların altında evine yürüdü ve karanlıktan zerre kadar korkmadı.',
        az: 'O gecə Böyürtkən təpəsində böyük bayram oldu. İşıldaquşlar rəqs etdi, bayquş ulduzların adlarını sadaladı, {name} və Qığılcım isə Ay gülümsəyənə qədər hoppanıb sevindilər. Yatmaq vaxtı çatanda Qığılcım on məşəli üfürüb söndürdü, yalnız birini saxladı. {nameToo} ulduzların altında evə getdi və qaranlıqdan zərrə qədər də qorxmadı.',
      },
    },
  ],
  ending: {
    en: 'Good night, {name}. The stars are watching over you, and so is Ember.',
    ru: 'Спокойной ночи, {name}! Звёзды берегут твой сон — и Уголёк тоже.',
    tr: 'İyi geceler, {name}. Yıldızlar sana göz kulak oluyor, Kıvılcım da.',
    az: 'Gecən xeyrə qalsın, {name}! Ulduzlar sənin yuxunu keşikləyir, Qığılcım da.',
  },
};
