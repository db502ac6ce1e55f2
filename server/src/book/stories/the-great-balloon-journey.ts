import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-great-balloon-journey',
  title: {
    en: '{name} and the Great Balloon Journey',
    ru: '{name} и большое путешествие на воздушном шаре',
    tr: '{nameGen} Büyük Balon Yolculuğu',
    az: '{nameGen} hava şarı ilə böyük səyahəti',
  },
  dedication: {
    en: 'For {name}, who will see the whole wide world one day.',
    ru: '{name}, {gender, select, girl {наша отважная путешественница} other {наш отважный путешественник}}! Пусть весь мир однажды станет твоим.',
    tr: 'Bir gün bütün dünyayı görecek olan sevgili {nameDat}.',
    az: 'Bir gün bütün dünyanı görəcək əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'One windy morning {name} ran to the field behind the barn and stopped. A huge striped balloon was swaying there, tied to a post. A note hung from its basket: “Whoever flies me will see the whole world.” A little sparrow sat on the rope and chirped, as if to say: “Well? What are we waiting for?”',
        ru: 'Однажды ветреным утром {name} {gender, select, girl {прибежала} other {прибежал}} на поле за амбаром и замер{gender, select, girl {ла} other {}} от удивления. Там покачивался огромный полосатый воздушный шар, привязанный к столбу. На корзине висела записка: «Кто полетит на мне, увидит весь мир». На верёвке сидел воробушек и чирикал, будто спрашивал: «Ну что, летим?»',
        tr: 'Rüzgârlı bir sabah {name} ambarın arkasındaki tarlaya koştu ve olduğu yerde kaldı. Orada, bir direğe bağlı kocaman, çizgili bir balon sallanıyordu. Sepetinde bir not asılıydı: “Beni uçuran bütün dünyayı görecek.” İpin üstüne konmuş küçük bir serçe cıvıldadı, sanki “Hadi, ne bekliyoruz?” diyordu.',
        az: 'Küləkli bir səhər {name} anbarın arxasındakı tarlaya qaçdı və yerindəcə donub qaldı. Orada dirəyə bağlanmış nəhəng zolaqlı hava şarı yırğalanırdı. Səbətindən bir qeyd asılmışdı: «Məni uçuran bütün dünyanı görəcək». Kəndirin üstündə oturan balaca sərçə cikkildəyirdi, sanki deyirdi: «Hə, nəyi gözləyirik?»',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} climbed into the basket, and the sparrow hopped onto its edge. “You can be my co-pilot,” said {name}. “I’ll call you Pip.” {name} untied the rope, and — whoosh! — the balloon rose over the barn, over the apple trees, over the red rooftops. The farm grew smaller and smaller, like a toy farm on a carpet.',
        ru: '{name} {gender, select, girl {забралась} other {забрался}} в корзину, а воробушек запрыгнул на её край. «Будешь моим вторым пилотом, — сказал{gender, select, girl {а} other {}} {name}. — Назову тебя Чирик». Верёвка развязана — и ух! — шар поднялся над амбаром, над яблонями, над красными крышами. Ферма становилась всё меньше и меньше, как игрушечная ферма на ковре.',
        tr: '{name} sepete tırmandı, serçe de sepetin kenarına sekti. “Sen benim yardımcı pilotum olacaksın,” dedi {name}. “Senin adın Cik olsun.” İp çözüldü ve vınn! Balon ambarın, elma ağaçlarının, kırmızı çatıların üzerine yükseldi. Çiftlik küçüldükçe küçüldü, sonunda halının üstündeki oyuncak bir çiftliğe benzedi.',
        az: '{name} səbətə dırmaşdı, sərçə də səbətin qırağına atıldı. «Sən mənim ikinci pilotum olacaqsan, — dedi {name}. — Adını Cik-cik qoyuram». Kəndir açıldı və vıjj! Şar anbarın, alma ağaclarının, qırmızı damların üzərinə qalxdı. Ferma getdikcə kiçilirdi, axırda xalçanın üstündəki oyuncaq fermaya oxşadı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The wind carried them over fields that looked like a patchwork quilt — green, yellow and brown squares stitched together by a winding river. “Which way is the whole world?” asked {name}. Pip pointed his beak south, where the air grew warm and the ground turned the colour of honey.',
        ru: 'Ветер понёс их над полями, похожими на лоскутное одеяло: зелёные, жёлтые и коричневые квадратики, сшитые извилистой рекой. «А где тут весь мир?» — спросил{gender, select, girl {а} other {}} {name}. Чирик показал клювом на юг, туда, где воздух становился тёплым, а земля — медового цвета.',
        tr: 'Rüzgâr onları yama yama bir yorgana benzeyen tarlaların üzerinden taşıdı: Kıvrılarak akan bir nehrin birbirine diktiği yeşil, sarı ve kahverengi kareler. “Bütün dünya ne tarafta?” diye sordu {name}. Cik gagasıyla güneyi gösterdi; orada hava ısınıyor, toprak bal rengine dönüyordu.',
        az: 'Külək onları yamaq-yamaq yorğana bənzəyən tarlaların üzərindən apardı: ilan kimi qıvrılan çayın bir-birinə tikdiyi yaşıl, sarı və qəhvəyi dördbucaqlar. «Bütün dünya hansı tərəfdədir?» — deyə {name} soruşdu. Cik-cik dimdiyi ilə cənubu göstərdi: orada hava isinir, torpaq bal rənginə çalırdı.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Soon there was nothing below but sand dunes, rippled like waves. A camel looked up and blinked its long eyelashes. “Camels can walk for days without a drink,” {name} told Pip. Beside the river Nile stood the pyramids of Egypt, older than almost anything on Earth. A boy waved from a boat and threw up a blue bead for luck.',
        ru: 'Скоро внизу остались одни барханы, волнистые, как море. Верблюд поднял голову и хлопнул длинными ресницами. «Верблюды могут идти много дней без воды», — рассказал{gender, select, girl {а} other {}} {name} Чирику. У реки Нил стояли египетские пирамиды — они старше почти всего на Земле. Мальчик с лодки помахал рукой и подбросил вверх синюю бусинку на счастье.',
        tr: 'Çok geçmeden aşağıda dalga dalga kum tepelerinden başka bir şey kalmadı. Bir deve başını kaldırıp uzun kirpiklerini kırpıştırdı. “Develer günlerce su içmeden yürüyebilir,” diye anlattı {name} Cik’e. Nil Nehri’nin kıyısında, dünyadaki neredeyse her şeyden daha yaşlı olan Mısır piramitleri yükseliyordu. Bir kayıktaki çocuk el salladı ve uğur getirsin diye yukarı mavi bir boncuk attı.',
        az: 'Çox keçmədən aşağıda ləpə-ləpə qum təpələrindən başqa heç nə qalmadı. Bir dəvə başını qaldırıb uzun kirpiklərini qırpdı. «Dəvələr günlərlə su içmədən yeriyə bilir», — deyə {name} Cik-cikə danışdı. Nil çayının sahilində Yer üzündəki demək olar ki, hər şeydən qədim olan Misir ehramları ucalırdı. Qayıqdakı oğlan əl yellədi və uğur gətirsin deyə yuxarı göy muncuq atdı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'The balloon drifted north over the sea to Istanbul, where ships sailed between two continents, Europe and Asia. On top of the round Galata Tower a girl was feeding seagulls. “Have a simit!” she called, and tossed up a ring of bread covered in sesame seeds. {name} shared it with Pip, crumb by crumb.',
        ru: 'Шар поплыл на север над морем — в Стамбул, где корабли ходят между двумя частями света, Европой и Азией. На верхушке круглой Галатской башни девочка кормила чаек. «Держи симит!» — крикнула она и подбросила бублик, обсыпанный кунжутом. {name} {gender, select, girl {поделилась} other {поделился}} им с Чириком, крошка за крошкой.',
        tr: 'Balon denizin üzerinden kuzeye, gemilerin iki kıta, Avrupa ile Asya arasında gidip geldiği İstanbul’a süzüldü. Yuvarlak Galata Kulesi’nin tepesinde bir kız martıları besliyordu. “Al, simit!” diye seslendi ve susamlı bir simidi yukarı fırlattı. {name} simidi Cik’le kırıntı kırıntı paylaştı.',
        az: 'Şar dənizin üzərindən şimala, gəmilərin iki qitə — Avropa ilə Asiya arasında üzdüyü İstanbula doğru süzüldü. Dəyirmi Qalata qülləsinin başında bir qız qağayılara dən verirdi. «Al, simit!» — deyə o səsləndi və küncütlü bir simiti yuxarı atdı. {name} simiti Cik-ciklə qırıntı-qırıntı bölüşdü.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Then came Baku, by the Caspian Sea — the biggest lake in the world, so big that people call it a sea. As the sun went down, three tall towers began to glow like giant flames. “The Flame Towers!” gasped {name}. An old man on the seafront waved and sent up a little carpet for the basket, red and gold like fire.',
        ru: 'Потом показался Баку на берегу Каспийского моря — самого большого озера в мире, такого большого, что его зовут морем. Солнце садилось, и три высокие башни засветились, как огромные языки пламени. «Пламенные башни!» — ахнул{gender, select, girl {а} other {}} {name}. Дедушка на бульваре помахал рукой и передал в корзину маленький коврик, красно-золотой, как огонь.',
        tr: 'Sonra dünyanın en büyük gölü olan, o kadar büyük ki herkesin deniz dediği Hazar’ın kıyısındaki Bakü göründü. Güneş batarken üç yüksek kule dev alevler gibi parlamaya başladı. “Alev Kuleleri!” diye haykırdı {name}. Sahil yolundaki yaşlı bir amca el salladı ve sepete ateş gibi kırmızı ve altın rengi küçük bir halı uzattı.',
        az: 'Sonra dünyanın ən böyük gölü olan, elə böyük ki, hamı ona dəniz deyir — Xəzərin sahilindəki Bakı göründü. Günəş batarkən üç hündür qüllə nəhəng alov dilləri kimi işıq saçmağa başladı. «Alov qüllələri!» — deyə {name} heyrətlə qışqırdı. Dənizkənarı bulvarda bir baba əl yellədi və səbətə od kimi qırmızı-qızılı balaca bir xalça uzatdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Far to the south lay the rainforest, where it rains almost every day. The trees were so tall that the balloon skimmed their tops. Parrots screeched, a sloth yawned slowly, and a little monkey swung up and handed {name} a bright yellow flower. “This forest makes a lot of the air we breathe,” whispered {name}.',
        ru: 'Далеко на юге раскинулся тропический лес, где дождь идёт почти каждый день. Деревья там такие высокие, что шар задевал их верхушки. Кричали попугаи, медленно зевал ленивец, а маленькая обезьянка подпрыгнула и протянула {gender, select, girl {путешественнице} other {путешественнику}} ярко-жёлтый цветок. «Этот лес делает много воздуха, которым мы дышим», — прошептал{gender, select, girl {а} other {}} {name}.',
        tr: 'Çok güneyde, neredeyse her gün yağmur yağan yağmur ormanı uzanıyordu. Ağaçlar o kadar uzundu ki balon tepelerine sürtünerek geçti. Papağanlar çığlık attı, bir tembel hayvan ağır ağır esnedi, küçük bir maymun da sallanarak gelip {nameDat} parlak sarı bir çiçek uzattı. “Soluduğumuz havanın çoğunu bu orman yapıyor,” diye fısıldadı {name}.',
        az: 'Uzaq cənubda demək olar ki, hər gün yağış yağan tropik meşə uzanırdı. Ağaclar elə hündür idi ki, şar onların başlarına toxuna-toxuna keçirdi. Tutuquşular qışqırır, bir ləngimə ağır-ağır əsnəyirdi, balaca bir meymun isə yellənərək gəlib {nameDat} parlaq sarı bir çiçək uzatdı. «Nəfəs aldığımız havanın çoxunu bu meşə hazırlayır», — deyə {name} pıçıldadı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Brrr! At the top of the world the sea was full of icebergs, white and blue. Most of an iceberg hides under the water — only its tip peeks out. A polar bear and her cub sat on the ice. The cub gave {name} a smooth white pebble, cold as a snowball. Pip hid in a warm woolly sleeve.',
        ru: 'Бррр! На самой макушке Земли море было полно айсбергов, белых и голубых. Большая часть айсберга прячется под водой, наружу выглядывает только верхушка. На льдине сидели белая медведица с медвежонком. Медвежонок подарил {gender, select, girl {гостье} other {гостю}} гладкий белый камешек, холодный, как снежок. А Чирик спрятался в тёплый шерстяной рукав.',
        tr: 'Brrr! Dünyanın tepesinde deniz bembeyaz ve masmavi buzdağlarıyla doluydu. Bir buzdağının büyük kısmı suyun altında saklanır, dışarıdan yalnızca ucu görünür. Buzun üstünde bir kutup ayısı yavrusuyla oturuyordu. Yavru ayı {nameDat} kartopu gibi soğuk, pürüzsüz beyaz bir çakıl taşı verdi. Cik ise sıcacık yün bir kolun içine saklandı.',
        az: 'Brrr! Dünyanın təpəsində dəniz ağappaq və gömgöy aysberqlərlə dolu idi. Aysberqin böyük hissəsi suyun altında gizlənir, yalnız ucu görünür. Buzun üstündə ağ ayı balası ilə oturmuşdu. Ayı balası {nameDat} qartopu kimi soyuq, hamar ağ bir daş bağışladı. Cik-cik isə isti yun qolun içində gizləndi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'On the way home night fell, and the balloon sailed over a city that sparkled like a box of jewels. Windows glowed, bridges shone, cars drew ribbons of light. {name} opened the bag of souvenirs: a blue bead, a crumb of simit, a tiny carpet, a yellow flower and a white pebble. “The whole world,” smiled {name}, “fits in one bag.”',
        ru: 'По дороге домой наступила ночь, и шар проплыл над городом, который сверкал, как шкатулка с драгоценностями. Светились окна, сияли мосты, машины рисовали ленточки огней. {name} {gender, select, girl {открыла} other {открыл}} мешочек с сувенирами: синяя бусинка, крошка симита, маленький коврик, жёлтый цветок и белый камешек. «Весь мир, — улыбнул{gender, select, girl {ась} other {ся}} {name}, — помещается в один мешочек».',
        tr: 'Eve dönerken gece oldu ve balon mücevher kutusu gibi pırıl pırıl parlayan bir şehrin üzerinden geçti. Pencereler ışıl ışıldı, köprüler parlıyordu, arabalar ışıktan kurdeleler çiziyordu. {name} hatıra kesesini açtı: mavi bir boncuk, bir simit kırıntısı, minicik bir halı, sarı bir çiçek ve beyaz bir çakıl taşı. “Bütün dünya tek bir keseye sığıyormuş,” diye gülümsedi {name}.',
        az: 'Evə qayıdanda gecə düşdü və şar qiymətli daşlarla dolu qutu kimi bərq vuran bir şəhərin üzərindən keçdi. Pəncərələr yanır, körpülər parıldayır, maşınlar işıqdan lentlər çəkirdi. {name} xatirə kisəsini açdı: göy muncuq, simit qırıntısı, balaca xalça, sarı çiçək və ağ daş. «Bütün dünya bir kisəyə sığırmış», — deyə {name} gülümsədi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'At sunrise the balloon landed softly in the field behind the barn, right next to its post. {name} tied the rope tight and set the souvenirs out on the windowsill in a row. Pip built a nest under the roof, so his co-pilot would always be near. And every windy morning, the big striped balloon sways a little, as if to ask: “Where shall we fly next?”',
        ru: 'На рассвете шар мягко опустился на поле за амбаром, прямо у своего столба. {name} крепко {gender, select, girl {привязала} other {привязал}} верёвку и {gender, select, girl {разложила} other {разложил}} сувениры на подоконнике в ряд. Чирик свил гнездо под крышей, чтобы быть рядом со своим пилотом. А каждым ветреным утром большой полосатый шар чуть покачивается, будто спрашивает: «Куда полетим теперь?»',
        tr: 'Gün doğarken balon ambarın arkasındaki tarlaya, tam direğinin yanına usulca indi. {name} ipi sıkıca bağladı ve hatıraları pencerenin önüne sıra sıra dizdi. Cik, pilotunun hep yakınında olmak için çatının altına bir yuva yaptı. Ve her rüzgârlı sabah, büyük çizgili balon hafifçe sallanır, sanki “Şimdi nereye uçuyoruz?” diye sorar.',
        az: 'Gün doğanda şar anbarın arxasındakı tarlaya, düz öz dirəyinin yanına yumşaqca endi. {name} kəndiri möhkəm bağladı və xatirələri pəncərənin qabağına cərgə ilə düzdü. Cik-cik pilotunun həmişə yaxınlığında olmaq üçün damın altında yuva qurdu. Hər küləkli səhər isə böyük zolaqlı şar yüngülcə yırğalanır, sanki soruşur: «İndi hara uçaq?»',
      },
    },
  ],
  ending: {
    en: 'The world is big and full of friends — go and meet them, {name}!',
    ru: 'Мир большой, и в нём столько друзей — лети знакомиться, {name}!',
    tr: 'Dünya kocaman ve dostlarla dolu — hadi, onlarla tanışmaya uç, {name}!',
    az: 'Dünya böyükdür və dostlarla doludur — uç, onlarla tanış ol, {name}!',
  },
};
