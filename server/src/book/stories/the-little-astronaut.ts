import type { StoryScript } from '../story-types';

// Every fact is meant to be true, not just fun: Venus is the hottest planet, Mercury's year lasts 88 days,
// Neptune's 165 Earth years, and radio messages from Neptune need about four hours to reach the Earth. Seen from
// that far away the Earth always stays close to the Sun in the sky, which is how the hero aims Bip's antenna.
export const story: StoryScript = {
  slug: 'the-little-astronaut',
  title: {
    en: '{name}, the Little Astronaut',
    ru: '{name} — маленький космонавт',
    tr: 'Küçük Astronot {name}',
    az: 'Balaca astronavt {name}',
  },
  dedication: {
    en: 'For {name}, our brightest star.',
    ru: '{name}, ты — наша самая яркая звёздочка!',
    tr: 'Sevgili {name}, sen bizim en parlak yıldızımızsın!',
    az: 'Əziz {name}, sən bizim ən parlaq ulduzumuzsan!',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'Every clear night, {name} looked at the stars through a telescope. But tonight something new was shining on the hill: a real red-and-white rocket with its door wide open! Then a crackly voice came from the radio: “Mission Control calling. {name}, we need your help!”',
        ru: 'Каждую ясную ночь {name} {gender, select, girl {смотрела} other {смотрел}} в телескоп на звёзды. Но сегодня на холме сияло что-то новое: настоящая красно-белая ракета с распахнутой дверцей! И тут из рации раздался хрипловатый голос: «Говорит Центр управления полётами. {name}, нам нужна твоя помощь!»',
        tr: 'Her açık gece {name} teleskobuyla yıldızlara bakardı. Ama bu gece tepede yeni bir şey parlıyordu: kapısı ardına kadar açık, kırmızı beyaz, gerçek bir roket! Derken telsizden cızırtılı bir ses geldi: “Görev Kontrol Merkezi’nden {nameDat} sesleniyoruz. Yardımına ihtiyacımız var!”',
        az: 'Hər aydın gecə {name} teleskopla ulduzlara baxırdı. Amma bu gecə təpədə təzə bir şey parıldayırdı: qapısı taybatay açıq, qırmızı-ağ, əsl raket! Elə bu an radiodan xırıltılı bir səs gəldi: «Diqqət, {name}! Uçuş İdarəetmə Mərkəzi danışır. Sənin köməyinə ehtiyacımız var!»',
      },
    },
    {
      scene: 1,
      text: {
        en: '“Our little robot Bip explores the very edge of the Solar System,” said the voice. “Every day he sends us a message: Beep-bip, all is well! But for a whole week there has been silence. Nobody your age has ever flown into space before. Will you go and find him?” {name} pulled on a white spacesuit and a round, shiny helmet. “Ready!”',
        ru: '«Наш маленький робот Бип исследует самый край Солнечной системы, — сказал голос. — Каждый день он присылал нам сообщение: „Бип-бип, всё в порядке!“ Но вот уже неделю он молчит. Ещё никто в твоём возрасте не летал в космос. Полетишь его искать?» {name} {gender, select, girl {надела} other {надел}} белый скафандр и круглый блестящий шлем. «{gender, select, girl {Готова} other {Готов}}!»',
        tr: '“Küçük robotumuz Bip, Güneş Sistemi’nin en uzak köşesini keşfediyor,” dedi ses. “Her gün bize bir mesaj gönderirdi: Bip-bip, her şey yolunda! Ama bir haftadır hiç ses yok. Senin yaşında daha önce hiç kimse uzaya gitmedi. Onu bulmaya gider misin?” {name} beyaz uzay giysisini giydi, yuvarlak, parlak kaskını taktı. “Hazırım!”',
        az: '«Balaca robotumuz Bip Günəş sisteminin lap ucqarını tədqiq edir, — dedi səs. — O, hər gün bizə mesaj göndərirdi: “Bip-bip, hər şey qaydasındadır!” Amma bir həftədir ondan səs-soraq yoxdur. Sənin yaşında hələ heç kim kosmosa uçmayıb. Onu axtarmağa gedərsənmi?» {name} ağ skafandrını geyindi, girdə, parlaq dəbilqəsini taxdı. «Hazıram!»',
      },
    },
    {
      scene: 2,
      text: {
        en: '“Three… two… one… lift-off!” The engines roared, the rocket shook, and up, up it went, faster and faster. The blue sky turned black and full of stars. Far below, {name} saw the Earth, a big blue ball. “It’s blue because most of it is covered by oceans,” said Mission Control.',
        ru: '«Три… два… один… Пуск!» Двигатели взревели, ракета задрожала и понеслась вверх — всё быстрее и быстрее. Голубое небо стало чёрным и звёздным. Далеко внизу {name} {gender, select, girl {увидела} other {увидел}} Землю — большой голубой шар. «Она голубая, потому что океанов на ней больше, чем суши», — сказали из Центра управления.',
        tr: '“Üç… iki… bir… Kalkış!” Motorlar gürledi, roket sarsıldı ve yukarı, hep yukarı fırladı, gittikçe hızlanarak. Mavi gökyüzü karardı, yıldızlarla doldu. {name} çok aşağıda Dünya’yı gördü: kocaman mavi bir top! “Dünya mavi görünür, çünkü büyük kısmı okyanuslarla kaplıdır,” dedi Görev Kontrol.',
        az: '«Üç… iki… bir… Start!» Mühərriklər guruldadı, raket silkələndi və getdikcə sürətlənərək yuxarı, lap yuxarı qalxdı. Mavi səma qaralıb ulduzlarla doldu. {name} çox aşağıda Yer kürəsini gördü: nəhəng mavi bir top! «Yer mavi görünür, çünki onun böyük hissəsini okeanlar örtür», — deyə Mərkəzdən bildirdilər.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'First stop: the Moon! {name} climbed out, gave a little hop and floated up high. On the Moon everything weighs six times less than on Earth, so you can jump about six times higher. {name} planted an orange flag and left a trail of footprints. With no wind and no rain here, they could stay for millions of years!',
        ru: 'Первая остановка — Луна! {name} {gender, select, girl {выбралась} other {выбрался}} из ракеты, чуть-чуть {gender, select, girl {подпрыгнула} other {подпрыгнул}} — и {gender, select, girl {взлетела} other {взлетел}} высоко-высоко. На Луне всё весит в шесть раз меньше, чем на Земле, поэтому и прыгать можно примерно в шесть раз выше. {name} {gender, select, girl {воткнула} other {воткнул}} оранжевый флажок и {gender, select, girl {оставила} other {оставил}} цепочку следов. Здесь нет ни ветра, ни дождя, так что следы могут сохраниться миллионы лет!',
        tr: 'İlk durak: Ay! {name} roketten indi, hafifçe zıpladı ve havaya yükseldi. Ay’da her şey Dünya’dakinden altı kat hafiftir; bu yüzden burada yaklaşık altı kat yükseğe zıplayabilirsin. {name} turuncu bir bayrak dikti ve ardında bir sıra ayak izi bıraktı. Burada ne rüzgâr ne yağmur olduğu için bu izler milyonlarca yıl kalabilir!',
        az: 'İlk dayanacaq — Ay! {name} raketdən düşdü, yüngülcə hoppandı və yuxarı, lap yuxarı qalxdı. Ayda hər şey Yerdəkindən altı dəfə yüngüldür, ona görə də burada təxminən altı dəfə hündürə tullanmaq olar. {name} narıncı bayraq sancdı və arxasında bir cərgə ayaq izi qoydu. Burada nə külək var, nə yağış, ona görə də bu izlər milyon illərlə qala bilər!',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Next, the rocket zoomed off to Mercury, the smallest planet and the closest one to the Sun. Mercury races round the Sun so quickly that a year there lasts only 88 days. “If I lived here,” laughed {name}, “I’d have more than four birthdays every Earth year. Imagine all the cake!”',
        ru: 'Потом ракета помчалась к Меркурию — самой маленькой планете и самой близкой к Солнцу. Меркурий так быстро бегает вокруг Солнца, что год на нём длится всего 88 дней. «Если бы я здесь {gender, select, girl {жила} other {жил}}, — {gender, select, girl {рассмеялась} other {рассмеялся}} {name}, — у меня было бы больше четырёх дней рождения за один земной год. Вот сколько торта!»',
        tr: 'Sonra roket, Güneş’e en yakın ve en küçük gezegen olan Merkür’e doğru uçtu. Merkür, Güneş’in çevresini öyle hızlı dolanır ki orada bir yıl yalnızca 88 gün sürer. “Burada yaşasaydım,” diye güldü {name}, “bir Dünya yılında dört kereden fazla doğum günüm olurdu. Düşünsene, ne çok pasta!”',
        az: 'Sonra raket Günəşə ən yaxın və ən kiçik planet olan Merkuriyə tərəf uçdu. Merkuri Günəşin ətrafında elə sürətlə fırlanır ki, orada bir il cəmi 88 gün çəkir. «Burada yaşasaydım, — deyə {name} güldü, — bir Yer ilində dörd dəfədən çox ad günüm olardı. Təsəvvür et, nə qədər tort!»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then came Venus, wrapped in thick yellow clouds. “Venus is further from the Sun than Mercury, but it’s the hottest planet of all,” said Mission Control. “Its clouds trap the heat like a giant blanket.” It was much, much hotter than an oven, so {name} just waved from the window. “Bye-bye, Venus! Too hot for me!”',
        ru: 'Дальше была Венера, закутанная в густые жёлтые облака. «Венера дальше от Солнца, чем Меркурий, но это самая горячая планета, — сказали из Центра. — Её облака держат тепло, как огромное одеяло». Там гораздо жарче, чем в духовке, поэтому {name} только {gender, select, girl {помахала} other {помахал}} из иллюминатора: «Пока-пока, Венера! Для меня тут слишком жарко!»',
        tr: 'Ardından kalın sarı bulutlara sarınmış Venüs göründü. “Venüs, Güneş’e Merkür’den daha uzaktır ama en sıcak gezegen odur,” dedi Görev Kontrol. “Bulutları ısıyı kocaman bir yorgan gibi hapseder.” Orası fırından bile çok daha sıcaktı, bu yüzden {name} pencereden el sallamakla yetindi: “Hoşça kal, Venüs! Burası bana fazla sıcak!”',
        az: 'Ardınca qalın sarı buludlara bürünmüş Venera göründü. «Venera Günəşdən Merkuridən daha uzaqdadır, amma ən isti planet odur, — dedi Mərkəz. — Onun buludları istini nəhəng yorğan kimi saxlayır». Orası sobadan da qat-qat isti idi, ona görə də {name} pəncərədən sadəcə əl yellədi: «Hələlik, Venera! Bura mənim üçün çox istidir!»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Past the Earth and the Moon the rocket flew, all the way to Mars, the red planet. “Why is it so red?” asked {name}. “Its dust is full of iron, and the iron has gone rusty,” explained Mission Control. Down below, {name} spotted Olympus Mons, the biggest volcano in the Solar System, two and a half times taller than Mount Everest.',
        ru: 'Мимо Земли и Луны ракета долетела до Марса — красной планеты. «Почему он такой красный?» — {gender, select, girl {спросила} other {спросил}} {name}. «В его пыли много железа, а железо заржавело», — объяснили из Центра. Внизу {name} {gender, select, girl {разглядела} other {разглядел}} гору Олимп — самый большой вулкан Солнечной системы, в два с половиной раза выше Эвереста.',
        tr: 'Roket, Dünya’nın ve Ay’ın yanından geçip kızıl gezegen Mars’a ulaştı. “Mars neden bu kadar kırmızı?” diye sordu {name}. “Tozunda bol miktarda demir var ve o demir paslanmış,” diye açıkladı Görev Kontrol. Aşağıda {name}, Güneş Sistemi’nin en büyük yanardağı Olympus Mons’u gördü: Everest’ten tam iki buçuk kat yüksek!',
        az: 'Raket Yerin və Ayın yanından keçib qırmızı planet Marsa çatdı. «Mars niyə belə qırmızıdır?» — deyə {name} soruşdu. «Onun tozunda çoxlu dəmir var, dəmir də paslanıb», — deyə Mərkəzdən izah etdilər. Aşağıda {name} Günəş sisteminin ən böyük vulkanı olan Olimp dağını gördü. O, Everestdən iki yarım dəfə hündürdür!',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Next came Jupiter, the biggest planet of all: more than a thousand Earths could fit inside it! Jupiter has no ground to stand on, only swirling clouds and wind, and its Great Red Spot is a storm wider than the whole Earth. “Let’s race!” cried {name}, and the rocket whooshed along beside the howling winds, faster than any racing car.',
        ru: 'Следующим был Юпитер — самая большая планета: в нём поместилось бы больше тысячи таких планет, как Земля! Встать на Юпитере негде, там только облака и ветер, а его Большое красное пятно — это буря шире всей Земли. «Наперегонки!» — {gender, select, girl {крикнула} other {крикнул}} {name}, и ракета понеслась рядом с ревущим ветром, быстрее любой гоночной машины.',
        tr: 'Sırada en büyük gezegen Jüpiter vardı: İçine binden fazla Dünya sığabilir! Jüpiter’de üstünde durulacak bir zemin yoktur, yalnızca dönen bulutlar ve rüzgâr vardır. Büyük Kırmızı Leke ise bütün Dünya’dan daha geniş bir fırtınadır. “Hadi yarışalım!” diye bağırdı {name} ve roket, uğuldayan rüzgârlarla yan yana, her yarış arabasından hızlı uçtu.',
        az: 'Növbədə ən böyük planet — Yupiter idi: onun içinə mindən çox Yer kürəsi sığardı! Yupiterdə ayaq basmağa yer yoxdur, orada ancaq fırlanan buludlar və külək var. Onun Böyük Qırmızı Ləkəsi isə bütün Yer kürəsindən enli bir tufandır. «Gəl yarışaq!» — deyə {name} qışqırdı və raket uğuldayan küləklə yanaşı, istənilən yarış maşınından da sürətlə uçdu.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'At Saturn, {name} went out for a spacewalk and floated between its rings. Up close, the rings turned out to be billions of pieces of ice and rock, some as tiny as grains of sand, some as big as houses. “And Saturn is so light,” said Mission Control, “that it would float in a giant bath!”',
        ru: 'У Сатурна {name} {gender, select, girl {вышла} other {вышел}} в открытый космос и {gender, select, girl {поплыла} other {поплыл}} между его кольцами. Вблизи оказалось, что кольца — это миллиарды кусочков льда и камня: одни не больше песчинки, другие размером с дом. «А ещё Сатурн такой лёгкий, — сказали из Центра, — что не утонул бы в гигантской ванне!»',
        tr: 'Satürn’e varınca {name} uzay yürüyüşüne çıktı ve halkaların arasında süzüldü. Yakından bakınca halkaların milyarlarca buz ve kaya parçasından oluştuğu görülüyordu: Kimisi kum tanesi kadar küçük, kimisi ev kadar büyük. “Üstelik Satürn öyle hafiftir ki,” dedi Görev Kontrol, “dev bir küvete koysan batmaz, yüzer!”',
        az: 'Saturnun yanında {name} açıq kosmosa çıxdı və onun halqaları arasında süzüldü. Yaxından baxanda məlum oldu ki, halqalar milyardlarla buz və daş parçasından ibarətdir: bəziləri qum dənəsi boyda, bəziləri isə ev boyda. «Üstəlik, Saturn elə yüngüldür ki, — dedi Mərkəz, — nəhəng vannaya qoysan, batmaz, üzər!»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Then came Uranus, a blue-green planet that does something very odd: it spins lying on its side, rolling round the Sun like a ball. “Maybe it’s doing cartwheels!” giggled {name}. But the radio was still quiet. No beep, no bip. Bip must be even further away, at the very edge of the Solar System.',
        ru: 'Потом показался Уран — голубовато-зелёная планета, которая ведёт себя очень странно: она вращается, лёжа на боку, и катится вокруг Солнца, как мячик. «Может, он кувыркается?» — {gender, select, girl {захихикала} other {захихикал}} {name}. Но рация по-прежнему молчала. Ни «бип», ни «бип-бип». Значит, Бип ещё дальше — на самом краю Солнечной системы.',
        tr: 'Sonra mavi-yeşil Uranüs göründü. Bu gezegen çok tuhaf bir şey yapar: Yan yatmış hâlde döner ve Güneş’in çevresinde bir top gibi yuvarlanır. “Belki de takla atıyordur!” diye kıkırdadı {name}. Ama telsiz hâlâ sessizdi. Ne bip vardı ne bip-bip. Demek ki Bip daha da uzakta, Güneş Sistemi’nin ta kıyısındaydı.',
        az: 'Sonra mavi-yaşıl Uran göründü. Bu planet çox qəribə iş görür: böyrü üstə uzanıb fırlanır və Günəşin ətrafında top kimi diyirlənir. «Bəlkə, mayallaq aşır?» — deyə {name} güldü. Amma radio hələ də susurdu. Nə bip var idi, nə bip-bip. Deməli, Bip daha uzaqda — Günəş sisteminin lap ucqarında idi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'At last: Neptune, the deep blue planet that is farthest from the Sun and the windiest in the Solar System. It is so far away that one year on Neptune lasts 165 Earth years! Suddenly the radio crackled: “…beep… bi…” The faint signal was coming from Triton, Neptune’s biggest moon. “Hold on, Bip!” cried {name}. “I’m coming!”',
        ru: 'И вот наконец Нептун — тёмно-синяя планета, самая далёкая от Солнца и самая ветреная в Солнечной системе. Он так далеко, что один год на Нептуне длится 165 земных лет! Вдруг рация затрещала: «…бип… би…» Слабый сигнал шёл с Тритона, самого большого спутника Нептуна. «Держись, Бип! — {gender, select, girl {крикнула} other {крикнул}} {name}. — Я уже лечу!»',
        tr: 'Ve nihayet Neptün: Güneş’e en uzak gezegen, koyu mavi ve Güneş Sistemi’nin en rüzgârlı yeri. Öyle uzaktır ki Neptün’de bir yıl, tam 165 Dünya yılı sürer! Birden telsiz cızırdadı: “…bip… bi…” Zayıf sinyal, Neptün’ün en büyük uydusu Triton’dan geliyordu. “Dayan, Bip!” diye bağırdı {name}. “Geliyorum!”',
        az: 'Və nəhayət, Neptun: Günəşdən ən uzaq planet, tünd mavi və Günəş sisteminin ən küləkli yeri. O, elə uzaqdadır ki, Neptunda bir il düz 165 Yer ili çəkir! Birdən radio xırıldadı: «…bip… bi…» Zəif siqnal Neptunun ən böyük peyki Tritondan gəlirdi. «Döz, Bip! — deyə {name} qışqırdı. — Gəlirəm!»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Triton was white with ice, and tall geysers whooshed up out of the ground. There lay Bip, flat on his back, his antenna pointing at empty space. “A geyser knocked me over,” he whirred sadly. “Now my messages fly off the wrong way.” {name} lifted Bip up carefully. But which way was the Earth? From here it was far too small to see…',
        ru: 'Тритон был белым ото льда, а из-под земли с шумом били высокие гейзеры. Там, на спине, лежал Бип, и его антенна смотрела в пустой космос. «Меня опрокинул гейзер, — грустно прожужжал он. — Теперь мои сообщения улетают не туда». {name} осторожно {gender, select, girl {подняла} other {поднял}} робота. Но где же Земля? Отсюда её совсем не видно…',
        tr: 'Triton buzla kaplı bembeyaz bir yerdi; yerden yüksek gayzerler fışkırıyordu. İşte Bip oradaydı: Sırtüstü yatıyordu, anteni boş uzaya bakıyordu. “Bir gayzer beni devirdi,” diye vızıldadı üzgün üzgün. “Mesajlarım artık yanlış yöne gidiyor.” {name} Bip’i dikkatle kaldırdı. Peki ama Dünya ne taraftaydı? Buradan görünmeyecek kadar küçüktü…',
        az: 'Triton buzdan ağappaq idi, yerin altından hündür geyzerlər fışqırırdı. Bip də orada idi: arxası üstə uzanmışdı, antenası boş kosmosa baxırdı. «Məni geyzer yıxdı, — deyə o, qəmgin-qəmgin vızıldadı. — İndi mesajlarım yanlış tərəfə gedir». {name} Bipi ehtiyatla qaldırdı. Bəs Yer hansı tərəfdə idi? Buradan o, görünməyəcək qədər kiçik idi…',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} thought hard, then smiled. “The Earth goes round the Sun, so from this far away it always looks close to the Sun. Let’s point your antenna at the Sun!” Out here the Sun looked like a small but very bright star. {name} turned the antenna towards it, and Bip’s lights blinked green. “Beep-bip! Message sent!”',
        ru: '{name} {gender, select, girl {задумалась} other {задумался}}, а потом {gender, select, girl {улыбнулась} other {улыбнулся}}: «Земля летает вокруг Солнца, и отсюда, издалека, она всегда видна рядом с ним. Давай направим антенну на Солнце!» Здесь Солнце казалось маленькой, но очень яркой звездой. {name} {gender, select, girl {повернула} other {повернул}} антенну к нему, и огоньки Бипа замигали зелёным. «Бип-бип! Сообщение отправлено!»',
        tr: '{name} biraz düşündü, sonra gülümsedi: “Dünya, Güneş’in çevresinde döner; bu kadar uzaktan bakınca hep Güneş’in yakınında görünür. Hadi anteni Güneş’e çevirelim!” Buradan Güneş küçük ama çok parlak bir yıldız gibi görünüyordu. {name} anteni ona doğru çevirdi ve Bip’in ışıkları yeşil yanıp sönmeye başladı. “Bip-bip! Mesaj gönderildi!”',
        az: '{name} bir az fikirləşdi, sonra gülümsədi: «Yer Günəşin ətrafında fırlanır, bu qədər uzaqdan baxanda isə həmişə Günəşin yaxınlığında görünür. Gəl antenanı Günəşə tərəf çevirək!» Buradan Günəş balaca, amma çox parlaq bir ulduza oxşayırdı. {name} antenanı ona tərəf çevirdi və Bipin işıqları yaşıl yanıb-sönməyə başladı. «Bip-bip! Mesaj göndərildi!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Four hours later, as the rocket sped home, Mission Control called: “Hooray! Bip’s message has reached the Earth! Thank you, {name}!” Radio messages travel as fast as light, but Neptune is so far away that they need four whole hours to get here. And when the rocket landed softly on the hill, {name} waved up at the stars: “Goodnight, Bip!”',
        ru: 'Через четыре часа, когда ракета уже мчалась домой, из Центра сообщили: «Ура! Сообщение Бипа дошло до Земли! Спасибо, {name}!» Радиосигнал летит со скоростью света, но Нептун так далеко, что даже ему нужно целых четыре часа, чтобы добраться до нас. А когда ракета мягко опустилась на холм, {name} {gender, select, girl {помахала} other {помахал}} звёздам: «Спокойной ночи, Бип!»',
        tr: 'Dört saat sonra, roket eve doğru hızla ilerlerken Görev Kontrol’den sevinçli bir ses geldi: “Yaşasın! Bip’in mesajı Dünya’ya ulaştı! Teşekkürler, {name}!” Radyo sinyalleri ışık hızıyla yol alır, ama Neptün o kadar uzaktır ki mesajın bize ulaşması tam dört saat sürer. Roket tepeye yumuşacık indiğinde {name} yıldızlara el salladı: “İyi geceler, Bip!”',
        az: 'Dörd saat sonra, raket evə doğru şütüyəndə Mərkəzdən sevincli bir səs gəldi: «Ura! Bipin mesajı Yerə çatdı! Sağ ol, {name}!» Radio siqnalları işıq sürəti ilə yol gedir, amma Neptun elə uzaqdadır ki, mesajın bizə çatması düz dörd saat çəkir. Raket təpəyə yumşaca enəndə {name} ulduzlara əl yellədi: «Gecən xeyrə qalsın, Bip!»',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. Whenever you look up at the stars, somewhere out there a little robot is waving back.',
    ru: 'Спокойной ночи, {name}! Когда смотришь на звёзды, помни: где-то там маленький робот машет тебе в ответ.',
    tr: 'İyi geceler, {name}! Yıldızlara her baktığında bil ki orada bir yerde küçük bir robot sana el sallıyor.',
    az: 'Gecən xeyrə qalsın, {name}! Ulduzlara hər baxanda bil ki, oralarda bir yerdə balaca bir robot sənə əl yelləyir.',
  },
};
