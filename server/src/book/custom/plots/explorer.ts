import type { PlotFamily } from '../plot-types';

// A bottle with a treasure map washes up on the beach; across the sea to an island with a waterfall, a jungle, a
// volcano that only puffs pink smoke and a cave of glowing shells. The treasure is better than gold: a nest of
// hatching turtles the child guides to the sea. The map goes back into the bottle for the next explorer. The
// hero's body matters on a journey, so the few sentences where it moves pick by kind (a mermaid swims, a plane
// flies, a train and a car roll along the coast road); everything else fits a pirate, a horse and a dinosaur alike.
export const explorerPlot: PlotFamily = {
  family: 'explorer',
  kinds: ['pirate', 'mermaid', 'dinosaur', 'train', 'car', 'plane', 'horse'],
  ages: [3, 12],
  dedication: {
    en: 'For {name}, who always looks to see what the sea has brought.',
    ru: '{name}, пусть море всегда приносит тебе чудеса!',
    tr: 'Sevgili {name}, deniz sana hep mucizeler getirsin!',
    az: 'Əziz {name}, qoy dəniz sənə həmişə möcüzələr gətirsin!',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: 'One windy morning {name} was building a sandcastle when a wave rolled in and went clink against {gender, select, girl {her} other {his}} bucket. It was a green glass bottle with a cork in its neck. Inside was a rolled-up paper. {name} pulled out the cork with a pop and unrolled it: a treasure map! It showed an island, a waterfall, a smoking mountain and a big red X.',
        ru: 'Ветреным утром {name} {gender, select, girl {строила} other {строил}} замок из песка, как вдруг волна подкатила и — дзынь! — стукнула о ведёрко. Это была зелёная стеклянная бутылка с пробкой. Внутри лежала свёрнутая бумага. {name} с хлопком {gender, select, girl {вытащила} other {вытащил}} пробку и {gender, select, girl {развернула} other {развернул}} листок: карта сокровищ! На ней были остров, водопад, дымящая гора и большой красный крестик.',
        tr: 'Rüzgârlı bir sabah {name} kumdan kale yaparken bir dalga geldi ve kovasına çın diye çarptı. Bu, ağzında mantar tıpa olan yeşil, cam bir şişeydi. İçinde rulo yapılmış bir kâğıt vardı. {name} tıpayı pat diye çekip kâğıdı açtı: bir hazine haritası! Haritada bir ada, bir şelale, tüten bir dağ ve kocaman kırmızı bir çarpı işareti vardı.',
        az: 'Küləkli bir səhər {name} qumdan qala tikirdi ki, bir dalğa gəlib vedrəsinə cıng deyə dəydi. Bu, ağzında tıxac olan yaşıl şüşə butulka idi. İçində bükülmüş bir kağız var idi. {name} tıxacı pıq deyə çıxarıb kağızı açdı: xəzinə xəritəsi! Xəritədə bir ada, bir şəlalə, tüstülənən bir dağ və iri qırmızı çarpaz işarəsi var idi.',
      },
    },
    {
      withHero: true,
      text: {
        en: '“An adventure!” said a voice behind {name}, and there was {heroWords}! {hero} peered at the map. “That island is across the bay. Shall we go?” {name} was already pushing the little red rowing boat into the water. {heroKind, select, mermaid {{hero} dived in with a splash to swim beside the boat.} plane {{hero} rose into the air to fly above the boat.} other {{hero} squeezed aboard with a giggle, and the boat bobbed very low.}}',
        ru: '«Приключение!» — сказал голос за спиной, и {name} {gender, select, girl {увидела} other {увидел}}: {heroWords}! {hero} {heroGender, select, female {склонилась} male {склонился} other {склонилось}} над картой. «Этот остров — по ту сторону залива. Поплывём?» А {name} уже {gender, select, girl {сталкивала} other {сталкивал}} в воду маленькую красную лодку. {heroKind, select, mermaid {{hero} с плеском нырнула в воду, чтобы плыть рядом.} plane {{hero} поднялся в небо, чтобы лететь над лодкой.} other {{hero} со смехом {heroGender, select, female {втиснулась} male {втиснулся} other {втиснулось}} в лодку, и та осела низко-низко.}}',
        tr: '“Macera!” dedi arkadan bir ses ve {name} döndüğünde onu gördü: {heroWords}! {hero} haritaya eğildi. “Bu ada koyun öbür yakasında. Gidelim mi?” {name} küçük kırmızı kayığı çoktan suya itiyordu. {heroKind, select, mermaid {Bunu gören {hero} kayığın yanında yüzmek için şıpır diye suya daldı.} plane {Bunu gören {hero} kayığın üstünde uçmak için havalandı.} other {Bunu gören {hero} kıkırdayarak kayığa sığıştı, kayık da iyice suya gömüldü.}}',
        az: '«Macəra!» — deyə arxadan bir səs gəldi və {name} çevriləndə onu gördü: {heroWords}! {hero} xəritəyə əyildi. «Bu ada körfəzin o tayındadır. Gedək?» {name} artıq balaca qırmızı qayığı suya itələyirdi. {heroKind, select, mermaid {Bunu görən {hero} qayığın yanında üzmək üçün şappıltı ilə suya baş vurdu.} plane {Bunu görən {hero} qayığın üstündə uçmaq üçün havaya qalxdı.} other {Bunu görən {hero} kıkıldayaraq qayığa sığışdı, qayıq da suya lap batdı.}}',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Splish, splosh went the oars. Dolphins jumped beside them, and a seagull sat on the bow as if it were the captain. {name} held the map in one hand and the compass in the other. “The arrow says this way,” {gender, select, girl {she} other {he}} called. {hero} cheered every time a wave lifted them up and dropped them down again, whoosh!',
        ru: 'Плюх, плюх — шлёпали вёсла. Рядом прыгали дельфины, а на носу лодки сидела чайка, будто капитан. {name} {gender, select, girl {держала} other {держал}} в одной руке карту, а в другой — компас. «Стрелка показывает туда!» — {gender, select, girl {крикнула} other {крикнул}} {name}. А {hero} {heroGender, select, female {радовалась} male {радовался} other {радовалось}} каждый раз, когда волна поднимала их и опускала вниз — у-ух!',
        tr: 'Kürekler şap şup diye suya vuruyordu. Yanlarında yunuslar zıplıyor, kayığın burnunda da kaptanmış gibi bir martı oturuyordu. {name} bir elinde haritayı, öbür elinde pusulayı tutuyordu. “İbre bu yönü gösteriyor!” diye seslendi. Her dalga onları kaldırıp indirdiğinde {hero} neşeyle bağırıyordu: vuuuş!',
        az: 'Avarlar şap-şup suya dəyirdi. Yanlarında delfinlər atılıb-düşür, qayığın burnunda isə kapitan kimi bir qağayı oturmuşdu. {name} bir əlində xəritəni, o biri əlində kompası tuturdu. «Əqrəb bu tərəfi göstərir!» — deyə səsləndi. Hər dalğa onları qaldırıb endirəndə {hero} sevinclə qışqırırdı: vuuuş!',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The island had a waterfall as tall as a house, roaring like a thousand bathtubs. “The map says the path goes behind the water,” said {name}. {gender, select, girl {She} other {He}} took a deep breath and ran through the spray, and came out soaked and laughing on a secret ledge. {heroKind, select, mermaid {{hero} splashed happily in the pool below.} plane {{hero} swooped through the rainbow in the spray.} other {{hero} came through behind, dripping and laughing too.}}',
        ru: 'На острове шумел водопад высотой с дом — будто разом лилась вода из тысячи ванн. «По карте тропинка идёт за водой», — {gender, select, girl {сказала} other {сказал}} {name}, глубоко {gender, select, girl {вдохнула} other {вдохнул}} и {gender, select, girl {пробежала} other {пробежал}} сквозь брызги на потайной уступ — {gender, select, girl {мокрая} other {мокрый}} до нитки и {gender, select, girl {хохочущая} other {хохочущий}}. {heroKind, select, mermaid {{hero} весело плескалась в озерце внизу.} plane {{hero} пролетел прямо сквозь радугу над брызгами.} other {{hero} {heroGender, select, female {прошла} male {прошёл} other {прошло}} следом, отряхиваясь и смеясь.}}',
        tr: 'Adada ev kadar yüksek bir şelale vardı; bin küvet birden boşalıyormuş gibi gürlüyordu. “Haritaya göre yol suyun arkasından geçiyor,” dedi {name}. Derin bir nefes aldı, serpintinin içinden koştu ve gizli bir çıkıntıya sırılsıklam ve kahkahalar içinde çıktı. {heroKind, select, mermaid {Aşağıdaki gölcükte {hero} neşeyle su sıçratıyordu.} plane {Serpintideki gökkuşağının içinden {hero} süzülerek geçti.} other {Arkasından {hero} geldi, o da sırılsıklam ve gülüyordu.}}',
        az: 'Adada ev boyda bir şəlalə var idi; sanki min vanna birdən boşalırdı. «Xəritəyə görə cığır suyun arxasından keçir», — dedi {name}. Dərindən nəfəs aldı, su zərrələrinin içindən qaçdı və gizli bir qaya çıxıntısına sırsıklam, gülə-gülə çıxdı. {heroKind, select, mermaid {Aşağıdakı gölməçədə {hero} sevinclə su sıçradırdı.} plane {Su zərrələrindəki göy qurşağının içindən {hero} süzülüb keçdi.} other {Arxasınca {hero} gəldi, o da sırsıklam idi və gülürdü.}}',
      },
    },
    {
      withHero: false,
      text: {
        en: 'Beyond the waterfall grew a jungle so thick it was green even at noon. Parrots squawked, monkeys giggled, and vines hung down like skipping ropes. But oh no! The spray had made the map soggy, and the ink had run into one big blue puddle. “Which way now?” {name} wondered, turning round and round. Every path looked exactly the same.',
        ru: 'За водопадом начинались джунгли — такие густые, что даже в полдень всё было зелёным. Кричали попугаи, хихикали обезьянки, а лианы свисали, как скакалки. Но ой! От брызг карта размокла, и чернила расплылись в одну большую синюю лужицу. «Куда же теперь?» — {gender, select, girl {думала} other {думал}} {name}, оглядываясь по сторонам. Все тропинки были совсем одинаковые.',
        tr: 'Şelalenin ötesinde öyle sık bir orman vardı ki öğle vakti bile her yer yemyeşildi. Papağanlar bağırıyor, maymunlar kıkırdıyor, sarmaşıklar atlama ipleri gibi sarkıyordu. Ama eyvah! Serpinti haritayı ıslatmış, mürekkep akıp kocaman mavi bir lekeye dönmüştü. “Şimdi ne tarafa?” diye düşündü {name}, etrafında dönüp durarak. Bütün patikalar birbirinin aynısıydı.',
        az: 'Şəlalənin o tayında elə sıx cəngəllik var idi ki, günorta belə hər yer yamyaşıl idi. Tutuquşular qışqırır, meymunlar kıkıldayır, sarmaşıqlar kəndir kimi sallanırdı. Amma vay! Su zərrələri xəritəni islatmış, mürəkkəb axıb iri göy ləkəyə dönmüşdü. «İndi hansı tərəfə?» — deyə {name} fikirləşdi, fırlanıb ətrafa baxaraq. Bütün cığırlar eyni idi.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'Then {name} had an idea. The map had shown a smoking mountain right next to the X. “I just need to see the smoke!” {gender, select, girl {She} other {He}} grabbed the lowest branch of a tall tree and climbed, hand over hand, up and up, until {gender, select, girl {her} other {his}} head popped out above the leaves. There it was: a mountain, puffing little clouds of pink smoke.',
        ru: 'И тут {name} {gender, select, girl {придумала} other {придумал}}. Ведь на карте рядом с крестиком была дымящая гора! «Мне просто нужно увидеть дым!» {name} {gender, select, girl {ухватилась} other {ухватился}} за нижнюю ветку высокого дерева и {gender, select, girl {полезла} other {полез}} вверх, всё выше и выше, пока голова не высунулась над листвой. Вот она: гора, которая пыхтела маленькими облачками розового дыма.',
        tr: 'Sonra {nameGen} aklına bir fikir geldi. Haritada çarpının hemen yanında tüten bir dağ vardı. “Tek yapmam gereken dumanı görmek!” {name} uzun bir ağacın en alçak dalını yakaladı ve yukarı, daha yukarı tırmandı; sonunda başı yaprakların üstünden çıktı. İşte oradaydı: küçük pembe duman bulutları püskürten bir dağ.',
        az: 'Sonra {nameGen} ağlına bir fikir gəldi. Xəritədə çarpazın lap yanında tüstülənən dağ var idi. «Mənə sadəcə tüstünü görmək lazımdır!» {name} hündür bir ağacın ən aşağı budağından yapışdı və yuxarı, daha yuxarı dırmaşdı, ta ki başı yarpaqların üstündən çıxana qədər. Budur: balaca çəhrayı tüstü buludları püfləyən bir dağ.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'The volcano did not rumble or roar. It only went puff, puff, and each puff smelled of strawberry jam. {hero} laughed and laughed. “A volcano that makes candyfloss!” {name} ran up the warm slope, following the pink clouds, and found steps going down to a hidden beach and a dark cave.',
        ru: 'Вулкан не грохотал и не ревел. Он только делал пуф-пуф, и каждое облачко пахло клубничным вареньем. {hero} {heroGender, select, female {хохотала} male {хохотал} other {хохотало}} без остановки. «Вулкан, который делает сахарную вату!» {name} {gender, select, girl {побежала} other {побежал}} по тёплому склону за розовыми облачками и {gender, select, girl {нашла} other {нашёл}} ступеньки вниз — к спрятанному пляжу и тёмной пещере.',
        tr: 'Yanardağ ne gürlüyor ne kükrüyordu. Sadece puf puf yapıyordu ve her puf çilek reçeli kokuyordu. Buna {hero} gülmekten kırıldı. “Pamuk şeker yapan bir yanardağ!” {name} pembe bulutların peşinden ılık yamaca koştu ve gizli bir kumsala, karanlık bir mağaraya inen basamaklar buldu.',
        az: 'Vulkan nə gurlayır, nə də nərildəyirdi. O, sadəcə pıf-pıf edirdi və hər pıf çiyələk mürəbbəsi iyi verirdi. Buna {hero} uğunub getdi. «Pambıq şirniyyatı düzəldən vulkan!» {name} çəhrayı buludların ardınca isti yamaca qaçdı və gizli bir çimərliyə, qaranlıq bir mağaraya enən pilləkənlər tapdı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Inside the cave it was dark, then suddenly it was not: the walls were covered in shells that glowed blue and pink and gold, like a night sky you could touch. {name} tiptoed along the shining path, and the shells lit up wherever {gender, select, girl {she} other {he}} stepped. {hero} whispered, “Look, they are showing us the way.” At the end of the cave, sunlight and the sea.',
        ru: 'В пещере было темно, а потом вдруг — нет: стены были покрыты ракушками, которые светились голубым, розовым и золотым, как ночное небо, до которого можно дотронуться. {name} на цыпочках {gender, select, girl {пошла} other {пошёл}} по сияющей дорожке, и ракушки загорались там, где {gender, select, girl {она ступала} other {он ступал}}. «Смотри, они показывают нам дорогу», — {heroGender, select, female {прошептала} male {прошептал} other {прошептало}} {hero}. В конце пещеры — солнце и море.',
        tr: 'Mağaranın içi karanlıktı, sonra birden değildi: duvarlar mavi, pembe ve altın renginde parlayan deniz kabuklarıyla kaplıydı; dokunulabilen bir gece göğü gibi. {name} parıldayan yolda parmak uçlarında yürüdü; bastığı her yerde kabuklar yanıyordu. “Bak, bize yolu gösteriyorlar,” diye fısıldadı {hero}. Mağaranın sonunda güneş ve deniz vardı.',
        az: 'Mağaranın içi qaranlıq idi, sonra birdən işıqlandı: divarlar göy, çəhrayı və qızılı rəngdə parlayan balıqqulaqları ilə örtülmüşdü, sanki əllə toxunula bilən gecə səması idi. {name} parlayan cığırla barmaqlarının ucunda yeridi; ayaq basdığı hər yerdə balıqqulaqları yanırdı. «Bax, bizə yol göstərirlər», — deyə {hero} pıçıldadı. Mağaranın sonunda günəş və dəniz var idi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'On the beach, right where the X had been, was a little mound of sand. {name} knelt and dug very gently with {gender, select, girl {her} other {his}} hands. No gold. No chest. Instead: round white eggs, and one of them went crick-crack! Out popped a tiny turtle, blinking. Then another, and another! “This is the treasure,” {name} breathed, and {hero} nodded, eyes shining.',
        ru: 'На пляже, как раз там, где был крестик, возвышался холмик песка. {name} {gender, select, girl {опустилась} other {опустился}} на колени и осторожно {gender, select, girl {стала} other {стал}} копать руками. Ни золота. Ни сундука. Зато — круглые белые яйца, и одно из них сказало: крик-крак! Из него выглянула крошечная черепашка и моргнула. Потом ещё одна, и ещё! «Вот оно, сокровище», — {gender, select, girl {прошептала} other {прошептал}} {name}, и {hero} {heroGender, select, female {кивнула} male {кивнул} other {кивнуло}}, сияя глазами.',
        tr: 'Kumsalda, tam çarpının olduğu yerde küçük bir kum tepeciği vardı. {name} diz çöktü ve elleriyle usulca kazdı. Ne altın vardı ne sandık. Onun yerine yuvarlak beyaz yumurtalar vardı ve biri çıt çıt diye çatladı! İçinden minicik bir kaplumbağa gözlerini kırpıştırarak çıktı. Sonra bir tane daha, bir tane daha! “Hazine bu,” diye fısıldadı {name}. Gözleri parıldayan {hero} da başını salladı.',
        az: 'Çimərlikdə, düz çarpazın olduğu yerdə balaca bir qum təpəciyi var idi. {name} diz çökdü və əlləri ilə ehmalca qazıdı. Nə qızıl var idi, nə də sandıq. Əvəzində girdə ağ yumurtalar var idi və onlardan biri çıt-çıt çatladı! İçindən xırdaca bir tısbağa gözlərini qırpa-qırpa çıxdı. Sonra bir dənə də, bir dənə də! «Xəzinə budur», — deyə {name} pıçıldadı. Gözləri parlayan {hero} da başını tərpətdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'But up in the sky, hungry gulls were circling. {name} thought fast. {gender, select, girl {She} other {He}} held a big palm leaf over the babies like an umbrella and drew a smooth path in the sand with a stick, all the way down to the waves. {hero} kept watch, and the gulls flew off. One by one the little turtles scurried down the path, plip, plop, into the sea.',
        ru: 'Но в небе уже кружили голодные чайки. {name} {gender, select, girl {сообразила} other {сообразил}} быстро: {gender, select, girl {она подняла} other {он поднял}} над малышами большой пальмовый лист, как зонтик, и палкой {gender, select, girl {провела} other {провёл}} на песке ровную дорожку до самых волн. {hero} {heroGender, select, female {стояла} male {стоял} other {стояло}} на страже, и чайки улетели. Одна за другой черепашки засеменили по дорожке — плюх, плюх — в море.',
        tr: 'Ama gökyüzünde aç martılar dönüp duruyordu. {name} hemen bir çare düşündü. Yavruların üstüne şemsiye gibi büyük bir palmiye yaprağı tuttu ve bir sopayla kumda dalgalara kadar inen düzgün bir yol çizdi. {hero} nöbet tuttu, martılar da uçup gitti. Minik kaplumbağalar birer birer yoldan aşağı koşturdu ve şap, şup, denize daldı.',
        az: 'Amma göydə ac qağayılar dövrə vururdu. {name} tez bir çarə tapdı. Balaların üstündə çətir kimi iri bir palma yarpağı tutdu və çubuqla qumda dalğalara qədər hamar bir cığır çəkdi. {hero} keşik çəkdi, qağayılar da uçub getdi. Balaca tısbağalar bir-bir cığırla aşağı qaçdı və şap, şup, dənizə girdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'At sunset, the last little turtle waved a flipper goodbye. {name} smoothed out the soggy map, drew the turtles on it with a stick of charcoal, and wrote: “The best treasure is alive. Take care of it.” {gender, select, girl {She} other {He}} rolled it up, pushed it into the bottle and threw it far out to sea. “For the next explorer,” {gender, select, girl {she} other {he}} said, and {hero} smiled.',
        ru: 'На закате последняя черепашка помахала ластом на прощание. {name} {gender, select, girl {разгладила} other {разгладил}} размокшую карту, {gender, select, girl {нарисовала} other {нарисовал}} на ней угольком черепашек и {gender, select, girl {написала} other {написал}}: «Лучшее сокровище — живое. Береги его». Потом {gender, select, girl {свернула} other {свернул}} карту, {gender, select, girl {сунула} other {сунул}} в бутылку и {gender, select, girl {бросила} other {бросил}} далеко в море. «Для следующего путешественника», — {gender, select, girl {сказала} other {сказал}} {name}, и {hero} {heroGender, select, female {улыбнулась} male {улыбнулся} other {улыбнулось}}.',
        tr: 'Gün batarken son minik kaplumbağa yüzgeciyle el salladı. {name} ıslak haritayı düzeltti, üzerine bir kömür parçasıyla kaplumbağaları çizdi ve şunu yazdı: “En güzel hazine canlıdır. Ona iyi bak.” Sonra haritayı rulo yaptı, şişeye soktu ve denize, uzaklara fırlattı. “Bir sonraki kâşif için,” dedi {name}. Yanındaki {hero} gülümsedi.',
        az: 'Gün batanda sonuncu balaca tısbağa üzgəcini yelləyib sağollaşdı. {name} islanmış xəritəni hamarladı, üstünə kömür parçası ilə tısbağaları çəkdi və yazdı: «Ən gözəl xəzinə canlıdır. Onu qoru». Sonra xəritəni büküb butulkaya saldı və dənizə, uzaqlara atdı. «Növbəti kəşfiyyatçı üçün», — dedi {name}. Yanındakı {hero} gülümsədi.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'That night {name} lay in bed with sand still between {gender, select, girl {her} other {his}} toes and one glowing shell on the pillow. The sea whispered outside the window, shhh, shhh. Far away, on a dark and gentle sea, a hundred little turtles were swimming. And somewhere a green bottle was bobbing along, carrying a map and a secret for someone new.',
        ru: 'В ту ночь {name} {gender, select, girl {лежала} other {лежал}} в кровати — между пальцами ног ещё был песок, а на подушке светилась одна ракушка. За окном шептало море: ш-ш-ш, ш-ш-ш. Далеко-далеко, по тёмному ласковому морю, плыла сотня маленьких черепашек. А где-то покачивалась на волнах зелёная бутылка с картой и тайной для кого-то нового.',
        tr: 'O gece {name} yatağında yatıyordu; ayak parmaklarının arasında hâlâ kum, yastığının üstünde de parlayan bir deniz kabuğu vardı. Pencerenin dışında deniz fısıldıyordu: şşş, şşş. Uzaklarda, karanlık ve yumuşacık denizde yüz minik kaplumbağa yüzüyordu. Bir yerlerde de yeşil bir şişe, yeni biri için bir harita ve bir sır taşıyarak dalgalarda sallanıyordu.',
        az: 'O gecə {name} yatağında uzanmışdı; ayaq barmaqlarının arasında hələ də qum, yastığın üstündə isə parlayan bir balıqqulağı var idi. Pəncərənin o tayında dəniz pıçıldayırdı: şşş, şşş. Uzaqlarda, qaranlıq və mülayim dənizdə yüz balaca tısbağa üzürdü. Haradasa isə yaşıl bir butulka yeni biri üçün xəritə və sirr apararaq dalğalarda yırğalanırdı.',
      },
    },
  ],
  ending: {
    en: 'And every summer the turtles come back to the island where {name} once showed them the way to the sea.',
    ru: 'А черепахи каждое лето возвращаются на остров, где {name} когда-то {gender, select, girl {показала} other {показал}} им дорогу к морю.',
    tr: 'Kaplumbağalar da her yaz, {nameGen} bir zamanlar onlara denizin yolunu gösterdiği adaya geri döner.',
    az: 'Tısbağalar isə hər yay {nameGen} bir vaxtlar onlara dənizin yolunu göstərdiyi adaya qayıdır.',
  },
};
