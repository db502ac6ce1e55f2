import type { PlotFamily } from '../plot-types';

// New in town and shy: a picnic that goes wrong (the wind steals the blanket, which lands on a neighbour's kite;
// ants; rain), a sorry that is hard to say, a still, windless kite festival where nobody talks to anybody, and
// the child's idea (one big shared picnic on the runaway blanket) that brings the whole street together. The hero
// comes, sits, holds, cheers and promises: verbs that fit a bear, a unicorn, a dinosaur or a mermaid alike; the
// one run down the hill is a select, because a mermaid splashes instead.
export const friendshipPlot: PlotFamily = {
  family: 'friendship',
  kinds: ['bear', 'cat', 'rabbit', 'dog', 'unicorn', 'horse', 'dinosaur', 'mermaid', 'friend'],
  ages: [3, 10],
  dedication: {
    en: 'For {name}, who makes friends wherever {gender, select, girl {she goes} other {he goes}}.',
    ru: '{name}, пусть друзья находятся везде, куда бы ты ни {gender, select, girl {пошла} other {пошёл}}!',
    tr: 'Sevgili {name}, nereye gidersen git, orada mutlaka yeni dostlar bulursun!',
    az: 'Əziz {name}, hara getsən, orada mütləq yeni dostlar tapırsan!',
  },
  spreads: [
    {
      withHero: false,
      text: {
        en: 'The moving van rumbled away, and {name} stood alone at the gate of the new yellow house on Cherry Lane. Across the street children were laughing, a dog was barking, and somebody was flying a red kite. “Nobody here knows me,” {name} whispered, and hid behind the biggest cardboard box.',
        ru: 'Грузовик с вещами укатил, и {name} {gender, select, girl {осталась одна} other {остался один}} у калитки нового жёлтого дома на Вишнёвой улице. Через дорогу смеялись дети, лаяла собака, а кто-то запускал красного воздушного змея. «Меня здесь никто не знает», — {gender, select, girl {прошептала} other {прошептал}} {name} и {gender, select, girl {спряталась} other {спрятался}} за самую большую коробку.',
        tr: 'Taşınma kamyonu gürüldeyerek uzaklaştı ve {name}, Kiraz Sokağı’ndaki yeni sarı evin bahçe kapısında tek başına kaldı. Karşıda çocuklar gülüşüyor, bir köpek havlıyor, biri de kırmızı bir uçurtma uçuruyordu. “Burada kimse beni tanımıyor,” diye fısıldadı {name} ve en büyük kolinin arkasına saklandı.',
        az: 'Köç maşını guruldaya-guruldaya uzaqlaşdı və {name} Albalı küçəsindəki yeni sarı evin darvazası qarşısında tək qaldı. Küçənin o tayında uşaqlar gülüşür, it hürür, kimsə qırmızı çərpələng uçururdu. «Burada məni heç kim tanımır», — deyə {name} pıçıldadı və ən böyük qutunun arxasında gizləndi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Then somebody peeped round the box: {heroWords}! “Hello,” said {hero}. “I’m new here too, so let’s be new together.” {name} smiled a very small smile. They packed a basket with sandwiches, strawberries and a big checked blanket. “A picnic on the hill,” said {hero}, “and maybe somebody will come and say hello.”',
        ru: 'И тут из-за коробки кто-то выглянул: {heroWords}! «Привет! — {heroGender, select, female {сказала} male {сказал} other {сказало}} {hero}. — Я тоже здесь {heroGender, select, female {новенькая} male {новенький} other {новенькое}}. Давай будем новенькими вместе!» {name} чуть-чуть {gender, select, girl {улыбнулась} other {улыбнулся}}. Вдвоём они собрали корзинку: бутерброды, клубнику и большой клетчатый плед. «Устроим пикник на холме, — {heroGender, select, female {предложила} male {предложил} other {предложило}} {hero}. — Может, кто-нибудь подойдёт поздороваться».',
        tr: 'Derken kolinin arkasından biri başını uzattı: {heroWords}! “Merhaba,” dedi {hero}. “Ben de burada yeniyim. Gel, birlikte yeni olalım!” {name} minicik gülümsedi. Birlikte bir sepet hazırladılar: sandviçler, çilekler ve kocaman, kareli bir örtü. “Tepede piknik yapalım,” dedi {hero}, “belki biri gelip merhaba der.”',
        az: 'Birdən qutunun arxasından kimsə boylandı: {heroWords}! «Salam! — dedi {hero}. — Mən də burada təzəyəm. Gəl, birlikdə təzə olaq!» {name} azca gülümsədi. Birlikdə səbət yığdılar: buterbrodlar, çiyələk və böyük, damalı bir örtük. «Təpədə piknik edək, — dedi {hero}. — Bəlkə kimsə gəlib salam verər».',
      },
    },
    {
      withHero: true,
      text: {
        en: 'On top of the hill {name} shook out the checked blanket: flap, flap! Then WHOOSH! A gust of wind snatched it right out of {gender, select, girl {her} other {his}} hands. Up it flew, round and round like a giant butterfly, over the hedge and into the next garden. “Come back!” cried {name}, running after it, and {hero} hurried behind.',
        ru: 'На вершине холма {name} {gender, select, girl {встряхнула} other {встряхнул}} клетчатый плед: хлоп, хлоп! И вдруг — ВЖУХ! Ветер выхватил его прямо из рук. Плед взлетел, закружился, как огромная бабочка, перелетел через живую изгородь и опустился в соседний сад. «Стой!» — {gender, select, girl {закричала} other {закричал}} {name} и {gender, select, girl {побежала} other {побежал}} следом, а за {gender, select, girl {ней} other {ним}} {heroGender, select, female {поспешила} male {поспешил} other {поспешило}} {hero}.',
        tr: 'Tepenin başında {name} kareli örtüyü silkeledi: pat, pat! Sonra VUUŞ! Bir rüzgâr örtüyü elinden kapıverdi. Örtü dev bir kelebek gibi döne döne havalandı, çitin üstünden aşıp yandaki bahçeye kondu. “Dur, geri gel!” diye bağırdı {name} ve peşinden koştu. {heroToo} arkasından yetişti.',
        az: 'Təpənin başında {name} damalı örtüyü silkələdi: şap, şap! Sonra VIYYY! Külək örtüyü onun əlindən qapdı. Örtük nəhəng kəpənək kimi fırlana-fırlana havaya qalxdı, hasarın üstündən aşıb qonşu bağa düşdü. «Dayan, qayıt!» — deyə {name} qışqırdı və onun dalınca qaçdı. {heroToo} arxasınca tələsdi.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'The blanket had landed right on top of a boy with a red kite, and now the kite was tangled up in it. “Hey!” shouted the boy, wriggling out. “My kite! The kite festival is tomorrow!” {name}’s cheeks went hot. {gender, select, girl {She} other {He}} wanted to say sorry, but the word got stuck, so {gender, select, girl {she} other {he}} grabbed the blanket and ran.',
        ru: 'Плед упал прямо на мальчика с красным воздушным змеем, и змей в нём запутался. «Эй! — закричал мальчик, выбираясь из-под пледа. — Мой змей! А завтра праздник воздушных змеев!» {name} {gender, select, girl {покраснела} other {покраснел}} до ушей. {gender, select, girl {Она хотела} other {Он хотел}} извиниться, но слово застряло в горле, и {name} {gender, select, girl {схватила} other {схватил}} плед и {gender, select, girl {убежала} other {убежал}}.',
        tr: 'Örtü, kırmızı uçurtmalı bir çocuğun tam üstüne düşmüştü, uçurtma da örtüye dolanmıştı. “Hey!” diye bağırdı çocuk, örtünün altından çıkarken. “Uçurtmam! Yarın uçurtma şenliği var!” {name} kıpkırmızı oldu. Özür dilemek istedi ama sözcük boğazında düğümlendi. Örtüyü kaptığı gibi koşarak kaçtı.',
        az: 'Örtük qırmızı çərpələngli bir oğlanın düz üstünə düşmüşdü, çərpələng də örtüyə dolaşmışdı. «Hey! — deyə oğlan örtüyün altından çıxa-çıxa qışqırdı. — Çərpələngim! Sabah çərpələng bayramıdır!» {name} qıpqırmızı qızardı. Üzr istəmək istədi, amma söz boğazında qaldı. Örtüyü götürdüyü kimi qaçıb getdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Back on the hill, things got even worse. A long line of ants was marching off with the strawberries, and then, plip, plop, it began to rain. {name} sat under the old oak and sniffed. “I’ll never have a friend here.” Then {hero} came and sat close. “You have me,” came the soft answer. “And sometimes a friendship starts with a sorry.”',
        ru: 'На холме стало ещё хуже. Длинная цепочка муравьёв утаскивала клубнику, а потом закапал дождь: кап, кап! {name} {gender, select, girl {села} other {сел}} под старым дубом и {gender, select, girl {шмыгнула} other {шмыгнул}} носом: «У меня здесь никогда не будет друзей». {hero} {heroGender, select, female {устроилась} male {устроился} other {устроилось}} рядом. «У тебя есть я, — прозвучал тихий ответ. — А ещё иногда дружба начинается со слова „прости“».',
        tr: 'Tepede işler daha da kötüleşti. Uzun bir karınca sırası çilekleri birer birer taşıyıp götürüyordu, sonra da tıp tıp yağmur başladı. {name} yaşlı meşenin altına oturup burnunu çekti: “Burada hiç arkadaşım olmayacak.” O zaman {hero} yanına sokuldu. “Ben varım ya,” dedi yumuşacık. “Hem bazen bir arkadaşlık tek bir özürle başlar.”',
        az: 'Təpədə işlər daha da pisləşdi. Uzun bir qarışqa karvanı çiyələkləri bir-bir daşıyıb aparırdı, sonra da yağış çiskinləməyə başladı: tıq, tıq! {name} qoca palıdın altında oturub burnunu çəkdi: «Burada heç vaxt dostum olmayacaq». {hero} yanına qısıldı. «Mən ki varam, — dedi yumşaqca. — Həm də bəzən dostluq bircə üzrlə başlayır».',
      },
    },
    {
      withHero: true,
      text: {
        en: 'At home {name} unrolled the wet blanket, and out fell the red kite, its string in a hundred knots! “Oh no,” {gender, select, girl {she} other {he}} gasped. Then {name} set to work. Knot by knot {gender, select, girl {she} other {he}} untangled the string while {hero} held the end, and {gender, select, girl {she} other {he}} tied on a brand-new tail of ribbons: red, yellow and blue.',
        ru: 'Дома {name} {gender, select, girl {развернула} other {развернул}} мокрый плед — и оттуда выпал красный змей, а нитка у него была в сто узлов! «Ой-ой», — {gender, select, girl {ахнула} other {ахнул}} {name}. И {gender, select, girl {взялась} other {взялся}} за дело. Узелок за узелком {gender, select, girl {она распутала} other {он распутал}} нитку, пока {hero} {heroGender, select, female {держала} male {держал} other {держало}} её кончик, а потом {gender, select, girl {привязала} other {привязал}} змею новый хвост из лент: красной, жёлтой и синей.',
        tr: 'Evde {name} ıslak örtüyü açtı ve içinden kırmızı uçurtma düştü, ipi de yüz düğüm olmuştu! “Eyvah,” dedi {name}. Sonra hemen işe koyuldu. Düğüm düğüm ipi çözdü, {heroToo} ipin ucunu tuttu. En sonunda uçurtmaya kurdelelerden yepyeni bir kuyruk bağladı: kırmızı, sarı ve mavi.',
        az: 'Evdə {name} yaş örtüyü açdı və içindən qırmızı çərpələng düşdü, sapı da yüz düyünə dolaşmışdı! «Vay», — dedi {name}. Sonra dərhal işə girişdi. Düyün-düyün sapı açdı, {heroToo} sapın ucunu tutdu. Ən axırda çərpələngə lentlərdən təptəzə quyruq bağladı: qırmızı, sarı və göy.',
      },
    },
    {
      withHero: false,
      text: {
        en: 'Knock, knock! {name}’s knees wobbled, but {gender, select, girl {she} other {he}} held out the kite. “I’m sorry. The wind took my blanket, and then I ran away.” The boy looked at the ribbon tail and grinned. “I’m sorry I shouted. I’m Leo.” And they shared the strawberries the ants had missed: one for you, one for me.',
        ru: 'Тук-тук! Коленки у {gender, select, girl {неё} other {него}} дрожали, но {name} {gender, select, girl {протянула} other {протянул}} змея: «Прости меня. Ветер унёс мой плед, а я взял{gender, select, girl {а и убежала} other { и убежал}}». Мальчик посмотрел на новый хвост из лент и улыбнулся: «И ты прости, что я кричал. Я Лео». И они поделили клубнику, которую не утащили муравьи: одну тебе, одну мне.',
        tr: 'Tak tak! {nameGen} dizleri titriyordu ama uçurtmayı uzattı. “Özür dilerim. Rüzgâr örtümü uçurdu, ben de kaçtım.” Çocuk kurdele kuyruğa baktı ve gülümsedi. “Ben de bağırdığım için özür dilerim. Benim adım Leo.” Sonra karıncaların kaçırdığı çilekleri paylaştılar: biri sana, biri bana.',
        az: 'Taq-taq! {nameGen} dizləri əsirdi, amma çərpələngi uzatdı. «Bağışla. Külək örtüyümü apardı, mən də qaçdım». Oğlan lent quyruğa baxıb gülümsədi. «Sən də bağışla ki, qışqırdım. Mənim adım Leo». Sonra qarışqaların apara bilmədiyi çiyələkləri bölüşdülər: biri sənə, biri mənə.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Next morning the whole street climbed the hill for the kite festival, with kites shaped like fish, birds and stars. But the air was as still as a pond. Not one leaf moved, and not one kite flew. The neighbours stood in little groups, grumbling, and nobody talked to anybody. “The quietest festival ever,” sighed {hero}.',
        ru: 'Наутро вся улица поднялась на холм на праздник воздушных змеев: змеи были в виде рыбок, птиц и звёзд. Но воздух стоял тихий, как пруд. Ни один листок не шевелился, ни один змей не взлетал. Соседи стояли кучками, ворчали и друг с другом не разговаривали. «Самый тихий праздник на свете», — {heroGender, select, female {вздохнула} male {вздохнул} other {вздохнуло}} {hero}.',
        tr: 'Ertesi sabah bütün sokak uçurtma şenliği için tepeye çıktı. Balık, kuş, yıldız biçiminde uçurtmalar vardı. Ama hava bir gölet kadar durgundu. Tek bir yaprak kıpırdamıyor, tek bir uçurtma havalanmıyordu. Komşular küçük gruplar halinde durup söyleniyor, kimse kimseyle konuşmuyordu. “Dünyanın en sessiz şenliği,” diye iç çekti {hero}.',
        az: 'Səhəri gün bütün küçə çərpələng bayramı üçün təpəyə qalxdı. Balıq, quş, ulduz şəklində çərpələnglər vardı. Amma hava gölməçə kimi sakit idi. Nə bir yarpaq tərpənir, nə bir çərpələng qalxırdı. Qonşular dəstə-dəstə dayanıb deyinir, heç kim heç kimlə danışmırdı. «Dünyanın ən səssiz bayramı», — deyə {hero} köks ötürdü.',
      },
    },
    {
      withHero: true,
      text: {
        en: '{name} looked at the checked blanket and had the best idea of the day. “While we wait for the wind, let’s have one big picnic, all together!” {gender, select, girl {She} other {He}} spread the blanket wide. Leo brought lemonade, the old lady from number five brought a cherry pie, the twins brought biscuits, and {hero} passed round the cups.',
        ru: '{name} {gender, select, girl {посмотрела} other {посмотрел}} на клетчатый плед, и {gender, select, girl {ей} other {ему}} в голову пришла лучшая идея дня: «Пока ждём ветер, давайте устроим один большой пикник, все вместе!» {gender, select, girl {Она расстелила} other {Он расстелил}} плед пошире. Лео принёс лимонад, бабушка из пятого дома — вишнёвый пирог, близнецы — печенье, а {hero} {heroGender, select, female {раздавала} male {раздавал} other {раздавало}} всем стаканчики.',
        tr: '{name} kareli örtüye baktı ve aklına günün en güzel fikri geldi: “Rüzgârı beklerken hep birlikte kocaman bir piknik yapalım!” Örtüyü boylu boyunca serdi. Leo limonata getirdi, beş numaradaki yaşlı teyze vişneli turta, ikizler de kurabiye. {hero} ise herkese bardak dağıttı.',
        az: '{name} damalı örtüyə baxdı və ağlına günün ən gözəl fikri gəldi: «Küləyi gözləyənə qədər hamılıqla böyük bir piknik edək!» Örtüyü geniş sərdi. Leo limonad gətirdi, beş nömrəli evdəki nənə albalı piroqu, əkizlər də peçenye. {hero} isə hamıya stəkan payladı.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'Soon everyone was chatting and laughing, and then the leaves began to whisper. WHOOSH! “The wind is back!” shouted {name}. {gender, select, girl {She} other {He}} and Leo ran down the hill with the red kite, its ribbon tail dancing, and {hero} {heroKind, select, mermaid {splashed along the stream below, cheering} other {raced beside them, cheering}}. Up went the kite, and every other kite after it!',
        ru: 'Скоро все уже болтали и смеялись, и тут зашептались листья. ВЖУХ! «Ветер вернулся!» — {gender, select, girl {закричала} other {закричал}} {name}. Вместе с Лео {gender, select, girl {она помчалась} other {он помчался}} с холма с красным змеем, и хвост из лент заплясал на ветру, а {hero} {heroKind, select, mermaid {{heroGender, select, female {плескалась} male {плескался} other {плескалось}} в ручье внизу} other {{heroGender, select, female {бежала} male {бежал} other {бежало}} рядом}} и {heroGender, select, female {радовалась} male {радовался} other {радовалось}}. Змей взмыл вверх, а за ним и все остальные!',
        tr: 'Kısa süre sonra herkes sohbet edip gülüşüyordu. Derken yapraklar fısıldamaya başladı. VUUŞ! “Rüzgâr geri geldi!” diye bağırdı {name}. Leo’yla birlikte kırmızı uçurtmayı alıp tepeden aşağı koştular, kurdele kuyruk rüzgârda dans etti. {hero} {heroKind, select, mermaid {aşağıdaki derede su sıçratarak} other {yanlarında koşarak}} tezahürat yaptı. Uçurtma havalandı, ardından da bütün öbür uçurtmalar!',
        az: 'Az sonra hamı söhbət edib gülüşürdü. Birdən yarpaqlar pıçıldaşmağa başladı. VIYYY! «Külək qayıtdı!» — deyə {name} qışqırdı. Leo ilə birlikdə qırmızı çərpələngi götürüb təpədən aşağı qaçdılar, lent quyruq küləkdə oynadı. {hero} {heroKind, select, mermaid {aşağıdakı arxda su sıçradaraq} other {yanlarınca qaçaraq}} onları alqışladı. Çərpələng havaya qalxdı, onun ardınca da bütün başqa çərpələnglər!',
      },
    },
    {
      withHero: false,
      text: {
        en: 'When the sun went down, the neighbours folded the blanket together, corner to corner. “What a festival!” said the old lady, and gave {name} a hug. “Come for tea on Sunday!” called the twins. Only yesterday nobody on Cherry Lane had known {name}. Now the whole street was waving goodbye.',
        ru: 'Когда солнце село, соседи вместе сложили плед — уголок к уголку. «Вот это праздник!» — сказала бабушка из пятого дома и крепко обняла {gender, select, girl {девочку} other {мальчика}}. «Приходи в воскресенье на чай!» — закричали близнецы. Ещё вчера на Вишнёвой улице никто не знал, кто {gender, select, girl {такая} other {такой}} {name}. А теперь вся улица махала на прощание.',
        tr: 'Güneş batarken komşular örtüyü hep birlikte, köşe köşe katladılar. “Ne şenlikti ama!” dedi yaşlı teyze ve {nameAcc} kucakladı. “Pazar günü çaya gel!” diye seslendi ikizler. Daha dün Kiraz Sokağı’nda kimse {nameAcc} tanımıyordu. Şimdiyse bütün sokak el sallıyordu.',
        az: 'Günəş batanda qonşular örtüyü birlikdə, künc-küncə qatladılar. «Bu nə gözəl bayram idi!» — deyib nənə {nameAcc} qucaqladı. «Bazar günü çaya gəl!» — deyə əkizlər səsləndi. Hələ dünən Albalı küçəsində heç kim {nameAcc} tanımırdı. İndi isə bütün küçə əl yelləyirdi.',
      },
    },
    {
      withHero: true,
      text: {
        en: 'At the gate of the yellow house, {name} waved until Leo was out of sight. “See you tomorrow!” Leo shouted. Then {name} turned to {hero}. “And you? Will you come tomorrow too?” “Tomorrow and every day after,” {hero} promised, and they sealed it with a hug, because a promise between friends is a promise.',
        ru: 'У калитки жёлтого дома {name} {gender, select, girl {махала} other {махал}} Лео, пока тот не скрылся за углом. «До завтра!» — крикнул Лео. Тогда {name} {gender, select, girl {повернулась} other {повернулся}} к {heroDat}: «А ты? Ты тоже завтра придёшь?» «И завтра, и послезавтра, и всегда», — {heroGender, select, female {пообещала} male {пообещал} other {пообещало}} {hero}. И они скрепили обещание крепкими объятиями: ведь обещание друга — это обещание.',
        tr: 'Sarı evin bahçe kapısında {name}, Leo gözden kaybolana kadar el salladı. “Yarın görüşürüz!” diye bağırdı Leo. Sonra {name} {heroDat} döndü: “Ya sen? Sen de yarın gelecek misin?” “Yarın da, ondan sonraki her gün de,” diye söz verdi {hero}. Sözlerini sımsıkı bir sarılmayla mühürlediler, çünkü dostun sözü sözdür.',
        az: 'Sarı evin darvazası yanında {name} Leo gözdən itənə qədər əl yellədi. «Sabaha qədər!» — deyə Leo qışqırdı. Sonra {name} üzünü {heroDat} tutdu: «Bəs sən? Sən də sabah gələcəksən?» «Sabah da, ondan sonrakı hər gün də», — deyə {hero} söz verdi. Sözlərini möhkəm bir qucaqlaşma ilə möhürlədilər, çünki dost sözü sözdür.',
      },
    },
  ],
  ending: {
    en: 'A friend is someone who will see you tomorrow, too.',
    ru: 'Друг — это тот, кто обязательно придёт и завтра.',
    tr: 'Dost, yarın da seni görmeye gelendir.',
    az: 'Dost sabah da səni görməyə gələndir.',
  },
};
