import type { PlotFamily } from '../plot-types';

// A windy, rainy afternoon in the child's small town: four calls for help, one after another. The hero's
// strength is not enough once (the plank stuck in the mud); the child's own ideas (an umbrella boat, a lullaby,
// a rope of scarves) save the day. Every hero sentence is written so a superhero, a fire truck, a knight, a dog,
// a horse, a robot or a car can be its subject: they come, wait, call, pull and cheer.
export const rescuePlot: PlotFamily = {
  family: 'rescue',
  kinds: ['superhero', 'fire truck', 'knight', 'dog', 'horse', 'robot', 'car'],
  ages: [3, 10],
  dedication: {
    en: 'For {name}, who always knows how to help.',
    ru: '{name}, ты всегда знаешь, как помочь!',
    tr: 'Sevgili {name}, sen her zaman nasıl yardım edeceğini bilirsin!',
    az: 'Əziz {name}, sən həmişə necə kömək edəcəyini bilirsən!',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: '“Whoo-oo!” howled the wind over the little town, and the rain drummed on every roof: rat-a-tat-tat! {name} pressed {gender, select, girl {her} other {his}} nose to the window. Umbrellas were flying, hats were rolling, and a washing line danced like a kite. “On a day like this,” said {name}, pulling on yellow boots, “somebody is going to need help.”',
        ru: '«У-у-у!» — выл ветер над маленьким городком, а дождь барабанил по крышам: тра-та-та! {name} {gender, select, girl {прижалась} other {прижался}} носом к окну. По улице летели зонтики, катились шляпы, а бельевая верёвка плясала, как воздушный змей. «В такой день, — {gender, select, girl {сказала} other {сказал}} {name}, натягивая жёлтые сапожки, — кому-нибудь обязательно понадобится помощь».',
        tr: '“Vuuu!” diye uğulduyordu rüzgâr küçük kasabanın üstünde, yağmur da bütün çatılarda davul çalıyordu: tıpır tıpır tak! {name} burnunu cama dayadı. Şemsiyeler uçuyor, şapkalar yuvarlanıyor, çamaşır ipi uçurtma gibi dans ediyordu. {name} sarı çizmelerini giydi: “Böyle bir günde birinin mutlaka yardıma ihtiyacı olacak!”',
        az: '«Vıyyy!» — deyə külək balaca şəhərin üstündə uğuldayır, yağış bütün damları döyəcləyirdi: taq-taq-taq! {name} burnunu pəncərəyə dirədi. Küçədə çətirlər uçur, şlyapalar diyirlənir, paltar ipi çərpələng kimi oynayırdı. {name} sarı çəkmələrini geyindi: «Belə bir gündə kiminsə mütləq köməyə ehtiyacı olacaq!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Just then something splashed through the puddle at the gate, and there stood a friend who never minds the rain: {heroWords}! “I heard the wind,” said {hero}. “Shall we go and help?” Before {name} could answer, a thin little voice wailed from the end of the street: “Mia-a-aow!”',
        ru: 'Тут у калитки кто-то шлёпнул по луже — и появился друг, которому никакой дождь не страшен: {heroWords}! «Слышишь, как воет ветер? — {heroGender, select, female {сказала} male {сказал} other {сказало}} {hero}. — Пойдём помогать?» {gender, select, girl {Не успела} other {Не успел}} {name} ответить, как с конца улицы донёсся тоненький голосок: «Мя-а-ау!»',
        tr: 'Tam o sırada bahçe kapısındaki su birikintisi şlap diye sıçradı. Karşılarında yağmurdan hiç korkmayan bir dost duruyordu: {heroWords}! “Rüzgârın sesini duydum,” dedi {hero}. “Hadi, yardıma gidelim mi?” {name} daha cevap veremeden sokağın sonundan ince bir ses yükseldi: “Miyaaav!”',
        az: 'Elə bu vaxt darvazanın yanındakı gölməçə şappıldadı. Orada yağışdan heç qorxmayan bir dost dayanmışdı: {heroWords}! «Küləyin səsini eşitdim, — dedi {hero}. — Gedək kömək edək?» {name} cavab verməyə macal tapmamış küçənin başından incə bir səs gəldi: «Miyauuu!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'High in the tallest tree, a wet grey kitten clung to a swaying branch. The branches up there were too thin for anyone big, so {name} climbed: one branch, two branches, three, while {hero} waited below, ready to catch. “Psst-psst, little one,” whispered {name}, holding out a hand. The kitten crept closer and closer, and then it jumped straight into {name}’s arms.',
        ru: 'На самой верхушке высокого дерева к качающейся ветке прижался мокрый серый котёнок. Ветки там были слишком тонкие для больших, поэтому наверх {gender, select, girl {полезла} other {полез}} {name}: одна ветка, вторая, третья… А внизу {hero} {heroGender, select, female {ждала, готовая} male {ждал, готовый} other {ждало, готовое}} поймать. «Кис-кис, малыш», — {gender, select, girl {прошептала} other {прошептал}} {name} и {gender, select, girl {протянула} other {протянул}} руку. Котёнок подбирался всё ближе, ближе — и прыгнул прямо в тёплые ладошки.',
        tr: 'En uzun ağacın tepesinde, ıslak gri bir kedi yavrusu sallanan bir dala sıkı sıkı tutunmuştu. Oradaki dallar büyükler için fazla inceydi, bu yüzden ağaca {name} tırmandı: bir dal, iki dal, üç… {hero} ise aşağıda, yakalamaya hazır bekliyordu. “Pisi pisi, küçüğüm,” diye fısıldadı {name} ve elini uzattı. Yavru yaklaştı, yaklaştı ve hop, doğruca {nameGen} kucağına atladı.',
        az: 'Ən hündür ağacın başında islanmış boz bir pişik balası yellənən budaqdan bərk-bərk yapışmışdı. Oradakı budaqlar böyüklər üçün çox nazik idi, ona görə də ağaca {name} dırmaşdı: bir budaq, iki budaq, üç… {hero} isə aşağıda tutmağa hazır gözləyirdi. «Pişi-pişi, balaca», — deyə {name} pıçıldadı və əlini uzatdı. Bala yaxınlaşdı, yaxınlaşdı və hop, düz {nameGen} qucağına tullandı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'By the bakery the puddles had joined into a rushing brown river, and five fluffy ducklings were spinning in it, peep-peep-peeping for their mother. “Too deep for boots,” said {name}. Then came an idea: {gender, select, girl {she} other {he}} turned {gender, select, girl {her} other {his}} big umbrella upside down and set it on the water like a boat. One, two, three, four, five ducklings hopped in, {name} steered them across to their mother, and {hero} cheered: “Hooray!”',
        ru: 'У булочной лужи слились в бурную бурую речку, и в ней кружились пятеро пушистых утят: «Пи-пи-пи! Где мама?» «Для сапог слишком глубоко», — {gender, select, girl {сказала} other {сказал}} {name}. И тут {gender, select, girl {ей} other {ему}} пришла идея: {gender, select, girl {она перевернула} other {он перевернул}} свой большой зонт и {gender, select, girl {пустила} other {пустил}} его по воде, как лодочку. Раз, два, три, четыре, пять — утята запрыгнули в зонт, {name} {gender, select, girl {переправила} other {переправил}} их к маме-утке, а {hero} {heroGender, select, female {кричала} male {кричал} other {кричало}}: «Ура!»',
        tr: 'Fırının önünde su birikintileri birleşip bulanık, coşkun bir dereye dönmüştü. İçinde beş tüylü ördek yavrusu fır fır dönüyor, “Cik-cik-cik!” diye annelerini çağırıyordu. “Çizmeyle girilmez, çok derin,” dedi {name}. Sonra aklına bir fikir geldi: kocaman şemsiyesini ters çevirip suya bıraktı, tıpkı bir kayık gibi! Bir, iki, üç, dört, beş: yavrular şemsiyeye atladı, {name} onları annelerine götürdü, {hero} da “Yaşasın!” diye bağırdı.',
        az: 'Çörəkxananın qabağında gölməçələr birləşib bulanıq, coşqun bir çaya dönmüşdü. Beş tüklü ördək balası bu çayda fırlanır, «Cip-cip-cip!» deyə analarını çağırırdı. «Çəkmə ilə girmək olmaz, çox dərindir», — dedi {name}. Sonra ağlına bir fikir gəldi: böyük çətirini tərsinə çevirib suya buraxdı, lap qayıq kimi! Bir, iki, üç, dörd, beş — balalar çətirə atıldı, {name} onları analarının yanına apardı, {hero} da «Yaşasın!» deyə qışqırdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'BOOM! The thunder crashed, and in the farm field a little pony reared up and ran round and round, too frightened to go into the stable. {hero} called and called, but the pony only ran faster. So {name} stood by the fence and sang the softest song {gender, select, girl {she} other {he}} knew, a lullaby: “La-la-loo, the storm is through…” Slowly the pony stopped, listened, and walked quietly into the dry stable.',
        ru: 'БА-БАХ! — грянул гром, и на лугу у фермы маленький пони встал на дыбы и заметался по кругу: он так испугался, что не шёл в конюшню. {hero} {heroGender, select, female {звала} male {звал} other {звало}} его и {heroGender, select, female {звала} male {звал} other {звало}}, но пони только бегал всё быстрее. Тогда {name} {gender, select, girl {встала} other {встал}} у забора и тихонько {gender, select, girl {запела} other {запел}} самую нежную песенку, какую {gender, select, girl {знала} other {знал}}, — колыбельную: «Баю-бай, гроза, уходи за край…» Пони остановился, прислушался и спокойно пошёл в сухую конюшню.',
        tr: 'GÜM! Gök gürledi. Çiftliğin çayırındaki küçük midilli şaha kalktı, korkudan dönüp duruyor, ahıra bir türlü girmiyordu. {hero} onu çağırdı da çağırdı ama midilli daha hızlı koştu. Bunun üzerine {name} çitin yanında durdu ve bildiği en yumuşak şarkıyı, bir ninniyi söyledi: “Dandini dandini, fırtına dindi…” Midilli yavaş yavaş durdu, kulak kesildi ve uslu uslu kuru ahıra yürüdü.',
        az: 'GURUMP! — deyə göy guruldadı. Fermanın çəmənliyində balaca poni şahə qalxdı, qorxudan dövrə vurub qaçır, tövləyə heç cür girmirdi. {hero} onu çağırdı, çağırdı, amma poni daha bərk qaçdı. Onda {name} hasarın yanında dayandı və bildiyi ən yumşaq mahnını — laylanı oxudu: «Laylay dedim, göy sakitdir…» Poni yavaş-yavaş dayandı, qulaq asdı və sakitcə quru tövləyə girdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Then the town bell rang: clang-clang-clang! The wind had blown the little plank bridge over Willow Brook into the water, and in ten minutes the yellow school bus would come home along that road, full of children. “Hurry!” cried {name}, and off {gender, select, girl {she} other {he}} went with {hero}, splish-splash through the puddles, all the way to the brook.',
        ru: 'И вдруг зазвонил городской колокол: дон-дон-дон! Ветер сбросил в воду дощатый мостик через Ивовый ручей, а через десять минут по этой дороге должен был вернуться жёлтый школьный автобус, полный детей. «Скорее!» — {gender, select, girl {крикнула} other {крикнул}} {name}, и вместе с {heroIns} {gender, select, girl {она помчалась} other {он помчался}} по лужам — шлёп-шлёп! — прямо к ручью.',
        tr: 'Derken kasabanın çanı çaldı: dan-dan-dan! Rüzgâr, Söğütlü Dere’nin üstündeki tahta köprüyü suya devirmişti. On dakika sonra çocuklarla dolu sarı okul otobüsü tam o yoldan dönecekti. “Çabuk!” diye bağırdı {name} ve {heroIns} birlikte su birikintilerinin arasından şap şap dereye koştu.',
        az: 'Birdən şəhərin zəngi çaldı: dan-dan-dan! Külək Söyüdlü arxın üstündəki taxta körpünü suya salmışdı. On dəqiqədən sonra uşaqlarla dolu sarı məktəb avtobusu məhz bu yoldan qayıtmalı idi. «Tez olun!» — deyə {name} qışqırdı və {heroIns} birlikdə gölməçələrin arasından şap-şap arxa tərəf qaçdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The biggest plank lay stuck in the mud at the bottom of the brook. {hero} pulled and pushed with all {heroGender, select, female {her} male {his} other {its}} might: heave, heave… SQUELCH! The mud held on tight, and {hero} slid back with a splash. “It’s too heavy, even for me,” {heroGender, select, female {she} male {he} other {it}} puffed. {name} looked at the plank, at the slippery bank, at the rain, and thought very hard.',
        ru: 'Самая большая доска застряла в иле на дне ручья. {hero} {heroGender, select, female {тянула и толкала} male {тянул и толкал} other {тянуло и толкало}} изо всех сил: ух, ух… ЧВАК! Ил держал крепко, и {hero} с плеском {heroGender, select, female {съехала} male {съехал} other {съехало}} назад. «Слишком тяжело даже для меня», — {heroGender, select, female {пропыхтела} male {пропыхтел} other {пропыхтело}} {heroGender, select, female {она} male {он} other {оно}}. {name} {gender, select, girl {посмотрела} other {посмотрел}} на доску, на скользкий берег, на дождь — и крепко {gender, select, girl {задумалась} other {задумался}}.',
        tr: 'En büyük tahta, derenin dibinde çamura saplanıp kalmıştı. {hero} var gücüyle çekti, itti: hıh, hıh… VICIK! Çamur tahtayı sımsıkı tutuyordu ve {hero} şap diye geri kaydı. “Bu benim için bile çok ağır,” dedi soluk soluğa. {name} tahtaya, kaygan kıyıya, yağmura baktı ve derin derin düşündü.',
        az: 'Ən böyük taxta arxın dibində palçığa batıb qalmışdı. {hero} var gücü ilə çəkdi, itələdi: hıh, hıh… ŞAPP! Palçıq taxtanı bərk tutmuşdu və {hero} şappıltı ilə geri sürüşdü. «Bu, hətta mənim üçün də çox ağırdır», — deyə tövşüyə-tövşüyə dilləndi. {name} taxtaya, sürüşkən sahilə, yağışa baxdı və dərin fikrə getdi.',
      },
    },
    {
      withHero: false,
      text: {
        en: '“A rope!” cried {name}. “A long, long rope!” But there was no rope anywhere. So {name} ran from door to door: “Scarves, please! All your scarves!” Out came a red scarf, a stripy one, a woolly green one and a grandpa’s scarf as long as a snake. {name} tied them together, knot after knot, into the brightest rope the town had ever seen.',
        ru: '«Верёвка! — {gender, select, girl {воскликнула} other {воскликнул}} {name}. — Нужна длинная-предлинная верёвка!» Но верёвки нигде не было. Тогда {name} {gender, select, girl {побежала} other {побежал}} от двери к двери: «Несите шарфы! Все шарфы, какие есть!» И вот появились красный шарф, полосатый, зелёный шерстяной и дедушкин шарф длиной с удава. {name} {gender, select, girl {связала} other {связал}} их узел за узлом в самую яркую верёвку, какую только видел городок.',
        tr: '“Bir ip!” diye haykırdı {name}. “Upuzun bir ip lazım!” Ama ortalıkta hiç ip yoktu. O zaman {name} kapı kapı koştu: “Atkılarınızı verin! Bütün atkılarınızı!” Kırmızı bir atkı geldi, çizgili bir atkı, yeşil yün bir atkı ve yılan kadar uzun bir dede atkısı. {name} hepsini düğüm düğüm birbirine bağladı ve kasabanın gördüğü en rengârenk ipi yaptı.',
        az: '«Kəndir! — deyə {name} qışqırdı. — Uzun-uzun bir kəndir lazımdır!» Amma heç yerdə kəndir yox idi. Onda {name} qapı-qapı qaçdı: «Şərflərinizi verin! Bütün şərflərinizi!» Qırmızı şərf gəldi, zolaqlı şərf, yaşıl yun şərf və ilan kimi uzun bir baba şərfi. {name} onları düyün-düyün bir-birinə bağladı və şəhərin indiyədək gördüyü ən rəngarəng kəndiri düzəltdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: '{name} tied one end to the plank and gave the other to {hero}. Then the whole town grabbed hold behind them: the baker, the farmer, the kitten’s owner, even the mother duck. “One, two… HEAVE!” The plank came out of the mud with a great SLURP and dropped neatly into place. Just in time! The yellow bus rumbled across, and every window was full of waving hands.',
        ru: '{name} {gender, select, girl {привязала} other {привязал}} один конец к доске, а другой {gender, select, girl {протянула} other {протянул}} {heroDat}. За ними ухватился весь город: пекарь, фермер, хозяйка котёнка и даже мама-утка. «Раз, два… ВЗЯЛИ!» Доска с громким ЧМОКОМ выскочила из ила и легла точно на место. Как раз вовремя! По мостику прогрохотал жёлтый автобус, и из каждого окна махали ладошки.',
        tr: '{name} ipin bir ucunu tahtaya bağladı, öbür ucunu {heroDat} verdi. Arkalarına bütün kasaba dizildi: fırıncı, çiftçi, kedinin sahibi, hatta anne ördek bile. “Bir, iki… ÇEEEK!” Tahta koca bir VLOP sesiyle çamurdan çıktı ve tam yerine oturdu. Tam zamanında! Sarı otobüs gürül gürül köprüden geçti; her pencereden el sallayan çocuklar görünüyordu.',
        az: '{name} kəndirin bir ucunu taxtaya bağladı, o biri ucunu {heroDat} verdi. Arxalarında bütün şəhər kəndirdən yapışdı: çörəkçi, fermer, pişiyin sahibi, hətta ana ördək də. «Bir, iki… ÇƏK!» Taxta bərk bir ŞAPP səsi ilə palçıqdan çıxdı və düz yerinə oturdu. Lap vaxtında! Sarı avtobus guruldaya-guruldaya körpüdən keçdi, hər pəncərədən uşaqlar əl yelləyirdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Then the clouds parted, and a rainbow stretched over the rooftops like a ribbon. The town threw a thank-you party right there in the square: warm buns, cocoa with foamy moustaches, and bunting that dried in a minute. The kitten purred on {name}’s lap, the ducklings marched in a row, and everybody cheered: “Hooray for {name}! Hooray for {hero}!”',
        ru: 'И тут тучи расступились, и над крышами, как лента, протянулась радуга. Прямо на площади городок устроил праздник для спасателей: тёплые булочки, какао с пенными усами и флажки, которые высохли за минуту. Котёнок мурлыкал, утята маршировали гуськом, и все кричали: «Ура, {name}! Ура, {hero}!»',
        tr: 'Sonra bulutlar aralandı ve çatıların üstünde kurdele gibi bir gökkuşağı uzandı. Kasaba hemen meydanda bir teşekkür şenliği düzenledi: sıcacık çörekler, köpüğü bıyık bırakan kakao ve bir dakikada kuruyan rengârenk bayraklar. Kedi yavrusu {nameGen} kucağında mırlıyor, ördek yavruları sıra sıra yürüyordu. Herkes bir ağızdan bağırdı: “Yaşasın {name}! Yaşasın {hero}!”',
        az: 'Sonra buludlar aralandı və damların üstündə lent kimi göy qurşağı uzandı. Şəhər elə meydanda təşəkkür bayramı qurdu: isti bulkalar, köpüyü bığ kimi qalan kakao və bir dəqiqəyə quruyan əlvan bayraqcıqlar. Pişik balası {nameGen} qucağında mırıldayır, ördək balaları cərgə ilə yeriyirdi. Hamı bir ağızdan qışqırdı: «Yaşasın {name}! Yaşasın {hero}!»',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The mayor pinned a shiny badge on {name}’s raincoat: “For a Clever Head and a Kind Heart.” {name} went pink. “But everyone helped,” {gender, select, girl {she} other {he}} said. “Even the scarves!” As the sun went down, {hero} said goodbye at the gate. “Strong is good,” {heroGender, select, female {she} male {he} other {it}} smiled, “but clever and kind is even better. Call me next time it’s windy!”',
        ru: '{name} {gender, select, girl {получила} other {получил}} от мэра блестящий значок «За смекалку и доброе сердце» и {gender, select, girl {покраснела} other {покраснел}}: «Но ведь помогали все! Даже шарфы!» На закате {hero} {heroGender, select, female {попрощалась} male {попрощался} other {попрощалось}} у калитки. «Сила — это хорошо, — {heroGender, select, female {улыбнулась} male {улыбнулся} other {улыбнулось}} {heroGender, select, female {она} male {он} other {оно}}, — а смекалка и доброта — ещё лучше. Зови меня, когда снова подует ветер!»',
        tr: 'Belediye başkanı {nameGen} yağmurluğuna parlak bir rozet taktı: “Akıllı Bir Kafaya ve İyi Bir Kalbe.” {name} kıpkırmızı oldu. “Ama herkes yardım etti,” dedi. “Atkılar bile!” Güneş batarken {hero} kapıda vedalaştı. “Güçlü olmak iyidir,” dedi gülümseyerek, “ama akıllı ve iyi kalpli olmak daha da iyi. Bir dahaki rüzgârda beni çağır!”',
        az: 'Şəhərin başçısı {nameGen} yağış plaşına parlaq bir nişan taxdı: «Ağıllı başa və mehriban ürəyə». {name} qıpqırmızı oldu: «Amma hamı kömək etdi! Hətta şərflər də!» Gün batanda {hero} darvazanın yanında sağollaşdı. «Güclü olmaq yaxşıdır, — deyə gülümsədi, — amma ağıllı və mehriban olmaq daha yaxşıdır. Növbəti küləkli gündə məni çağır!»',
      },
    },
    {
      withHero: false,
      text: {
        en: 'At home, the wet yellow boots stood side by side by the door: drip, drip, drip. {name} sat wrapped in a warm blanket with a cup of cocoa, and the shiny badge twinkled on the pillow. Outside, the wind had gone quiet, and the rain only whispered: shhh, shhh. “Goodnight, little town,” yawned {name}. “Tomorrow we’ll help again.”',
        ru: 'Дома у двери стояли рядышком мокрые жёлтые сапожки: кап-кап-кап. {name} {gender, select, girl {сидела} other {сидел}}, закутавшись в тёплый плед, с чашкой какао, а на подушке поблёскивал значок. За окном ветер утих, и дождь только шептал: ш-ш-ш, ш-ш-ш. «Спокойной ночи, городок, — {gender, select, girl {зевнула} other {зевнул}} {name}. — Завтра снова будем помогать».',
        tr: 'Evde ıslak sarı çizmeler kapının yanında yan yana duruyordu: tıp, tıp, tıp. {name} sıcacık bir battaniyeye sarınmış, kakaosunu yudumluyordu; parlak rozet yastığın üstünde ışıldıyordu. Dışarıda rüzgâr dinmişti, yağmur yalnızca fısıldıyordu: şşş, şşş. “İyi geceler, küçük kasaba,” diye esnedi {name}. “Yarın yine yardım ederiz.”',
        az: 'Evdə islanmış sarı çəkmələr qapının yanında yan-yana dayanmışdı: şıp, şıp, şıp. {name} isti yorğana bürünüb kakao içirdi, parlaq nişan isə yastığın üstündə işıldayırdı. Çöldə külək sakitləşmişdi, yağış yalnız pıçıldayırdı: şşş, şşş. «Gecən xeyrə qalsın, balaca şəhər, — deyə {name} əsnədi. — Sabah yenə kömək edərik».',
      },
    },
  ],
  ending: {
    en: 'Whatever the weather, a kind heart finds a way.',
    ru: 'В любую погоду доброе сердце найдёт выход.',
    tr: 'Hava nasıl olursa olsun, iyi bir kalp her zaman bir yol bulur.',
    az: 'Hava necə olursa olsun, mehriban ürək həmişə yol tapır.',
  },
};
