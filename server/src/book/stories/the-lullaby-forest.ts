import type { StoryScript } from '../story-types';

/**
 * A gentle, repetitive bedtime walk: each animal gives a lullaby and a refrain ("Hush, hush, sang the Lullaby
 * Forest") closes the page. Pictures: 0 the child with a lantern under the owls, 1 the forest edge at dusk with
 * fireflies and red mushrooms, 2 the child on a log listening to three singing owls, 3 asleep on moss, an owl
 * keeping watch.
 */
export const story: StoryScript = {
  slug: 'the-lullaby-forest',
  title: {
    en: '{name} in the Lullaby Forest',
    ru: '{name} в Лесу колыбельных',
    tr: '{name} Ninni Ormanı’nda',
    az: '{name} Layla meşəsində',
  },
  dedication: {
    en: 'For {name}, with a lullaby from every creature in the forest.',
    ru: '{name}, для тебя — колыбельные всего леса.',
    tr: 'Sevgili {name}, ormandaki bütün ninniler senin için.',
    az: 'Əziz {name}, meşədəki bütün laylalar sənin üçündür.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'When the sun went down, the Lullaby Forest began to hum. Fireflies blinked awake among the red mushrooms, and the trees swayed softly to and fro. At the edge of the forest, {name} hugged Teddy tight. “Listen,” {name} whispered. “The forest is singing.” Tonight the whole forest was waiting for a very special guest.',
        ru: 'Когда село солнце, Лес колыбельных начал тихонько напевать. Среди красных грибов замигали светлячки, а деревья мягко закачались туда-сюда. На опушке {name} крепко {gender, select, girl {обняла} other {обнял}} мишку. — Слышишь? — {gender, select, girl {прошептала} other {прошептал}} {name}. — Лес поёт. А лес в этот вечер ждал {gender, select, girl {особенную гостью} other {особенного гостя}}.',
        tr: 'Güneş batınca Ninni Ormanı mırıldanmaya başladı. Kırmızı mantarların arasında ateş böcekleri birer birer uyandı, ağaçlar usulca sağa sola sallandı. Ormanın kenarında {name} oyuncak ayısına sıkıca sarıldı. “Dinle,” diye fısıldadı, “orman şarkı söylüyor.” Bu gece bütün orman çok özel bir misafir bekliyordu.',
        az: 'Günəş batanda Layla meşəsi zümzümə etməyə başladı. Qırmızı göbələklərin arasında işıldaquşlar bir-bir oyandı, ağaclar yavaşca o yan-bu yana yırğalandı. Meşənin kənarında {name} oyuncaq ayısını bərk-bərk qucaqladı. «Qulaq as», — deyə pıçıldadı, — «meşə mahnı oxuyur.» Bu gecə bütün meşə çox xüsusi bir qonaq gözləyirdi.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'A cloud of fireflies flew into an old lantern, and it began to glow like a tiny moon. {name} held it up high and stepped onto the path. Two owls on a branch opened their round eyes. “Hoo! Here comes our guest,” said one. “Follow the path and collect our lullabies.”',
        ru: 'Стайка светлячков залетела в старый фонарик, и он засиял, как маленькая луна. {name} {gender, select, girl {подняла} other {поднял}} фонарик повыше и {gender, select, girl {ступила} other {ступил}} на тропинку. Две совы на ветке открыли круглые глаза. — Угу! Вот и {gender, select, girl {наша гостья} other {наш гость}}, — сказала одна. — Иди по тропинке и собирай наши колыбельные.',
        tr: 'Bir avuç ateş böceği eski bir fenerin içine uçtu ve fener minik bir ay gibi parlamaya başladı. {name} feneri havaya kaldırıp patikaya adım attı. Daldaki iki baykuş yuvarlak gözlerini açtı. “Hu hu! İşte misafirimiz geldi,” dedi biri. “Patikayı izle ve ninnilerimizi topla.”',
        az: 'Bir dəstə işıldaquş köhnə fənərin içinə uçdu və fənər balaca ay kimi işıq saçmağa başladı. {name} fənəri yuxarı qaldırıb cığıra qədəm qoydu. Budaqdakı iki bayquş girdə gözlərini açdı. «Uhu! Budur, qonağımız gəldi», — dedi biri. «Cığırla get və laylalarımızı topla.»',
      },
    },
    {
      scene: 2,
      text: {
        en: '{name} sat down on a mossy log to listen. The old owl tuned her voice, hoo-hoo, hoo-hoo, the hedgehogs tapped out a rhythm on the leaves, and the river joined in with a soft, splashy tune. That was the first lullaby, and {name} kept it safe, like a pebble in a pocket. Hush, hush, sang the Lullaby Forest.',
        ru: '{name} {gender, select, girl {села} other {сел}} на мшистое бревно послушать. Старая сова распевалась: «Угу-угу, угу-угу», ежата отстукивали ритм по листьям, а река подпевала мягко, с плеском. Это была первая колыбельная, и {name} {gender, select, girl {спрятала} other {спрятал}} её, как камушек в кармашек. Тише, тише, — пел Лес колыбельных.',
        tr: '{name} dinlemek için yosunlu bir kütüğün üstüne oturdu. Yaşlı baykuş sesini ayarladı: “Hu hu, hu hu.” Kirpiler yaprakların üstünde ritim tuttu, dere de yumuşacık, şırıl şırıl bir melodiyle onlara katıldı. Bu ilk ninniydi; {name} onu cepteki bir çakıl taşı gibi sakladı. Şşş, şşş, diye söyledi Ninni Ormanı.',
        az: '{name} qulaq asmaq üçün mamırlı kötüyün üstündə oturdu. Qoca bayquş səsini köklədi: «Uhu-uhu, uhu-uhu.» Kirpilər yarpaqların üstündə ritm tutdu, çay da yumşaq, şırıltılı bir melodiya ilə onlara qoşuldu. Bu, ilk layla idi və {name} onu cibdəki çınqıl daşı kimi gizlətdi. Lay-lay, lay-lay, — deyə oxudu Layla meşəsi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Further along the path, a bear cub sat under a tree, sniffling. “I can’t sleep,” he said. “Nobody has hugged me goodnight.” So {name} gave him the biggest, warmest hug, and Teddy hugged him too. The bear cub smiled and hummed a deep, rumbly lullaby: “Mmm, sleepy bear, mmm.” Hush, hush, sang the Lullaby Forest.',
        ru: 'Дальше на тропинке под деревом сидел медвежонок и шмыгал носом. — Не могу уснуть, — сказал он. — Меня никто не обнял на ночь. И {name} {gender, select, girl {обняла} other {обнял}} его крепко-крепко, тепло-тепло, и мишка тоже. Медвежонок улыбнулся и загудел низкую, бархатную колыбельную: «М-м-м, сонный мишка, м-м-м». Тише, тише, — пел Лес колыбельных.',
        tr: 'Patikanın ilerisinde, bir ağacın altında bir ayı yavrusu burnunu çekerek oturuyordu. “Uyuyamıyorum,” dedi. “Bu akşam bana kimse sarılmadı.” {name} ona kocaman, sıcacık sarıldı; oyuncak ayı da sarıldı. Ayı yavrusu gülümsedi ve kalın, tok bir sesle ninnisini mırıldandı: “Mmm, uykulu ayı, mmm.” Şşş, şşş, diye söyledi Ninni Ormanı.',
        az: 'Cığırın o biri başında, ağacın altında bir ayı balası burnunu çəkə-çəkə oturmuşdu. «Yata bilmirəm», — dedi. «Bu axşam məni heç kim qucaqlamayıb.» {name} onu bərk-bərk, isti-isti qucaqladı, oyuncaq ayı da qucaqladı. Ayı balası gülümsədi və yoğun, məxməri səslə laylasını zümzümə etdi: «Mmm, yuxulu ayı, mmm.» Lay-lay, lay-lay, — deyə oxudu Layla meşəsi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'In a burrow full of moonlight, three little rabbits were giggling and giggling. “We can’t stop!” they squeaked. {name} put a finger to {gender, select, girl {her} other {his}} lips. “Shhh… let’s whisper.” So the rabbits whispered a bouncy little lullaby, “Hop, hop, hush, hop…”, and halfway through they fell asleep, still smiling. Hush, hush, sang the Lullaby Forest.',
        ru: 'В норке, полной лунного света, три крольчонка всё хихикали и хихикали. — Не можем остановиться! — пищали они. {name} {gender, select, girl {приложила} other {приложил}} палец к губам: — Тс-с-с… давайте шёпотом. И крольчата зашептали прыгучую колыбельную: «Прыг-скок, тише, скок…» — а на середине уснули, так и не перестав улыбаться. Тише, тише, — пел Лес колыбельных.',
        tr: 'Ay ışığıyla dolu bir yuvada üç küçük tavşan kıkır kıkır gülüyordu. “Duramıyoruz!” diye cıyakladılar. {name} parmağını dudaklarına götürdü: “Şşş… hadi fısıldayalım.” Tavşanlar zıp zıp bir ninni fısıldamaya başladılar: “Hop, hop, şşş, hop…” Daha yarısına gelmeden gülümseyerek uyuyakaldılar. Şşş, şşş, diye söyledi Ninni Ormanı.',
        az: 'Ay işığı ilə dolu bir yuvada üç balaca dovşan qıqqıldayıb gülürdü. «Dayana bilmirik!» — deyə civildədilər. {name} barmağını dodaqlarına qoydu: «Şşş… gəlin pıçıltı ilə oxuyaq.» Dovşanlar atılıb-düşən bir layla pıçıldadılar: «Hop-hop, şşş, hop…» Və laylanın yarısında gülümsəyə-gülümsəyə yuxuya getdilər. Lay-lay, lay-lay, — deyə oxudu Layla meşəsi.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'In a clearing stood a little fawn with white spots on her back. “I sing the quietest song in the whole world,” she said. {name} held {gender, select, girl {her} other {his}} breath and listened very, very carefully: “La… la… lu…” It was so quiet that even the fireflies dimmed their lights to hear it. Hush, hush, sang the Lullaby Forest.',
        ru: 'На полянке стоял оленёнок с белыми пятнышками на спинке. — Я пою самую тихую песенку на свете, — сказал он. {name} {gender, select, girl {затаила} other {затаил}} дыхание и {gender, select, girl {прислушалась} other {прислушался}} изо всех сил: «Ла… ла… лу…» Песенка была такая тихая, что даже светлячки притушили огоньки, чтобы её услышать. Тише, тише, — пел Лес колыбельных.',
        tr: 'Bir açıklıkta sırtı beyaz benekli küçük bir geyik yavrusu duruyordu. “Ben dünyanın en sessiz şarkısını söylerim,” dedi. {name} nefesini tuttu ve can kulağıyla dinledi: “La… la… lu…” Şarkı öyle sessizdi ki ateş böcekleri bile onu duyabilmek için ışıklarını kıstı. Şşş, şşş, diye söyledi Ninni Ormanı.',
        az: 'Talada kürəyi ağ xallı balaca bir maral balası dayanmışdı. «Mən dünyanın ən sakit mahnısını oxuyuram», — dedi. {name} nəfəsini içinə çəkib diqqətlə qulaq asdı: «La… la… lu…» Mahnı elə sakit idi ki, hətta işıldaquşlar da onu eşitmək üçün işıqlarını azaltdılar. Lay-lay, lay-lay, — deyə oxudu Layla meşəsi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Now {name} had a whole pocketful of lullabies: the owl’s hoo-hoo, the bear cub’s hum, the rabbits’ hop-hop and the fawn’s la-la-lu. Then {name} gave a great big yawn. “Oh my,” said the old owl kindly. “I think it’s our guest’s turn now.” And all the animals came quietly along the path behind.',
        ru: 'Теперь в кармашке было полным-полно колыбельных: совиное «угу», медвежье «м-м-м», кроличье «прыг-скок» и тихое оленье «ла-ла-лу». {name} сладко {gender, select, girl {зевнула} other {зевнул}}. — Ох, — ласково сказала старая сова. — Кажется, теперь очередь {gender, select, girl {нашей гостьи} other {нашего гостя}}. И все звери тихонько потянулись по тропинке следом.',
        tr: 'Artık {nameGen} cebi ninnilerle doluydu: Baykuşun ninnisi, ayı yavrusunun mırıltısı, tavşanların zıp zıp şarkısı ve geyik yavrusunun fısıltı gibi şarkısı. Derken {name} kocaman esnedi. “Aa,” dedi yaşlı baykuş şefkatle, “galiba sıra misafirimize geldi.” Bütün hayvanlar da patikadan sessizce peşinden geldi.',
        az: 'İndi {nameGen} cibi laylalarla dolu idi: bayquşun laylası, ayı balasının zümzüməsi, dovşanların atılıb-düşən mahnısı və maral balasının pıçıltı kimi mahnısı. Sonra {name} uzun-uzun əsnədi. «Ay-ay», — deyə qoca bayquş mehribanlıqla dedi, — «deyəsən, indi növbə qonağımızındır.» Bütün heyvanlar da cığırla sakitcə onun ardınca gəldi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Under the big old tree, where the moss was softest, the animals made a bed. The bear cub brought a blanket, the rabbits fluffed up the moss and the hedgehogs tucked in the corners. {name} lay down with Teddy, and the fireflies settled all around like a ring of tiny night-lights.',
        ru: 'Под старым большим деревом, где мох был мягче всего, звери устроили мягкую-мягкую постельку. Медвежонок принёс одеяло, крольчата взбили мох, а ежата подоткнули уголки. {name} {gender, select, girl {улеглась} other {улёгся}} вместе с мишкой, а светлячки расселись вокруг, как маленькие ночники.',
        tr: 'Yosunun en yumuşak olduğu koca, yaşlı ağacın altında hayvanlar bir yatak hazırladı. Ayı yavrusu bir battaniye getirdi, tavşanlar yosunu kabarttı, kirpiler de battaniyenin kenarlarını içeri sıkıştırdı. {name} oyuncak ayısıyla birlikte uzandı; ateş böcekleri de minik gece lambaları gibi çevresine dizildi.',
        az: 'Mamırın ən yumşaq olduğu qoca, iri ağacın altında heyvanlar yataq düzəltdi. Ayı balası yorğan gətirdi, dovşanlar mamırı yumşaltdı, kirpilər də yorğanın qıraqlarını altına qatladı. {name} oyuncaq ayısı ilə birlikdə uzandı, işıldaquşlar isə balaca gecə lampaları kimi ətrafa düzüldü.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'And then the whole forest sang together: the owls, the hedgehogs, the river, the bear cub, the rabbits and the fawn. Every lullaby {name} had collected came floating back, as soft as feathers. {name} closed {gender, select, girl {her} other {his}} eyes. Hush, hush, sang the Lullaby Forest, and the old owl kept watch from the branch above.',
        ru: 'И тогда весь лес запел вместе: совы, ежата, река, медвежонок, крольчата и оленёнок. Все колыбельные, которые {name} {gender, select, girl {собрала} other {собрал}}, вернулись обратно, мягкие, как пёрышки. {name} {gender, select, girl {закрыла} other {закрыл}} глаза. Тише, тише, — пел Лес колыбельных, а старая сова сторожила сон с ветки.',
        tr: 'Sonra bütün orman hep bir ağızdan şarkı söyledi: baykuşlar, kirpiler, dere, ayı yavrusu, tavşanlar ve geyik yavrusu. {nameGen} topladığı bütün ninniler tüy gibi yumuşacık geri süzüldü. {name} gözlerini kapadı. Şşş, şşş, diye söyledi Ninni Ormanı; yaşlı baykuş da dalın üstünden nöbet tuttu.',
        az: 'Sonra bütün meşə birlikdə oxudu: bayquşlar, kirpilər, çay, ayı balası, dovşanlar və maral balası. {nameGen} topladığı bütün laylalar lələk kimi yumşaq-yumşaq geri süzüldü. {name} gözlərini yumdu. Lay-lay, lay-lay, — deyə oxudu Layla meşəsi, qoca bayquş isə budaqdan yuxunu keşiklədi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Goodnight, owls. Goodnight, hedgehogs. Goodnight, river, bear cub, rabbits and fawn. The lantern glowed low, the moon peeped through the leaves, and {name} slept, snug and warm, in the heart of the Lullaby Forest. Hush, hush… sweet dreams.',
        ru: 'Спокойной ночи, совы. Спокойной ночи, ежата. Спокойной ночи, река, медвежонок, крольчата и оленёнок. Фонарик светил всё тише, луна заглядывала сквозь листья, а {name} сладко {gender, select, girl {спала} other {спал}} в самом сердце Леса колыбельных — в тепле и уюте. Тише, тише… сладких снов.',
        tr: 'İyi geceler, baykuşlar. İyi geceler, kirpiler. İyi geceler dere, ayı yavrusu, tavşanlar ve geyik yavrusu. Fener usulca söndü, Ay yaprakların arasından baktı ve {name} Ninni Ormanı’nın tam kalbinde, sıcacık ve huzurlu, mışıl mışıl uyudu. Şşş, şşş… tatlı rüyalar.',
        az: 'Gecəniz xeyrə qalsın, bayquşlar. Gecəniz xeyrə qalsın, kirpilər. Gecəniz xeyrə qalsın, çay, ayı balası, dovşanlar və maral balası. Fənər yavaş-yavaş söndü, Ay yarpaqların arasından boylandı, {name} isə Layla meşəsinin lap ürəyində, isti və rahat, şirin yuxuya getdi. Lay-lay, lay-lay… şirin yuxular.',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. The forest will keep singing for you until morning.',
    ru: 'Спокойной ночи, {name}. Лес будет петь для тебя до самого утра.',
    tr: 'İyi geceler, {name}. Orman sabaha kadar senin için şarkı söyleyecek.',
    az: 'Gecən xeyrə qalsın, {name}. Meşə səhərə qədər sənin üçün layla çalacaq.',
  },
};
