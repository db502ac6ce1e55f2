import { HERO_KINDS } from '@shop/shared/characters';
import type { PlotFamily } from '../plot-types';

// For the youngest: an evening walk to say goodnight to the garden, the ducks, the fire station, the sleepy
// train and the first star, then bath, pyjamas, a story, and everyone asleep. The refrain (“Goodnight… Sleep
// tight!”) comes back on most spreads. Written in the present tense, so Russian verbs need no gender; the hero
// only comes, laughs, listens and yawns, and settles down to sleep by its own body (a heroKind select).
export const bedtimePlot: PlotFamily = {
  family: 'bedtime',
  // Written so every sentence reads right for every kind.
  kinds: HERO_KINDS,
  ages: [2, 5],
  dedication: {
    en: 'For {name}, sleep tight, little one.',
    ru: '{name}, спокойной ночи, малыш!',
    tr: 'Sevgili {name}, tatlı rüyalar, küçüğüm.',
    az: 'Əziz {name}, şirin yuxular, balaca.',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: 'The sun slides down behind the hill, pink and gold and sleepy. “Time to say goodnight,” says {name}. Shoes on, coat on, out we go, slowly, slowly, down the lane.',
        ru: 'Солнце садится за холм, розовое, золотое и сонное. «Пора говорить всем „спокойной ночи“», — говорит {name}. Ботиночки надели, курточку надели — и тихонько, потихоньку идём по дорожке.',
        tr: 'Güneş tepenin ardına kayıyor; pembe, altın sarısı ve uykulu. “Herkese iyi geceler deme zamanı,” diyor {name}. Ayakkabılar giyildi, mont giyildi, haydi yavaş yavaş yola çıkıyoruz.',
        az: 'Günəş təpənin arxasına enir: çəhrayı, qızılı və yuxulu. «Hamıya gecəniz xeyrə demək vaxtıdır», — deyir {name}. Ayaqqabılar geyildi, gödəkcə geyildi, yavaş-yavaş cığırla gedirik.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Who is waiting by the gate? {heroWords}! “May I come too?” asks {hero}. “Yes, please!” says {name}. And off they go together, nice and slow.',
        ru: 'Кто там ждёт у калитки? {heroWords}! «Можно мне с тобой?» — спрашивает {hero}. «Конечно!» — говорит {name}. И они отправляются в путь вместе, тихо-тихо, не спеша.',
        tr: 'Bahçe kapısında kim bekliyor? {heroWords}! “Ben de gelebilir miyim?” diye soruyor {hero}. “Tabii ki!” diyor {name}. Ve birlikte yola koyuluyorlar, yavaş yavaş, usul usul.',
        az: 'Darvazanın yanında kim gözləyir? {heroWords}! «Mən də gələ bilərəmmi?» — deyə {hero} soruşur. «Əlbəttə!» — deyir {name}. Və onlar birlikdə yola düşürlər, yavaş-yavaş, asta-asta.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'In the garden the flowers are closing their petals, one, two, three. “Goodnight, flowers,” whispers {name}. “Sleep tight!” And {hero} whispers it too, very softly.',
        ru: 'В саду закрываются цветы: раз, два, три. «Спокойной ночи, цветочки, — шепчет {name}. — Сладких снов!» И {hero} тоже шепчет, совсем-совсем тихо.',
        tr: 'Bahçede çiçekler kapanıyor: bir, iki, üç. “İyi geceler, çiçekler,” diye fısıldıyor {name}. “Tatlı rüyalar!” Yanında {heroToo} usulca aynısını fısıldıyor.',
        az: 'Bağçada çiçəklər yumulur: bir, iki, üç. «Gecəniz xeyrə, çiçəklər, — deyə {name} pıçıldayır. — Şirin yuxular!» Yanında {heroToo} astaca eyni sözləri pıçıldayır.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'By the pond the ducks tuck their heads under their wings. The water is still and silver. Quack, quack, hush. “Goodnight, ducks,” whispers {name}. “Sleep tight!”',
        ru: 'На пруду утки прячут головки под крылышко. Вода тихая-тихая, серебристая. Кря-кря, тс-с-с. «Спокойной ночи, утята, — шепчет {name}. — Сладких снов!»',
        tr: 'Gölette ördekler başlarını kanatlarının altına sokuyor. Su sakin ve gümüş gibi parlıyor. Vak vak, şşşt. “İyi geceler, ördekler,” diye fısıldıyor {name}. “Tatlı rüyalar!”',
        az: 'Gölməçədə ördəklər başlarını qanadlarının altına gizlədir. Su sakit və gümüşü parlayır. Vak-vak, sus. «Gecəniz xeyrə, ördəklər, — deyə {name} pıçıldayır. — Şirin yuxular!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'At the fire station the big red doors roll down: clunk, clunk. The firefighters wave from the window. “Goodnight, fire station,” whispers {name}. “Sleep tight!” And {hero} waves back.',
        ru: 'У пожарной части опускаются большие красные ворота: бум, бум. Пожарные машут из окошка. «Спокойной ночи, пожарная часть, — шепчет {name}. — Сладких снов!» И {hero} машет им в ответ.',
        tr: 'İtfaiye istasyonunun büyük kırmızı kapıları iniyor: güm, güm. İtfaiyeciler pencereden el sallıyor. “İyi geceler, itfaiye,” diye fısıldıyor {name}. “Tatlı rüyalar!” Yanında {heroToo} onlara el sallıyor.',
        az: 'Yanğınsöndürmə məntəqəsinin böyük qırmızı qapıları enir: gup, gup. Yanğınsöndürənlər pəncərədən əl yelləyir. «Gecəniz xeyrə, yanğınsöndürənlər, — deyə {name} pıçıldayır. — Şirin yuxular!» Yanında {heroToo} onlara əl yelləyir.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'Choo-choo! The last little train rolls slowly into the station and lets out a long, sleepy puff: pfffff. “Goodnight, train,” whispers {name}, waving. “Sleep tight!”',
        ru: 'Чух-чух! Последний маленький поезд въезжает на станцию и выпускает длинное сонное облачко: пф-ф-ф. «Спокойной ночи, поезд, — шепчет {name}. — Сладких снов!»',
        tr: 'Çuf çuf! Son küçük tren istasyona giriyor ve uzun, uykulu bir buhar bırakıyor: pfffff. “İyi geceler, tren,” diye fısıldıyor {name}. “Tatlı rüyalar!”',
        az: 'Çuf-çuf! Sonuncu balaca qatar stansiyaya girir və uzun, yuxulu bir buxar buraxır: pfffff. «Gecəniz xeyrə, qatar, — deyə {name} pıçıldayır. — Şirin yuxular!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Look up! The moon is rising, round and silver, and the very first star blinks hello. “Goodnight, little star,” whispers {name}. “Sleep tight!” And {hero} gives a big, big yawn.',
        ru: 'Посмотри наверх! Поднимается луна, круглая и серебряная, и первая звёздочка подмигивает. «Спокойной ночи, звёздочка, — шепчет {name}. — Сладких снов!» А {hero} широко-широко зевает.',
        tr: 'Yukarı bak! Ay yükseliyor, yuvarlak ve gümüş gibi. İlk yıldız da göz kırpıyor. “İyi geceler, küçük yıldız,” diye fısıldıyor {name}. “Tatlı rüyalar!” Bu arada {hero} kocaman esniyor.',
        az: 'Yuxarı bax! Ay doğur, yumru və gümüşü. İlk ulduz da göz vurur. «Gecən xeyrə, balaca ulduz, — deyə {name} pıçıldayır. — Şirin yuxular!» Bu vaxt {hero} uzun-uzun əsnəyir.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Home again, and into the bath. Splish, splash, bubbles everywhere! The rubber duck bobs up and down. {name} makes a big bubble beard, and {hero} laughs and laughs.',
        ru: 'Вот мы и дома, а теперь в ванну. Плюх, плюх, пена до потолка! Резиновый утёнок качается на волнах. {name} делает себе большую пенную бороду, а {hero} смеётся и смеётся.',
        tr: 'Eve döndük, şimdi banyo zamanı. Şap, şup, her yer köpük! Lastik ördek suda bir aşağı bir yukarı sallanıyor. {name} köpükten kocaman bir sakal yapıyor, {hero} da kahkahalarla gülüyor.',
        az: 'Evə qayıtdıq, indi vanna vaxtıdır. Şap-şup, hər yer köpükdür! Rezin ördək suda yırğalanır. {name} köpükdən böyük bir saqqal düzəldir, {heroToo} qəhqəhə ilə gülür.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'Soft pyjamas with yellow stars, warm and snug. Brush, brush, brush, teeth are clean and shiny. One hug for teddy, and {name} snuggles into bed. Ahhh.',
        ru: 'Мягкая пижамка с жёлтыми звёздочками, тёплая-тёплая. Шурх, шурх, шурх: зубки чистые-чистые. Обнимашки для мишки, и {name} забирается под одеялко. А-а-ах.',
        tr: 'Sarı yıldızlı yumuşacık pijamalar, sıcacık. Fırçala, fırçala, dişler tertemiz. Ayıcığa bir sarılma ve {name} yatağına kıvrılıyor. Ohhh.',
        az: 'Sarı ulduzlu yumşaq pijama, isti-isti. Fırça, fırça, dişlər tərtəmiz. Ayıcığa bir qucaq və {name} yorğanın altına girir. Ohhh.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'One more story, just one! {name} turns the pages, and {hero} listens, quiet as a mouse. Once upon a time, there was a little bear who lived happily ever after. The end.',
        ru: 'Ещё одну сказку, только одну! {name} листает странички, а {hero} слушает тихо-тихо, как мышка. Жил-был маленький медвежонок, и жил он долго и счастливо. Конец.',
        tr: 'Bir masal daha, sadece bir tane! {name} sayfaları çeviriyor, {hero} ise fare gibi sessizce dinliyor. Bir varmış, bir yokmuş… Onlar ermiş muradına, biz çıkalım kerevetine. Son.',
        az: 'Bir nağıl da, cəmi bircə dənə! {name} vərəqləri çevirir, {hero} isə siçan kimi səssizcə qulaq asır. Biri varmış, biri yoxmuş… Onlar yedi, içdi, muradlarına çatdılar. Son.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The walk is over, the story is done, and now {hero} is sleepy too. {heroKind, select, fire_truck {Beep-beep, into the fire station, and the engine goes quiet.} car {Into the garage, and the lights blink off.} train {Into the station, with one last sleepy puff.} plane {Into the hangar, and the wings rest at last.} mermaid {Into a pink shell, with a curl of the tail.} dragon {A curl of the long tail, and a tiny puff of smoke.} dinosaur {A curl of the long tail, and a great big yawn.} robot {Blink, blink, and sleep mode goes on.} other {A snuggle on the cushion at the foot of the bed.}} “Goodnight,” whispers {name}. “Sleep tight, my friend!”',
        ru: 'Прогулка закончилась, сказка рассказана, и теперь {hero} тоже хочет спать. {heroKind, select, fire_truck {Би-бип — в пожарную часть, и мотор затихает.} car {В гараж — и фары гаснут.} train {На станцию — и последнее сонное облачко пара.} plane {В ангар — и крылья наконец отдыхают.} mermaid {В розовую ракушку — и хвост колечком.} dragon {Длинный хвост колечком — и крошечное облачко дыма.} dinosaur {Длинный хвост колечком — и огромный-огромный зевок.} robot {Миг, миг — и включается режим сна.} other {На подушку в ногах кровати — и уютно свернуться.}} «Спокойной ночи, — шепчет {name}. — Сладких снов!»',
        tr: 'Yürüyüş bitti, masal da bitti. Şimdi {heroToo} uykulu. {heroKind, select, fire_truck {Düt düt, itfaiye istasyonuna girip motorunu susturuyor.} car {Garaja girip farlarını söndürüyor.} train {Son bir uykulu buharla istasyona giriyor.} plane {Hangara girip kanatlarını dinlendiriyor.} mermaid {Pembe bir deniz kabuğuna kıvrılıyor.} dragon {Uzun kuyruğuna kıvrılıp minicik bir duman üflüyor.} dinosaur {Uzun kuyruğuna kıvrılıp kocaman esniyor.} robot {Bip bip, uyku moduna geçiyor.} other {Yatağın ayak ucundaki yastığa kıvrılıyor.}} “İyi geceler,” diye fısıldıyor {name}. “Tatlı rüyalar!”',
        az: 'Gəzinti bitdi, nağıl da bitdi. İndi {heroToo} yuxuludur. {heroKind, select, fire_truck {Bip-bip, yanğınsöndürmə məntəqəsinə girir və motoru susur.} car {Qaraja girir və fənərləri sönür.} train {Son yuxulu buxarla stansiyaya girir.} plane {Anqara girir və qanadları dincəlir.} mermaid {Çəhrayı bir balıqqulağına qıvrılır.} dragon {Uzun quyruğuna qıvrılır və balaca bir tüstü buraxır.} dinosaur {Uzun quyruğuna qıvrılır və uzun-uzun əsnəyir.} robot {Bip-bip, yuxu rejiminə keçir.} other {Çarpayının ayaq ucundakı yastığa qıvrılır.}} «Gecən xeyrə, — deyə {name} pıçıldayır. — Şirin yuxular!»',
      },
    },
    {
      withHero: false,
      text: {
        en: 'The moon peeps in at the window. The flowers are asleep, the ducks are asleep, the little train is asleep, and so is {name}. Goodnight, {name}. Sleep tight.',
        ru: 'Луна заглядывает в окошко. Спят цветы, спят утята, спит маленький поезд, и {name} тоже спит. Спокойной ночи, {name}. Сладких снов.',
        tr: 'Ay pencereden içeri bakıyor. Çiçekler uyuyor, ördekler uyuyor, küçük tren uyuyor, {nameToo} uyuyor. İyi geceler, {name}. Tatlı rüyalar.',
        az: 'Ay pəncərədən içəri boylanır. Çiçəklər yatır, ördəklər yatır, balaca qatar yatır, {nameToo} yatır. Gecən xeyrə, {name}. Şirin yuxular.',
      },
    },
  ],
  ending: {
    en: 'Goodnight, sleep tight, and see you in the morning light.',
    ru: 'Спокойной ночи, сладких снов — до самого солнечного утра!',
    tr: 'İyi geceler, tatlı rüyalar; sabah güneşinde görüşürüz.',
    az: 'Gecən xeyrə, şirin yuxular; səhər günəşində görüşərik.',
  },
};
