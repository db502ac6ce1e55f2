import type { StoryScript } from '../story-types';

/**
 * The Dream Train: a fox conductor, three dream carriages the child chooses between, and a last carriage full of
 * pillows. Pictures: 0 the child driving the red engine up into the starry sky, 1 the moonlit platform by the
 * house, 2 the train winding high above the clouds, 3 the land of pink hills and lollipop trees.
 */
export const story: StoryScript = {
  slug: 'the-dream-train',
  title: {
    en: '{name} and the Dream Train',
    ru: '{name} и Поезд снов',
    tr: '{name} ve Rüya Treni',
    az: '{name} və Yuxu qatarı',
  },
  dedication: {
    en: 'For {name}, with a ticket to the sweetest dreams.',
    ru: '{name}, вот тебе билет в самые сладкие сны.',
    tr: 'Sevgili {name}, bu da senin en tatlı rüyalara biletin.',
    az: 'Əziz {name}, bu da sənin ən şirin yuxulara biletin.',
  },
  spreads: [
    {
      scene: 1,
      text: {
        en: 'When the house was quiet and all the lights were out, {name} heard a sound: puff-puff, chuff-chuff, toot! Outside, under a glowing street lamp, a little red steam train was pulling up to a platform that had never been there before. {name} picked up Teddy and tiptoed out to meet it.',
        ru: 'Когда в доме стало тихо и погас свет, {name} {gender, select, girl {услышала} other {услышал}}: пых-пых, чух-чух, ту-ту! За окном, под светящимся фонарём, к платформе, которой там никогда раньше не было, подъезжал маленький красный паровозик. {name} {gender, select, girl {взяла} other {взял}} мишку и на цыпочках {gender, select, girl {вышла} other {вышел}} его встречать.',
        tr: 'Ev sessizleşip bütün ışıklar sönünce {name} bir ses duydu: Puf puf, çuf çuf, düüüt! Dışarıda, ışıl ışıl bir sokak lambasının altında, küçük kırmızı bir buharlı tren daha önce orada hiç olmayan bir perona yanaşıyordu. {name} oyuncak ayısını kaptığı gibi parmak uçlarında dışarı çıktı.',
        az: 'Ev sakitləşib bütün işıqlar sönəndə {name} bir səs eşitdi: pıf-pıf, çux-çux, tu-tuuu! Çöldə, işıq saçan küçə fənərinin altında balaca qırmızı buxar qatarı əvvəllər orada heç olmayan bir perrona yaxınlaşırdı. {name} oyuncaq ayısını götürüb ayaqlarının ucunda qatarı qarşılamağa çıxdı.',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Down from the engine hopped a fox in a smart blue cap, with a golden pocket watch on a chain. “Tickets, please!” he said, and then he smiled. “Oh, but you already have one.” He held up a shiny ticket with {name} written on it in silver letters and punched it: click! “All aboard the Dream Train! Tonight, you choose where we go.”',
        ru: 'Из паровоза выпрыгнул лис в синей фуражке, с золотыми часами на цепочке. — Билетик, пожалуйста! — сказал он и улыбнулся. — Ах, да он же у тебя уже есть! И лис показал блестящий билет, на котором серебряными буквами было написано: «{name}». Щёлк! — он прокомпостировал билет. — Поезд снов отправляется! Занимайте места! Сегодня маршрут выбираешь ты.',
        tr: 'Lokomotiften, başında lacivert bir kasket, zincirinde altın bir cep saati olan bir tilki atladı. “Biletler lütfen!” dedi, sonra gülümsedi. “Aa, seninki zaten hazır.” Üzerinde gümüş harflerle “{name}” yazan parlak bir bileti gösterdi ve zımbaladı: çıt! “Rüya Treni kalkıyor! Bu gece nereye gideceğimizi sen seçeceksin.”',
        az: 'Lokomotivdən başında göy furajka, zəncirində qızıl cib saatı olan bir tülkü düşdü. «Bilet, zəhmət olmasa!» — dedi, sonra gülümsədi. «Ay, səninki ki artıq hazırdır.» O, üstündə gümüşü hərflərlə «{name}» yazılmış parlaq bir bilet göstərdi və onu deşdi: çıq! «Yuxu qatarı yola düşür! Bu gecə hara gedəcəyimizi sən seçəcəksən.»',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Mr Fox let {name} ride right up front in the engine and pull the whistle. Toot-toooot! The wheels began to turn, and the little red train puffed up a track that climbed straight into the starry sky. Round white puffs of steam floated behind them, and the moon leaned closer to watch.',
        ru: '{name} {gender, select, girl {ехала} other {ехал}} прямо в кабине паровоза, и кондуктор Лис даже разрешил дёрнуть гудок. Ту-ту-у-у! Колёса закрутились, и красный паровозик запыхтел вверх по рельсам, которые поднимались прямо в звёздное небо. Позади плыли круглые облачка пара, а луна наклонилась поближе, чтобы всё получше разглядеть.',
        tr: 'Kondüktör Tilki, {nameDat} en önde, lokomotifte yer verdi ve düdüğü çalma işini de ona bıraktı. Düüüt, düüüt! Tekerlekler dönmeye başladı ve küçük kırmızı tren, dosdoğru yıldızlı gökyüzüne tırmanan rayların üzerinde puf puf ilerledi. Arkalarında yuvarlak, beyaz buhar bulutları süzülüyordu; Ay da daha iyi görebilmek için biraz yaklaştı.',
        az: 'Konduktor Tülkü {nameDat} lokomotivin lap qabağında yer verdi, fit verməyi də ona tapşırdı. Tu-tuuu! Təkərlər fırlanmağa başladı və balaca qırmızı qatar düz ulduzlu səmaya qalxan relslərlə pıfıldaya-pıfıldaya yuxarı dırmaşdı. Arxada girdə, ağ buxar topaları süzülürdü, Ay da hər şeyi yaxşı görmək üçün bir az yaxına əyildi.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Soon they were winding high above a sea of clouds. “Every carriage on this train holds a different dream,” said Mr Fox, checking his golden watch. “Open a door, and in you go.” {name} looked at the doors: a pink one, an icy blue one and one with a paper bird painted on it. “That one first!” said {name}, pointing at the pink door.',
        ru: 'Скоро поезд уже петлял высоко над морем облаков. — В каждом вагоне нашего поезда — свой сон, — сказал кондуктор Лис, взглянув на золотые часы. — Открываешь дверь — и ты внутри. {name} {gender, select, girl {посмотрела} other {посмотрел}} на двери: одна розовая, другая ледяно-голубая, а на третьей нарисована бумажная птица. — Сначала вот эта! — {gender, select, girl {показала} other {показал}} {name} на розовую.',
        tr: 'Çok geçmeden bulut denizinin çok yukarısında kıvrıla kıvrıla ilerliyorlardı. “Bu trenin her vagonunda başka bir rüya var,” dedi Kondüktör Tilki, altın saatine bakarak. “Bir kapıyı açıyorsun ve içeri giriyorsun.” {name} kapılara baktı: Biri pembe, biri buz mavisiydi, birinin üzerinde de kâğıttan bir kuş resmi vardı. “Önce şu!” dedi {name} ve pembe kapıyı gösterdi.',
        az: 'Tezliklə qatar bulud dənizinin xeyli yuxarısında qıvrıla-qıvrıla irəliləyirdi. «Bu qatarın hər vaqonunda ayrı bir yuxu var», — deyə Konduktor Tülkü qızıl saatına baxdı. «Qapını açırsan və içəri girirsən.» {name} qapılara baxdı: biri çəhrayı, biri buz kimi mavi idi, birinin üstündə də kağız quş şəkli çəkilmişdi. «Əvvəlcə bu!» — deyə {name} çəhrayı qapını göstərdi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'Behind the pink door was a land of rolling pink hills, where lollipops grew on trees: strawberry, lemon, blueberry and mint. “Hooray!” cheered {name}, throwing both arms in the air. A lollipop tree shook its branches and showered them with sprinkles. Teddy ended up with very sticky paws, but he didn’t mind one bit.',
        ru: 'За розовой дверью раскинулась страна розовых холмов, где на деревьях росли леденцы: клубничные, лимонные, черничные и мятные. — Ура-а! — {gender, select, girl {закричала} other {закричал}} {name} и {gender, select, girl {подняла} other {поднял}} обе руки вверх. Одно леденцовое дерево встряхнуло ветками и осыпало их разноцветной посыпкой. Лапы у мишки стали ужасно липкие, но он ни капельки не расстроился.',
        tr: 'Pembe kapının ardında pespembe tepeler uzanıyordu; ağaçlarda da lolipoplar yetişiyordu: çilekli, limonlu, yaban mersinli ve naneli. “Yaşasın!” diye bağırdı {name} ve iki kolunu birden havaya kaldırdı. Bir lolipop ağacı dallarını silkeledi ve üzerlerine rengârenk şeker serpintisi yağdırdı. Oyuncak ayının patileri yapış yapış oldu ama hiç aldırmadı.',
        az: 'Çəhrayı qapının arxasında çəhrayı təpələr uzanırdı, ağaclarda isə çubuqlu konfetlər bitirdi: çiyələkli, limonlu, qaragiləli və nanəli. «Ura!» — deyə {name} qışqırdı və hər iki əlini yuxarı qaldırdı. Konfet ağaclarından biri budaqlarını silkələdi və onların üstünə rəngbərəng şəkər səpdi. Oyuncaq ayının pəncələri şəkərə bulaşdı, amma o, heç də narahat olmadı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Behind the icy blue door, a crowd of penguins was waiting on a snowy hill. “Hide-and-seek!” they squawked. {name} counted to ten and turned round. The penguins were very bad at hiding: one was behind a snowball, two were behind each other, and one had simply covered its eyes. {name} laughed so much that even the iceberg giggled.',
        ru: 'За ледяно-голубой дверью на снежной горке ждали пингвины. — Играем в прятки! — закричали они. {name} {gender, select, girl {досчитала} other {досчитал}} до десяти и {gender, select, girl {обернулась} other {обернулся}}. Прятаться пингвины совсем не умели: один спрятался за снежком, двое — друг за другом, а ещё один просто закрыл глаза крыльями. {name} так {gender, select, girl {хохотала} other {хохотал}}, что даже айсберг захихикал.',
        tr: 'Buz mavisi kapının ardında, karlı bir tepede bir sürü penguen bekliyordu. “Saklambaç oynayalım!” diye bağırdılar. {name} ona kadar saydı ve arkasını döndü. Penguenler saklanmayı hiç beceremiyordu: Biri bir kartopunun arkasına, ikisi birbirinin arkasına saklanmıştı, biri de sadece gözlerini kapatmıştı. {name} öyle güldü ki buzdağı bile kıkırdadı.',
        az: 'Buz kimi mavi qapının arxasında, qarlı təpənin üstündə bir dəstə pinqvin gözləyirdi. «Gizlənpaç oynayaq!» — deyə qışqırdılar. {name} birdən ona qədər sayıb geri döndü. Pinqvinlər heç gizlənməyi bacarmırdılar: biri qartopunun arxasında, ikisi bir-birinin arxasında gizlənmişdi, biri də sadəcə gözlərini yummuşdu. {name} elə güldü ki, hətta aysberq də qıqqıldadı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Behind the last door waited a paper crane, as big as a kite and as light as a whisper. {name} climbed onto its back, and up they flew over a sleeping city. They swooped past a cat on a chimney, a clock tower going tick-tock and rows of dark, dreaming windows. {name} even spotted {gender, select, girl {her} other {his}} own house and waved.',
        ru: 'За последней дверью ждал бумажный журавлик — большой, как воздушный змей, и лёгкий, как шёпот. {name} {gender, select, girl {забралась} other {забрался}} к нему на спину, и они полетели над спящим городом: мимо кота на печной трубе, мимо башни с часами «тик-так», мимо тёмных окошек, за которыми снились сны. {name} даже {gender, select, girl {разглядела} other {разглядел}} свой дом и {gender, select, girl {помахала} other {помахал}} ему рукой.',
        tr: 'Son kapının ardında uçurtma kadar büyük, fısıltı kadar hafif bir kâğıt turna bekliyordu. {name} turnanın sırtına tırmandı ve uyuyan şehrin üzerinde uçmaya başladılar. Bacada oturan bir kedinin, “tik tak” diyen kule saatinin ve rüya gören karanlık pencerelerin yanından süzüldüler. {name} kendi evini bile gördü ve el salladı.',
        az: 'Son qapının arxasında çərpələng boyda, pıçıltı kimi yüngül bir kağız durna gözləyirdi. {name} durnanın belinə çıxdı və onlar yatmış şəhərin üzərində uçdular. Bacada oturan pişiyin, «tik-tak» deyən qüllə saatının və yuxu görən qaranlıq pəncərələrin yanından süzülüb keçdilər. {name} hətta öz evini də gördü və ona əl yellədi.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'Toot-toot! The whistle was calling. Mr Fox looked at his golden watch. “Sleepy o’clock,” he said. “Time to head home.” So {name} drove the engine back down through the stars, past the moon and round the clouds, and the little train puffed more and more slowly: chuff… chuff… chuff…',
        ru: 'Ту-ту! — позвал гудок. Кондуктор Лис взглянул на золотые часы. — Ровно сонный час, — сказал он. — Пора домой. И {name} {gender, select, girl {повела} other {повёл}} паровоз обратно — вниз сквозь звёзды, мимо луны, в обход облаков. Паровозик пыхтел всё медленнее и медленнее: чух… чух… чух…',
        tr: 'Düüüt! Düdük çağırıyordu. Kondüktör Tilki altın saatine baktı. “Uyku saati geldi,” dedi. “Eve dönme zamanı.” {name} lokomotifi yıldızların arasından, Ay’ın yanından, bulutların çevresinden dolaşarak geri sürdü. Küçük tren gittikçe daha yavaş puflamaya başladı: Çuf… çuf… çuf…',
        az: 'Tu-tuuu! Fit çağırırdı. Konduktor Tülkü qızıl saatına baxdı. «Yuxu vaxtıdır», — dedi. «Evə qayıtmaq lazımdır.» {name} lokomotivi geri sürdü: ulduzların arasından, Ayın yanından, buludların ətrafından. Ulduzlar da onlara göz qırpıb yol göstərirdi. Balaca qatar getdikcə daha yavaş pıfıldayırdı: çux… çux… çux…',
      },
    },
    {
      scene: 2,
      text: {
        en: '“But there’s one carriage left,” said Mr Fox with a wink, and he opened the very last door. It was full of pillows: big pillows, little pillows, fluffy pillows, and a quilt as soft as a cloud. “This is the cosiest carriage of all,” he whispered. “It’s where every journey ends.”',
        ru: '— Но остался ещё один вагон, — подмигнул кондуктор Лис и открыл самую последнюю дверь. Вагон был полон подушек: больших и маленьких, пышных и пушистых, а сверху лежало одеяло, мягкое, как облако. — Это самый уютный вагон, — прошептал лис. — Здесь заканчивается каждое путешествие.',
        tr: '“Ama bir vagon daha kaldı,” dedi Kondüktör Tilki göz kırparak ve en son kapıyı açtı. Vagon yastıklarla doluydu: Büyük yastıklar, küçük yastıklar, pofuduk yastıklar ve bulut kadar yumuşak bir yorgan. “Bu, en rahat vagonumuz,” diye fısıldadı. “Her yolculuk burada biter.”',
        az: '«Amma hələ bir vaqon qalıb», — deyə Konduktor Tülkü göz vurdu və ən axırıncı qapını açdı. Vaqon yastıqlarla dolu idi: böyük yastıqlar, balaca yastıqlar, yumşaq-yumşaq yastıqlar və bulud kimi yüngül bir yorğan. «Bu, ən rahat vaqonumuzdur», — deyə pıçıldadı. «Hər səyahət burada bitir.»',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} snuggled into the pillows with Teddy, and the carriage rocked gently, like a cradle. Far away, the Dream Train gave one last, soft toot. And when it pulled back into the little station by the house, {name} was already fast asleep, still holding the silver ticket.',
        ru: '{name} {gender, select, girl {утонула} other {утонул}} в подушках вместе с мишкой, и вагон мягко закачался, как колыбелька. Где-то далеко Поезд снов в последний раз тихонько прогудел: ту-у-у… А когда он вернулся на маленькую станцию у дома, {name} уже крепко {gender, select, girl {спала} other {спал}}, сжимая в руке серебряный билет.',
        tr: '{name} oyuncak ayısıyla birlikte yastıkların arasına gömüldü; vagon bir beşik gibi hafif hafif sallanıyordu. Uzaklarda Rüya Treni son bir kez usulca öttü: Düüüt… Tren evin yanındaki küçük istasyona geri döndüğünde {name} çoktan mışıl mışıl uyumuştu. Elinde hâlâ gümüş bileti vardı.',
        az: '{name} oyuncaq ayısı ilə birlikdə yastıqların arasına gömüldü, vaqon isə beşik kimi yavaş-yavaş yırğalanırdı. Uzaqda Yuxu qatarı son dəfə astaca fit verdi: tu-uuu… Qatar evin yanındakı balaca stansiyaya qayıdanda {name} artıq şirin yuxuya getmişdi. Əlində isə hələ də gümüşü bilet vardı.',
      },
    },
  ],
  ending: {
    en: 'Goodnight, {name}. The Dream Train leaves again tomorrow night. Where will you go?',
    ru: 'Спокойной ночи, {name}. Завтра Поезд снов отправится снова. Куда поедем?',
    tr: 'İyi geceler, {name}. Rüya Treni yarın gece yine kalkıyor. Bu sefer nereye gideceksin?',
    az: 'Gecən xeyrə qalsın, {name}. Yuxu qatarı sabah gecə yenə yola düşür. Bu dəfə hara gedəcəksən?',
  },
};
