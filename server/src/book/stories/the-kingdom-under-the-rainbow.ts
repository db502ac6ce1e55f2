import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-kingdom-under-the-rainbow',
  title: {
    en: '{name} and the Kingdom Under the Rainbow',
    ru: '{name} и королевство под радугой',
    tr: '{name} ve Gökkuşağının Altındaki Krallık',
    az: '{name} və göy qurşağının altındakı səltənət',
  },
  dedication: {
    en: 'For {name}, who makes every day a little more colourful.',
    ru: '{name}, с тобой каждый день становится ярче!',
    tr: 'Her günü biraz daha renklendiren sevgili {nameDat}.',
    az: 'Hər günü bir az da rəngarəng edən əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'After the rain, a rainbow stretched right over {name}’s garden, so low that it seemed to touch the grass. {name} ran to the very end of it and found a little golden gate. On the gate hung a tiny crown and a note: “For the brave child from the other side of the rainbow.” {name} put on the crown and stepped through.',
        ru: 'После дождя над садом встала радуга — так низко, что, казалось, она касается травы. {name} {gender, select, girl {добежала} other {добежал}} до самого её конца и {gender, select, girl {нашла} other {нашёл}} маленькую золотую калитку. На калитке висели крошечная корона и записка: «Смелому ребёнку с другой стороны радуги». {name} {gender, select, girl {надела} other {надел}} корону и {gender, select, girl {шагнула} other {шагнул}} внутрь.',
        tr: 'Yağmurdan sonra {nameGen} bahçesinin tam üstünde bir gökkuşağı belirdi; öyle alçaktı ki sanki çimenlere değiyordu. {name} gökkuşağının bittiği yere kadar koştu ve küçük, altın bir kapı buldu. Kapıda minicik bir taç ile bir not asılıydı: “Gökkuşağının öbür yanından gelen cesur çocuğa.” {name} tacı başına taktı ve kapıdan içeri adım attı.',
        az: 'Yağışdan sonra {nameGen} bağçasının düz üstündə göy qurşağı göründü – elə alçaqdan keçirdi ki, elə bil otlara toxunurdu. {name} onun bitdiyi yerə qədər qaçdı və balaca qızılı bir qapı tapdı. Qapıdan kiçicik bir tac və bir məktub asılmışdı: «Göy qurşağının o biri tərəfindən gələn cəsur uşağa». {name} tacı başına qoydu və içəri addım atdı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Behind the gate lay a kingdom where the rivers shone turquoise and the houses were painted like sweets. But everything was fading, as if it had been washed far too often. “The Grey Fog has crept in,” said the young Queen of Colours sadly, “and every day it steals another colour. Please, {name}, bring all seven back before our land turns grey!”',
        ru: 'За калиткой лежало королевство, где реки сверкали бирюзой, а домики были раскрашены, как леденцы. Но всё вокруг бледнело, будто его слишком часто стирали. «К нам прокрался Серый Туман, — печально сказала юная Королева Красок. — Каждый день он крадёт ещё один цвет. {name}, прошу тебя, верни все семь, пока наша страна не стала совсем серой!»',
        tr: 'Kapının ardında nehirlerin turkuaz parıldadığı, evlerin şeker gibi boyandığı bir krallık vardı. Ama her şey soluyordu, sanki fazla yıkanmış gibi. “Gri Sis sinsice içeri süzüldü,” dedi genç Renkler Kraliçesi üzgün üzgün. “Her gün bir rengimizi daha çalıyor. Lütfen, {name}, ülkemiz griye bürünmeden yedi rengin hepsini geri getir!”',
        az: 'Qapının arxasında çayların firuzəyi parıldadığı, evlərin konfet kimi rəngləndiyi bir səltənət var idi. Amma hər şey solurdu, elə bil kimsə onu həddindən artıq yumuşdu. «Bura Boz Duman sızıb, – gənc Rənglər Kraliçası kədərlə dedi. – O, hər gün bir rəngimizi oğurlayır. Xahiş edirəm, {name}, ölkəmiz bozarmamış yeddi rəngin hamısını geri qaytar!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The Queen gave {name} a wand with a round pink tip. “Touch it to every colour you rescue,” she said. On the path, a small grey lump was sniffling on a stone. It was a chameleon called Pip. “I’ve forgotten what colour I am,” he sighed. “Then come with me,” said {name}. “We’ll find it together.”',
        ru: 'Королева протянула {gender, select, girl {гостье} other {гостю}} волшебную палочку с круглым розовым наконечником: «Дотронься ею до каждого цвета, который спасёшь». На тропинке, на камне, всхлипывал маленький серый комочек. Это был хамелеон Тишка. «Я забыл, какого я цвета», — вздохнул он. «Тогда пойдём со мной, — {gender, select, girl {сказала} other {сказал}} {name}. — Вместе найдём».',
        tr: 'Kraliçe, {nameDat} ucunda yuvarlak pembe bir top olan sihirli bir değnek verdi. “Kurtardığın her renge bununla dokun,” dedi. Yolda, bir taşın üstünde küçük, gri bir şey burnunu çekiyordu. Bu, Pıtır adında bir bukalemundu. “Hangi renk olduğumu unuttum,” diye iç çekti. “O zaman benimle gel,” dedi {name}. “Birlikte buluruz.”',
        az: 'Kraliça {nameDat} ucunda yumru çəhrayı top olan sehrli çubuq verdi. «Xilas etdiyin hər rəngə bununla toxun», – dedi. Cığırda, daşın üstündə balaca boz bir şey burnunu çəkirdi. Bu, Pip adlı buqələmun idi. «Hansı rəngdə olduğumu unutmuşam», – deyə o, ah çəkdi. «Onda mənimlə gəl, – {name} dedi. – Birlikdə taparıq».',
      },
    },
    {
      scene: 1,
      text: {
        en: 'In the Orange Orchard the oranges were grey, the apples were grey, even the lemons were grey. An old apple tree creaked: “Answer my riddle! I’m round and golden, I climb the sky every morning, and nothing ripens without me.” “The sun!” cried {name}. Warm light burst through the fog, and red, orange and yellow came tumbling back into the wand.',
        ru: 'В Оранжевом саду апельсины были серые, яблоки серые, даже лимоны — и те серые. Старая яблоня заскрипела: «Отгадай загадку! Круглое да золотое, по небу гуляет, всех согревает, яблочки наливает». «Солнце!» — {gender, select, girl {воскликнула} other {воскликнул}} {name}. Сквозь туман брызнули тёплые лучи, и красный, оранжевый и жёлтый кувырком вернулись в палочку.',
        tr: 'Turuncu Bahçe’de portakallar griydi, elmalar griydi, limonlar bile griydi. Yaşlı bir elma ağacı gıcırdadı: “Bil bakalım bilmecemi! Yuvarlağım, altın sarısıyım, her sabah gökyüzüne tırmanırım; ben olmasam hiçbir meyve olgunlaşmaz.” “Güneş!” diye bağırdı {name}. Sisin arasından sıcacık ışıklar fışkırdı; kırmızı, turuncu ve sarı takla ata ata değneğe geri döndü.',
        az: 'Narıncı bağda portağallar boz idi, almalar boz idi, hətta limonlar da boz idi. Qoca alma ağacı cırıldadı: «Tapmacamı tap! Yumruyam, qızılı rəngdəyəm, hər səhər göyə dırmaşıram, mənsiz heç bir meyvə yetişmir». «Günəş!» – deyə {name} qışqırdı. Dumanın arasından isti şüalar süzüldü və qırmızı, narıncı, sarı rənglər mayallaq aşa-aşa çubuğa qayıtdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Next came the Blue Lake, which wasn’t blue at all. On a wooden bridge sat a grumpy frog. “Riddle!” he croaked. “I fall from the sky but never get hurt. I fill the lake, and the grass drinks me up.” {name} remembered the morning’s shower. “Rain!” Pitter-patter, pitter-patter: the lake turned blue again and the reeds turned bright green.',
        ru: 'Дальше было Синее озеро — только совсем не синее. На деревянном мостике сидел ворчливый лягушонок. «Загадка! — квакнул он. — С неба падаю, а не ушибаюсь. Озеро наполняю, травку умываю». {name} {gender, select, girl {вспомнила} other {вспомнил}} утренний дождик. «Дождь!» Кап-кап-кап — озеро снова заголубело, а камыш стал ярко-зелёным.',
        tr: 'Sırada Mavi Göl vardı, ama göl hiç de mavi değildi. Tahta köprünün üstünde huysuz bir kurbağa oturuyordu. “Bilmece!” diye vırakladı. “Gökten düşerim ama hiç canım yanmaz. Gölü doldururum, çimenler beni içer.” {name} sabahki sağanağı hatırladı. “Yağmur!” Şıp şıp şıp… Göl yeniden masmavi oldu, sazlar da yemyeşil.',
        az: 'Sonra Mavi gölə çatdılar, amma göl heç də mavi deyildi. Taxta körpünün üstündə deyingən bir qurbağa oturmuşdu. «Tapmaca! – deyə quruldadı. – Göydən düşürəm, amma heç yerim ağrımır. Gölü doldururam, otlar məni içir». {name} səhərki leysanı xatırladı: «Yağış!» Şıp-şıp-şıp… Göl yenidən masmavi oldu, qamışlar da yamyaşıl.',
      },
    },
    {
      scene: 2,
      text: {
        en: '“Five colours!” cheered Pip, and the very book you are holding grew a little brighter. But then a cold wind blew, and the Grey Fog rolled across the lake like a huge grumpy blanket. “Those are MY colours!” it rumbled, and it swept off towards the Violet Hills with the last two. “After it!” shouted {name}, racing over the bridge.',
        ru: '«Уже пять цветов!» — обрадовался Тишка, и даже книжка, которую ты держишь, стала чуточку ярче. Но тут подул холодный ветер, и над озером, как огромное ворчливое одеяло, пополз Серый Туман. «Это МОИ цвета!» — прогудел он и умчался к Фиолетовым холмам, унося последние два. «За ним!» — {gender, select, girl {крикнула} other {крикнул}} {name} и {gender, select, girl {помчалась} other {помчался}} по мостику.',
        tr: '“Beş renk oldu!” diye sevindi Pıtır; şu an elinde tuttuğun kitap bile biraz daha parladı. Ama sonra soğuk bir rüzgâr esti ve Gri Sis, kocaman, huysuz bir yorgan gibi gölün üstüne yayıldı. “Onlar BENİM renklerim!” diye gürledi ve son iki rengi alıp Mor Tepeler’e doğru süzüldü. “Peşinden!” diye bağırdı {name} ve köprüden koşarak geçti.',
        az: '«Artıq beş rəng!» – deyə Pip sevindi və sənin əlindəki bu kitab da bir az parlaqlaşdı. Amma birdən soyuq külək əsdi və Boz Duman nəhəng, deyingən bir yorğan kimi gölün üstünə yayıldı. «Bunlar MƏNİM rənglərimdir!» – deyə gurladı və son iki rəngi götürüb Bənövşəyi təpələrə tərəf süzüldü. «Onun ardınca!» – deyə {name} qışqırdı və körpünün üstündən qaçdı.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'The Violet Hills were as grey as porridge. The higher they climbed, the thicker the fog grew, until {name} could hardly see the path. Pip trembled. “I’m scared.” “Me too, a bit,” said {name}. “Let’s sing to feel brave.” And they sang all the way up: “Red and orange, yellow, green, blue and indigo, violet!”',
        ru: 'Фиолетовые холмы были серыми, как овсянка. Чем выше они поднимались, тем гуще становился туман, и скоро {name} едва {gender, select, girl {различала} other {различал}} тропинку. Тишка задрожал: «Мне страшно». «Мне тоже немножко, — {gender, select, girl {призналась} other {признался}} {name}. — Давай петь, чтобы стало не так страшно». И они пели всю дорогу: «Красный, оранжевый, жёлтый, зелёный, голубой, синий, фиолетовый!»',
        tr: 'Mor Tepeler lapa gibi griydi. Yukarı çıktıkça sis koyulaştı; sonunda {name} patikayı zar zor görebiliyordu. Pıtır titredi: “Korkuyorum.” “Ben de biraz korkuyorum,” dedi {name}. “Cesaretimiz artsın diye şarkı söyleyelim.” Ve yol boyunca hep bir ağızdan söylediler: “Kırmızı, turuncu, sarı, yeşil, mavi, lacivert, mor!”',
        az: 'Bənövşəyi təpələr sıyıq kimi boz idi. Yuxarı qalxdıqca duman qatılaşırdı, axırda {name} cığırı güclə görürdü. Pip titrədi: «Qorxuram». «Mən də bir az qorxuram, – {name} dedi. – Gəl, ürəklənmək üçün mahnı oxuyaq». Və onlar yol boyu oxudular: «Qırmızı, narıncı, sarı, yaşıl, mavi, göy, bənövşəyi!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'At the top sat the Grey Fog, clutching the last two colours. “Answer this, and they’re yours,” it grumbled. “What can you give away and still keep?” {name} thought and thought. Then little Pip gave a shy, wobbly smile, and {name} knew. “A smile!” And {name} gave the Fog the biggest smile ever, and a big warm hug too.',
        ru: 'На вершине сидел Серый Туман и крепко прижимал к себе последние два цвета. «Ответь — и они твои, — проворчал он. — Что можно отдать и всё равно оставить себе?» {name} {gender, select, girl {думала} other {думал}} и {gender, select, girl {думала} other {думал}}. Тут Тишка робко улыбнулся — и ответ нашёлся сам. «Улыбку!» И {name} {gender, select, girl {подарила} other {подарил}} Туману самую широкую улыбку на свете — и крепко-крепко его {gender, select, girl {обняла} other {обнял}}.',
        tr: 'Tepenin en üstünde Gri Sis oturmuş, son iki rengi sımsıkı tutuyordu. “Bunu bilirsen renkler senin,” diye homurdandı. “Başkasına verdiğin hâlde yine de sende kalan şey nedir?” {name} düşündü, düşündü. Sonra Pıtır utangaç, titrek bir gülümsemeyle baktı ve {name} cevabı buldu: “Gülümseme!” Ardından Sis’e kocaman gülümsedi ve ona sımsıkı sarıldı.',
        az: 'Təpənin başında Boz Duman oturub son iki rəngi bağrına basmışdı. «Bunu tapsan, rənglər sənindir, – deyə donquldandı. – Nədir o şey ki, başqasına verirsən, amma yenə də səndə qalır?» {name} fikirləşdi, fikirləşdi. Sonra Pip utana-utana gülümsədi və {name} cavabı tapdı: «Təbəssüm!» Və Dumana ən böyük təbəssümünü bağışlayıb onu bərk-bərk qucaqladı.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'The Fog went soft and fluffy and white: a real cloud at last! Out tumbled indigo and violet, and the hills glowed purple. {name} raised the wand, and all seven colours flew home into the rainbow above the castle. And Pip turned red, orange, yellow, green, blue, indigo and violet all at once. “I remember!” he squeaked. “I’m every colour!”',
        ru: 'Туман стал мягким, пушистым и белым — настоящим облаком! Из него выпали синий и фиолетовый, и холмы засияли лиловым. {name} {gender, select, girl {подняла} other {поднял}} палочку, и все семь цветов полетели домой, в радугу над замком. А Тишка стал красным, оранжевым, жёлтым, зелёным, голубым, синим и фиолетовым сразу. «Вспомнил! — пискнул он. — Я же разноцветный!»',
        tr: 'Sis yumuşacık, pofuduk ve bembeyaz oldu: Sonunda gerçek bir bulut olmuştu! İçinden lacivert ve mor döküldü, tepeler mosmor parladı. {name} değneği havaya kaldırdı ve yedi rengin hepsi şatonun üstündeki gökkuşağına, yuvalarına uçtu. Ya Pıtır? Pıtır bir anda kırmızı, turuncu, sarı, yeşil, mavi, lacivert ve mor oluverdi. “Hatırladım!” diye cıyakladı. “Benim rengim… bütün renkler!”',
        az: 'Duman yumşaldı, pambıq kimi ağappaq oldu – axır ki, əsl bulud olmuşdu! İçindən göy və bənövşəyi rənglər töküldü, təpələr bənövşəyi işığa büründü. {name} çubuğu havaya qaldırdı və yeddi rəngin hamısı qəsrin üstündəki göy qurşağına, öz yerinə uçdu. Bəs Pip? Pip birdən qırmızı, narıncı, sarı, yaşıl, mavi, göy və bənövşəyi oldu. «Yadıma düşdü! – deyə ciyildədi. – Mənim rəngim bütün rənglərdir!»',
      },
    },
    {
      scene: 3,
      text: {
        en: 'That evening the whole kingdom threw a party in the castle courtyard, with banners, balloons and confetti in every colour. The Queen danced, Pip danced, and even the little white cloud floated down to join in. “Thank you, {name},” said the Queen. “Come back whenever you see a rainbow.” And {name} waved goodbye, crown and all, until it was time to go home.',
        ru: 'Вечером всё королевство устроило праздник во дворе замка — с флажками, воздушными шарами и конфетти всех цветов. Танцевала Королева, танцевал Тишка, и даже белое облачко спустилось потанцевать. «Спасибо тебе, {name}, — сказала Королева. — Возвращайся, как только увидишь радугу». И {name} {gender, select, girl {махала} other {махал}} всем на прощание, не снимая короны, пока не пришло время идти домой.',
        tr: 'O akşam bütün krallık şato avlusunda büyük bir şenlik düzenledi: rengârenk sancaklar, balonlar, konfetiler… Kraliçe dans etti, Pıtır dans etti, küçük beyaz bulut bile aşağı süzülüp onlara katıldı. “Teşekkürler, {name},” dedi Kraliçe. “Ne zaman bir gökkuşağı görürsen yine gel.” Eve dönme vakti gelene kadar {name}, başında tacıyla herkese el salladı.',
        az: 'Həmin axşam bütün səltənət qəsrin həyətində böyük bayram keçirdi: rəngbərəng bayraqlar, şarlar, konfetti… Kraliça rəqs etdi, Pip rəqs etdi, hətta balaca ağ bulud da aşağı enib onlara qoşuldu. «Sağ ol, {name}! – Kraliça dedi. – Göy qurşağı görəndə yenə gəl». Evə qayıtmaq vaxtı çatana qədər {name} başında tacla hamıya əl yellədi.',
      },
    },
  ],
  ending: {
    en: 'Whenever you see a rainbow, {name}, give it a wave: a whole kingdom is waving back.',
    ru: '{name}, когда увидишь радугу, помаши ей: целое королевство машет тебе в ответ!',
    tr: 'Bir gökkuşağı gördüğünde ona el salla, {name}: Koca bir krallık da sana el sallıyor.',
    az: 'Göy qurşağı görəndə ona əl yellə, {name}: bütöv bir səltənət də sənə əl yelləyir!',
  },
};
