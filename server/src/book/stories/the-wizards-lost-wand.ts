import type { StoryScript } from '../story-types';

export const story: StoryScript = {
  slug: 'the-wizards-lost-wand',
  title: {
    en: '{name} and the Wizard’s Lost Wand',
    ru: '{name} и пропавшая палочка волшебника',
    tr: '{name} ve Büyücünün Kayıp Asası',
    az: '{name} və sehrbazın itmiş çubuğu',
  },
  dedication: {
    en: 'For {name}, the cleverest detective and the kindest friend.',
    ru: '{name}, ты {gender, select, girl {самая смекалистая сыщица} other {самый смекалистый сыщик}} и {gender, select, girl {самая добрая подруга} other {самый добрый друг}} на свете!',
    tr: 'Zekâsı da yüreği de kocaman olan sevgili {nameDat}.',
    az: 'Ağlı da, ürəyi də böyük olan əziz {nameDat}.',
  },
  spreads: [
    {
      scene: 0,
      text: {
        en: 'Tap, tap, tap! Just as {name} was getting ready for bed, a very sleepy owl yawned at the window. In her beak was a letter sealed with a silver star: “Please come quickly. And bring your cleverness. Merlo.” Out of the envelope popped a tiny hat and a robe, which unfolded themselves until they fitted {name} perfectly.',
        ru: 'Тук-тук-тук! Когда {name} уже {gender, select, girl {собиралась} other {собирался}} спать, в окно постучала очень сонная сова. В клюве она держала письмо с серебряной звездой на печати: «Пожалуйста, приходи скорее. И не забудь захватить свою смекалку. Мерло». Из конверта выскочили крошечные колпак и мантия — и сами развернулись так, что пришлись точь-в-точь впору.',
        tr: 'Tık, tık, tık! {name} tam yatmaya hazırlanırken pencerede uykulu bir baykuş esnedi. Gagasında gümüş bir yıldızla mühürlenmiş bir mektup vardı: “Lütfen hemen gel. Zekânı da yanında getir. Merlo.” Zarfın içinden minicik bir şapka ile bir cüppe fırladı; kendi kendilerine açılıp büyüdüler ve {nameDat} tıpatıp uydular.',
        az: 'Tıq, tıq, tıq! {name} yatmağa hazırlaşanda pəncərədə yuxulu bir bayquş əsnədi. Dimdiyində gümüşü ulduzla möhürlənmiş məktub var idi: «Xahiş edirəm, tez gəl. Fərasətini də özünlə götür. Merlo». Zərfin içindən balaca bir papaq və cübbə atıldı, öz-özünə açılıb böyüdü və lap {nameGen} əyninə biçilmiş kimi oldu.',
      },
    },
    {
      scene: 0,
      text: {
        en: 'The owl led the way to a crooked tower at the top of the hill. There lived Merlo, the kindest and most forgetful wizard in the land. His spectacles were upside down and his beard was tucked into his socks. “My wand has vanished!” he wailed. “And tomorrow I must light up the sky for the Great Spell Festival!”',
        ru: 'Сова полетела впереди — к кривой башне на вершине холма. Там жил Мерло, самый добрый и самый рассеянный волшебник на свете. Очки у него сидели вверх ногами, а борода была заправлена в носки. «Моя палочка пропала! — причитал он. — А ведь завтра Большой праздник заклинаний, и я должен зажечь небо!»',
        tr: 'Baykuş yolu gösterdi: tepenin başındaki eğri büğrü kuleye. Orada diyarın en iyi kalpli ve en dalgın büyücüsü Merlo yaşıyordu. Gözlüğü ters takılıydı, sakalı da çoraplarının içine sıkışmıştı. “Asam kayboldu!” diye sızlandı. “Oysa yarın Büyük Büyü Şenliği’nde gökyüzünü aydınlatmam gerek!”',
        az: 'Bayquş yolu göstərdi – təpənin başındakı əyri qülləyə. Orada ölkənin ən mehriban və ən unutqan sehrbazı Merlo yaşayırdı. Eynəyini tərs taxmışdı, saqqalını da corablarının içinə soxmuşdu. «Çubuğum yoxa çıxıb! – deyə o, zarıdı. – Axı sabah Böyük Sehr Bayramında səmanı işıqlandırmalıyam!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'Merlo’s study was the busiest room {name} had ever seen. Books flapped off the shelves like startled pigeons, and the owl dozed on top of a bookcase. “Where did you last have your wand?” asked {name}. Merlo scratched his head. “I think I stirred my cocoa with it. Or was that yesterday? Or the day before?”',
        ru: 'Такой суматохи, как в кабинете Мерло, {name} ещё никогда не {gender, select, girl {видела} other {видел}}. Книги слетали с полок, как вспугнутые голуби, а сова дремала на шкафу. «Где вы видели палочку в последний раз?» — {gender, select, girl {спросила} other {спросил}} {name}. Мерло почесал затылок. «Кажется, я мешал ею какао. Или это было вчера? Или позавчера?»',
        tr: '{name} ömründe Merlo’nun çalışma odası kadar telaşlı bir oda görmemişti. Kitaplar ürkmüş güvercinler gibi raflardan havalanıyor, baykuş da bir dolabın tepesinde uyukluyordu. “Asanı en son nerede gördün?” diye sordu {name}. Merlo başını kaşıdı. “Galiba kakaomu onunla karıştırdım. Ya da dün müydü? Önceki gün mü?”',
        az: '{name} ömründə Merlonun otağı kimi hay-küylü otaq görməmişdi. Kitablar hürkmüş göyərçinlər kimi rəflərdən uçuşur, bayquş isə şkafın üstündə mürgüləyirdi. «Çubuğu axırıncı dəfə harada görmüsən?» – deyə {name} soruşdu. Merlo başını qaşıdı. «Deyəsən, kakaonu onunla qarışdırırdım. Ya da bu dünən idi? Bəlkə srağagün?»',
      },
    },
    {
      scene: 1,
      text: {
        en: '{name} searched everywhere: under the rug, inside the teapot and even in Merlo’s hat, where there was only a cheese sandwich. “Never mind,” said Merlo, grabbing a wooden spoon. “I’ll do a finding spell. Wandus Findus!” Pop! Puff! His hat turned into a cabbage. “Oh dear,” said Merlo. {name} giggled. “Let’s try cleverness instead.”',
        ru: '{name} {gender, select, girl {искала} other {искал}} везде: под ковром, в чайнике и даже в колпаке Мерло, где нашёлся только бутерброд с сыром. «Не беда! — воскликнул Мерло и схватил деревянную ложку. — Сейчас наколдую поиск. Палочкус найдитус!» Бах! Пых! — и колпак волшебника превратился в кочан капусты. «Ой», — сказал Мерло. {name} {gender, select, girl {прыснула} other {прыснул}}: «Давайте лучше смекалкой».',
        tr: '{name} her yere baktı: halının altına, çaydanlığın içine, hatta Merlo’nun şapkasına; ama orada sadece peynirli bir sandviç vardı. “Dert etme!” dedi Merlo ve tahta bir kaşık kaptı. “Bir bulma büyüsü yaparım. Asaykus Bulukus!” Pat! Puf! Büyücünün şapkası bir lahanaya dönüştü. “Eyvah,” dedi Merlo. {name} kıkırdadı: “En iyisi zekâmızı kullanalım.”',
        az: '{name} hər yeri axtardı: xalçanın altını, çaynikin içini, hətta Merlonun papağını, amma orada yalnız pendirli buterbrod var idi. «Eybi yox! – Merlo dedi və taxta qaşığı götürdü. – İndi tapma sehri edərəm. Çubukus Tapıkus!» Bum! Puf! Sehrbazın papağı kələmə çevrildi. «Vay», – dedi Merlo. {name} qıqqıldadı: «Yaxşısı budur ki, fərasətimizi işə salaq».',
      },
    },
    {
      scene: 1,
      text: {
        en: 'So {name} looked very carefully. On the top shelf there was a big gap, just where the Big Blue Book of Spells should be. And on the windowsill lay something twinkling: a trail of golden sparkles, leading out into the night. “Wand sparkles!” hooted the owl, suddenly wide awake. “Whoever took it went that way!”',
        ru: 'И {name} {gender, select, girl {стала} other {стал}} смотреть очень внимательно. На верхней полке пустовало место — как раз там, где должна была стоять Большая Синяя Книга Заклинаний. А на подоконнике что-то мерцало: дорожка из золотых искорок убегала в ночь. «Искры от палочки! — ухнула сова, мигом проснувшись. — Тот, кто её взял, ушёл туда!»',
        tr: 'Bu yüzden {name} etrafa çok dikkatli baktı. En üst rafta kocaman bir boşluk vardı; tam da Büyük Mavi Büyü Kitabı’nın durması gereken yerde. Pencere pervazında ise bir şey ışıldıyordu: gecenin içine uzanan altın kıvılcımlardan bir iz. “Asa kıvılcımları!” diye öttü baykuş, birden uyanarak. “Asayı alan bu taraftan gitmiş!”',
        az: 'Beləliklə, {name} ətrafa diqqətlə baxdı. Ən üst rəfdə böyük bir boşluq var idi – düz Böyük Mavi Sehr Kitabının durmalı olduğu yerdə. Pəncərənin qırağında isə nəsə parıldayırdı: gecənin qaranlığına uzanan qızılı qığılcımlardan bir iz. «Çubuğun qığılcımları! – deyə bayquş birdən ayılıb uhuldadı. – Çubuğu götürən bu tərəfə gedib!»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Candle in hand, {name} climbed out of the window and followed the sparkles. They zigzagged through the moonlit garden, looped round the pond and bounced over the cabbage patch, as if whoever carried the wand had been flapping, not walking. “Very strange,” said {name}. “Who walks in zigzags?” The owl flew alongside, trying hard not to yawn.',
        ru: 'Со свечой в руке {name} {gender, select, girl {выбралась} other {выбрался}} в окно и {gender, select, girl {пошла} other {пошёл}} по следу. Искорки петляли по залитому луной саду, делали круг у пруда и прыгали через грядку с капустой — будто тот, кто нёс палочку, не шёл, а порхал. «Странно, — {gender, select, girl {подумала} other {подумал}} {name}. — Кто же ходит зигзагами?» Рядом летела сова и изо всех сил старалась не зевать.',
        tr: 'Elinde mumuyla {name} pencereden dışarı süzüldü ve izi takip etti. Kıvılcımlar ay ışığındaki bahçede zikzak çiziyor, havuzun etrafında dönüyor, lahana tarhının üstünden sekiyordu; sanki asayı taşıyan yürümemiş, kanat çırpmıştı. “Çok tuhaf,” dedi {name}. “Kim zikzak çizerek yürür ki?” Baykuş da yanında uçuyor, esnememek için kendini zor tutuyordu.',
        az: 'Əlində şam tutan {name} pəncərədən çölə çıxdı və izin ardınca getdi. Qığılcımlar Ay işığına qərq olmuş bağda ziqzaq cızır, gölməçənin ətrafında fırlanır, kələm ləklərinin üstündən hoppanırdı – elə bil çubuğu aparan yeriməmiş, qanad çalmışdı. «Çox qəribədir, – deyə {name} fikirləşdi. – Axı kim ziqzaqla yeriyir?» Bayquş da yanında uçur, əsnəməmək üçün özünü güclə saxlayırdı.',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Behind the tower the trail stopped beside an old suit of armour. It stood with its arms folded, and it was sulking. “Hmph,” it clanked. “Go away. Nobody ever talks to Sir Clank, so I’m not talking to anybody.” “Please,” said {name}, “we need your help. Merlo’s wand is missing, and the festival is tomorrow.”',
        ru: 'За башней след обрывался у старых рыцарских доспехов. Они стояли, скрестив руки, и дулись. «Хм! — лязгнули доспехи. — Уходите. Со мной, сэром Лязгом, никто не разговаривает, вот и я ни с кем не разговариваю». «Пожалуйста, — {gender, select, girl {попросила} other {попросил}} {name}, — нам очень нужна ваша помощь. Пропала палочка Мерло, а праздник уже завтра».',
        tr: 'Kulenin arkasında iz, eski bir şövalye zırhının yanında bitiyordu. Zırh kollarını kavuşturmuş, surat asıyordu. “Hıh!” diye tangırdadı. “Gidin buradan. Şövalye Tangır’la kimse konuşmaz, ben de kimseyle konuşmuyorum.” “Lütfen,” dedi {name}, “yardımına ihtiyacımız var. Merlo’nun asası kayboldu, şenlik de yarın.”',
        az: 'Qüllənin arxasında iz köhnə cəngavər zirehinin yanında bitirdi. Zireh qollarını sinəsində çarpazlayıb küsmüşdü. «Hıh! – deyə taqqıldadı. – Gedin buradan. Cəngavər Taqqıltı ilə heç kim danışmır, mən də heç kimlə danışmıram». «Xahiş edirəm, – {name} dedi, – sənin köməyinə ehtiyacımız var. Merlonun çubuğu itib, bayram da sabahdır».',
      },
    },
    {
      scene: 2,
      text: {
        en: '“The festival!” grumbled Sir Clank. “Nobody ever invites me. They say I squeak.” {name} thought hard. “What if you carried the big festival flag? Nobody could carry it better than a knight.” Sir Clank’s visor popped open with delight. “Really? Then I’ll tell you a secret. I saw the wand fly up into the tower, all by itself, flapping!”',
        ru: '«Праздник! — проворчал сэр Лязг. — Меня туда никогда не зовут. Говорят, я скриплю». {name} {gender, select, girl {задумалась} other {задумался}}. «А если вы понесёте большой праздничный флаг? Лучше рыцаря его никто не понесёт!» Забрало сэра Лязга радостно распахнулось. «Правда? Тогда открою секрет: палочка сама улетела наверх, в башню. И при этом хлопала, как крыльями!»',
        tr: '“Şenlik mi!” diye homurdandı Şövalye Tangır. “Beni hiç çağırmazlar. Gıcırdıyormuşum.” {name} uzun uzun düşündü. “Büyük şenlik bayrağını sen taşısan? Onu bir şövalyeden daha iyi kim taşıyabilir?” Tangır’ın miğferinin siperi sevinçle açıldı. “Gerçekten mi? O zaman sana bir sır vereyim: Asa kendi kendine kuleye uçtu. Hem de kanat çırparak!”',
        az: '«Bayram! – deyə Cəngavər Taqqıltı donquldandı. – Məni heç vaxt çağırmırlar. Deyirlər, cırıldayıram». {name} xeyli fikirləşdi. «Bəs bayramın böyük bayrağını sən aparsan? Onu cəngavərdən yaxşı kim apara bilər?» Dəbilqəsinin qapağı sevincdən şaqqıltı ilə açıldı. «Doğrudan? Onda sənə bir sirr açım: çubuq öz-özünə qülləyə uçdu. Həm də qanad çala-çala!»',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} looked up. The top window of the tower was glowing, and shadows like wings were fluttering across it. Up the winding stairs {name} climbed, one hundred and one steps, with the candle flickering and the owl puffing behind. Halfway up, a stern voice called out, “Stop right there, young wizard!”',
        ru: '{name} {gender, select, girl {подняла} other {поднял}} голову. Верхнее окошко башни светилось, а по нему метались тени, похожие на крылья. {name} {gender, select, girl {карабкалась} other {карабкался}} вверх по винтовой лестнице — сто одна ступенька! — свеча мигала, сова пыхтела позади. На середине пути строгий голос произнёс: «А ну-ка стой, {gender, select, girl {юная волшебница} other {юный волшебник}}!»',
        tr: '{name} başını kaldırdı. Kulenin en üstteki penceresi ışıl ışıldı ve önünden kanatlara benzeyen gölgeler geçiyordu. {name} döner merdivenden yukarı, tam yüz bir basamak tırmandı; mum titriyor, baykuş arkadan soluyordu. Yarı yolda sert bir ses yankılandı: “Olduğun yerde dur, küçük büyücü!”',
        az: '{name} başını qaldırdı. Qüllənin ən üst pəncərəsi işıq saçırdı, önündən isə qanada oxşayan kölgələr keçirdi. {name} burma pilləkənlə yuxarı – düz yüz bir pillə – dırmaşdı; şam titrəyir, bayquş arxada tövşüyürdü. Yarı yolda sərt bir səs eşidildi: «Olduğun yerdə dayan, balaca sehrbaz!»',
      },
    },
    {
      scene: 1,
      text: {
        en: 'It was a talking portrait of Merlo’s great-great-grandmother, Mirabel. “Nobody passes without answering my riddle,” she said. “I have a spine but no bones, and leaves but no branches. I cannot speak, yet I tell you stories. What am I?” {name} smiled. “A book!” “Correct,” said Mirabel. “And that, my dear, is who took the wand.”',
        ru: 'Это заговорил портрет прапрабабушки Мерло, волшебницы Мирабеллы. «Никто не пройдёт, пока не отгадает мою загадку, — сказала она. — Не дерево, а с листочками, не рубашка, а сшита, не человек, а рассказывает. Что это?» {name} {gender, select, girl {улыбнулась} other {улыбнулся}}: «Книга!» «Верно, — кивнула Мирабелла. — Она-то, {gender, select, girl {голубушка} other {голубчик}}, и взяла палочку».',
        tr: 'Konuşan, Merlo’nun büyük büyükannesi Mirabel’in portresiydi. “Bilmecemi bilmeyen buradan geçemez,” dedi. “Yaprağım var ama ağaç değilim, sırtım var ama kemiğim yok. Dilim yok ama sana masallar anlatırım. Ben neyim?” {name} gülümsedi: “Kitap!” “Bildin,” dedi Mirabel. “Asayı alan da işte o, canım.”',
        az: 'Danışan Merlonun nənəsinin nənəsi Mirabelin portreti idi. «Tapmacamı tapmayan buradan keçə bilməz, – dedi. – Yarpağım var, ağac deyiləm, belim var, sümüyüm yoxdur. Dilim yoxdur, amma sənə nağıl danışıram. Mən nəyəm?» {name} gülümsədi: «Kitab!» «Düz tapdın, – Mirabel dedi. – Çubuğu götürən də elə odur, əzizim».',
      },
    },
    {
      scene: 3,
      text: {
        en: 'At the very top of the tower, {name} pushed open the door. Books were whirling round the room like a flock of paper birds, and in the middle floated the Big Blue Book of Spells, with something glowing between its pages. {name} reached out, and there it was: Merlo’s wand, shining gold and as warm as toast.',
        ru: 'На самом верху {name} {gender, select, girl {толкнула} other {толкнул}} дверь. По комнате, как стая бумажных птиц, кружились книги, а посередине парила Большая Синяя Книга Заклинаний, и между её страниц что-то сияло. {name} {gender, select, girl {протянула} other {протянул}} руку — вот она, палочка Мерло, золотая и тёплая, как свежая булочка.',
        tr: 'Kulenin en tepesinde {name} kapıyı itip açtı. Kitaplar, kâğıttan bir kuş sürüsü gibi odada dönüp duruyordu. Ortada da sayfalarının arasında ışıl ışıl bir şey tutan Büyük Mavi Büyü Kitabı süzülüyordu. {name} elini uzattı ve işte oradaydı: Merlo’nun asası! Altın gibi parlıyor, taze ekmek gibi sıcacık duruyordu.',
        az: 'Qüllənin lap başında {name} qapını itələyib açdı. Kitablar kağızdan quş sürüsü kimi otaqda fırlanırdı, ortada isə səhifələrinin arasında nəsə parlayan Böyük Mavi Sehr Kitabı süzürdü. {name} əlini uzatdı və budur: Merlonun çubuğu! O, qızıl kimi parıldayır, təzə çörək kimi isti idi.',
      },
    },
    {
      scene: 3,
      text: {
        en: 'The books fluttered down, looking rather sorry. “We only borrowed it,” whispered the Big Blue Book. “Merlo makes the sky beautiful for everyone, but nobody ever makes a surprise for him. We were practising a flying show, and we got so busy that we forgot to give it back.” “You’re just as forgetful as Merlo!” laughed {name}.',
        ru: 'Книги виновато опустились на пол. «Мы её только одолжили, — прошептала Большая Синяя Книга. — Мерло каждый год устраивает чудо для всех, а для него самого сюрпризов никто не готовит. Мы репетировали летучее представление и так увлеклись, что забыли вернуть палочку». «Вы такие же рассеянные, как Мерло!» — {gender, select, girl {рассмеялась} other {рассмеялся}} {name}.',
        tr: 'Kitaplar mahcup mahcup yere kondu. “Biz onu sadece ödünç almıştık,” diye fısıldadı Büyük Mavi Kitap. “Merlo herkes için gökyüzünü süslüyor ama ona kimse sürpriz hazırlamıyor. Uçan bir gösterinin provasını yapıyorduk; öyle daldık ki asayı geri vermeyi unuttuk.” {name} güldü: “Siz de Merlo kadar dalgınsınız!”',
        az: 'Kitablar utana-utana yerə endilər. «Biz onu sadəcə borc götürmüşdük, – deyə Böyük Mavi Kitab pıçıldadı. – Merlo hamı üçün səmanı bəzəyir, amma ona heç kim sürpriz hazırlamır. Biz uçan tamaşa məşq edirdik və elə qapıldıq ki, çubuğu qaytarmağı unutduq». {name} güldü: «Siz də Merlo kimi unutqansınız!»',
      },
    },
    {
      scene: 0,
      text: {
        en: '{name} gave Merlo his wand and, of course, kept the books’ secret. The next night the Great Spell Festival began. Merlo waved his wand, and the sky burst into golden stars. Sir Clank marched proudly with the flag, squeaking all the way. Then the books flew up and made a big shining heart in the sky: thank you, Merlo!',
        ru: '{name} {gender, select, girl {вернула} other {вернул}} палочку Мерло, а секрет книг, конечно, {gender, select, girl {сохранила} other {сохранил}}. Следующей ночью начался Большой праздник заклинаний. Мерло взмахнул палочкой — и небо вспыхнуло золотыми звёздами. Сэр Лязг гордо шагал с флагом и скрипел на всю округу. А потом книги взлетели и сложились в небе в большое сияющее сердце: «Спасибо, Мерло!»',
        tr: '{name} asayı Merlo’ya geri verdi ama kitapların sırrını elbette saklı tuttu. Ertesi gece Büyük Büyü Şenliği başladı. Merlo asasını salladı ve gökyüzü altın yıldızlarla doldu. Şövalye Tangır bayrağı gururla taşıdı, yol boyunca da gıcırdadı. Sonra kitaplar havalandı ve gökyüzünde ışıl ışıl, kocaman bir kalp oluşturdu: “Teşekkürler, Merlo!”',
        az: '{name} çubuğu Merloya qaytardı, amma kitabların sirrini, əlbəttə, açmadı. Ertəsi gecə Böyük Sehr Bayramı başladı. Merlo çubuğunu yellədi və səma qızılı ulduzlarla doldu. Cəngavər Taqqıltı bayrağı qürurla apardı, yol boyu da cırıldadı. Sonra kitablar havaya qalxıb səmada parıldayan böyük bir ürək şəklinə düzüldü: «Sağ ol, Merlo!»',
      },
    },
    {
      scene: 2,
      text: {
        en: 'Merlo wiped a happy tear from his beard. “Thank you, {name},” he said. “From today you are my very first Apprentice Wizard. You brought the strongest magic of all: cleverness and a kind heart.” Then the sleepy owl flew beside {name} all the way home under the stars, and by the front door they were both yawning.',
        ru: 'Мерло смахнул с бороды счастливую слезу. «Спасибо, {name}! — сказал он. — Отныне ты {gender, select, girl {моя первая ученица} other {мой первый ученик}}. Ты {gender, select, girl {принесла} other {принёс}} самое сильное волшебство на свете: смекалку и доброе сердце». А потом сонная сова проводила {gender, select, girl {юную волшебницу} other {юного волшебника}} до самого дома, и у порога они зевали уже в два голоса.',
        tr: 'Merlo sakalından bir sevinç gözyaşı sildi. “Teşekkür ederim, {name},” dedi. “Bugünden sonra sen benim ilk çırağımsın. Sen en güçlü büyüyü getirdin: zekâyı ve iyi bir kalbi.” Sonra uykulu baykuş, yıldızların altında {nameDat} evine kadar eşlik etti. Kapıya vardıklarında ikisi de esniyordu.',
        az: 'Merlo saqqalından sevinc göz yaşını sildi. «Sağ ol, {name}! – dedi. – Bu gündən sən mənim ilk şagirdimsən. Sən ən güclü sehri gətirdin: fərasəti və xeyirxah ürəyi». Sonra yuxulu bayquş ulduzların altında {nameAcc} evə qədər ötürdü. Qapıya çatanda hər ikisi əsnəyirdi.',
      },
    },
  ],
  ending: {
    en: 'Good night, {name}, Apprentice Wizard. The crooked tower is glowing just for you.',
    ru: 'Спокойной ночи, {name}, {gender, select, girl {ученица} other {ученик}} волшебника! Кривая башня светится для тебя.',
    tr: 'İyi geceler, {name}, büyücü çırağı! Eğri büğrü kule senin için ışıldıyor.',
    az: 'Gecən xeyrə qalsın, {name}, balaca sehrbaz şagirdi! Əyri qüllə sənin üçün işıq saçır.',
  },
};
