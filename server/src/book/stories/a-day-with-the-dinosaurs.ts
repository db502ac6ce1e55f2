import type { StoryScript } from '../story-types';

// Brachiosaurus (about 150 million years ago), Pteranodon (about 85) and Tyrannosaurus rex with Triceratops
// (about 66) never lived at the same time, so the golden ticket is a time ticket with one stop for each of them:
// the book keeps its promised creatures and teaches that the age of dinosaurs lasted over 160 million years.
export const story: StoryScript = {
  slug: 'a-day-with-the-dinosaurs',
  title: {
    en: '{name} and a Day with the Dinosaurs',
    ru: '{name}: Один день с динозаврами',
    tr: '{name} ve Dinozorlarla Bir Gün',
    az: '{name} və dinozavrlarla bir gün',
  },
  dedication: {
    en: 'For {name}, loved even more than a T. rex loves to roar!',
    ru: '{name}, мы любим тебя даже сильнее, чем тираннозавр любит рычать!',
    tr: 'Sevgili {name}, seni bir tiranozorun kükremeyi sevdiğinden bile çok seviyoruz!',
    az: 'Əziz {name}, tiranozavr nərildəməyi nə qədər sevirsə, biz səni ondan da çox sevirik!',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'On the school trip to the natural history museum, {name} stopped beside a giant Triceratops skeleton. Stuck between two fossil bones was something shiny: a golden ticket! It looked like a train ticket, with four stops printed on it: 150 million years ago, 85 million years ago, 66 million years ago and, at the very bottom, Museum, back by sunset.',
        ru: 'На школьной экскурсии в музее естествознания {name} {gender, select, girl {остановилась} other {остановился}} у огромного скелета трицератопса. Между двумя окаменелыми костями застряло что-то блестящее — золотой билет! Он был похож на билет на поезд, и на нём были напечатаны четыре остановки: «150 миллионов лет назад», «85 миллионов лет назад», «66 миллионов лет назад», а в самом низу — «Музей. Вернуться до заката».',
        tr: 'Doğa tarihi müzesine yapılan okul gezisinde {name} dev bir triseratops iskeletinin önünde durdu. İki fosil kemiğin arasına parlak bir şey sıkışmıştı: altın renkli bir bilet! Tıpkı bir tren biletine benziyordu ve üzerinde dört durak yazılıydı: “150 milyon yıl önce”, “85 milyon yıl önce”, “66 milyon yıl önce” ve en altta “Müze: Gün batmadan dönüş”.',
        az: 'Təbiət tarixi muzeyinə məktəb ekskursiyası zamanı {name} nəhəng triseratops skeletinin qarşısında dayandı. İki fosil sümüyünün arasına parlaq bir şey ilişmişdi — qızılı bilet! O, qatar biletinə oxşayırdı, üstündə isə dörd dayanacaq yazılmışdı: «150 milyon il əvvəl», «85 milyon il əvvəl», «66 milyon il əvvəl» və lap aşağıda «Muzey: gün batmamış qayıdış».',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} looked at the first stop, and whoosh! The museum melted away. Now {name} stood in a warm, steamy forest where ferns grew taller than houses and a volcano puffed smoke in the distance. Right in front of {name}, an egg began to wobble. Crack! Out popped a little green dinosaur. “Mama?” she squeaked.',
        ru: '{name} {gender, select, girl {взглянула} other {взглянул}} на первую остановку — и ш-ш-ших! Музей растаял. Вокруг шумел жаркий влажный лес, где папоротники были выше домов, а вдалеке дымил вулкан. Прямо впереди закачалось яйцо. Крак! Из скорлупы выглянул маленький зелёный динозаврик. «Мама?» — пискнул он.',
        tr: '{name} ilk durağa baktı ve vuuuş! Müze eriyip gitti. Şimdi evlerden uzun eğrelti otlarıyla dolu, sıcak, buharlı bir ormandaydı; uzakta bir yanardağ duman tütüyordu. Tam önünde bir yumurta sallanmaya başladı. Çat! İçinden küçük, yeşil bir dinozor çıktı. “Anne?” diye ciyakladı.',
        az: '{name} birinci dayanacağa baxdı və — vıjjj! — muzey əriyib yox oldu. İndi o, evlərdən hündür qıjılarla dolu isti, buxarlı meşədə idi, uzaqda isə vulkan tüstülənirdi. Düz qabağında bir yumurta yırğalandı. Çırt! İçindən balaca yaşıl dinozavr çıxdı. «Ana?» — deyə o, civildədi.',
      },
    },
    {
      scene: 1,
      text: {
        en: '“I’m not your mama,” laughed {name}. Three little bumps on her head, a frill round her neck: she was a baby Triceratops, just like the skeleton in the museum! “Uh-oh,” said {name}. “Triceratops lived 66 million years ago. You’re in the wrong time!” The magic must have swept her egg along. {name} named her Tiny and promised to take her home to her mother.',
        ru: '«Я не твоя мама», — {gender, select, girl {рассмеялась} other {рассмеялся}} {name}. Три бугорка на голове, костяной воротник вокруг шеи — да это же детёныш трицератопса, совсем как скелет в музее! «Ой-ой, — {gender, select, girl {сказала} other {сказал}} {name}. — Трицератопсы жили 66 миллионов лет назад. Ты попал не в то время!» Видно, волшебство прихватило и его яйцо. {name} {gender, select, girl {назвала} other {назвал}} малыша Крохой и {gender, select, girl {пообещала} other {пообещал}} вернуть его домой, к маме.',
        tr: '“Ben senin annen değilim ki!” diye güldü {name}. Başında üç küçük tümsek, boynunun çevresinde bir yaka: Bu, tıpkı müzedeki iskelet gibi, bir triseratops yavrusuydu! “Eyvah,” dedi {name}. “Triseratopslar 66 milyon yıl önce yaşadı. Sen yanlış zamana gelmişsin!” Sihir yumurtayı da sürüklemiş olmalıydı. {name} yavruya Minik adını verdi ve onu annesine götüreceğine söz verdi.',
        az: '«Mən sənin anan deyiləm ki!» — deyə {name} güldü. Başında üç balaca qabar, boynunun ətrafında sümük yaxalıq: bu, muzeydəki skelet kimi triseratops balası idi! «Vay-vay, — dedi {name}. — Triseratopslar 66 milyon il əvvəl yaşayıb. Sən başqa zamana düşmüsən!» Yəqin, sehr onun yumurtasını da özü ilə gətirmişdi. {name} balaya Cırtdan adını verdi və onu anasının yanına aparacağına söz verdi.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Suddenly the treetops rustled, and down came a head on a very, very long neck. It was a Brachiosaurus, as tall as a four-storey building! Tiny squeezed her eyes shut. “Don’t be scared,” rumbled the giant. “I only eat leaves.” Like many dinosaurs, Brachiosaurus ate nothing but plants, and it needed a mountain of them every day.',
        ru: 'Вдруг верхушки деревьев зашелестели, и сверху опустилась голова на очень-очень длинной шее. Это был брахиозавр — высотой с четырёхэтажный дом! Кроха от страха зажмурился. «Не бойтесь, — пророкотал великан. — Я ем только листья». Как и многие динозавры, брахиозавр питался одними растениями, и каждый день ему нужна была целая гора зелени.',
        tr: 'Birden ağaçların tepeleri hışırdadı ve upuzun bir boynun ucunda bir kafa aşağı indi. Bu, dört katlı bir bina kadar uzun bir brakiyozordu! Minik korkuyla gözlerini yumdu. “Korkmayın,” diye gürledi dev. “Ben sadece yaprak yerim.” Pek çok dinozor gibi brakiyozor da yalnızca bitkiyle beslenirdi ve her gün koca bir dağ kadar yeşilliğe ihtiyaç duyardı.',
        az: 'Birdən ağacların başı xışıldadı və çox-çox uzun boynun ucunda bir baş aşağı endi. Bu, dördmərtəbəli bina hündürlüyündə braxiozavr idi! Cırtdan qorxudan gözlərini yumdu. «Qorxmayın, — deyə nəhəng guruldadı. — Mən ancaq yarpaq yeyirəm». Bir çox dinozavr kimi braxiozavr da yalnız bitki ilə qidalanırdı və ona hər gün bir dağ boyda yaşıllıq lazım idi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'The Brachiosaurus gave them a ride on its back, high above the treetops. Tiny looked everywhere for her mama. “She isn’t here yet,” explained {name}. “Your family won’t be around for millions and millions of years! Dinosaurs lived on Earth for more than 160 million years, so they didn’t all live at the same time!” Time for the next stop.',
        ru: 'Брахиозавр покатал их на спине — выше самых высоких деревьев. Кроха повсюду высматривал маму. «Её здесь ещё нет, — {gender, select, girl {объяснила} other {объяснил}} {name}. — Твоя семья появится только через много-много миллионов лет! Динозавры жили на Земле больше 160 миллионов лет, поэтому не все они жили в одно время!» Пора было ехать до следующей остановки.',
        tr: 'Brakiyozor onları sırtına aldı ve ağaçların tepesinden de yükseğe çıkardı. Minik her yerde annesini aradı. “Annen burada değil,” diye açıkladı {name}. “Senin ailen daha milyonlarca yıl sonra ortaya çıkacak! Dinozorlar Dünya’da 160 milyon yıldan uzun süre yaşadı, yani hepsi aynı zamanda yaşamadı!” Sıradaki durağa gitme vakti gelmişti.',
        az: 'Braxiozavr onları belinə mindirib ağacların başından da yuxarı qaldırdı. Cırtdan hər yerdə anasını axtardı. «Anan hələ burada yoxdur, — deyə {name} izah etdi. — Sənin ailən milyon illər sonra yaranacaq! Dinozavrlar Yer üzündə 160 milyon ildən çox yaşayıb, ona görə də hamısı eyni vaxtda yaşamayıb!» Növbəti dayanacağa getmək vaxtı idi.',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} waved goodbye and looked at the second stop. Whoosh! Now they stood on a sunny beach. Over the waves glided Pteranodons, with wings wider than a car is long. “Are they dinosaurs too?” asked Tiny. “No, they’re flying reptiles, the dinosaurs’ cousins,” said {name}. One of them swooped down and scooped up a fish. Splash!',
        ru: '{name} {gender, select, girl {помахала} other {помахал}} брахиозавру на прощание и {gender, select, girl {взглянула} other {взглянул}} на вторую остановку. Ш-ш-ших! Теперь они стояли на солнечном берегу моря. Над волнами парили птеранодоны с крыльями шире, чем длина машины. «Это тоже динозавры?» — спросил Кроха. «Нет, это летающие ящеры, родственники динозавров», — {gender, select, girl {ответила} other {ответил}} {name}. Один птеранодон нырнул и подхватил рыбу. Плюх!',
        tr: '{name} brakiyozora el sallayıp ikinci durağa baktı. Vuuuş! Şimdi güneşli bir deniz kıyısındaydılar. Dalgaların üzerinde, kanatları bir arabanın boyundan daha geniş pteranodonlar süzülüyordu. “Onlar da mı dinozor?” diye sordu Minik. “Hayır, onlar uçan sürüngenler, dinozorların akrabaları,” dedi {name}. Pteranodonlardan biri aşağı daldı ve bir balık kaptı. Şlap!',
        az: '{name} braxiozavra əl yellədi və ikinci dayanacağa baxdı. Vıjjj! İndi onlar günəşli dəniz sahilində idilər. Dalğaların üstündə qanadları maşının uzunluğundan da enli olan pteranodonlar süzülürdü. «Onlar da dinozavrdır?» — deyə Cırtdan soruşdu. «Yox, onlar uçan sürünənlərdir, dinozavrların qohumları», — deyə {name} cavab verdi. Pteranodonlardan biri aşağı şığıyıb bir balıq qapdı. Şap!',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Tiny’s tummy rumbled. “Next stop: home!” said {name}. Whoosh! 66 million years ago. The ground was soft and muddy, and in the mud were enormous footprints with three big toes. “Millions of years from now, footprints like these will turn to stone,” said {name}. “That’s how scientists know how dinosaurs walked.” But whose footprints were these…?',
        ru: 'У Крохи заурчало в животе. «Следующая остановка — твой дом!» — {gender, select, girl {сказала} other {сказал}} {name}. Ш-ш-ших! 66 миллионов лет назад. Земля здесь была мягкой и топкой, а в грязи виднелись огромные следы с тремя большими пальцами. «Через миллионы лет такие следы превратятся в камень, — {gender, select, girl {сказала} other {сказал}} {name}. — Так учёные и узнают, как ходили динозавры». Но чьи же это следы?..',
        tr: 'Minik’in karnı guruldadı. “Sıradaki durak: evin!” dedi {name}. Vuuuş! 66 milyon yıl önce. Toprak yumuşak ve çamurluydu; çamurda üç kocaman parmaklı devasa ayak izleri vardı. “Milyonlarca yıl sonra böyle izler taşa dönüşecek,” dedi {name}. “Bilim insanları dinozorların nasıl yürüdüğünü işte böyle öğreniyor.” Peki, bu izler kimindi…?',
        az: 'Cırtdanın qarnı quruldadı. «Növbəti dayanacaq — sənin evin!» — dedi {name}. Vıjjj! 66 milyon il əvvəl. Torpaq yumşaq və palçıqlı idi, palçıqda isə üç iri barmaqlı nəhəng ayaq izləri vardı. «Milyon illər sonra belə izlər daşa dönəcək, — dedi {name}. — Alimlər dinozavrların necə yeridiyini məhz belə öyrənirlər». Bəs bu izlər kimin idi?..',
      },
    },
    {
      scene: 1,
      text: {
        en: 'THUD. THUD. THUD. Through the ferns came a Tyrannosaurus rex, as long as a bus, with teeth as big as bananas. And it looked hungry! {name} grabbed Tiny and dived behind a fallen tree. “A T. rex has a super sniffer,” whispered {name}. “It can smell us from far away. We need a plan, quick!”',
        ru: 'БУМ. БУМ. БУМ. Сквозь папоротники шёл тираннозавр — длиной с автобус, с зубами размером с банан. И вид у него был очень голодный! {name} {gender, select, girl {схватила} other {схватил}} Кроху и {gender, select, girl {нырнула} other {нырнул}} за поваленное дерево. «У тираннозавра отличный нюх, — {gender, select, girl {прошептала} other {прошептал}} {name}. — Он учует нас издалека. Нужен план, и поскорее!»',
        tr: 'GÜM. GÜM. GÜM. Eğrelti otlarının arasından bir tiranozor çıktı: Bir otobüs kadar uzun, dişleri muz kadar büyük. Üstelik çok aç görünüyordu! {name} Minik’i kaptı ve devrilmiş bir ağacın arkasına atladı. “Tiranozorun burnu çok keskindir,” diye fısıldadı {name}. “Kokumuzu uzaktan alır. Hemen bir plan lazım!”',
        az: 'GUP. GUP. GUP. Qıjıların arasından tiranozavr çıxdı: avtobus boyda, dişləri banan boyda. Üstəlik, çox ac görünürdü! {name} Cırtdanı qapıb yıxılmış ağacın arxasına atıldı. «Tiranozavrın burnu çox iti olur, — deyə {name} pıçıldadı. — O, iyimizi uzaqdan alacaq. Tez bir plan lazımdır!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'There was only one thing to do. {name} and Tiny rolled in the thick, stinky mud until they were brown from head to toe and smelled just like a swamp. The T. rex poked its huge head over the fallen tree and sniffed, and sniffed… “Pooh! Only mud,” it grumbled, and turned away.',
        ru: 'Оставалось только одно. {name} и Кроха вывалялись в густой вонючей грязи, пока не стали коричневыми с головы до пят и не запахли, как настоящее болото. Тираннозавр сунул огромную голову за поваленное дерево и принюхался: нюх-нюх, нюх-нюх… «Фу! Одна грязь», — проворчал он и отвернулся.',
        tr: 'Yapılacak tek bir şey vardı. {name} ve Minik koyu, pis kokulu çamurda yuvarlandılar; sonunda tepeden tırnağa kahverengi olmuş, tıpkı bir bataklık gibi kokuyorlardı. Tiranozor kocaman kafasını devrik ağacın üstünden uzattı ve kokladı, kokladı… “Öf! Sadece çamur,” diye homurdanıp arkasını döndü.',
        az: 'Yalnız bir çarə qalırdı. {name} və Cırtdan qatı, iyli palçıqda diyirləndilər; axırda başdan-ayağa qəhvəyi oldular və lap bataqlıq kimi iy verməyə başladılar. Tiranozavr nəhəng başını yıxılmış ağacın üstündən uzadıb iylədi, iylədi… «Pıf! Sadəcə palçıqdır», — deyə deyinib arxasını çevirdi.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'But mud tickles little noses. “A-a-atchoo!” sneezed Tiny. The T. rex spun round with a terrible ROAR! {name} held Tiny tight. Then the ground began to shake, and out of the ferns burst a huge Triceratops, heavier than an elephant, with three sharp horns pointing straight at the T. rex.',
        ru: 'Но от грязи щекотно в носу. «А-а-апчхи!» — чихнул Кроха. Тираннозавр обернулся со страшным РЁВОМ! {name} крепко {gender, select, girl {прижала} other {прижал}} Кроху к себе. И тут земля задрожала, и из папоротников выскочил огромный трицератопс — тяжелее слона, с тремя острыми рогами, нацеленными прямо на тираннозавра.',
        tr: 'Ama çamur küçük burunları gıdıklar. “Hap-hap-hapşuu!” diye hapşırdı Minik. Tiranozor korkunç bir KÜKREMEYLE geri döndü! {name} Minik’e sımsıkı sarıldı. Tam o sırada yer sarsılmaya başladı ve eğrelti otlarının arasından kocaman bir triseratops fırladı: Bir filden bile ağırdı ve üç sivri boynuzu tam tiranozora çevrilmişti.',
        az: 'Amma palçıq balaca burunları qıdıqlayır. «Ap-ap-apçxı!» — deyə Cırtdan asqırdı. Tiranozavr dəhşətli bir NƏRƏ ilə geri döndü! {name} Cırtdanı bərk-bərk qucaqladı. Elə bu an yer titrədi və qıjıların arasından nəhəng bir triseratops atıldı: fildən də ağır idi, üç iti buynuzu isə düz tiranozavra tuşlanmışdı.',
      },
    },
    {
      scene: 3,
      text: {
        en: '“Leave my baby alone!” bellowed the Triceratops. The T. rex took one look at those horns and stomped off into the forest. “Mama!” squeaked Tiny, and ran to her mother. Mama Triceratops nuzzled her baby, then turned to {name}. “Thank you for bringing my little one home,” she said softly.',
        ru: '«Не трогай моего малыша!» — проревел трицератопс. Тираннозавр взглянул на эти рога и, топая, убрался в лес. «Мама!» — пискнул Кроха и бросился к ней. Мама нежно потёрлась носом о своего малыша, а потом тихо сказала: «Спасибо тебе, {name}. Ты {gender, select, girl {привела} other {привёл}} моего кроху домой».',
        tr: '“Yavruma dokunma!” diye böğürdü triseratops. Tiranozor o boynuzlara bir baktı ve güm güm yürüyüp ormana gitti. “Anne!” diye ciyakladı Minik ve annesine koştu. Annesi yavrusunu burnuyla okşadı, sonra {nameDat} döndü. “Yavrumu eve getirdiğin için teşekkür ederim,” dedi yumuşacık bir sesle.',
        az: '«Balama toxunma!» — deyə triseratops böyürdü. Tiranozavr o buynuzlara bir baxdı və gup-gup addımlayaraq meşəyə çəkildi. «Ana!» — deyə Cırtdan civildədi və anasına tərəf qaçdı. Anası balasını burnu ilə oxşadı, sonra {nameDat} tərəf döndü: «Balamı evə gətirdiyin üçün sağ ol», — deyə yumşaq səslə dedi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'As the sun sank and the sky turned pink, Tiny and her mother munched ferns, and {name} munched an apple from the backpack. “Why are you green when your mama is orange?” wondered {name}. Tiny giggled. Nobody knows for sure what colour most dinosaurs were, because colours don’t turn to stone. So maybe green babies really do have orange mamas!',
        ru: 'Солнце садилось, небо порозовело. Кроха с мамой хрумкали папоротник, а {name} — яблоко из рюкзака. «Почему ты зелёный, а мама оранжевая?» — {gender, select, girl {удивилась} other {удивился}} {name}. Кроха только хихикнул. Никто точно не знает, какого цвета были почти все динозавры: цвет ведь не превращается в камень. Так что, может, у зелёных малышей и правда бывают оранжевые мамы!',
        tr: 'Güneş alçaldıkça gökyüzü pembeleşti. Minik ile annesi eğrelti otlarını kemirirken {nameToo} çantasından çıkardığı elmayı yedi. “Sen neden yeşilsin de annen turuncu?” diye merak etti {name}. Minik kıkırdadı. Dinozorların çoğunun ne renk olduğunu kimse kesin olarak bilmiyor, çünkü renkler taşa dönüşmüyor. Belki de yeşil yavruların gerçekten turuncu anneleri vardır!',
        az: 'Günəş aşağı endikcə səma çəhrayıya boyandı. Cırtdanla anası qıjı yeyir, {name} isə çantasından çıxardığı almanı dişləyirdi. «Sən niyə yaşılsan, anan isə narıncı?» — deyə {name} təəccübləndi. Cırtdan qıqqıldadı. Dinozavrların çoxunun hansı rəngdə olduğunu heç kim dəqiq bilmir, çünki rənglər daşa dönmür. Kim bilir, bəlkə yaşıl balaların doğrudan da narıncı anaları olur!',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Then the golden ticket began to glow. Last stop: the museum, back by sunset. Mama Triceratops gave a gentle goodbye snort, and Tiny snuggled up to {name} one last time. “Will you remember me?” “For ever,” whispered {name}. “And dinosaurs will never disappear completely. Birds are their great-great-great-grandchildren!”',
        ru: 'Тут золотой билет засветился: последняя остановка — «Музей. Вернуться до заката». Мама-трицератопс ласково фыркнула на прощание, а Кроха в последний раз прижался к {gender, select, girl {своей подружке} other {своему другу}}. «Ты меня не забудешь?» — «Никогда, — {gender, select, girl {прошептала} other {прошептал}} {name}. — А динозавры не исчезнут совсем: птицы — их пра-пра-правнуки!»',
        tr: 'Derken altın bilet parlamaya başladı: Son durak, müze, gün batmadan dönüş. Anne triseratops şefkatle başını eğip veda etti, Minik de son bir kez {nameDat} sokuldu. “Beni unutmayacaksın, değil mi?” “Asla!” diye fısıldadı {name}. “Hem dinozorlar hiçbir zaman tamamen yok olmayacak: Kuşlar onların torunlarının torunları!”',
        az: 'Birdən qızılı bilet parıldamağa başladı: son dayanacaq — muzey, gün batmamış qayıdış. Ana triseratops mehribanlıqla fınxırıb sağollaşdı, Cırtdan isə sonuncu dəfə {nameDat} qısıldı. «Məni unutmayacaqsan, hə?» «Heç vaxt! — deyə {name} pıçıldadı. — Həm də dinozavrlar heç vaxt tamamilə yox olmayacaq: quşlar onların nəvələrinin nəvələridir!»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Whoosh! {name} was back in the museum, right beside the Triceratops skeleton. “Goodness, how did your shoes get so muddy?” asked the teacher. {name} just smiled. Outside the window a little sparrow was hopping along the sill. “Hello, little dinosaur,” whispered {name}, and thought of Tiny with a happy heart.',
        ru: 'Ш-ш-ших! {name} снова {gender, select, girl {стояла} other {стоял}} в музее, рядом со скелетом трицератопса. «Батюшки, где это ты так {gender, select, girl {перепачкалась} other {перепачкался}}?» — ахнула учительница, глядя на ботинки. {name} только {gender, select, girl {улыбнулась} other {улыбнулся}}. За окном по карнизу прыгал воробей. «Привет, маленький динозавр», — {gender, select, girl {шепнула} other {шепнул}} {name} и с радостью {gender, select, girl {вспомнила} other {вспомнил}} Кроху.',
        tr: 'Vuuuş! {name} yeniden müzedeydi, triseratops iskeletinin tam yanında. “Aman, ayakkabıların ne kadar çamur olmuş!” dedi öğretmen şaşkınlıkla. {name} sadece gülümsedi. Pencerenin önünde küçük bir serçe sekip duruyordu. “Merhaba, küçük dinozor,” diye fısıldadı {name} ve sevgiyle Minik’i düşündü.',
        az: 'Vıjjj! {name} yenə muzeydə, triseratops skeletinin yanında idi. «Ay aman, ayaqqabıların niyə belə palçıqlıdır?» — deyə müəllim təəccübləndi. {name} sadəcə gülümsədi. Pəncərənin qarşısında balaca bir sərçə atılıb-düşürdü. «Salam, balaca dinozavr», — deyə {name} pıçıldadı və sevgiylə Cırtdanı xatırladı.',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. Dream of ferns as tall as houses, and of a little friend called Tiny.',
    ru: 'Спокойной ночи, {name}! Пусть тебе приснятся папоротники выше домов и маленький друг по имени Кроха.',
    tr: 'İyi geceler, {name}! Rüyanda evlerden uzun eğrelti otlarını ve Minik adında küçük bir dostu gör.',
    az: 'Gecən xeyrə qalsın, {name}! Qoy yuxuna evlərdən hündür qıjılar və Cırtdan adlı balaca dost girsin.',
  },
};
