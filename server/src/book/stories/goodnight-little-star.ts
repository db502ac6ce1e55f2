import type { StoryScript } from '../story-types';

/**
 * A bedtime book for the very youngest: a refrain ("the room grew quieter, the star's light grew softer") after
 * each goodnight. Pictures: 0 the child waving at the star above the village, 1 the bedroom with the star at the
 * window, 2 outside under the moon, 3 the child asleep with the star glowing in the room.
 */
export const story: StoryScript = {
  slug: 'goodnight-little-star',
  title: {
    en: '{name}: Goodnight, Little Star',
    ru: '{name}: Спокойной ночи, маленькая звёздочка',
    tr: '{name}: İyi Geceler, Küçük Yıldız',
    az: '{name}: Gecən xeyrə qalsın, balaca ulduz',
  },
  dedication: {
    en: 'For {name}, who knows all the best ways to say goodnight.',
    ru: '{name}, эта книжка — для тебя: ведь ты лучше всех знаешь, как пожелать спокойной ночи.',
    tr: 'Sevgili {name}, iyi geceler demenin en güzel yollarını bilen sensin.',
    az: 'Əziz {name}, «gecən xeyrə qalsın» deməyin ən şirin yollarını sən bilirsən.',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'High above the rooftops, where the sky is deep and blue, the smallest star of all was wide awake. It had counted every cloud. It had tickled the moon until the moon giggled. But still it could not sleep. “Oh dear,” sighed the little star. “How does anybody fall asleep?” Down below, in a house with a sleepy roof, {name} was putting on starry pyjamas.',
        ru: 'Высоко-высоко над крышами, где небо тёмно-синее, не спала самая маленькая звёздочка. Она пересчитала все облака. Она щекотала луну, пока та не захихикала. А сон всё не шёл. — Ох, — вздохнула звёздочка. — Как же все засыпают? А внизу, в доме под сонной крышей, {name} как раз {gender, select, girl {надевала} other {надевал}} пижаму со звёздочками.',
        tr: 'Çatıların çok yukarısında, gökyüzünün lacivert olduğu yerde, en küçük yıldız hâlâ uyanıktı. Bütün bulutları tek tek saymıştı. Ay’ı kıkırdayana kadar gıdıklamıştı. Ama uyku bir türlü gelmiyordu. “Of,” diye iç çekti küçük yıldız, “herkes nasıl uyuyor acaba?” Aşağıda, uykulu çatılı bir evde ise {name} yıldızlı pijamalarını giyiyordu.',
        az: 'Damların çox yuxarısında, səmanın tünd göy olduğu yerdə, ən balaca ulduz hələ də oyaq idi. O, bütün buludları bir-bir saymışdı. Ayı elə qıdıqlamışdı ki, Ay gülməkdən uğunmuşdu. Amma yuxu gəlmirdi ki, gəlmirdi. Balaca ulduz köks ötürdü: «Görəsən, hamı necə yuxuya gedir?» Aşağıda, yuxulu damlı bir evdə isə {name} ulduzlu pijamasını geyinirdi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Tap, tap, tap! Something was knocking at the window. {name} peeped behind the curtain, and there was the little star, who had slid all the way down a moonbeam! “I can’t fall asleep,” it whispered. “Do you know how?” {name} smiled. “Of course! First you have to say goodnight to everything.”',
        ru: 'Тук-тук-тук! — постучали в окошко. {name} {gender, select, girl {отодвинула} other {отодвинул}} занавеску — а там звёздочка! Она съехала по лунному лучу, как с горки. — Я никак не могу уснуть, — прошептала она. — Ты знаешь, как это делается? — Конечно, — {gender, select, girl {улыбнулась} other {улыбнулся}} {name}. — Сначала нужно пожелать спокойной ночи всем-всем-всем.',
        tr: 'Tık, tık, tık! Biri pencereye vuruyordu. {name} perdeyi araladı, bir de ne görsün: Küçük yıldız, bir ay ışığı huzmesinden kayarak ta pencereye kadar inmişti! “Uyuyamıyorum,” diye fısıldadı. “Sen nasıl uyunur biliyor musun?” {name} gülümsedi: “Tabii ki! Önce her şeye iyi geceler demek lazım.”',
        az: 'Tıq, tıq, tıq! Kimsə pəncərəni döyürdü. {name} pərdəni araladı, bir də nə görsün? Balaca ulduz ay şüası ilə sürüşüb düz pəncərənin qabağına enmişdi! «Yata bilmirəm», — deyə pıçıldadı. «Bəs sən bilirsən, necə yuxuya getmək olar?» {name} gülümsədi: «Əlbəttə! Əvvəlcə hər şeyə “gecən xeyrə qalsın” demək lazımdır.»',
      },
    },
    {
      scene: 1,
      text: {
        en: '“Goodnight, Cat,” said {name} softly. The cat was curled up like a cinnamon bun on the windowsill. It purred once, stretched one paw, then closed one eye, and then the other. “Goodnight, Cat,” whispered the little star, just to practise. The room grew a little quieter. And the little star’s light grew a little softer.',
        ru: '— Спокойной ночи, киса, — тихонько {gender, select, girl {сказала} other {сказал}} {name}. Кошка, свернувшаяся калачиком на подоконнике, мурлыкнула, потянула лапку, закрыла один глаз, а потом другой. — Спокойной ночи, киса, — шёпотом повторила звёздочка, чтобы получше запомнить. В комнате стало чуть-чуть тише. А свет звёздочки — чуть-чуть мягче.',
        tr: '“İyi geceler, pisi,” dedi {name} usulca. Pencere pervazında tarçınlı çörek gibi kıvrılmış kedi bir kez mırladı, bir patisini uzattı, önce bir gözünü, sonra öbürünü kapadı. “İyi geceler, pisi,” diye fısıldadı küçük yıldız da, iyice öğrenmek için. Oda biraz daha sessizleşti. Küçük yıldızın ışığı da biraz daha yumuşadı.',
        az: '«Gecən xeyrə qalsın, pişik», — deyə {name} yavaşca dedi. Pəncərənin qırağında kökə kimi qıvrılıb yatan pişik bir dəfə mırıldadı, pəncəsini uzatdı, əvvəlcə bir gözünü, sonra o birini yumdu. «Gecən xeyrə qalsın, pişik», — deyə balaca ulduz da yaxşıca öyrənmək üçün pıçıldadı. Otaq bir az da sakitləşdi. Balaca ulduzun işığı da bir az da yumşaldı.',
      },
    },
    {
      scene: 1,
      text: {
        en: '“Goodnight, toys,” said {name}, tucking them into their box: the ball, the blocks, the wooden train and the drum, which gave one last tiny bom. “Goodnight,” echoed the little star, and it tucked in the rubber duck all by itself. The room grew quieter still. And the little star’s light grew softer still.',
        ru: '— Спокойной ночи, игрушки, — {gender, select, girl {сказала} other {сказал}} {name} и {gender, select, girl {уложила} other {уложил}} их в коробку: мячик, кубики, деревянный паровозик и барабан, который напоследок тихонько сказал «бум». — Спокойной ночи, — эхом повторила звёздочка и сама уложила спать резинового утёнка. В комнате стало ещё тише. А свет звёздочки — ещё мягче.',
        tr: '“İyi geceler, oyuncaklar,” dedi {name} ve hepsini kutularına yerleştirdi: topu, küpleri, tahta treni ve son bir kez minicik bir “bom” diyen davulu. “İyi geceler,” diye tekrarladı küçük yıldız ve lastik ördeği kendisi yatırdı. Oda daha da sessizleşti. Küçük yıldızın ışığı da daha da yumuşadı.',
        az: '«Gecəniz xeyrə qalsın, oyuncaqlar», — deyib {name} hamısını qutusuna yığdı: topu, kubikləri, taxta qatarı və axırıncı dəfə astaca «bum» deyən nağaranı. «Gecəniz xeyrə qalsın», — deyə balaca ulduz da təkrarladı və rezin ördəyi özü yatırtdı. Otaq daha da sakitləşdi. Ulduzun işığı da daha da yumşaldı.',
      },
    },
    {
      scene: 2,
      text: {
        en: '“Now let’s say goodnight outside,” said {name}. With Teddy under one arm and the little star close by, {name} tiptoed out into the moonlit garden. “Goodnight, roses. Goodnight, snail. Goodnight, old apple tree.” The flowers folded up their petals, and the snail pulled in its horns. Shhh.',
        ru: '— А теперь пожелаем спокойной ночи тем, кто на улице, — {gender, select, girl {решила} other {решил}} {name}. С мишкой под мышкой, вместе со звёздочкой, {name} на цыпочках {gender, select, girl {вышла} other {вышел}} в залитый луной сад. — Спокойной ночи, розы. Спокойной ночи, улитка. Спокойной ночи, старая яблоня. Цветы сложили лепестки, улитка спрятала рожки. Тс-с-с.',
        tr: '“Şimdi de dışarıdakilere iyi geceler diyelim,” dedi {name}. Oyuncak ayısını koltuğunun altına sıkıştırıp küçük yıldızla birlikte parmak uçlarında ay ışığıyla yıkanmış bahçeye çıktı. “İyi geceler, güller. İyi geceler, salyangoz. İyi geceler, yaşlı elma ağacı.” Çiçekler taç yapraklarını kapadı, salyangoz boynuzlarını içeri çekti. Şşşt.',
        az: '«İndi də çöldəkilərə “gecəniz xeyrə qalsın” deyək», — {name} dedi. Oyuncaq ayısını qoltuğuna vurub balaca ulduzla birlikdə ayaqlarının ucunda ay işığına qərq olmuş bağa çıxdı. «Gecəniz xeyrə qalsın, qızılgüllər. Gecən xeyrə qalsın, ilbiz. Gecən xeyrə qalsın, qoca alma ağacı.» Çiçəklər ləçəklərini yığdı, ilbiz buynuzlarını içəri çəkdi. Şşş.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'From the little hill at the end of the garden, they could see the sea, silver under the moon. “Goodnight, sea,” whispered {name}. “Goodnight, waves. Goodnight, little boats.” The waves answered shhh, shhh, and the boats rocked like cradles. Then the little star yawned. It was the very first yawn of its whole life!',
        ru: 'С пригорка в конце сада было видно море, серебряное под луной. — Спокойной ночи, море, — {gender, select, girl {прошептала} other {прошептал}} {name}. — Спокойной ночи, волны. Спокойной ночи, лодочки. Волны ответили: «Ш-ш-ш, ш-ш-ш», а лодочки закачались, как колыбельки. И тут звёздочка зевнула. Первый раз в жизни!',
        tr: 'Bahçenin ucundaki tepecikten, ay ışığında gümüş gibi parlayan deniz görünüyordu. “İyi geceler, deniz,” diye fısıldadı {name}. “İyi geceler, dalgalar. İyi geceler, küçük kayıklar.” Dalgalar “şşş, şşş” diye karşılık verdi, kayıklar beşik gibi sallandı. Derken küçük yıldız esnedi. Hem de hayatında ilk kez!',
        az: 'Bağın ucundakı təpəcikdən ay işığında gümüş kimi parıldayan dəniz görünürdü. «Gecən xeyrə qalsın, dəniz», — deyə {name} pıçıldadı. «Gecəniz xeyrə qalsın, dalğalar. Gecəniz xeyrə qalsın, balaca qayıqlar.» Dalğalar «şşş, şşş» deyə cavab verdi, qayıqlar beşik kimi yırğalandı. Birdən balaca ulduz əsnədi. Ömründə ilk dəfə!',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then they said goodnight to the sleepy town. “Goodnight, houses. Goodnight, bakery. Goodnight, big red bus.” One by one the windows went dark, like eyes closing. The clock on the tower whispered tick… tock… And the little star’s light was now as soft as a candle.',
        ru: 'Потом они пожелали спокойной ночи сонному городку. — Спокойной ночи, домики. Спокойной ночи, булочная. Спокойной ночи, большой красный автобус. Окошки гасли одно за другим, будто закрывались глазки. Часы на башне шептали: «Тик… так…» А свет звёздочки стал мягким-мягким, как огонёк свечки.',
        tr: 'Sonra uykulu kasabaya iyi geceler dediler. “İyi geceler, evler. İyi geceler, fırın. İyi geceler, kocaman kırmızı otobüs.” Pencereler, kapanan gözler gibi birer birer karardı. Kule saati fısıldadı: “Tik… tak…” Küçük yıldızın ışığı artık bir mum ışığı kadar yumuşaktı.',
        az: 'Sonra onlar yuxulu şəhərciyə «gecən xeyrə qalsın» dedilər. «Gecəniz xeyrə qalsın, evlər. Gecən xeyrə qalsın, çörəkxana. Gecən xeyrə qalsın, böyük qırmızı avtobus.» Pəncərələr yumulan gözlər kimi bir-bir qaraldı. Qüllədəki saat pıçıldadı: «Tik… tak…» Balaca ulduzun işığı indi şam işığı kimi yumşaq idi.',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} looked up and waved at the sky. “Goodnight, moon! Goodnight, stars!” The big stars twinkled back, and the moon gave a sleepy smile. “They’re saying goodnight to me too,” whispered the little star, and it yawned again, even bigger this time. “I think it’s time for bed.”',
        ru: '{name} {gender, select, girl {подняла} other {поднял}} голову и {gender, select, girl {помахала} other {помахал}} небу: — Спокойной ночи, луна! Спокойной ночи, звёзды! Большие звёзды замерцали в ответ, а луна сонно улыбнулась. — Они и мне желают спокойной ночи, — прошептала звёздочка и зевнула ещё шире. — Кажется, пора в кроватку.',
        tr: '{name} başını kaldırıp gökyüzüne el salladı: “İyi geceler, Ay! İyi geceler, yıldızlar!” Büyük yıldızlar göz kırparak karşılık verdi, Ay da uykulu uykulu gülümsedi. “Bana da iyi geceler diyorlar,” diye fısıldadı küçük yıldız ve bu sefer daha da kocaman esnedi. “Sanırım yatma vakti geldi.”',
        az: '{name} başını qaldırıb səmaya əl yellədi: «Gecən xeyrə qalsın, Ay! Gecəniz xeyrə qalsın, ulduzlar!» Böyük ulduzlar göz qırpıb cavab verdi, Ay da yuxulu-yuxulu gülümsədi. «Onlar mənə də “gecən xeyrə qalsın” deyirlər», — deyə balaca ulduz pıçıldadı və bu dəfə daha da bərk əsnədi. «Deyəsən, yatmaq vaxtıdır.»',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Back in the bedroom, {name} snuggled under the pink blanket with Teddy. “Goodnight, Teddy,” {name} whispered, and Teddy’s button eyes seemed to twinkle back. “But who says goodnight to you?” asked the little star, floating over the pillow. “You do,” said {name}, with a great big yawn.',
        ru: 'Дома {name} {gender, select, girl {забралась} other {забрался}} под розовое одеяло вместе с мишкой. — Спокойной ночи, мишка, — {gender, select, girl {шепнула} other {шепнул}} {name}, и мишкины глазки-пуговки будто подмигнули в ответ. — А кто пожелает спокойной ночи тебе? — спросила звёздочка, зависнув над подушкой. — Ты, — {gender, select, girl {ответила} other {ответил}} {name} и сладко-сладко {gender, select, girl {зевнула} other {зевнул}}.',
        tr: 'Odaya dönünce {name} oyuncak ayısıyla birlikte pembe yorganın altına kıvrıldı. “İyi geceler, ayıcık,” diye fısıldadı; ayıcığın düğme gözleri de sanki göz kırptı. Küçük yıldız yastığın üstünde süzülerek sordu: “Peki sana kim iyi geceler diyecek?” “Sen,” dedi {name} ve kocaman esnedi.',
        az: 'Otağa qayıdanda {name} oyuncaq ayısı ilə birlikdə çəhrayı yorğanın altına girdi. «Gecən xeyrə qalsın, ayıcıq», — deyə pıçıldadı, ayıcığın düymə gözləri də elə bil göz qırpdı. Balaca ulduz yastığın üstündə süzə-süzə soruşdu: «Bəs sənə kim “gecən xeyrə qalsın” deyəcək?» «Sən», — {name} cavab verdi və şirin-şirin əsnədi.',
      },
    },
    {
      scene: 3,
      text: {
        en: '“Goodnight, {name},” whispered the little star, glowing as gently as a sleepy smile. {name} closed {gender, select, girl {her} other {his}} eyes. The room was quiet and warm. And the smallest star in the sky, floating softly above the bed, closed its eyes too… and fell fast asleep.',
        ru: '— Спокойной ночи, {name}, — прошептала звёздочка и засветилась тихо-тихо, как сонная улыбка. {name} {gender, select, girl {закрыла} other {закрыл}} глаза. В комнате было тихо и тепло. А самая маленькая звёздочка на свете повисла над кроваткой, закрыла глазки… и тоже крепко уснула.',
        tr: '“İyi geceler, {name},” diye fısıldadı küçük yıldız ve uykulu bir gülümseme gibi usul usul parladı. {name} gözlerini kapadı. Oda sessiz ve sıcacıktı. Gökyüzünün en küçük yıldızı da yatağın üzerinde süzülürken gözlerini yumdu… ve derin bir uykuya daldı.',
        az: '«Gecən xeyrə qalsın, {name}», — deyə balaca ulduz pıçıldadı və yuxulu təbəssüm kimi astaca işıq saçdı. {name} gözlərini yumdu. Otaq sakit və isti idi. Səmanın ən balaca ulduzu da çarpayının üstündə süzə-süzə gözlərini yumdu… və şirin yuxuya getdi.',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. Sleep tight, little star.',
    ru: 'Спокойной ночи, {name}. Сладких снов, маленькая звёздочка.',
    tr: 'İyi geceler, {name}. Tatlı rüyalar, küçük yıldız.',
    az: 'Gecən xeyrə qalsın, {name}. Şirin yuxular, balaca ulduz.',
  },
};
