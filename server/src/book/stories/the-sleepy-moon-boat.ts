import type { StoryScript } from '../story-types';

/**
 * A slow, rocking bedtime voyage: a refrain closes each stop on the sea of clouds. Pictures: 0 the child waving
 * from the moon boat over pink clouds, 1 the moon boat gliding down by the house, 2 sailing past smiling stars,
 * 3 the child asleep in the boat at dawn, drifting home.
 */
export const story: StoryScript = {
  slug: 'the-sleepy-moon-boat',
  title: {
    en: '{name} and the Sleepy Moon Boat',
    ru: '{name} и сонная лунная лодочка',
    tr: '{name} ve Uykulu Ay Kayığı',
    az: '{name} və yuxulu ay qayığı',
  },
  dedication: {
    en: 'For {name}: may a gentle boat carry you to sweet dreams every night.',
    ru: '{name}, пусть каждую ночь за тобой приплывает лодочка, которая увезёт тебя в самые сладкие сны.',
    tr: 'Sevgili {name}, her gece seni tatlı rüyalara götüren bir kayık gelsin.',
    az: 'Əziz {name}, qoy hər gecə səni şirin yuxulara aparan bir qayıq gəlsin.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'The bedtime story was over, the book was closed and the house was very quiet. But {name} was not asleep yet. A soft golden glow shone through the window: the crescent moon was gliding down from the sky, lower and lower, until it came to rest just outside the house. {name} pulled on {gender, select, girl {her} other {his}} nightcap and stepped out to see.',
        ru: 'Сказка на ночь закончилась, книжка закрылась, и в доме стало совсем тихо. Но {name} ещё не {gender, select, girl {спала} other {спал}}. В окно лился мягкий золотой свет: с неба плавно спускался полумесяц — ниже, ниже, пока не опустился прямо возле дома. {name} {gender, select, girl {натянула} other {натянул}} ночной колпак и {gender, select, girl {вышла} other {вышел}} посмотреть.',
        tr: 'Uyku masalı bitmiş, kitap kapanmış, ev sessizliğe bürünmüştü. Ama {name} henüz uyumamıştı. Pencereden yumuşacık, altın rengi bir ışık süzülüyordu: Hilal gökyüzünden yavaş yavaş aşağı iniyordu. Alçaldı, alçaldı ve evin hemen önünde durdu. {name} gece külahını taktı ve ne olduğunu görmek için dışarı çıktı.',
        az: 'Yuxu nağılı bitdi, kitab örtüldü, evə sakitlik çökdü. Amma {name} hələ yatmamışdı. Pəncərədən yumşaq, qızılı bir işıq süzülürdü: aypara səmadan yavaş-yavaş aşağı enirdi. Endi, endi və düz evin qabağında dayandı. {name} gecə papağını başına qoyub nə baş verdiyini görmək üçün çölə çıxdı.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'As {name} watched, the moon grew a mast, and then a little white sail with a star on it. It had turned into a golden boat! From behind the sail peeped a polar bear in a knitted hat with a pom-pom. “Good evening,” he yawned. “I’m Captain Pom-Pom. How about one last journey before sleep?”',
        ru: 'И тут случилось чудо: у полумесяца выросла мачта, а на ней — белый парус со звёздочкой. Луна превратилась в золотую лодочку! Из-за паруса выглянул белый медведь в вязаной шапке с помпоном. — Добрый вечер, — зевнул он. — Я капитан Помпон. Поплывёшь со мной? Последнее путешествие перед сном!',
        tr: '{name} şaşkınlıkla bakarken hilalin önce bir direği, sonra da üzerinde yıldız olan beyaz bir yelkeni çıktı. Ay, altın rengi bir kayığa dönüşmüştü! Yelkenin arkasından ponponlu örgü bereli bir kutup ayısı başını uzattı. “İyi akşamlar,” dedi esneyerek. “Ben Kaptan Ponpon. Uykudan önce son bir yolculuğa ne dersin?”',
        az: '{name} heyrətlə baxırdı: ayparanın əvvəlcə dirəyi, sonra üstündə ulduz olan ağ yelkəni çıxdı. Ay qızılı qayığa çevrilmişdi! Yelkənin arxasından pomponlu toxunma papaq geyinmiş ağ ayı boylandı. «Axşamın xeyir», — deyə əsnədi. «Mən Kapitan Pomponam. Yuxudan əvvəl son bir səyahətə necə baxırsan?»',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} climbed aboard with Teddy. The moon boat was warm and smooth, like a blanket warmed by the fire. Captain Pom-Pom hung a little star on the end of a long fishing rod to light the way. Then the sail puffed out, and off they went. Rock, rock, rock went the moon boat, slowly, slowly on.',
        ru: '{name} {gender, select, girl {забралась} other {забрался}} в лодочку вместе с мишкой. Лодочка была тёплая и гладкая, как одеяло, нагретое у печки. Капитан Помпон повесил на кончик длинной удочки маленькую звёздочку, чтобы освещать путь. Парус надулся, и они поплыли. Качается, качается лунная лодочка, тихо-тихо плывёт вперёд.',
        tr: '{name} oyuncak ayısını alıp kayığa bindi. Ay kayığı, sobanın yanında ısınmış bir battaniye gibi sıcacık ve pürüzsüzdü. Kaptan Ponpon, yolu aydınlatmak için uzun bir oltanın ucuna küçük bir yıldız astı. Yelken şişti ve yola koyuldular. Sallanır, sallanır ay kayığı, usul usul süzülür.',
        az: '{name} oyuncaq ayısını götürüb qayığa mindi. Ay qayığı sobanın yanında isinmiş yorğan kimi isti və hamar idi. Kapitan Pompon yolu işıqlandırmaq üçün uzun tilovun ucuna balaca bir ulduz asdı. Yelkən şişdi və yola düşdülər. Yırğalanır, yırğalanır ay qayığı, yavaş-yavaş üzür.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'They sailed out onto a sea of clouds, pink and lilac and soft as a pillow. {name} trailed a hand over the side, and the clouds felt like warm whipped cream. Little stars bobbed past, smiling sleepy smiles. “Good evening, stars,” said {name}. Rock, rock, rock went the moon boat, slowly, slowly on.',
        ru: 'Они выплыли в море облаков — розовых, сиреневых, мягких, как подушка. {name} {gender, select, girl {опустила} other {опустил}} руку за борт: облака были как тёплые взбитые сливки. Мимо проплывали маленькие звёздочки и сонно улыбались. — Добрый вечер, звёздочки, — {gender, select, girl {сказала} other {сказал}} {name}. Качается, качается лунная лодочка, тихо-тихо плывёт вперёд.',
        tr: 'Pembe, lila ve yastık kadar yumuşak bulutlardan bir denize açıldılar. {name} elini kayığın kenarından sarkıttı: Bulutlar ılık krem şanti gibiydi. Küçük yıldızlar uykulu uykulu gülümseyerek yanlarından geçiyordu. “İyi akşamlar, yıldızlar,” dedi {name}. Sallanır, sallanır ay kayığı, usul usul süzülür.',
        az: 'Onlar çəhrayı, bənövşəyi, yastıq kimi yumşaq buludlardan ibarət dənizə çıxdılar. {name} əlini qayığın qırağından aşağı salladı: buludlar ilıq, çalınmış qaymaq kimi yumşaq idi. Balaca ulduzlar yuxulu-yuxulu gülümsəyərək yanlarından üzüb keçirdi. «Axşamınız xeyir, ulduzlar», — dedi {name}. Yırğalanır, yırğalanır ay qayığı, yavaş-yavaş üzür.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Soon they passed the lighthouses made of starlight. Each one blinked ever so slowly, blink… blink…, showing sleepy sailors the way to bed. “Why do they blink so slowly?” whispered {name}. “So that nobody hurries,” said Captain Pom-Pom. “At night there’s nowhere to hurry to.” Rock, rock, rock went the moon boat, slowly, slowly on.',
        ru: 'Скоро показались маяки из звёздного света. Каждый мигал медленно-медленно — миг… миг… — и показывал сонным морякам дорогу к кроватке. — Почему они мигают так медленно? — {gender, select, girl {прошептала} other {прошептал}} {name}. — Чтобы никто не торопился, — ответил капитан Помпон. — Ночью торопиться некуда. Качается, качается лунная лодочка, тихо-тихо плывёт вперёд.',
        tr: 'Çok geçmeden yıldız ışığından yapılmış deniz fenerlerinin yanından geçtiler. Her biri yavaş yavaş yanıp sönüyor, uykulu denizcilere yataklarının yolunu gösteriyordu. “Neden bu kadar yavaş yanıp sönüyorlar?” diye fısıldadı {name}. “Kimse acele etmesin diye,” dedi Kaptan Ponpon. “Gece acele edecek hiçbir şey yoktur.” Sallanır, sallanır ay kayığı, usul usul süzülür.',
        az: 'Çox keçmədi ki, ulduz işığından tikilmiş mayakların yanından keçdilər. Hər mayak yavaş-yavaş yanıb-sönür, yuxulu dənizçilərə yatağın yolunu göstərirdi. «Niyə belə yavaş yanıb-sönürlər?» — deyə {name} pıçıldadı. «Heç kim tələsməsin deyə», — Kapitan Pompon cavab verdi. «Gecələr tələsməyə dəyməz.» Yırğalanır, yırğalanır ay qayığı, yavaş-yavaş üzür.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then, out of the clouds, rose the whales. They were big and round and silvery, and they sang in whispers: hmmm-mmm, hmmm-mmm. It was the quietest, loveliest song {name} had ever heard. {name} hummed along, and Teddy nodded in time. Rock, rock, rock went the moon boat, slowly, slowly on.',
        ru: 'А потом из облаков поднялись киты — большие, круглые, серебристые. И запели шёпотом: «М-м-м-м, м-м-м-м». Это была самая тихая и самая красивая песня, какую {name} когда-нибудь {gender, select, girl {слышала} other {слышал}}. {name} {gender, select, girl {стала} other {стал}} подпевать, а мишка покачивал головой в такт. Качается, качается лунная лодочка, тихо-тихо плывёт вперёд.',
        tr: 'Derken bulutların arasından balinalar yükseldi. Kocaman, yuvarlak ve gümüş rengiydiler; fısıltıyla şarkı söylüyorlardı: “Hımmm, hımmm.” Bu, {nameGen} o güne kadar duyduğu en sessiz, en güzel şarkıydı. {nameToo} mırıldanarak onlara eşlik etti, oyuncak ayı da başını tempoyla salladı. Sallanır, sallanır ay kayığı, usul usul süzülür.',
        az: 'Sonra buludların arasından balinalar qalxdı. Onlar iri, girdə və gümüşü idi, pıçıltı ilə mahnı oxuyurdular: «Hımmm, hımmm.» Bu, {nameGen} indiyədək eşitdiyi ən sakit, ən gözəl mahnı idi. {nameToo} zümzümə edib onlara qoşuldu, oyuncaq ayı isə ahəngə uyğun başını yırğaladı. Yırğalanır, yırğalanır ay qayığı, yavaş-yavaş üzür.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'On a little cloud stood a flock of woolly sheep, counting themselves to sleep. “One… two… three… er…” One sheep kept losing count and starting again. “Seventeen!” whispered {name} helpfully. “Thank you,” said the sheep, and fell fast asleep, and so did the rest of the flock. Rock, rock, rock went the moon boat, slowly, slowly on.',
        ru: 'На маленьком облачке стояли кудрявые овечки и пересчитывали сами себя, чтобы уснуть. — Одна… две… три… э-э-э… Одна овечка всё сбивалась и начинала сначала. — Семнадцать! — шёпотом {gender, select, girl {подсказала} other {подсказал}} {name}. — Спасибо, — сказала овечка и тут же уснула. А за ней и всё стадо. Качается, качается лунная лодочка, тихо-тихо плывёт вперёд.',
        tr: 'Küçük bir bulutun üstünde bir koyun sürüsü, uyumak için kendi kendini sayıyordu: “Bir… iki… üç… ııı…” Koyunlardan biri boyuna şaşırıp baştan başlıyordu. {name} fısıldayarak yardım etti: “On yedi!” “Teşekkürler,” dedi koyun ve hemen uyuyakaldı. Ardından bütün sürü uyudu. Sallanır, sallanır ay kayığı, usul usul süzülür.',
        az: 'Balaca bir buludun üstündə qıvrım yunlu qoyunlar yuxuya getmək üçün özlərini sayırdılar: «Bir… iki… üç… ımm…» Qoyunlardan biri hey çaşıb yenidən başlayırdı. {name} pıçıltı ilə köməyə gəldi: «On yeddi!» «Sağ ol», — dedi qoyun və dərhal yuxuya getdi. Onun ardınca bütün sürü yatdı. Yırğalanır, yırğalanır ay qayığı, yavaş-yavaş üzür.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'At last a soft, round island appeared, covered in sleepy hills. “The Island of Yawns,” said Captain Pom-Pom. “Every creature in the world comes here for its goodnight yawn.” {name} saw kittens yawning, owls yawning, even a giraffe yawning a very, very long yawn. The yawns floated up into the sky like shiny bubbles.',
        ru: 'Наконец впереди показался круглый мягкий остров с сонными холмами. — Остров Зевков, — сказал капитан Помпон. — Сюда все-все на свете приходят за своим сладким зевком перед сном. {name} {gender, select, girl {увидела} other {увидел}}, как зевают котята, зевают совы и даже жираф зевает длинным-предлинным зевком. А зевки улетали в небо, как блестящие мыльные пузыри.',
        tr: 'Sonunda uykulu tepelerle kaplı, yumuşacık, yuvarlak bir ada göründü. “Esnemeler Adası,” dedi Kaptan Ponpon. “Dünyadaki bütün canlılar iyi geceler esnemesini almaya buraya gelir.” {name} esneyen yavru kedileri, esneyen baykuşları, hatta upuzun esneyen bir zürafayı gördü. Esnemeler, parlak sabun köpükleri gibi gökyüzüne yükseliyordu.',
        az: 'Nəhayət, qarşıda yuxulu təpələrlə örtülmüş yumşaq, girdə bir ada göründü. «Əsnəmələr adası», — dedi Kapitan Pompon. «Dünyadakı bütün canlılar gecə əsnəməsini almaq üçün bura gəlir.» {name} əsnəyən pişik balalarını, əsnəyən bayquşları, hətta uzun-uzun əsnəyən zürafəni gördü. Əsnəmələr parlaq sabun köpükləri kimi səmaya qalxırdı.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Then a tiny yawn, the softest one of all, came floating over the clouds towards {name}. It was exactly the right size. {name} opened {gender, select, girl {her} other {his}} mouth and went “Haaaah!” And the whole island yawned too, and so did Captain Pom-Pom: the biggest polar-bear yawn you ever saw.',
        ru: 'И вдруг над облаками поплыл крошечный зевок — самый мягкий на свете. Он был как раз нужного размера! {name} {gender, select, girl {открыла} other {открыл}} рот и сладко-сладко {gender, select, girl {зевнула} other {зевнул}}: «А-а-ах!» И весь остров зевнул следом, и капитан Помпон тоже — самым большим медвежьим зевком, какой только бывает.',
        tr: 'Derken minicik, dünyanın en yumuşak esnemesi bulutların üzerinden süzülerek {nameDat} doğru geldi. Tam ona göreydi! {name} ağzını açtı ve uzun uzun esnedi: “Haaaah!” Bütün ada da onunla birlikte esnedi; Kaptan Ponpon bile, görülmüş en kocaman kutup ayısı esnemesiyle.',
        az: 'Birdən buludların üstü ilə balaca, dünyanın ən yumşaq əsnəməsi süzülə-süzülə {nameDat} tərəf gəldi. Düz onun ölçüsündə idi! {name} ağzını açıb uzun-uzun əsnədi: «Haaaa!» Bütün ada da onunla birlikdə əsnədi, hətta Kapitan Pompon da — indiyədək görünməmiş ən böyük ağ ayı əsnəməsi ilə.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'The moon boat turned for home. {name} snuggled up to Teddy, and {gender, select, girl {her} other {his}} eyes closed all by themselves. Captain Pom-Pom tucked a cloud over them like a blanket. And as the sky turned pink with morning, the boat drifted softly over the rooftops, rocking, rocking, all the way home.',
        ru: 'Лунная лодочка повернула к дому. {name} {gender, select, girl {прижалась} other {прижался}} к мишке, и глаза закрылись сами собой. Капитан Помпон укрыл их облачком, как одеялом. А когда небо порозовело, лодочка тихо-тихо проплыла над крышами и, покачиваясь, покачиваясь, вернулась домой.',
        tr: 'Ay kayığı eve doğru döndü. {name} oyuncak ayısına sokuldu, gözleri kendiliğinden kapandı. Kaptan Ponpon üstlerine battaniye gibi bir bulut örttü. Gökyüzü sabahla birlikte pembeleşirken kayık çatıların üzerinden usulca süzüldü ve sallana sallana ta eve kadar geldi.',
        az: 'Ay qayığı evə tərəf döndü. {name} oyuncaq ayısına qısıldı, gözləri öz-özünə yumuldu. Kapitan Pompon onların üstünə yorğan kimi bir bulud örtdü. Səhərə yaxın səma çəhrayı rəngə boyananda qayıq damların üstü ilə yavaşca süzüldü və yırğalana-yırğalana düz evə qədər gəldi.',
      },
    },
  ],
  ending: {
    en: 'Sweet dreams, {name}. The moon boat will come again tomorrow night.',
    ru: 'Сладких снов, {name}. Завтра ночью лунная лодочка приплывёт снова.',
    tr: 'Tatlı rüyalar, {name}. Ay kayığı yarın gece yine gelecek.',
    az: 'Şirin yuxular, {name}. Ay qayığı sabah gecə yenə gələcək.',
  },
};
