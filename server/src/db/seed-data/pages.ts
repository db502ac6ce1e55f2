/**
 * The five content pages. The texts say "we" rather than the site name, because the russia region shows a
 * different name. Facts (5–7 business days, 30-day photo deletion, 10% commission, Baku, support e-mail)
 * match the FAQs.
 */
import type { SeedPage } from './types';

export const pages: SeedPage[] = [
  {
    slug: 'about',
    title: {
      en: 'About us',
      ru: 'О нас',
      tr: 'Hakkımızda',
      az: 'Haqqımızda',
    },
    description: {
      en: "We are a small team in Baku, Azerbaijan, that turns a child's photo into the hero of a personalised, beautifully illustrated storybook.",
      ru: 'Мы — небольшая команда из Баку, которая превращает фотографию ребёнка в главного героя именной, красиво иллюстрированной книги.',
      tr: "Bakü'de, bir çocuğun fotoğrafını özenle resimlenmiş, kişiye özel bir hikâye kitabının kahramanına dönüştüren küçük bir ekibiz.",
      az: 'Biz Bakıda uşağın fotoşəklini gözəl illüstrasiyalı fərdi nağıl kitabının qəhrəmanına çevirən kiçik bir komandayıq.',
    },
    sections: [
      {
        heading: {
          en: 'Our story',
          ru: 'Наша история',
          tr: 'Hikâyemiz',
          az: 'Bizim hekayəmiz',
        },
        paragraphs: [
          {
            en: 'It all started at a kitchen table in Baku. As parents, we noticed that our children listened differently when a story was about them: they leaned in closer, asked for it again and again and retold it to their grandparents. We wanted every child to have that feeling: to open a book and find themselves inside it as the brave, clever, kind hero.',
            ru: 'Всё началось за кухонным столом в Баку. Как родители, мы заметили, что дети слушают совсем по-другому, когда сказка — про них: придвигаются ближе, просят прочитать ещё раз и пересказывают её бабушкам и дедушкам. Нам захотелось, чтобы это чувство было знакомо каждому ребёнку: открыть книгу и найти в ней себя в роли смелого, находчивого и доброго героя.',
            tr: "Her şey Bakü'de bir mutfak masasında başladı. Anne baba olarak, bir hikâye kendileri hakkında olduğunda çocuklarımızın onu bambaşka dinlediğini fark ettik: Daha yakına sokuluyor, tekrar tekrar okumamızı istiyor ve büyükanneleriyle büyükbabalarına anlatıyorlardı. Her çocuğun bu duyguyu yaşamasını, bir kitabı açtığında kendini içinde cesur, zeki ve iyi kalpli bir kahraman olarak bulmasını istedik.",
            az: 'Hər şey Bakıda bir mətbəx masasının arxasında başladı. Valideyn kimi biz gördük ki, nağıl özləri haqqında olanda uşaqlarımız onu tamam başqa cür dinləyirlər: daha yaxına qısılır, dönə-dönə oxumağı xahiş edir və nənə-babalarına danışırlar. İstədik ki, hər uşaq bu hissi yaşasın: kitabı açıb özünü onun içində cəsur, fərasətli və mehriban qəhrəman kimi görsün.',
          },
          {
            en: 'Today we are a small team of writers, illustrators, designers and developers who still believe in the same simple idea: a child who sees themselves as the hero of a story grows a little braver, a little more curious and a lot more in love with books.',
            ru: 'Сегодня мы — небольшая команда писателей, иллюстраторов, дизайнеров и разработчиков, которая по-прежнему верит в ту же простую идею: ребёнок, который видит себя героем истории, становится чуть смелее, чуть любознательнее и гораздо сильнее любит книги.',
            tr: 'Bugün yazarlardan, illüstratörlerden, tasarımcılardan ve yazılımcılardan oluşan küçük bir ekibiz ve hâlâ aynı basit fikre inanıyoruz: Kendini bir hikâyenin kahramanı olarak gören çocuk biraz daha cesur, biraz daha meraklı olur ve kitapları çok daha fazla sever.',
            az: 'Bu gün biz yazıçılardan, illüstratorlardan, dizaynerlərdən və proqramçılardan ibarət kiçik komandayıq və hələ də eyni sadə ideyaya inanırıq: özünü nağılın qəhrəmanı kimi görən uşaq bir az da cəsarətli, bir az da öyrənməyə həvəsli olur və kitabları daha çox sevir.',
          },
        ],
      },
      {
        heading: {
          en: 'What we make',
          ru: 'Что мы делаем',
          tr: 'Neler yapıyoruz',
          az: 'Nə edirik',
        },
        paragraphs: [
          {
            en: "We create personalised storybooks in which your child is the main character, drawn from a single photo in the illustration style you choose: 3D animation, classic 2D cartoon, watercolour or anime. You can pick one of our ready-made stories (adventures, educational journeys, fantasy tales and bedtime stories) or ask for a custom story built around your child's favourite hero.",
            ru: 'Мы создаём именные книги, в которых ваш ребёнок — главный герой. Образ ребёнка мы рисуем по одной фотографии в выбранном вами стиле: 3D-анимация, классический 2D-мультфильм, акварель или аниме. Можно выбрать одну из наших готовых историй — приключения, познавательные путешествия, волшебные сказки и сказки на ночь — или заказать индивидуальную сказку о любимом герое вашего ребёнка.',
            tr: 'Çocuğunuzun başkahraman olduğu, kişiye özel hikâye kitapları hazırlıyoruz. Çocuğunuzu tek bir fotoğraftan, seçtiğiniz tarzda çiziyoruz: 3D animasyon, klasik 2D çizgi film, suluboya ya da anime. Hazır hikâyelerimizden birini (maceralar, öğretici yolculuklar, fantastik masallar ve uyku masalları) seçebilir ya da çocuğunuzun en sevdiği kahramanın etrafında kurulan kişiye özel bir hikâye isteyebilirsiniz.',
            az: 'Övladınızın baş qəhrəman olduğu fərdi nağıl kitabları hazırlayırıq. Övladınızı bir fotoşəkil əsasında seçdiyiniz üslubda çəkirik: 3D animasiya, klassik 2D cizgi filmi, akvarel və ya anime. Hazır nağıllarımızdan birini — macəraları, maarifləndirici səyahətləri, fantastik və yuxu nağıllarını seçə, ya da övladınızın sevimli qəhrəmanı əsasında qurulan fərdi nağıl sifariş edə bilərsiniz.',
          },
          {
            en: 'Every book is available as a PDF sent by e-mail, and most are also printed as a softcover or a hardcover. Our stories come in English, Russian, Turkish and Azerbaijani, so families can read together in the language that feels like home.',
            ru: 'Каждая книга доступна в формате PDF с доставкой на электронную почту, а большинство книг также печатается в мягкой или твёрдой обложке. Сказки выходят на английском, русском, турецком и азербайджанском языках, чтобы семьи могли читать вместе на том языке, который звучит для них как родной.',
            tr: 'Her kitap e-postayla gönderilen bir PDF olarak sunulur; kitaplarımızın çoğunun karton kapaklı ve sert kapaklı basılı hâli de vardır. Hikâyelerimiz İngilizce, Rusça, Türkçe ve Azerbaycan Türkçesiyle hazırlanır; böylece aileler kendilerini evde hissettikleri dilde birlikte okuyabilir.',
            az: 'Hər kitab e-poçtla göndərilən PDF versiyasında mövcuddur, əksəriyyəti isə yumşaq və ya sərt üzlükdə də çap olunur. Nağıllarımız ingilis, rus, türk və Azərbaycan dillərindədir ki, ailələr özlərinə doğma olan dildə birlikdə oxuya bilsinlər.',
          },
        ],
      },
      {
        heading: {
          en: 'How a book is made',
          ru: 'Как создаётся книга',
          tr: 'Bir kitap nasıl hazırlanır',
          az: 'Kitab necə hazırlanır',
        },
        paragraphs: [
          {
            en: "Our stories are written and edited by people who love children's books, and every page is laid out by our illustrators. To place your child in the story, we use modern image-generation technology that turns the photo you upload into a character in the chosen style. This takes up to a minute, and you see the result before you order.",
            ru: 'Наши истории пишут и редактируют люди, которые любят детские книги, а каждый разворот оформляют наши иллюстраторы. Чтобы поместить вашего ребёнка в сюжет, мы используем современную технологию генерации изображений: она превращает загруженную фотографию в персонажа в выбранном стиле. Это занимает до минуты, и вы видите результат ещё до оформления заказа.',
            tr: 'Hikâyelerimizi çocuk kitaplarını seven insanlar yazar ve düzenler; her sayfanın düzenini illüstratörlerimiz hazırlar. Çocuğunuzu hikâyeye yerleştirmek için, yüklediğiniz fotoğrafı seçtiğiniz tarzda bir karaktere dönüştüren modern görsel üretim teknolojisinden yararlanıyoruz. Bu işlem en fazla bir dakika sürer ve sonucu sipariş vermeden önce görürsünüz.',
            az: 'Nağıllarımızı uşaq kitablarını sevən insanlar yazır və redaktə edir, hər səhifənin tərtibatını isə illüstratorlarımız hazırlayır. Övladınızı nağıla yerləşdirmək üçün yüklədiyiniz fotoşəkli seçilmiş üslubda personaja çevirən müasir təsvir yaratma texnologiyasından istifadə edirik. Bu, bir dəqiqəyədək çəkir və nəticəni sifariş verməzdən əvvəl görürsünüz.',
          },
          {
            en: 'Before a book is printed, our team checks every page for spelling, layout and likeness. Printed books are produced by a trusted print partner on quality paper with child-safe inks, and packed carefully so that they arrive in perfect condition.',
            ru: 'Перед печатью наша команда проверяет каждую страницу: орфографию, вёрстку и сходство персонажа с ребёнком. Печатные книги изготавливает надёжная типография-партнёр на качественной бумаге безопасными для детей красками, а упаковываем мы их бережно, чтобы они пришли к вам в идеальном состоянии.',
            tr: 'Kitap baskıya girmeden önce ekibimiz her sayfayı yazım, sayfa düzeni ve benzerlik açısından kontrol eder. Basılı kitaplar, güvendiğimiz bir baskı ortağı tarafından kaliteli kâğıda, çocuklar için güvenli mürekkeplerle basılır ve size kusursuz ulaşması için özenle paketlenir.',
            az: 'Kitab çapa getməzdən əvvəl komandamız hər səhifəni orfoqrafiya, tərtibat və oxşarlıq baxımından yoxlayır. Çap nüsxələri etibarlı çap tərəfdaşımız tərəfindən keyfiyyətli kağızda, uşaqlar üçün təhlükəsiz boyalarla hazırlanır və sizə qüsursuz çatması üçün ehtiyatla qablaşdırılır.',
          },
        ],
      },
      {
        heading: {
          en: 'Our promise to families',
          ru: 'Наше обещание семьям',
          tr: 'Ailelere sözümüz',
          az: 'Ailələrə vədimiz',
        },
        paragraphs: [
          {
            en: "Your child's photo is treated with the care it deserves. It is used only to create the character for your book, is never published or used for anything else, and is deleted 30 days after your order is completed (7 days after your last change, if the order is never paid). Our Photo and data policy explains exactly how.",
            ru: 'К фотографии вашего ребёнка мы относимся со всей бережностью. Она используется только для того, чтобы создать персонажа для вашей книги, никогда не публикуется и не используется ни для чего другого, а через 30 дней после выполнения заказа удаляется (если заказ так и не оплачен — через 7 дней после последнего изменения). Как именно это устроено, рассказывает наша «Политика обработки фотографий и данных».',
            tr: 'Çocuğunuzun fotoğrafına hak ettiği özeni gösteriyoruz. Fotoğraf yalnızca kitabınızın karakterini oluşturmak için kullanılır, hiçbir zaman yayımlanmaz ya da başka bir amaçla kullanılmaz ve siparişiniz tamamlandıktan 30 gün sonra (sipariş hiç ödenmezse son değişiklikten 7 gün sonra) silinir. Bunu nasıl yaptığımızı Fotoğraf ve Veri Politikamızda ayrıntılı olarak anlatıyoruz.',
            az: 'Övladınızın fotoşəklinə layiq olduğu diqqətlə yanaşırıq. O, yalnız kitabınız üçün personaj yaratmaqdan ötrü istifadə olunur, heç vaxt dərc edilmir, başqa məqsədlə işlədilmir və sifariş tamamlandıqdan 30 gün sonra (sifariş heç ödənilməsə, son dəyişiklikdən 7 gün sonra) silinir. Bunun necə həyata keçirildiyi «Fotoşəkillər və məlumatlar siyasəti» səhifəmizdə ətraflı izah olunub.',
          },
          {
            en: 'We also want you to be delighted with every book. If something is wrong with your order, write to us and a real person from our team will answer, usually within one business day.',
            ru: 'А ещё мы хотим, чтобы каждая книга вас радовала. Если с заказом что-то не так, напишите нам — вам ответит живой человек из нашей команды, обычно в течение одного рабочего дня.',
            tr: 'Her kitaptan gerçekten memnun kalmanızı da istiyoruz. Siparişinizde bir sorun olursa bize yazın; ekibimizden gerçek bir kişi, genellikle bir iş günü içinde size yanıt verir.',
            az: 'Həmçinin istəyirik ki, hər kitabdan razı qalasınız. Sifarişinizlə bağlı nəsə düz getməsə, bizə yazın — komandamızdan canlı bir insan, adətən, bir iş günü ərzində sizə cavab verəcək.',
          },
        ],
      },
      {
        heading: {
          en: 'Get in touch',
          ru: 'Свяжитесь с нами',
          tr: 'Bize ulaşın',
          az: 'Bizimlə əlaqə',
        },
        paragraphs: [
          {
            en: "We are based in Baku, Azerbaijan, and we love hearing from parents, teachers and bloggers. Write to support@storybook.shop or use the contact form on our website. If you'd like to recommend our books and earn a 10% commission, take a look at our brand ambassador programme.",
            ru: 'Мы находимся в Баку, в Азербайджане, и всегда рады письмам от родителей, учителей и блогеров. Пишите на support@storybook.shop или воспользуйтесь контактной формой на сайте. Если вы хотите рекомендовать наши книги и получать комиссию 10\u00a0%, загляните на страницу нашей программы амбассадоров.',
            tr: "Azerbaycan'ın başkenti Bakü'deyiz ve anne babalardan, öğretmenlerden ve blog yazarlarından haber almayı çok seviyoruz. Bize support@storybook.shop adresinden yazabilir veya sitemizdeki iletişim formunu kullanabilirsiniz. Kitaplarımızı önerip %10 komisyon kazanmak isterseniz marka elçisi programımıza göz atın.",
            az: 'Biz Azərbaycanın paytaxtı Bakıdayıq və valideynlərdən, müəllimlərdən və blogerlərdən məktub almağı çox sevirik. Bizə support@storybook.shop ünvanına yaza və ya saytımızdakı əlaqə formasından istifadə edə bilərsiniz. Kitablarımızı tövsiyə edib 10% komissiya qazanmaq istəyirsinizsə, brend səfiri proqramımızla tanış olun.',
          },
        ],
      },
    ],
  },
  {
    slug: 'terms',
    title: {
      en: 'Terms and conditions',
      ru: 'Условия использования',
      tr: 'Şartlar ve Koşullar',
      az: 'Şərtlər və qaydalar',
    },
    description: {
      en: 'The terms that apply when you use our website and order a personalised book: orders, prices and payment, personalised content, changes and refunds, and the brand ambassador programme.',
      ru: 'Условия, которые действуют, когда вы пользуетесь нашим сайтом и заказываете именную книгу: заказы, цены и оплата, персонализированный контент, изменения и возвраты, программа амбассадоров.',
      tr: 'Sitemizi kullanırken ve kişiye özel bir kitap sipariş ederken geçerli olan şartlar: Siparişler, fiyatlar ve ödeme, kişiselleştirilmiş içerik, değişiklik ve iadeler, marka elçisi programı.',
      az: 'Saytımızdan istifadə edərkən və fərdi kitab sifariş edərkən tətbiq olunan şərtlər: sifarişlər, qiymətlər və ödəniş, fərdiləşdirilmiş məzmun, dəyişikliklər və geri qaytarma, brend səfiri proqramı.',
    },
    sections: [
      {
        heading: {
          en: 'About these terms',
          ru: 'Об этих условиях',
          tr: 'Bu şartlar hakkında',
          az: 'Bu şərtlər haqqında',
        },
        paragraphs: [
          {
            en: 'These terms apply to everyone who uses our website and orders books from us. The shop is run by a small company based in Baku, Azerbaijan. By placing an order, you confirm that you have read and accepted these terms, our Privacy policy and our Photo and data policy.',
            ru: 'Настоящие условия распространяются на всех, кто пользуется нашим сайтом и заказывает у нас книги. Магазином управляет небольшая компания из Баку (Азербайджан). Оформляя заказ, вы подтверждаете, что прочитали и принимаете эти условия, нашу «Политику конфиденциальности» и «Политику обработки фотографий и данных».',
            tr: 'Bu şartlar, sitemizi kullanan ve bizden kitap sipariş eden herkes için geçerlidir. Mağazamız, Bakü (Azerbaycan) merkezli küçük bir şirket tarafından işletilmektedir. Sipariş vererek bu şartları, Gizlilik Politikamızı ve Fotoğraf ve Veri Politikamızı okuduğunuzu ve kabul ettiğinizi onaylamış olursunuz.',
            az: 'Bu şərtlər saytımızdan istifadə edən və bizdən kitab sifariş edən hər kəsə şamil olunur. Mağazamız Bakıda (Azərbaycan) yerləşən kiçik bir şirkət tərəfindən idarə olunur. Sifariş verməklə siz bu şərtləri, Məxfilik siyasətimizi və Fotoşəkillər və məlumatlar siyasətimizi oxuduğunuzu və qəbul etdiyinizi təsdiqləyirsiniz.',
          },
          {
            en: 'We may update these terms from time to time. Each order is governed by the version published on this page at the moment the order was placed.',
            ru: 'Время от времени мы можем обновлять эти условия. К каждому заказу применяется та редакция, которая была опубликована на этой странице в момент его оформления.',
            tr: 'Bu şartları zaman zaman güncelleyebiliriz. Her sipariş için, siparişin verildiği anda bu sayfada yayımlanmış olan sürüm geçerlidir.',
            az: 'Bu şərtləri vaxtaşırı yeniləyə bilərik. Hər sifarişə onun verildiyi anda bu səhifədə dərc olunmuş redaksiya tətbiq edilir.',
          },
          {
            en: 'These terms are governed by the laws of the Republic of Azerbaijan. Nothing in them limits the rights you have as a consumer under the laws of your own country. If you have a complaint, please write to us first: we will do our best to resolve it quickly and fairly.',
            ru: 'Настоящие условия регулируются законодательством Азербайджанской Республики. Ничто в них не ограничивает права, которые вы имеете как потребитель по законам своей страны. Если у вас есть претензия, пожалуйста, сначала напишите нам — мы сделаем всё, чтобы решить вопрос быстро и справедливо.',
            tr: 'Bu şartlar Azerbaycan Cumhuriyeti yasalarına tabidir. Bu şartlardaki hiçbir hüküm, kendi ülkenizin yasaları kapsamında tüketici olarak sahip olduğunuz hakları sınırlamaz. Bir şikâyetiniz varsa lütfen önce bize yazın; sorunu hızlı ve adil bir şekilde çözmek için elimizden geleni yaparız.',
            az: 'Bu şərtlər Azərbaycan Respublikasının qanunvericiliyi ilə tənzimlənir. Onlardakı heç bir müddəa öz ölkənizin qanunlarına əsasən istehlakçı kimi malik olduğunuz hüquqları məhdudlaşdırmır. Şikayətiniz varsa, zəhmət olmasa, əvvəlcə bizə yazın — məsələni tez və ədalətli həll etmək üçün əlimizdən gələni edəcəyik.',
          },
        ],
      },
      {
        heading: {
          en: 'Orders',
          ru: 'Заказы',
          tr: 'Siparişler',
          az: 'Sifarişlər',
        },
        paragraphs: [
          {
            en: "To order a book, you enter your child's details, upload a photo, choose a story and a version (PDF, softcover or hardcover) and give us your contact details. Your order is confirmed once we have received payment, and we then send you a confirmation e-mail with your order number.",
            ru: 'Чтобы заказать книгу, вы указываете данные ребёнка, загружаете фотографию, выбираете сказку и вариант книги (PDF, мягкая или твёрдая обложка) и оставляете свои контактные данные. Заказ считается подтверждённым после получения оплаты; после этого мы присылаем вам письмо с подтверждением и номером заказа.',
            tr: 'Bir kitap sipariş etmek için çocuğunuzun bilgilerini girer, bir fotoğraf yükler, bir hikâye ve bir seçenek (PDF, karton kapak veya sert kapak) belirler ve iletişim bilgilerinizi paylaşırsınız. Siparişiniz, ödeme alındığında onaylanmış olur; ardından size sipariş numaranızı içeren bir onay e-postası göndeririz.',
            az: 'Kitab sifariş etmək üçün övladınızın məlumatlarını daxil edir, fotoşəkil yükləyir, nağıl və versiya (PDF, yumşaq və ya sərt üzlük) seçir və əlaqə məlumatlarınızı bildirirsiniz. Sifarişiniz ödəniş alındıqdan sonra təsdiqlənmiş sayılır; bundan sonra sizə sifariş nömrəsi olan təsdiq məktubu göndəririk.',
          },
          {
            en: "Please check the details you give us, especially the spelling of your child's name, the story language and the delivery address, and review the character and the order summary carefully before you pay.",
            ru: 'Пожалуйста, проверьте указанные данные — особенно написание имени ребёнка, язык сказки и адрес доставки — и внимательно просмотрите персонажа и сводку заказа перед оплатой.',
            tr: 'Lütfen verdiğiniz bilgileri, özellikle çocuğunuzun adının yazılışını, hikâye dilini ve teslimat adresini kontrol edin; ödeme yapmadan önce karakteri ve sipariş özetini dikkatle gözden geçirin.',
            az: 'Zəhmət olmasa, verdiyiniz məlumatları, xüsusən övladınızın adının yazılışını, nağılın dilini və çatdırılma ünvanını yoxlayın, ödəniş etməzdən əvvəl isə personajı və sifarişin yekununu diqqətlə nəzərdən keçirin.',
          },
        ],
      },
      {
        heading: {
          en: 'Prices and payment',
          ru: 'Цены и оплата',
          tr: 'Fiyatlar ve ödeme',
          az: 'Qiymətlər və ödəniş',
        },
        paragraphs: [
          {
            en: 'All prices include tax. They are shown in the currency of your country, and the order summary also shows the total in Azerbaijani manat (AZN), calculated at the current exchange rate of the Central Bank of Azerbaijan. Shipping for printed books is shown separately before you pay; for a PDF, delivery is included.',
            ru: 'Все цены указаны с учётом налогов. Они отображаются в валюте вашей страны, а в сводке заказа также показывается итоговая сумма в азербайджанских манатах (AZN) по текущему курсу Центрального банка Азербайджана. Стоимость доставки печатных книг показывается отдельно до оплаты; для PDF-версии доставка включена.',
            tr: "Tüm fiyatlara vergiler dâhildir. Fiyatlar ülkenizin para biriminde gösterilir; sipariş özetinde ayrıca Azerbaycan Merkez Bankası'nın güncel kuruyla hesaplanan Azerbaycan manatı (AZN) cinsinden toplam tutar da yer alır. Basılı kitapların kargo ücreti ödeme öncesinde ayrıca gösterilir; PDF için teslimat fiyata dâhildir.",
            az: 'Bütün qiymətlərə vergilər daxildir. Qiymətlər ölkənizin valyutasında göstərilir, sifarişin yekununda isə Azərbaycan Mərkəzi Bankının cari məzənnəsi ilə hesablanmış ümumi məbləğ Azərbaycan manatında (AZN) da əks olunur. Çap kitablarının çatdırılma haqqı ödənişdən əvvəl ayrıca göstərilir; PDF üçün çatdırılma qiymətə daxildir.',
          },
          {
            en: 'Payments are processed securely by our payment provider. If a payment fails, your order is not processed until a payment succeeds. We reserve the right to correct obvious pricing errors; if this affects your order, we will contact you before going ahead.',
            ru: 'Платежи безопасно обрабатывает наш платёжный провайдер. Если платёж не прошёл, заказ не будет принят в работу, пока оплата не пройдёт успешно. Мы оставляем за собой право исправлять очевидные ошибки в ценах; если это коснётся вашего заказа, мы свяжемся с вами, прежде чем продолжить.',
            tr: 'Ödemeler, ödeme hizmeti sağlayıcımız tarafından güvenli bir şekilde işlenir. Ödeme başarısız olursa siparişiniz, başarılı bir ödeme yapılana kadar işleme alınmaz. Bariz fiyat hatalarını düzeltme hakkımız saklıdır; bu durum siparişinizi etkilerse devam etmeden önce sizinle iletişime geçeriz.',
            az: 'Ödənişlər ödəniş provayderimiz tərəfindən təhlükəsiz şəkildə emal olunur. Ödəniş alınmazsa, uğurlu ödəniş edilənədək sifarişiniz icraya götürülmür. Açıq-aşkar qiymət səhvlərini düzəltmək hüququmuzu özümüzdə saxlayırıq; bu, sifarişinizə təsir edərsə, davam etməzdən əvvəl sizinlə əlaqə saxlayacağıq.',
          },
        ],
      },
      {
        heading: {
          en: 'Photos and personalised content',
          ru: 'Фотографии и персонализированный контент',
          tr: 'Fotoğraflar ve kişiselleştirilmiş içerik',
          az: 'Fotoşəkillər və fərdiləşdirilmiş məzmun',
        },
        paragraphs: [
          {
            en: "By uploading a photo, you confirm that you are the child's parent or legal guardian, or have their permission, and that the photo shows no one else. Please do not upload images you do not have the right to use.",
            ru: 'Загружая фотографию, вы подтверждаете, что являетесь родителем или законным представителем ребёнка либо получили их разрешение, и что на фотографии нет других людей. Пожалуйста, не загружайте изображения, на использование которых у вас нет прав.',
            tr: 'Bir fotoğraf yükleyerek çocuğun ebeveyni ya da yasal vasisi olduğunuzu veya onların iznini aldığınızı ve fotoğrafta başka kimsenin bulunmadığını onaylarsınız. Lütfen kullanma hakkına sahip olmadığınız görselleri yüklemeyin.',
            az: 'Fotoşəkil yükləməklə siz uşağın valideyni və ya qanuni nümayəndəsi olduğunuzu, yaxud onların icazəsini aldığınızı, həmçinin şəkildə başqa heç kimin olmadığını təsdiqləyirsiniz. Zəhmət olmasa, istifadə hüququnuz olmayan təsvirləri yükləməyin.',
          },
          {
            en: "The stories, illustrations and designs in our books belong to us. The book you order is for your family's personal, non-commercial use: you are welcome to read it, share photos of it and give it as a gift, but please do not resell or republish it.",
            ru: 'Тексты, иллюстрации и оформление наших книг принадлежат нам. Заказанная вами книга предназначена для личного некоммерческого использования вашей семьёй: вы можете читать её, делиться её фотографиями и дарить, но, пожалуйста, не перепродавайте и не публикуйте её повторно.',
            tr: 'Kitaplarımızdaki hikâyeler, resimler ve tasarımlar bize aittir. Sipariş ettiğiniz kitap, ailenizin kişisel ve ticari olmayan kullanımı içindir: Onu okuyabilir, fotoğraflarını paylaşabilir ve hediye edebilirsiniz; ancak lütfen yeniden satmayın veya yeniden yayımlamayın.',
            az: 'Kitablarımızdakı mətnlər, illüstrasiyalar və dizayn bizə məxsusdur. Sifariş etdiyiniz kitab ailənizin şəxsi, qeyri-kommersiya istifadəsi üçündür: onu oxuya, fotoşəkillərini paylaşa və hədiyyə edə bilərsiniz, lakin zəhmət olmasa, onu yenidən satmayın və təkrar dərc etməyin.',
          },
          {
            en: "Because the character is created automatically from your photo, small differences from your child's real appearance are possible. You always see the character before you order and can go back and use a different photo if you are not happy with it.",
            ru: 'Поскольку персонаж создаётся по вашей фотографии автоматически, возможны небольшие отличия от реальной внешности ребёнка. Вы всегда видите персонажа до оформления заказа и можете вернуться назад и загрузить другую фотографию, если результат вам не понравился.',
            tr: 'Karakter fotoğrafınızdan otomatik olarak oluşturulduğu için çocuğunuzun gerçek görünümünden küçük farklılıklar olabilir. Karakteri sipariş vermeden önce mutlaka görürsünüz; beğenmezseniz geri dönüp başka bir fotoğraf kullanabilirsiniz.',
            az: 'Personaj fotoşəkliniz əsasında avtomatik yaradıldığı üçün övladınızın real görünüşündən kiçik fərqlər ola bilər. Personajı həmişə sifariş verməzdən əvvəl görürsünüz və ondan razı qalmasanız, geri qayıdıb başqa fotoşəkildən istifadə edə bilərsiniz.',
          },
        ],
      },
      {
        heading: {
          en: 'Changes, cancellations and refunds',
          ru: 'Изменения, отмена заказа и возврат средств',
          tr: 'Değişiklik, iptal ve iade',
          az: 'Dəyişiklik, ləğv və pulun qaytarılması',
        },
        paragraphs: [
          {
            en: 'You can ask us to change or cancel an order as long as the book has not gone to print or, for a PDF, has not yet been sent. Write to support@storybook.shop with your order number. If the order can be cancelled, we refund the full amount to the original payment method.',
            ru: 'Вы можете попросить изменить или отменить заказ, пока книга не ушла в печать, а для PDF-версии — пока файл ещё не отправлен. Напишите на support@storybook.shop и укажите номер заказа. Если заказ можно отменить, мы вернём полную сумму тем же способом, которым вы платили.',
            tr: 'Kitap baskıya girmediği sürece, PDF sürümünde ise dosya henüz gönderilmediği sürece siparişinizin değiştirilmesini veya iptalini isteyebilirsiniz. Sipariş numaranızla birlikte support@storybook.shop adresine yazın. Sipariş iptal edilebiliyorsa tutarın tamamını, ödemeyi yaptığınız yönteme iade ederiz.',
            az: 'Kitab çapa getməyənədək, PDF versiyası üçün isə fayl hələ göndərilməyənədək sifarişin dəyişdirilməsini və ya ləğvini xahiş edə bilərsiniz. Sifariş nömrənizi göstərməklə support@storybook.shop ünvanına yazın. Sifarişi ləğv etmək mümkün olarsa, bütün məbləği ödəniş etdiyiniz üsulla geri qaytarırıq.',
          },
          {
            en: 'Because every book is made personally for your child, we cannot accept returns of books in perfect condition. If a book arrives damaged or with a printing error, we reprint it free of charge; the details are on our Shipping and returns page.',
            ru: 'Поскольку каждая книга создаётся специально для вашего ребёнка, мы не принимаем возвраты книг в идеальном состоянии. Если книга пришла повреждённой или с ошибкой печати, мы бесплатно напечатаем её заново; подробности — на странице «Доставка и возврат».',
            tr: 'Her kitap çocuğunuz için özel olarak hazırlandığından kusursuz durumdaki kitapların iadesini kabul edemiyoruz. Kitap hasarlı ya da baskı hatasıyla gelirse ücretsiz olarak yeniden basarız; ayrıntıları Kargo ve İade sayfamızda bulabilirsiniz.',
            az: 'Hər kitab xüsusi olaraq övladınız üçün hazırlandığından qüsursuz vəziyyətdə olan kitabların geri qaytarılmasını qəbul edə bilmirik. Kitab zədələnmiş və ya çap xətası ilə çatarsa, onu pulsuz yenidən çap edirik; ətraflı məlumat «Çatdırılma və qaytarılma» səhifəsindədir.',
          },
        ],
      },
      {
        heading: {
          en: 'Brand ambassador programme',
          ru: 'Программа амбассадоров',
          tr: 'Marka elçisi programı',
          az: 'Brend səfiri proqramı',
        },
        paragraphs: [
          {
            en: 'Brand ambassadors recommend our books and earn a 10% commission on purchases made through their personal referral link. To join, you apply with at least one social media profile or website; our team reviews every application and activates the account once it is approved, letting you know by e-mail.',
            ru: 'Амбассадоры бренда рекомендуют наши книги и получают комиссию 10\u00a0% с покупок, совершённых по их персональной реферальной ссылке. Чтобы присоединиться, подайте заявку, указав хотя бы один профиль в социальных сетях или сайт. Наша команда рассматривает каждую заявку и после одобрения активирует аккаунт, о чём сообщает по электронной почте.',
            tr: 'Marka elçileri kitaplarımızı önerir ve kişisel davet bağlantıları üzerinden yapılan satın alımlardan %10 komisyon kazanır. Programa katılmak için en az bir sosyal medya profili veya web sitesi belirterek başvurursunuz; ekibimiz her başvuruyu inceler, onaylanan hesabı etkinleştirir ve size e-postayla haber verir.',
            az: 'Brend səfirləri kitablarımızı tövsiyə edir və şəxsi referal keçidləri vasitəsilə edilən alışlardan 10% komissiya qazanırlar. Proqrama qoşulmaq üçün ən azı bir sosial media profili və ya veb-sayt göstərməklə müraciət edirsiniz; komandamız hər müraciəti nəzərdən keçirir, təsdiq olunan hesabı aktivləşdirir və sizə e-poçtla xəbər verir.',
          },
          {
            en: "Your rewards are shown in your ambassador dashboard, where you can request a payout to the bank details you have saved. No reward is paid for orders that are cancelled or refunded. We may close an ambassador account in cases of misleading advertising, spam or purchases made through one's own referral link.",
            ru: 'Начисленные вознаграждения отображаются в личном кабинете амбассадора, где можно запросить выплату на сохранённые банковские реквизиты. Вознаграждение за отменённые заказы и заказы, по которым были возвращены деньги, не выплачивается. Мы можем закрыть аккаунт амбассадора в случае вводящей в заблуждение рекламы, спама или покупок по собственной реферальной ссылке.',
            tr: 'Kazançlarınız marka elçisi panelinizde görünür; buradan kaydettiğiniz banka bilgilerine ödeme talep edebilirsiniz. İptal edilen veya ücreti iade edilen siparişler için kazanç ödenmez. Yanıltıcı reklam, spam ya da kişinin kendi bağlantısı üzerinden yaptığı satın alımlar söz konusu olduğunda marka elçisi hesabını kapatabiliriz.',
            az: 'Mükafatlarınız brend səfiri panelində göstərilir; orada saxladığınız bank rekvizitlərinə ödəniş tələb edə bilərsiniz. Ləğv edilmiş və ya pulu geri qaytarılmış sifarişlər üçün mükafat ödənilmir. Yanıltıcı reklam, spam və ya şəxsin öz referal keçidi ilə etdiyi alışlar aşkar edilərsə, brend səfiri hesabını bağlaya bilərik.',
          },
        ],
      },
    ],
  },
  {
    slug: 'privacy',
    title: {
      en: 'Privacy policy',
      ru: 'Политика конфиденциальности',
      tr: 'Gizlilik Politikası',
      az: 'Məxfilik siyasəti',
    },
    description: {
      en: 'How we collect, use and protect your personal data when you browse our website, order a book or join our brand ambassador programme.',
      ru: 'Как мы собираем, используем и защищаем ваши персональные данные, когда вы пользуетесь сайтом, заказываете книгу или участвуете в программе амбассадоров.',
      tr: 'Sitemizde gezinirken, kitap sipariş ederken veya marka elçisi programımıza katılırken kişisel verilerinizi nasıl topladığımız, kullandığımız ve koruduğumuz.',
      az: 'Saytımıza baxarkən, kitab sifariş edərkən və ya brend səfiri proqramımıza qoşularkən şəxsi məlumatlarınızı necə topladığımız, istifadə etdiyimiz və qoruduğumuz.',
    },
    sections: [
      {
        heading: {
          en: 'What we collect',
          ru: 'Какие данные мы собираем',
          tr: 'Hangi verileri topluyoruz',
          az: 'Hansı məlumatları toplayırıq',
        },
        paragraphs: [
          {
            en: "When you order a book, we collect your child's first name, age, gender and photo, the story choices you make, and your contact details: full name, e-mail address, phone number and, for printed books, your delivery address. Card details are handled by our payment provider and never reach our servers.",
            ru: 'При заказе книги мы получаем имя, возраст, пол и фотографию ребёнка, выбранные вами параметры сказки, а также ваши контактные данные: полное имя, адрес электронной почты, номер телефона и — для печатных книг — адрес доставки. Данные банковской карты обрабатывает наш платёжный провайдер, и на наши серверы они не попадают.',
            tr: 'Bir kitap sipariş ettiğinizde çocuğunuzun adını, yaşını, cinsiyetini ve fotoğrafını, yaptığınız hikâye seçimlerini ve iletişim bilgilerinizi (ad soyad, e-posta adresi, telefon numarası ve basılı kitaplar için teslimat adresi) toplarız. Kart bilgileriniz ödeme hizmeti sağlayıcımız tarafından işlenir ve hiçbir zaman sunucularımıza ulaşmaz.',
            az: 'Kitab sifariş etdiyiniz zaman övladınızın adını, yaşını, cinsini və fotoşəklini, nağılla bağlı seçimlərinizi, həmçinin əlaqə məlumatlarınızı — ad və soyadınızı, e-poçt ünvanınızı, telefon nömrənizi və çap kitabları üçün çatdırılma ünvanınızı toplayırıq. Kart məlumatları ödəniş provayderimiz tərəfindən emal olunur və heç vaxt serverlərimizə çatmır.',
          },
          {
            en: 'If you subscribe to our newsletter, we store your e-mail address; if you contact us, we keep your message and our reply. Brand ambassadors also give us their name, country, phone number, social media profiles and bank details for payouts.',
            ru: 'Если вы подписываетесь на рассылку, мы храним ваш адрес электронной почты; если вы пишете нам — ваше сообщение и наш ответ. Амбассадоры бренда также сообщают нам своё имя, страну, номер телефона, профили в социальных сетях и банковские реквизиты для выплат.',
            tr: 'Bültenimize abone olursanız e-posta adresinizi, bizimle iletişime geçerseniz mesajınızı ve yanıtımızı saklarız. Marka elçileri ayrıca adlarını, ülkelerini, telefon numaralarını, sosyal medya profillerini ve ödemeler için banka bilgilerini bizimle paylaşır.',
            az: 'Xəbər bülletenimizə abunə olsanız, e-poçt ünvanınızı, bizimlə əlaqə saxlasanız, mesajınızı və cavabımızı saxlayırıq. Brend səfirləri bundan əlavə adlarını, ölkələrini, telefon nömrələrini, sosial media profillərini və ödənişlər üçün bank rekvizitlərini bizə təqdim edirlər.',
          },
        ],
      },
      {
        heading: {
          en: 'How we use it',
          ru: 'Как мы используем данные',
          tr: 'Verileri nasıl kullanıyoruz',
          az: 'Məlumatlardan necə istifadə edirik',
        },
        paragraphs: [
          {
            en: "We use your data to create, print and deliver your book, to keep you informed about your order, to answer your questions and to pay ambassador commissions. Your child's photo is used only to create the character for your book; our Photo and data policy explains this in detail.",
            ru: 'Мы используем ваши данные, чтобы создать, напечатать и доставить книгу, сообщать вам о ходе заказа, отвечать на ваши вопросы и выплачивать комиссии амбассадорам. Фотография ребёнка используется только для создания персонажа вашей книги — подробно об этом рассказывает «Политика обработки фотографий и данных».',
            tr: 'Verilerinizi kitabınızı hazırlamak, basmak ve teslim etmek, sizi siparişiniz hakkında bilgilendirmek, sorularınızı yanıtlamak ve marka elçisi komisyonlarını ödemek için kullanırız. Çocuğunuzun fotoğrafı yalnızca kitabınızın karakterini oluşturmak için kullanılır; Fotoğraf ve Veri Politikamız bunu ayrıntılı olarak açıklar.',
            az: 'Məlumatlarınızdan kitabınızı hazırlamaq, çap etmək və çatdırmaq, sifarişin gedişi barədə sizə xəbər vermək, suallarınızı cavablandırmaq və brend səfirlərinə komissiya ödəmək üçün istifadə edirik. Övladınızın fotoşəkli yalnız kitabınız üçün personaj yaratmaqdan ötrü istifadə olunur; bu barədə «Fotoşəkillər və məlumatlar siyasəti» səhifəsində ətraflı danışılır.',
          },
          {
            en: 'We send newsletters only if you have agreed to receive them, and every newsletter contains a link to unsubscribe. We do not sell your personal data, and we do not use it to build advertising profiles.',
            ru: 'Рассылку мы отправляем только с вашего согласия, и в каждом письме есть ссылка для отписки. Мы не продаём ваши персональные данные и не используем их для составления рекламных профилей.',
            tr: 'Bültenlerimizi yalnızca almayı kabul ettiyseniz göndeririz ve her bültende abonelikten çıkma bağlantısı bulunur. Kişisel verilerinizi satmayız ve reklam profilleri oluşturmak için kullanmayız.',
            az: 'Xəbər bülletenini yalnız razılığınız olduqda göndəririk və hər məktubda abunəlikdən çıxmaq üçün keçid var. Şəxsi məlumatlarınızı satmırıq və reklam profilləri yaratmaq üçün istifadə etmirik.',
          },
        ],
      },
      {
        heading: {
          en: 'Who we share it with',
          ru: 'Кому мы передаём данные',
          tr: 'Verileri kimlerle paylaşıyoruz',
          az: 'Məlumatları kimlərlə bölüşürük',
        },
        paragraphs: [
          {
            en: 'We share only what is necessary with the partners who help us run the shop: our payment provider, the image-generation service that creates the character, our print partner and delivery carriers, and our e-mail service. They may use the data only to provide their services to us.',
            ru: 'Мы передаём только необходимые данные партнёрам, которые помогают нам работать: платёжному провайдеру, сервису генерации изображений, который создаёт персонажа, типографии и службам доставки, а также почтовому сервису. Они вправе использовать эти данные только для оказания услуг нам.',
            tr: 'Mağazamızı işletmemize yardımcı olan iş ortaklarımızla yalnızca gerekli olan bilgileri paylaşırız: Ödeme hizmeti sağlayıcımız, karakteri oluşturan görsel üretim hizmeti, baskı ortağımız, kargo firmaları ve e-posta hizmetimiz. Bu iş ortakları verileri yalnızca bize hizmet sunmak için kullanabilir.',
            az: 'Yalnız zəruri məlumatları mağazamızın işləməsinə kömək edən tərəfdaşlarla bölüşürük: ödəniş provayderimiz, personajı yaradan təsvir yaratma xidməti, çap tərəfdaşımız və çatdırılma şirkətləri, həmçinin e-poçt xidmətimiz. Onlar bu məlumatlardan yalnız bizə xidmət göstərmək üçün istifadə edə bilərlər.',
          },
          {
            en: "We may also disclose data where the law requires it. We never share your data with other customers, and brand ambassadors see only limited information about orders placed through their link, never your child's name or photo.",
            ru: 'Мы также можем раскрыть данные, если этого требует закон. Мы никогда не передаём ваши данные другим клиентам, а амбассадоры видят лишь ограниченную информацию о заказах, сделанных по их ссылке, — но никогда не имя и не фотографию вашего ребёнка.',
            tr: 'Yasaların gerektirdiği durumlarda verileri açıklayabiliriz. Verilerinizi hiçbir zaman başka müşterilerle paylaşmayız; marka elçileri ise kendi bağlantıları üzerinden verilen siparişler hakkında yalnızca sınırlı bilgi görür, çocuğunuzun adını veya fotoğrafını asla görmez.',
            az: 'Qanun tələb etdikdə məlumatları açıqlaya da bilərik. Məlumatlarınızı heç vaxt digər müştərilərlə bölüşmürük, brend səfirləri isə öz keçidləri ilə verilən sifarişlər barədə yalnız məhdud məlumat görürlər — övladınızın adını və ya fotoşəklini isə heç vaxt görmürlər.',
          },
        ],
      },
      {
        heading: {
          en: 'How long we keep it',
          ru: 'Как долго мы храним данные',
          tr: 'Verileri ne kadar süre saklıyoruz',
          az: 'Məlumatları nə qədər saxlayırıq',
        },
        paragraphs: [
          {
            en: "Your child's photo, and everything we made from it apart from the book itself (the outline of the face, the measured features, the character portraits and the book preview), is deleted 30 days after your order is completed, delivered or refunded. The finished book (the PDF and the print files) and your child's name and age are kept for 90 days after your order is completed, so that you can download the book again and we can reprint a damaged copy; then they are deleted too. A refund deletes the book at once. If an order is never paid, all of its data, your contact details included, is deleted 7 days after its last change.",
            ru: 'Фотография ребёнка и всё, что мы по ней создали, кроме самой книги (контур лица, определённые черты внешности, портреты персонажа и предпросмотр книги), удаляются через 30 дней после того, как заказ выполнен, доставлен или деньги за него возвращены. Готовая книга (PDF и файлы для печати), а также имя и возраст ребёнка хранятся 90 дней после выполнения заказа, чтобы вы могли снова скачать книгу, а мы — перепечатать повреждённый экземпляр, и затем тоже удаляются. При возврате денег книга удаляется сразу. Если заказ так и не оплачен, все его данные, включая ваши контакты, удаляются через 7 дней после последнего изменения.',
            tr: 'Çocuğunuzun fotoğrafı ve kitabın kendisi dışında ondan ürettiğimiz her şey (yüz hatları, ölçülen görünüş özellikleri, karakter portreleri ve kitap önizlemesi), siparişiniz tamamlandıktan, teslim edildikten ya da ücreti iade edildikten 30 gün sonra silinir. Hazır kitap (PDF ve baskı dosyaları) ile çocuğunuzun adı ve yaşı, kitabı yeniden indirebilmeniz ve hasarlı bir kopyayı yeniden basabilmemiz için sipariş tamamlandıktan sonra 90 gün saklanır, ardından bunlar da silinir. Ücret iadesinde kitap hemen silinir. Hiç ödenmeyen bir siparişin iletişim bilgileriniz de dâhil tüm verileri, son değişiklikten 7 gün sonra silinir.',
            az: 'Övladınızın fotoşəkli və kitabın özündən başqa ondan yaratdığımız hər şey (üzün konturu, müəyyən edilmiş görünüş xüsusiyyətləri, personaj portretləri və kitabın önizləməsi) sifariş tamamlandıqdan, çatdırıldıqdan və ya pulu qaytarıldıqdan 30 gün sonra silinir. Hazır kitab (PDF və çap faylları), həmçinin övladınızın adı və yaşı kitabı yenidən yükləyə bilməyiniz və zədələnmiş nüsxəni təkrar çap edə bilməyimiz üçün sifariş tamamlandıqdan sonra 90 gün saxlanılır, sonra onlar da silinir. Pul qaytarıldıqda kitab dərhal silinir. Heç vaxt ödənilməyən sifarişin bütün məlumatları, o cümlədən əlaqə məlumatlarınız, son dəyişiklikdən 7 gün sonra silinir.',
          },
          {
            en: 'We keep the records that accounting and tax law require (the order number, the amounts and the dates) for as long as the law says; your contact details stay with them until you ask us to delete them. Messages sent through the contact form are kept for up to two years. Newsletter addresses are deleted as soon as you unsubscribe with the link at the bottom of every e-mail we send you.',
            ru: 'Записи, которых требует бухгалтерское и налоговое законодательство (номер заказа, суммы и даты), мы храним столько, сколько предписывает закон; ваши контактные данные остаются с ними, пока вы не попросите их удалить. Сообщения, отправленные через форму обратной связи, хранятся до двух лет. Адрес подписчика удаляется сразу после отписки по ссылке внизу каждого нашего письма.',
            tr: 'Muhasebe ve vergi mevzuatının gerektirdiği kayıtları (sipariş numarası, tutarlar ve tarihler) yasanın öngördüğü süre boyunca saklarız; iletişim bilgileriniz, silinmesini isteyene kadar bu kayıtlarla birlikte kalır. İletişim formundan gönderilen mesajlar en fazla iki yıl saklanır. Bülten abonelerinin e-posta adresleri, gönderdiğimiz her e-postanın altındaki bağlantıyla abonelikten çıkılır çıkılmaz silinir.',
            az: 'Mühasibat və vergi qanunvericiliyinin tələb etdiyi qeydləri (sifariş nömrəsi, məbləğlər və tarixlər) qanunun müəyyən etdiyi müddət ərzində saxlayırıq; əlaqə məlumatlarınız siz onların silinməsini istəyənədək bu qeydlərlə birlikdə qalır. Əlaqə forması ilə göndərilən mesajlar iki ilədək saxlanılır. Hər məktubumuzun altındakı keçid ilə bülletendən çıxdığınız anda e-poçt ünvanınız silinir.',
          },
          {
            en: 'Ambassador account data is kept while the account is active and, after it is closed, for as long as needed to settle any outstanding payouts.',
            ru: 'Данные аккаунта амбассадора хранятся, пока аккаунт активен, а после его закрытия — столько, сколько необходимо для завершения всех выплат.',
            tr: 'Marka elçisi hesap verileri, hesap etkin olduğu sürece ve hesap kapatıldıktan sonra bekleyen ödemelerin tamamlanması için gereken süre boyunca saklanır.',
            az: 'Brend səfiri hesabının məlumatları hesab aktiv olduğu müddətdə, bağlandıqdan sonra isə bütün ödənişlərin tamamlanması üçün lazım olan müddət ərzində saxlanılır.',
          },
        ],
      },
      {
        heading: {
          en: 'Cookies and local storage',
          ru: 'Файлы cookie и локальное хранилище',
          tr: 'Çerezler ve yerel depolama',
          az: 'Cookie faylları və lokal yaddaş',
        },
        paragraphs: [
          {
            en: 'We use one cookie to remember the language you chose, for up to a year. To make pages load faster, your browser also keeps some content locally for a few hours, such as the questions and answers, reviews and exchange rates. When a brand ambassador signs in, a sign-in token is stored in the browser until they sign out.',
            ru: 'Мы используем один файл cookie, чтобы до года помнить выбранный вами язык. Чтобы страницы загружались быстрее, браузер также хранит часть содержимого локально в течение нескольких часов — например, вопросы и ответы, отзывы и курсы валют. Когда амбассадор входит в кабинет, в браузере сохраняется токен входа, который удаляется при выходе.',
            tr: 'Seçtiğiniz dili bir yıla kadar hatırlamak için tek bir çerez kullanırız. Sayfaların daha hızlı yüklenmesi için tarayıcınız, sık sorulan sorular, yorumlar ve döviz kurları gibi bazı içerikleri birkaç saatliğine yerel olarak da saklar. Bir marka elçisi giriş yaptığında, tarayıcıda çıkış yapana kadar saklanan bir oturum anahtarı oluşturulur.',
            az: 'Seçdiyiniz dili bir ilədək yadda saxlamaq üçün bir cookie faylından istifadə edirik. Səhifələrin daha tez açılması üçün brauzeriniz bəzi məzmunu, məsələn, sual-cavabları, rəyləri və valyuta məzənnələrini bir neçə saatlıq lokal olaraq da saxlayır. Brend səfiri hesabına daxil olduqda brauzerdə giriş tokeni saxlanılır və o, hesabdan çıxana qədər qalır.',
          },
          {
            en: "When a brand ambassador signs in, we also keep a cookie with a random number for up to 400 days. It tells us nothing about who you are and is never shared; it only shows us when an order through an ambassador's link is placed from that ambassador's own browser, since such purchases earn no reward.",
            ru: 'Когда амбассадор входит в кабинет, мы также сохраняем файл cookie со случайным числом — не дольше 400 дней. Он ничего не говорит о том, кто вы, и никому не передаётся; по нему мы лишь видим, что заказ по ссылке амбассадора оформлен в его собственном браузере, ведь за такие покупки вознаграждение не начисляется.',
            tr: 'Bir marka elçisi giriş yaptığında, rastgele bir sayı içeren bir çerezi de en fazla 400 gün saklarız. Bu çerez kim olduğunuz hakkında hiçbir şey söylemez ve kimseyle paylaşılmaz; yalnızca bir marka elçisinin bağlantısıyla verilen siparişin o elçinin kendi tarayıcısından verildiğini görmemizi sağlar, çünkü bu tür alışverişler ödül kazandırmaz.',
            az: 'Brend səfiri hesabına daxil olduqda, təsadüfi rəqəmdən ibarət bir cookie faylını da 400 günədək saxlayırıq. O, kim olduğunuz barədə heç nə demir və heç kimə ötürülmür; yalnız brend səfirinin keçidi ilə verilən sifarişin həmin səfirin öz brauzerindən verildiyini görməyə imkan verir, çünki belə alışlar mükafat qazandırmır.',
          },
          {
            en: 'We detect your country from your connection only to show prices in the right currency. We do not use third-party advertising cookies.',
            ru: 'Страну мы определяем по вашему подключению только для того, чтобы показывать цены в нужной валюте. Мы не используем сторонние рекламные файлы cookie.',
            tr: 'Ülkenizi bağlantınız üzerinden yalnızca fiyatları doğru para biriminde göstermek için belirleriz. Üçüncü taraf reklam çerezleri kullanmayız.',
            az: 'Ölkənizi bağlantınız əsasında yalnız qiymətləri düzgün valyutada göstərmək üçün müəyyən edirik. Üçüncü tərəfin reklam cookie fayllarından istifadə etmirik.',
          },
        ],
      },
      {
        heading: {
          en: 'Your rights',
          ru: 'Ваши права',
          tr: 'Haklarınız',
          az: 'Hüquqlarınız',
        },
        paragraphs: [
          {
            en: "You can ask us at any time to show you the personal data we hold about you, to correct it or to delete it. You can also delete your child's data yourself, before the periods above are up, with the “Delete my child's data” button on your order's page (the page you see after paying), except while your book is being made or is on its way, when we still need it; we confirm the deletion by e-mail. You can withdraw your consent to receive newsletters whenever you like.",
            ru: 'Вы в любой момент можете попросить показать, какие ваши персональные данные мы храним, исправить их или удалить. Данные ребёнка можно удалить и самостоятельно, не дожидаясь сроков, указанных выше, — кнопкой «Удалить данные ребёнка» на странице заказа (её вы видите после оплаты); нельзя только, пока книга изготавливается или находится в пути: тогда данные ещё нужны. Удаление мы подтверждаем письмом. Согласие на получение рассылки можно отозвать в любое время.',
            tr: 'Hakkınızda sakladığımız kişisel verileri görmeyi, düzeltilmesini veya silinmesini dilediğiniz zaman talep edebilirsiniz. Çocuğunuzun verilerini yukarıdaki süreleri beklemeden, sipariş sayfanızdaki (ödemeden sonra gördüğünüz sayfa) “Çocuğumun verilerini sil” düğmesiyle kendiniz de silebilirsiniz; yalnızca kitabınız hazırlanırken ya da yoldayken bu mümkün değildir, çünkü o sırada verilere hâlâ ihtiyacımız vardır. Silme işlemini e-postayla onaylarız. Bülten almaya ilişkin onayınızı istediğiniz zaman geri çekebilirsiniz.',
            az: 'İstənilən vaxt haqqınızda saxladığımız şəxsi məlumatlarla tanış olmağı, onların düzəldilməsini və ya silinməsini tələb edə bilərsiniz. Övladınızın məlumatlarını yuxarıdakı müddətləri gözləmədən sifariş səhifəsindəki (ödənişdən sonra gördüyünüz səhifə) «Övladımın məlumatlarını sil» düyməsi ilə özünüz də silə bilərsiniz; yalnız kitabınız hazırlanarkən və ya yolda olarkən bu mümkün deyil, çünki o zaman məlumatlar hələ lazımdır. Silinməni e-poçtla təsdiqləyirik. Xəbər bülleteni almağa verdiyiniz razılığı istədiyiniz vaxt geri götürə bilərsiniz.',
          },
          {
            en: 'To make a request, write to support@storybook.shop from the e-mail address you used for your order. We reply within 30 days, and usually much sooner.',
            ru: 'Чтобы отправить запрос, напишите на support@storybook.shop с адреса электронной почты, указанного в заказе. Мы ответим в течение 30 дней, а обычно гораздо быстрее.',
            tr: 'Talepte bulunmak için siparişinizde kullandığınız e-posta adresinden support@storybook.shop adresine yazın. 30 gün içinde, genellikle çok daha önce yanıt veririz.',
            az: 'Sorğu göndərmək üçün sifariş zamanı istifadə etdiyiniz e-poçt ünvanından support@storybook.shop ünvanına yazın. 30 gün ərzində, adətən isə daha tez cavab veririk.',
          },
        ],
      },
    ],
  },
  {
    slug: 'shipping-and-returns',
    title: {
      en: 'Shipping and returns',
      ru: 'Доставка и возврат',
      tr: 'Kargo ve İade',
      az: 'Çatdırılma və qaytarılma',
    },
    description: {
      en: 'Delivery times and costs for printed books, how PDF books are delivered, how to track your order and what to do if a book arrives damaged.',
      ru: 'Сроки и стоимость доставки печатных книг, получение PDF-версии, отслеживание заказа и что делать, если книга пришла повреждённой.',
      tr: 'Basılı kitapların teslim süreleri ve kargo ücretleri, PDF kitapların nasıl gönderildiği, siparişinizi nasıl takip edeceğiniz ve kitap hasarlı gelirse ne yapmanız gerektiği.',
      az: 'Çap kitablarının çatdırılma müddəti və haqqı, PDF kitabların necə göndərildiyi, sifarişin necə izləndiyi və kitab zədələnmiş çatdıqda nə etmək lazım olduğu.',
    },
    sections: [
      {
        heading: {
          en: 'PDF books',
          ru: 'PDF-версия',
          tr: 'PDF kitaplar',
          az: 'PDF kitablar',
        },
        paragraphs: [
          {
            en: "The PDF version is sent to the e-mail address you gave when ordering, as soon as your book is ready. There is no shipping cost. If you can't find the e-mail, please check your spam folder or write to us, and we'll send it again.",
            ru: 'PDF-версия приходит на адрес электронной почты, указанный при заказе, как только книга будет готова. Платить за доставку не нужно. Если вы не можете найти письмо, проверьте папку «Спам» или напишите нам — мы отправим его ещё раз.',
            tr: 'PDF sürümü, kitabınız hazır olur olmaz sipariş verirken belirttiğiniz e-posta adresine gönderilir. Kargo ücreti yoktur. E-postayı bulamıyorsanız lütfen istenmeyen e-posta (spam) klasörünüzü kontrol edin ya da bize yazın; tekrar gönderelim.',
            az: 'PDF versiyası kitabınız hazır olan kimi sifariş zamanı göstərdiyiniz e-poçt ünvanına göndərilir. Çatdırılma haqqı yoxdur. Məktubu tapa bilmirsinizsə, «Spam» qovluğunu yoxlayın və ya bizə yazın — onu yenidən göndərəcəyik.',
          },
        ],
      },
      {
        heading: {
          en: 'Printed books: delivery times and costs',
          ru: 'Печатные книги: сроки и стоимость доставки',
          tr: 'Basılı kitaplar: Teslim süresi ve kargo ücreti',
          az: 'Çap kitabları: çatdırılma müddəti və haqqı',
        },
        paragraphs: [
          {
            en: 'Every printed book is made to order and checked before it leaves us. Delivery usually takes 5–7 business days; during busy holiday periods or to remote areas it can occasionally take a little longer.',
            ru: 'Каждая печатная книга изготавливается под заказ и проверяется перед отправкой. Доставка обычно занимает 5–7 рабочих дней; в праздничный сезон или в отдалённые районы она иногда может занять чуть больше времени.',
            tr: 'Her basılı kitap siparişe özel hazırlanır ve gönderilmeden önce kontrol edilir. Teslimat genellikle 5–7 iş günü sürer; yoğun bayram ve tatil dönemlerinde ya da uzak bölgelere gönderimlerde zaman zaman biraz daha uzun sürebilir.',
            az: 'Hər çap kitabı sifarişlə hazırlanır və göndərilməzdən əvvəl yoxlanılır. Çatdırılma adətən 5–7 iş günü çəkir; bayram mövsümündə və ya ucqar ərazilərə bu, bəzən bir qədər uzun çəkə bilər.',
          },
          {
            en: 'We deliver to Azerbaijan, Turkey, Russia, the United States and many other countries. The shipping cost for your address is shown in the order summary before you pay. If you are not sure whether we deliver to you, write to support@storybook.shop before ordering.',
            ru: 'Мы доставляем книги в Азербайджан, Турцию, Россию, США и многие другие страны. Стоимость доставки по вашему адресу указана в сводке заказа до оплаты. Если не уверены, доставляем ли мы в вашу страну, напишите на support@storybook.shop до оформления заказа.',
            tr: 'Azerbaycan, Türkiye, Rusya, ABD ve daha birçok ülkeye gönderim yapıyoruz. Adresinize ait kargo ücreti, ödeme yapmadan önce sipariş özetinde gösterilir. Size gönderim yapıp yapmadığımızdan emin değilseniz sipariş vermeden önce support@storybook.shop adresine yazın.',
            az: 'Azərbaycana, Türkiyəyə, Rusiyaya, ABŞ-a və bir çox başqa ölkəyə çatdırırıq. Ünvanınıza çatdırılma haqqı ödənişdən əvvəl sifarişin yekununda göstərilir. Ölkənizə çatdırıb-çatdırmadığımıza əmin deyilsinizsə, sifariş verməzdən əvvəl support@storybook.shop ünvanına yazın.',
          },
        ],
      },
      {
        heading: {
          en: 'Tracking your order',
          ru: 'Отслеживание заказа',
          tr: 'Sipariş takibi',
          az: 'Sifarişin izlənməsi',
        },
        paragraphs: [
          {
            en: "You can follow your order at any time on the Track your order page: just enter your order number and the e-mail address you used when ordering. You'll see every step, from review and printing to shipping and delivery, and once the book has been shipped you'll also see the carrier, the tracking number and the estimated delivery date.",
            ru: 'Следить за заказом можно в любое время на странице «Отследить заказ»: просто введите номер заказа и адрес электронной почты, указанный при оформлении. Вы увидите каждый этап — от проверки и печати до отправки и доставки, а после отправки также службу доставки, трек-номер и ожидаемую дату доставки.',
            tr: 'Siparişinizi istediğiniz zaman “Siparişinizi takip edin” sayfasından izleyebilirsiniz: Sipariş numaranızı ve sipariş verirken kullandığınız e-posta adresini girmeniz yeterli. İncelemeden baskıya, kargodan teslimata kadar her adımı görürsünüz; kitap kargoya verildikten sonra kargo firmasını, takip numarasını ve tahmini teslim tarihini de görebilirsiniz.',
            az: 'Sifarişinizi istənilən vaxt «Sifarişinizi izləyin» səhifəsində izləyə bilərsiniz: sadəcə sifariş nömrənizi və sifariş zamanı istifadə etdiyiniz e-poçt ünvanını daxil edin. Yoxlamadan və çapdan göndərilmə və çatdırılmaya qədər hər mərhələni görəcəksiniz; kitab göndərildikdən sonra isə daşıyıcı şirkəti, izləmə nömrəsini və təxmini çatdırılma tarixini də görə bilərsiniz.',
          },
        ],
      },
      {
        heading: {
          en: 'Damaged or misprinted books',
          ru: 'Повреждённые книги и брак печати',
          tr: 'Hasarlı veya hatalı basılmış kitaplar',
          az: 'Zədələnmiş və ya səhv çap olunmuş kitablar',
        },
        paragraphs: [
          {
            en: 'If your book arrives damaged, with a printing error or with a mistake on our side, write to support@storybook.shop within 14 days of delivery. Please include your order number and a photo of the problem.',
            ru: 'Если книга пришла повреждённой, с браком печати или с ошибкой по нашей вине, напишите на support@storybook.shop в течение 14 дней после получения. Укажите номер заказа и приложите фотографию проблемы.',
            tr: 'Kitabınız hasarlı, baskı hatalı ya da bizden kaynaklanan bir hatayla ulaşırsa teslimattan sonraki 14 gün içinde support@storybook.shop adresine yazın. Lütfen sipariş numaranızı ve sorunun fotoğrafını ekleyin.',
            az: 'Kitabınız zədələnmiş, çap qüsuru ilə və ya bizim təqsirimizdən səhvlə çatarsa, kitabı aldıqdan sonra 14 gün ərzində support@storybook.shop ünvanına yazın. Zəhmət olmasa, sifariş nömrənizi göstərin və problemin fotoşəklini əlavə edin.',
          },
          {
            en: "We will reprint the book and send you a new copy free of charge or, if you prefer, refund the amount you paid. You don't need to send the damaged book back.",
            ru: 'Мы бесплатно напечатаем и отправим вам новый экземпляр или, если хотите, вернём уплаченную сумму. Отправлять повреждённую книгу обратно не нужно.',
            tr: 'Kitabı ücretsiz olarak yeniden basıp size yeni bir kopya göndeririz ya da tercih ederseniz ödediğiniz tutarı iade ederiz. Hasarlı kitabı geri göndermenize gerek yoktur.',
            az: 'Kitabı pulsuz yenidən çap edib sizə yeni nüsxə göndərəcəyik və ya istəsəniz, ödədiyiniz məbləği geri qaytaracağıq. Zədələnmiş kitabı geri göndərməyinizə ehtiyac yoxdur.',
          },
        ],
      },
      {
        heading: {
          en: 'Returns and refunds',
          ru: 'Возврат и возмещение',
          tr: 'İadeler ve geri ödemeler',
          az: 'Geri qaytarma və pulun geri ödənilməsi',
        },
        paragraphs: [
          {
            en: 'Every book is personalised for one child, so we cannot take back or resell books that are in perfect condition, and a PDF cannot be returned once it has been sent. You can still cancel an order for a full refund as long as the book has not gone to print.',
            ru: 'Каждая книга создаётся для конкретного ребёнка, поэтому мы не можем принять обратно или перепродать книги в идеальном состоянии, а PDF-версию после отправки вернуть нельзя. Однако вы можете отменить заказ с полным возвратом средств, пока книга не ушла в печать.',
            tr: 'Her kitap tek bir çocuk için kişiselleştirildiğinden kusursuz durumdaki kitapları geri alamıyor ve yeniden satamıyoruz; PDF kitaplar da gönderildikten sonra iade edilemez. Yine de kitap baskıya girmediği sürece siparişinizi iptal edip ücretin tamamını geri alabilirsiniz.',
            az: 'Hər kitab konkret bir uşaq üçün fərdiləşdirildiyindən qüsursuz vəziyyətdə olan kitabları geri götürə və yenidən sata bilmirik, PDF kitablar isə göndərildikdən sonra geri qaytarıla bilməz. Bununla belə, kitab çapa getməyənədək sifarişi ləğv edib bütün məbləği geri ala bilərsiniz.',
          },
          {
            en: 'If a parcel is lost in transit or comes back to us because of an incomplete address, we will contact you to arrange a new delivery. Refunds go to the original payment method and usually appear on your account within 5–10 business days, depending on your bank.',
            ru: 'Если посылка потерялась в пути или вернулась к нам из-за неполного адреса, мы свяжемся с вами, чтобы организовать повторную доставку. Деньги возвращаются тем же способом, которым вы платили, и обычно поступают на счёт в течение 5–10 рабочих дней — в зависимости от вашего банка.',
            tr: 'Bir koli yolda kaybolursa veya eksik adres nedeniyle bize geri dönerse yeni bir gönderim ayarlamak için sizinle iletişime geçeriz. İadeler, ödemeyi yaptığınız yönteme yapılır ve bankanıza bağlı olarak genellikle 5–10 iş günü içinde hesabınıza yansır.',
            az: 'Bağlama yolda itərsə və ya natamam ünvan səbəbindən bizə geri qayıdarsa, yeni çatdırılma təşkil etmək üçün sizinlə əlaqə saxlayacağıq. Pul ödəniş etdiyiniz üsulla qaytarılır və bankınızdan asılı olaraq adətən 5–10 iş günü ərzində hesabınıza daxil olur.',
          },
        ],
      },
    ],
  },
  {
    slug: 'photo-and-data-policy',
    title: {
      en: 'Photo and data policy',
      ru: 'Политика обработки фотографий и данных',
      tr: 'Fotoğraf ve Veri Politikası',
      az: 'Fotoşəkillər və məlumatlar siyasəti',
    },
    description: {
      en: "Which photos to upload, how we use your child's photo to create the character, who can see it and when it is deleted: 30 days after your order is completed.",
      ru: 'Какие фотографии загружать, как мы используем фотографию ребёнка для создания персонажа, кто может её видеть и когда она удаляется — через 30 дней после выполнения заказа.',
      tr: 'Hangi fotoğrafları yüklemeniz gerektiği, çocuğunuzun fotoğrafını karakteri oluşturmak için nasıl kullandığımız, kimlerin görebildiği ve ne zaman silindiği: Siparişiniz tamamlandıktan 30 gün sonra.',
      az: 'Hansı fotoşəkilləri yükləmək lazımdır, övladınızın fotoşəklindən personaj yaratmaq üçün necə istifadə edirik, onu kim görə bilər və nə vaxt silinir — sifariş tamamlandıqdan 30 gün sonra.',
    },
    sections: [
      {
        heading: {
          en: 'Which photos to upload',
          ru: 'Какие фотографии загружать',
          tr: 'Hangi fotoğrafları yüklemelisiniz',
          az: 'Hansı fotoşəkilləri yükləməli',
        },
        paragraphs: [
          {
            en: "Upload one clear close-up of your child's face in JPG or PNG format, no larger than 5 MB. A simple selfie taken in daylight, with your child looking at the camera, gives the best result.",
            ru: 'Загрузите одну чёткую фотографию лица ребёнка крупным планом в формате JPG или PNG размером не более 5 МБ. Лучший результат даёт обычное селфи, сделанное при дневном свете, на котором ребёнок смотрит в камеру.',
            tr: 'Çocuğunuzun yüzünü yakından gösteren, JPG veya PNG biçiminde ve en fazla 5 MB boyutunda net bir fotoğraf yükleyin. En iyi sonucu, gün ışığında çekilmiş ve çocuğunuzun kameraya baktığı basit bir selfie verir.',
            az: 'Övladınızın üzünün yaxından çəkilmiş, JPG və ya PNG formatında, həcmi 5 MB-dan çox olmayan bir aydın fotoşəklini yükləyin. Ən yaxşı nəticəni gün işığında çəkilmiş, övladınızın kameraya baxdığı adi selfi verir.',
          },
          {
            en: "Please don't upload group photos, photos where the face is hidden or partly covered, pictures of animals, or blurry and dark images. They make it hard to create a character that looks like your child, and a group photo would mean processing other people's faces too.",
            ru: 'Пожалуйста, не загружайте групповые снимки, фотографии, на которых лицо скрыто или частично закрыто, снимки животных, а также размытые и тёмные изображения. По ним сложно создать персонажа, похожего на вашего ребёнка, а групповое фото означало бы, что обрабатываются и лица других людей.',
            tr: 'Lütfen toplu fotoğraflar, yüzün gizlendiği veya kısmen kapandığı fotoğraflar, hayvan resimleri ya da bulanık ve karanlık görseller yüklemeyin. Bu tür fotoğraflardan çocuğunuza benzeyen bir karakter oluşturmak zordur; toplu bir fotoğraf ise başka insanların yüzlerinin de işlenmesi anlamına gelir.',
            az: 'Zəhmət olmasa, qrup şəkillərini, üzün gizləndiyi və ya qismən örtüldüyü fotoşəkilləri, heyvan şəkillərini, həmçinin bulanıq və qaranlıq təsvirləri yükləməyin. Onlardan övladınıza bənzəyən personaj yaratmaq çətindir, qrup şəkli isə başqa insanların üzlərinin də emal olunması deməkdir.',
          },
        ],
      },
      {
        heading: {
          en: 'How we use the photo',
          ru: 'Как мы используем фотографию',
          tr: 'Fotoğrafı nasıl kullanıyoruz',
          az: 'Fotoşəkildən necə istifadə edirik',
        },
        paragraphs: [
          {
            en: "The photo is used for one thing only: to create your child's character in the illustration style you chose, so that your child can appear on the pages of your book. The character is generated by an image-generation service that processes the photo on our behalf and is not allowed to keep it or use it for anything else.",
            ru: 'Фотография используется только для одного — чтобы создать персонажа вашего ребёнка в выбранном стиле иллюстраций и поместить его на страницы вашей книги. Персонажа создаёт сервис генерации изображений, который обрабатывает фотографию по нашему поручению и не вправе сохранять её или использовать для других целей.',
            tr: 'Fotoğraf yalnızca tek bir iş için kullanılır: Çocuğunuzun seçtiğiniz çizim tarzındaki karakterini oluşturmak ve böylece çocuğunuzu kitabınızın sayfalarına taşımak. Karakter, fotoğrafı bizim adımıza işleyen bir görsel üretim hizmeti tarafından oluşturulur; bu hizmetin fotoğrafı saklamasına veya başka bir amaçla kullanmasına izin verilmez.',
            az: 'Fotoşəkil yalnız bir iş üçün istifadə olunur: övladınızın seçdiyiniz illüstrasiya üslubunda personajını yaratmaq və beləliklə, onu kitabınızın səhifələrinə köçürmək. Personajı fotoşəkli bizim adımızdan emal edən təsvir yaratma xidməti hazırlayır; bu xidmətin fotoşəkli saxlamağa və ya başqa məqsədlə istifadə etməyə icazəsi yoxdur.',
          },
          {
            en: "We never publish your child's photo or character, never use them in our advertising without your written permission, never sell them and never use them to train artificial intelligence models.",
            ru: 'Мы никогда не публикуем фотографию или персонажа вашего ребёнка, не используем их в рекламе без вашего письменного согласия, не продаём и не используем для обучения моделей искусственного интеллекта.',
            tr: 'Çocuğunuzun fotoğrafını veya karakterini hiçbir zaman yayımlamayız, yazılı izniniz olmadan reklamlarımızda kullanmayız, satmayız ve yapay zekâ modellerini eğitmek için kullanmayız.',
            az: 'Övladınızın fotoşəklini və ya personajını heç vaxt dərc etmir, yazılı icazəniz olmadan reklamlarımızda istifadə etmir, satmır və süni intellekt modellərinin öyrədilməsi üçün istifadə etmirik.',
          },
        ],
      },
      {
        heading: {
          en: 'Who can see it',
          ru: 'Кто может видеть фотографию',
          tr: 'Fotoğrafı kimler görebilir',
          az: 'Fotoşəkli kim görə bilər',
        },
        paragraphs: [
          {
            en: 'Only you and a small number of our team members can see the photo and the character, and only when it is needed to check or finish your book or to answer your questions. Our print partner receives the finished pages of the book, not the original photo.',
            ru: 'Фотографию и персонажа видите только вы и несколько сотрудников нашей команды — и только тогда, когда это нужно, чтобы проверить или доделать книгу либо ответить на ваши вопросы. Типография получает готовые страницы книги, а не исходную фотографию.',
            tr: 'Fotoğrafı ve karakteri yalnızca siz ve ekibimizden birkaç kişi görebilir; o da yalnızca kitabınızı kontrol etmek, tamamlamak ya da sorularınızı yanıtlamak gerektiğinde. Baskı ortağımıza orijinal fotoğraf değil, kitabın hazır sayfaları gönderilir.',
            az: 'Fotoşəkli və personajı yalnız siz və komandamızın bir neçə əməkdaşı görə bilər — o da yalnız kitabınızı yoxlamaq, tamamlamaq və ya suallarınızı cavablandırmaq lazım olduqda. Çap tərəfdaşımıza orijinal fotoşəkil deyil, kitabın hazır səhifələri göndərilir.',
          },
          {
            en: "Brand ambassadors and other customers never see your child's name, photo or book.",
            ru: 'Амбассадоры бренда и другие клиенты никогда не видят имя, фотографию или книгу вашего ребёнка.',
            tr: 'Marka elçileri ve diğer müşteriler çocuğunuzun adını, fotoğrafını veya kitabını asla göremez.',
            az: 'Brend səfirləri və digər müştərilər övladınızın adını, fotoşəklini və ya kitabını heç vaxt görmürlər.',
          },
        ],
      },
      {
        heading: {
          en: 'Storage and deletion',
          ru: 'Хранение и удаление',
          tr: 'Saklama ve silme',
          az: 'Saxlanma və silinmə',
        },
        paragraphs: [
          {
            en: 'Photos are stored on secure servers, with encrypted connections and restricted access. The photo, the outline of the face and the features measured from it, the character portraits and the book preview are deleted automatically 30 days after your order is completed, delivered or refunded, which gives us enough time to fix any problem with your book.',
            ru: 'Фотографии хранятся на защищённых серверах: соединение шифруется, а доступ строго ограничен. Фотография, контур лица и определённые по ней черты внешности, портреты персонажа и предпросмотр книги автоматически удаляются через 30 дней после того, как заказ выполнен, доставлен или деньги за него возвращены, — этого времени достаточно, чтобы исправить любые проблемы с книгой.',
            tr: 'Fotoğraflar, şifreli bağlantılar ve kısıtlı erişimle korunan güvenli sunucularda saklanır. Fotoğraf, yüz hatları ve fotoğraftan ölçülen görünüş özellikleri, karakter portreleri ve kitap önizlemesi, siparişiniz tamamlandıktan, teslim edildikten ya da ücreti iade edildikten 30 gün sonra otomatik olarak silinir; bu süre kitabınızla ilgili olası sorunları gidermemiz için yeterlidir.',
            az: 'Fotoşəkillər şifrələnmiş bağlantılar və məhdud giriş ilə qorunan təhlükəsiz serverlərdə saxlanılır. Fotoşəkil, üzün konturu və fotoşəkilə əsasən müəyyən edilmiş görünüş xüsusiyyətləri, personaj portretləri və kitabın önizləməsi sifariş tamamlandıqdan, çatdırıldıqdan və ya pulu qaytarıldıqdan 30 gün sonra avtomatik silinir — bu müddət kitabınızla bağlı hər hansı problemi aradan qaldırmaq üçün kifayətdir.',
          },
          {
            en: "If you upload a photo but never pay for the order, the photo and everything else in the order, your contact details included, are deleted 7 days after your last change. The finished book keeps your child's illustrated character so that you can download the PDF again and we can reprint a damaged copy: it is kept for 90 days after your order is completed and then deleted, and at once if your money is refunded.",
            ru: 'Если вы загрузили фотографию, но так и не оплатили заказ, фотография и все остальные данные заказа, включая ваши контакты, удаляются через 7 дней после последнего изменения. В готовой книге остаётся нарисованный персонаж вашего ребёнка, чтобы вы могли снова скачать PDF, а мы — перепечатать повреждённый экземпляр: книга хранится 90 дней после выполнения заказа и затем удаляется, а при возврате денег — сразу.',
            tr: "Bir fotoğraf yükleyip siparişin ödemesini hiç yapmazsanız fotoğraf ve iletişim bilgileriniz de dâhil siparişteki diğer tüm veriler, son değişiklikten 7 gün sonra silinir. Hazır kitapta çocuğunuzun çizilmiş karakteri kalır; böylece PDF'yi yeniden indirebilir, biz de hasarlı bir kopyayı yeniden basabiliriz. Kitap, sipariş tamamlandıktan sonra 90 gün saklanıp silinir; ücret iade edilirse hemen silinir.",
            az: 'Fotoşəkil yükləyib sifarişi heç ödəməsəniz, fotoşəkil və sifarişin digər bütün məlumatları, o cümlədən əlaqə məlumatlarınız, son dəyişiklikdən 7 gün sonra silinir. Hazır kitabda övladınızın çəkilmiş personajı qalır ki, PDF-i yenidən yükləyə biləsiniz, biz isə zədələnmiş nüsxəni təkrar çap edə bilək: kitab sifariş tamamlandıqdan sonra 90 gün saxlanılır və sonra silinir, pul qaytarıldıqda isə dərhal silinir.',
          },
        ],
      },
      {
        heading: {
          en: 'Your choices',
          ru: 'Ваш выбор',
          tr: 'Tercihleriniz',
          az: 'Sizin seçiminiz',
        },
        paragraphs: [
          {
            en: "You can delete your child's photo, character, book files and details sooner yourself, with the “Delete my child's data” button on your order's page, or ask us to: write to support@storybook.shop from the e-mail address used for the order and include your order number. Either way we confirm the deletion by e-mail.",
            ru: 'Фотографию, персонажа, файлы книги и данные ребёнка можно удалить раньше срока самостоятельно — кнопкой «Удалить данные ребёнка» на странице заказа — или попросить об этом нас: напишите на support@storybook.shop с адреса, указанного в заказе, и укажите номер заказа. В обоих случаях мы подтвердим удаление по электронной почте.',
            tr: 'Çocuğunuzun fotoğrafını, karakterini, kitap dosyalarını ve bilgilerini süre dolmadan sipariş sayfanızdaki “Çocuğumun verilerini sil” düğmesiyle kendiniz silebilir ya da bizden isteyebilirsiniz: Siparişte kullandığınız e-posta adresinden, sipariş numaranızı da belirterek support@storybook.shop adresine yazmanız yeterli. Her iki durumda da silme işlemini e-postayla onaylarız.',
            az: 'Övladınızın fotoşəklini, personajını, kitab fayllarını və məlumatlarını vaxtından əvvəl sifariş səhifəsindəki «Övladımın məlumatlarını sil» düyməsi ilə özünüz silə və ya bunu bizdən xahiş edə bilərsiniz: sifarişdə göstərdiyiniz e-poçt ünvanından sifariş nömrənizi qeyd etməklə support@storybook.shop ünvanına yazın. Hər iki halda silinməni e-poçtla təsdiqləyirik.',
          },
          {
            en: 'Once the photo has been deleted, we can no longer recreate the character; if you need changes after that, you simply upload a new photo.',
            ru: 'После удаления фотографии мы уже не сможем заново создать персонажа; если после этого понадобятся изменения, достаточно будет загрузить новую фотографию.',
            tr: 'Fotoğraf silindikten sonra karakteri yeniden oluşturamayız; sonrasında bir değişiklik gerekirse yeni bir fotoğraf yüklemeniz yeterlidir.',
            az: 'Fotoşəkil silindikdən sonra personajı yenidən yarada bilmirik; bundan sonra dəyişiklik lazım olarsa, sadəcə yeni fotoşəkil yükləməyiniz kifayətdir.',
          },
        ],
      },
      {
        heading: {
          en: "Children's privacy",
          ru: 'Конфиденциальность детей',
          tr: 'Çocukların gizliliği',
          az: 'Uşaqların məxfiliyi',
        },
        paragraphs: [
          {
            en: "Our shop is meant for parents, grandparents and other adults who order books for children. Photos must be uploaded by a parent or legal guardian, or with their permission. We don't create accounts for children and collect no more information about them than we need to make the book: first name, age, gender and one photo.",
            ru: 'Наш магазин предназначен для родителей, бабушек, дедушек и других взрослых, которые заказывают книги для детей. Фотографию должен загружать родитель или законный представитель ребёнка либо другой взрослый с их разрешения. Мы не создаём аккаунты для детей и собираем о них не больше сведений, чем нужно для создания книги: имя, возраст, пол и одну фотографию.',
            tr: 'Mağazamız, çocuklar için kitap sipariş eden anne babalar, büyükanne ve büyükbabalar ve diğer yetişkinler içindir. Fotoğraflar, çocuğun ebeveyni ya da yasal vasisi tarafından veya onların izniyle yüklenmelidir. Çocuklar için hesap oluşturmayız ve onlar hakkında kitabı hazırlamak için gerekenden fazla bilgi toplamayız: Ad, yaş, cinsiyet ve bir fotoğraf.',
            az: 'Mağazamız uşaqlar üçün kitab sifariş edən valideynlər, nənə-babalar və digər böyüklər üçün nəzərdə tutulub. Fotoşəkillər uşağın valideyni və ya qanuni nümayəndəsi tərəfindən, yaxud onların icazəsi ilə yüklənməlidir. Uşaqlar üçün hesab yaratmırıq və onlar haqqında kitabı hazırlamaq üçün lazım olandan artıq məlumat toplamırıq: ad, yaş, cins və bir fotoşəkil.',
          },
        ],
      },
    ],
  },
];
