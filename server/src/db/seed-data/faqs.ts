/**
 * The questions parents actually ask, in the order the FAQ page shows them. Facts (photo rules, 60-second
 * generation, 5–7 business days, 30-day photo deletion, 10% commission) match the spec and the content pages.
 */
import type { SeedFaq } from './types';

export const faqs: SeedFaq[] = [
  {
    position: 1,
    question: {
      en: 'How does it work?',
      ru: 'Как это работает?',
      tr: 'Nasıl çalışıyor?',
      az: 'Bu necə işləyir?',
    },
    answer: {
      en: "It only takes a few minutes. Tell us your child's name, age and gender, choose the story language and an illustration style, then upload one photo of your child. Next, pick one of our ready-made stories or ask for a custom story built around your child's favourite hero. We create your child's character, you check it, choose the PDF, softcover or hardcover version, add your contact details and pay. Our team then finishes the book: we send the PDF to your e-mail address or deliver the printed book to your door.",
      ru: 'Всё займёт несколько минут. Укажите имя, возраст и пол ребёнка, выберите язык сказки и стиль иллюстраций, затем загрузите одну фотографию ребёнка. После этого выберите одну из наших готовых сказок или закажите индивидуальную — о любимом герое вашего ребёнка. Мы создаём персонажа, вы проверяете его, выбираете вариант книги (PDF, мягкая или твёрдая обложка), указываете контактные данные и оплачиваете заказ. Дальше наша команда доводит книгу до готовности: PDF-версию мы присылаем на электронную почту, а печатную книгу доставляем по вашему адресу.',
      tr: "Yalnızca birkaç dakikanızı alır. Çocuğunuzun adını, yaşını ve cinsiyetini girin, hikâyenin dilini ve çizim tarzını seçin, ardından çocuğunuzun bir fotoğrafını yükleyin. Sonra hazır hikâyelerimizden birini seçin ya da çocuğunuzun en sevdiği kahramanın etrafında kurulan kişiye özel bir hikâye isteyin. Çocuğunuzun karakterini biz oluştururuz; siz kontrol eder, PDF, karton kapak veya sert kapak seçeneklerinden birini seçer, iletişim bilgilerinizi girer ve ödemeyi yaparsınız. Ardından ekibimiz kitabı tamamlar: PDF'yi e-posta adresinize göndeririz, basılı kitabı ise kapınıza kadar teslim ederiz.",
      az: 'Cəmi bir neçə dəqiqə çəkir. Övladınızın adını, yaşını və cinsini qeyd edin, nağılın dilini və illüstrasiya üslubunu seçin, sonra övladınızın bir fotoşəklini yükləyin. Ardınca hazır nağıllarımızdan birini seçin və ya övladınızın sevimli qəhrəmanı əsasında fərdi nağıl sifariş edin. Biz övladınızın personajını yaradırıq, siz onu yoxlayır, PDF, yumşaq və ya sərt üzlüklü versiyanı seçir, əlaqə məlumatlarınızı daxil edir və ödəniş edirsiniz. Sonra komandamız kitabı tamamlayır: PDF versiyasını e-poçt ünvanınıza göndəririk, çap olunmuş kitabı isə qapınıza qədər çatdırırıq.',
    },
  },
  {
    position: 2,
    question: {
      en: 'What kind of photo should I upload?',
      ru: 'Какую фотографию лучше загрузить?',
      tr: 'Nasıl bir fotoğraf yüklemeliyim?',
      az: 'Hansı fotoşəkli yükləməliyəm?',
    },
    answer: {
      en: "A clear close-up of your child's face works best, and a simple selfie is perfect. Take it in daylight, with your child looking at the camera and the whole face visible, without sunglasses or a hat covering the forehead. We accept JPG and PNG files of up to 5 MB.",
      ru: 'Лучше всего подойдёт чёткая фотография лица ребёнка крупным планом — например, обычное селфи. Снимайте при дневном свете: ребёнок должен смотреть в камеру, а лицо — быть видно целиком, без солнцезащитных очков и без шапки, закрывающей лоб. Мы принимаем файлы JPG и PNG размером до 5 МБ.',
      tr: 'En iyi sonucu, çocuğunuzun yüzünü yakından gösteren net bir fotoğraf verir; basit bir selfie bile yeterlidir. Fotoğrafı gün ışığında çekin; çocuğunuz kameraya baksın, yüzünün tamamı görünsün, güneş gözlüğü ya da alnını kapatan bir şapka olmasın. JPG ve PNG biçimindeki, en fazla 5 MB boyutundaki dosyaları kabul ediyoruz.',
      az: 'Ən yaxşı nəticəni övladınızın üzünün yaxından çəkilmiş aydın fotoşəkli verir — adi selfi də tam uyğundur. Şəkli gün işığında çəkin: övladınız kameraya baxsın, üzü tam görünsün, günəş eynəyi və ya alnı örtən papaq olmasın. JPG və PNG formatında, həcmi 5 MB-a qədər olan faylları qəbul edirik.',
    },
  },
  {
    position: 3,
    question: {
      en: "Which photos don't work?",
      ru: 'Какие фотографии не подходят?',
      tr: 'Hangi fotoğraflar uygun değil?',
      az: 'Hansı fotoşəkillər uyğun deyil?',
    },
    answer: {
      en: "Please avoid group photos (we can't tell which face is your child's), photos where the face is hidden or partly covered by hands, hair, a mask, sunglasses or face paint, pictures of pets or toys instead of your child, and blurry, dark or heavily filtered images. Screenshots of tiny pictures also tend to give poor results. If in doubt, take a fresh close-up in daylight: it only takes a second.",
      ru: 'Пожалуйста, не загружайте групповые снимки (мы не сможем понять, какое лицо принадлежит вашему ребёнку), фотографии, где лицо скрыто или частично закрыто руками, волосами, маской, очками или аквагримом, снимки домашних животных или игрушек вместо ребёнка, а также размытые, тёмные или сильно обработанные фильтрами изображения. Скриншоты крошечных картинок обычно тоже дают плохой результат. Если сомневаетесь, просто сделайте новый снимок крупным планом при дневном свете — это займёт секунду.',
      tr: 'Lütfen şunları yüklemekten kaçının: Toplu fotoğraflar (hangi yüzün çocuğunuza ait olduğunu ayırt edemeyiz), yüzün gizlendiği ya da eller, saçlar, maske, güneş gözlüğü veya yüz boyasıyla kısmen kapandığı fotoğraflar, çocuğunuz yerine evcil hayvan ya da oyuncak fotoğrafları ve bulanık, karanlık veya yoğun filtreli görseller. Çok küçük resimlerin ekran görüntüleri de genellikle kötü sonuç verir. Emin değilseniz gün ışığında yeni bir yakın çekim yapın; yalnızca bir saniyenizi alır.',
      az: 'Zəhmət olmasa, qrup şəkillərini (hansı üzün övladınıza aid olduğunu müəyyən edə bilmərik), üzün gizləndiyi və ya əllər, saçlar, maska, günəş eynəyi, yaxud üz boyası ilə qismən örtüldüyü şəkilləri, övladınızın əvəzinə ev heyvanlarının və ya oyuncaqların şəkillərini, həmçinin bulanıq, qaranlıq və ya güclü filtrlərlə işlənmiş təsvirləri yükləməyin. Çox kiçik şəkillərin skrinşotları da adətən zəif nəticə verir. Əmin deyilsinizsə, gün işığında yaxından yeni şəkil çəkin — bu, cəmi bir saniyənizi alacaq.',
    },
  },
  {
    position: 4,
    question: {
      en: "What happens to my child's photo?",
      ru: 'Что происходит с фотографией моего ребёнка?',
      tr: 'Çocuğumun fotoğrafına ne oluyor?',
      az: 'Övladımın fotoşəkli ilə nə baş verir?',
    },
    answer: {
      en: "The photo is used for one purpose only: to create your child's character for the book you order. It is kept on secure servers and is never published, shared with other customers, sold or used to train AI models. We delete the photo and everything drawn from it automatically 30 days after your order is completed (7 days after your last change, if the order is never paid), and you can delete it sooner yourself with the “Delete my child's data” button on your order's page, or by writing to support@storybook.shop. You will find all the details in our Photo and data policy.",
      ru: 'Фотография используется только для одной цели — чтобы создать персонажа вашего ребёнка для заказанной книги. Она хранится на защищённых серверах и никогда не публикуется, не передаётся другим клиентам, не продаётся и не используется для обучения моделей искусственного интеллекта. Через 30 дней после выполнения заказа мы автоматически удаляем фотографию и всё, что по ней нарисовано (если заказ так и не оплачен — через 7 дней после последнего изменения), а раньше её можно удалить самостоятельно кнопкой «Удалить данные ребёнка» на странице заказа или написав нам на support@storybook.shop. Подробности — в нашей «Политике обработки фотографий и данных».',
      tr: 'Fotoğraf yalnızca tek bir amaçla kullanılır: Sipariş ettiğiniz kitap için çocuğunuzun karakterini oluşturmak. Güvenli sunucularda saklanır; hiçbir zaman yayımlanmaz, başka müşterilerle paylaşılmaz, satılmaz ve yapay zekâ modellerini eğitmek için kullanılmaz. Fotoğrafı ve ondan çizilen her şeyi siparişiniz tamamlandıktan 30 gün sonra (sipariş hiç ödenmezse son değişiklikten 7 gün sonra) otomatik olarak sileriz; daha erken silmek için sipariş sayfanızdaki “Çocuğumun verilerini sil” düğmesini kullanabilir ya da support@storybook.shop adresine yazabilirsiniz. Tüm ayrıntıları Fotoğraf ve Veri Politikamızda bulabilirsiniz.',
      az: 'Fotoşəkil yalnız bir məqsəd üçün istifadə olunur: sifariş etdiyiniz kitab üçün övladınızın personajını yaratmaq. O, qorunan serverlərdə saxlanılır, heç vaxt dərc edilmir, digər müştərilərlə paylaşılmır, satılmır və süni intellekt modellərinin öyrədilməsi üçün istifadə olunmur. Fotoşəkli və ondan çəkilən hər şeyi sifariş tamamlandıqdan 30 gün sonra (sifariş heç ödənilməsə, son dəyişiklikdən 7 gün sonra) avtomatik silirik; daha tez silmək üçün sifariş səhifəsindəki «Övladımın məlumatlarını sil» düyməsindən istifadə edə və ya support@storybook.shop ünvanına yaza bilərsiniz. Bütün təfərrüatlar «Fotoşəkillər və məlumatlar siyasəti» səhifəmizdədir.',
    },
  },
  {
    position: 5,
    question: {
      en: 'How long does it take to create the character?',
      ru: 'Сколько времени занимает создание персонажа?',
      tr: 'Karakterin oluşturulması ne kadar sürer?',
      az: 'Personajın yaradılması nə qədər vaxt aparır?',
    },
    answer: {
      en: "Creating your child's character takes up to 60 seconds, and usually less than 30. Please keep the page open while we draw; you'll see progress messages along the way. When the character is ready, take a good look at it before you continue. If it doesn't look like your child, go back and try a different photo.",
      ru: 'Создание персонажа занимает до 60 секунд, а обычно меньше 30. Пожалуйста, не закрывайте страницу, пока мы рисуем: по ходу работы вы будете видеть сообщения о том, что происходит. Когда персонаж будет готов, внимательно рассмотрите его, прежде чем продолжить. Если он не похож на вашего ребёнка, вернитесь назад и попробуйте другую фотографию.',
      tr: 'Çocuğunuzun karakterinin oluşturulması en fazla 60 saniye sürer, genellikle 30 saniyeden kısadır. Biz çizerken lütfen sayfayı kapatmayın; bu sırada neler olduğunu anlatan mesajlar göreceksiniz. Karakter hazır olduğunda devam etmeden önce ona iyice bakın. Çocuğunuza benzemiyorsa geri dönüp başka bir fotoğraf deneyin.',
      az: 'Övladınızın personajının yaradılması 60 saniyəyədək, adətən isə 30 saniyədən az çəkir. Biz çəkərkən zəhmət olmasa, səhifəni bağlamayın — bu müddətdə prosesin gedişi barədə mesajlar görəcəksiniz. Personaj hazır olanda davam etməzdən əvvəl ona diqqətlə baxın. Əgər o, övladınıza bənzəmirsə, geri qayıdın və başqa fotoşəkillə yenidən cəhd edin.',
    },
  },
  {
    position: 6,
    question: {
      en: 'Can I choose the illustration style?',
      ru: 'Можно ли выбрать стиль иллюстраций?',
      tr: 'Çizim tarzını seçebilir miyim?',
      az: 'İllüstrasiya üslubunu seçə bilərəmmi?',
    },
    answer: {
      en: "Yes. There are four styles to choose from: 3D animation, classic 2D cartoon, soft watercolour and anime. The style you pick is used for your child's character and for every illustration in the book, so choose the look your child loves most.",
      ru: 'Да. На выбор четыре стиля: объёмная 3D-анимация, классический 2D-мультфильм, нежная акварель и аниме. Выбранный стиль применяется и к персонажу вашего ребёнка, и ко всем иллюстрациям в книге, так что выбирайте тот, который больше всего нравится вашему ребёнку.',
      tr: 'Evet. Dört tarz arasından seçim yapabilirsiniz: 3D animasyon, klasik 2D çizgi film, yumuşak suluboya ve anime. Seçtiğiniz tarz hem çocuğunuzun karakterinde hem de kitaptaki bütün resimlerde kullanılır; bu yüzden çocuğunuzun en çok sevdiği görünümü seçin.',
      az: 'Bəli. Dörd üslubdan birini seçə bilərsiniz: 3D animasiya, klassik 2D cizgi filmi, zərif akvarel və anime. Seçdiyiniz üslub həm övladınızın personajına, həm də kitabdakı bütün illüstrasiyalara tətbiq olunur, ona görə də övladınızın ən çox sevdiyi görünüşü seçin.',
    },
  },
  {
    position: 7,
    question: {
      en: 'What is the difference between a ready-made and a custom story?',
      ru: 'Чем готовая сказка отличается от индивидуальной?',
      tr: 'Hazır hikâye ile kişiye özel hikâye arasındaki fark nedir?',
      az: 'Hazır nağıl ilə fərdi nağıl arasında nə fərq var?',
    },
    answer: {
      en: "Ready-made stories are the books in our catalogue, in four categories: adventure, educational, fantasy and bedtime. Your child is drawn into them as the hero. A custom story is written around your child's favourite hero or theme, which you describe in a few words when you order. Both are illustrated in the style you choose.",
      ru: 'Готовые сказки — это книги из нашего каталога в четырёх категориях: приключения, познавательные, фэнтези и сказки на ночь. Ваш ребёнок становится в них главным героем. Индивидуальная сказка пишется вокруг любимого героя или темы вашего ребёнка — при заказе вы описываете их в нескольких словах. Обе книги иллюстрируются в выбранном вами стиле.',
      tr: 'Hazır hikâyeler, kataloğumuzdaki macera, eğitici, fantastik ve uyku masalları kategorilerindeki kitaplardır; çocuğunuz bu hikâyelere kahraman olarak çizilir. Kişiye özel hikâye ise çocuğunuzun en sevdiği kahraman veya konu etrafında yazılır; sipariş verirken bunu birkaç kelimeyle anlatmanız yeterlidir. Her iki hikâye de seçtiğiniz tarzda resimlenir.',
      az: 'Hazır nağıllar kataloqumuzdakı macəra, maarifləndirici, fantastik və yuxu nağılları kateqoriyalarındakı kitablardır; övladınız onlarda baş qəhrəman kimi təsvir olunur. Fərdi nağıl isə övladınızın sevimli qəhrəmanı və ya mövzusu əsasında yazılır — sifariş zamanı bunu bir neçə sözlə təsvir etməyiniz kifayətdir. Hər iki nağıl seçdiyiniz üslubda illüstrasiya olunur.',
    },
  },
  {
    position: 8,
    question: {
      en: 'What is the difference between the PDF, softcover and hardcover versions?',
      ru: 'Чем отличаются PDF-версия, мягкая и твёрдая обложка?',
      tr: 'PDF, karton kapak ve sert kapak seçenekleri arasındaki fark nedir?',
      az: 'PDF, yumşaq üzlük və sərt üzlük versiyaları arasında nə fərq var?',
    },
    answer: {
      en: "The PDF is a high-resolution digital book that we send to your e-mail address. It's perfect for reading on a tablet or printing at home, and there is no shipping to pay. The softcover is a printed book with a flexible glossy cover, light enough to take anywhere. The hardcover is our premium edition with a sturdy cover and thick matte pages, made to be read again and again and kept for years. A few books with large panoramic illustrations come only as a PDF and a hardcover.",
      ru: 'PDF — это цифровая книга в высоком разрешении, которую мы присылаем на вашу электронную почту. Её удобно читать на планшете или распечатать дома, а платить за доставку не нужно. Книга в мягкой обложке — печатное издание с гибкой глянцевой обложкой, достаточно лёгкое, чтобы брать его с собой куда угодно. Твёрдая обложка — наше премиальное издание с прочным переплётом и плотными матовыми страницами: такую книгу можно перечитывать снова и снова и хранить годами. Несколько книг с большими панорамными иллюстрациями выпускаются только в формате PDF и в твёрдой обложке.',
      tr: 'PDF, e-posta adresinize gönderdiğimiz yüksek çözünürlüklü dijital bir kitaptır. Tablette okumak ya da evde yazdırmak için idealdir ve kargo ücreti yoktur. Karton kapaklı kitap, esnek ve parlak kapaklı, her yere götürülebilecek kadar hafif, basılı bir kitaptır. Sert kapak ise sağlam cildi ve kalın mat sayfalarıyla, tekrar tekrar okunmak ve yıllarca saklanmak için hazırlanan özel baskımızdır. Büyük panoramik resimler içeren birkaç kitabımız yalnızca PDF ve sert kapaklı olarak sunulur.',
      az: 'PDF — e-poçt ünvanınıza göndərdiyimiz yüksək keyfiyyətli rəqəmsal kitabdır. Planşetdə oxumaq və ya evdə çap etmək üçün idealdır, çatdırılma haqqı da yoxdur. Yumşaq üzlüklü kitab elastik, parlaq üzlüklü, hər yerə aparmaq üçün kifayət qədər yüngül çap nəşridir. Sərt üzlük isə möhkəm cildi və qalın tutqun səhifələri ilə dönə-dönə oxunmaq və illərlə saxlanmaq üçün hazırlanmış premium nəşrimizdir. Böyük panoram illüstrasiyaları olan bir neçə kitabımız yalnız PDF və sərt üzlükdə təqdim olunur.',
    },
  },
  {
    position: 9,
    question: {
      en: 'How long does delivery take, and where do you deliver?',
      ru: 'Сколько идёт доставка и куда вы доставляете книги?',
      tr: 'Teslimat ne kadar sürer, hangi ülkelere gönderim yapıyorsunuz?',
      az: 'Çatdırılma nə qədər çəkir və hansı ölkələrə çatdırırsınız?',
    },
    answer: {
      en: "The PDF arrives by e-mail as soon as your book is ready. Printed books usually reach you within 5–7 business days. We deliver to Azerbaijan, Turkey, Russia, the United States and many other countries, and the shipping cost for your address is shown in the order summary before you pay. If you're not sure whether we deliver to you, write to support@storybook.shop before ordering.",
      ru: 'PDF-версия приходит на электронную почту, как только книга готова. Печатные книги обычно доставляются за 5–7 рабочих дней. Мы отправляем книги в Азербайджан, Турцию, Россию, США и многие другие страны, а стоимость доставки по вашему адресу видна в сводке заказа до оплаты. Если не уверены, доставляем ли мы по вашему адресу, напишите нам на support@storybook.shop до оформления заказа.',
      tr: 'PDF, kitabınız hazır olur olmaz e-postanıza gelir. Basılı kitaplar genellikle 5–7 iş günü içinde elinize ulaşır. Azerbaycan, Türkiye, Rusya, ABD ve daha birçok ülkeye gönderim yapıyoruz; adresinize ait kargo ücreti, ödeme yapmadan önce sipariş özetinde gösterilir. Adresinize gönderim yapıp yapmadığımızdan emin değilseniz sipariş vermeden önce support@storybook.shop adresine yazın.',
      az: 'PDF versiyası kitabınız hazır olan kimi e-poçtunuza göndərilir. Çap olunmuş kitablar adətən 5–7 iş günü ərzində sizə çatır. Azərbaycana, Türkiyəyə, Rusiyaya, ABŞ-a və bir çox başqa ölkəyə çatdırırıq; ünvanınıza çatdırılma haqqı ödənişdən əvvəl sifarişin yekununda göstərilir. Ünvanınıza çatdırıb-çatdırmadığımıza əmin deyilsinizsə, sifariş verməzdən əvvəl support@storybook.shop ünvanına yazın.',
    },
  },
  {
    position: 10,
    question: {
      en: 'Do prices include tax? Which currency will I pay in?',
      ru: 'Включены ли налоги в цену? В какой валюте я буду платить?',
      tr: 'Fiyatlara vergi dâhil mi? Hangi para biriminde ödeme yapacağım?',
      az: 'Qiymətlərə vergi daxildirmi? Hansı valyutada ödəyəcəyəm?',
    },
    answer: {
      en: 'Yes, all prices include tax, so there are no surprises at checkout. Prices are shown in the currency of your country: US dollars, Azerbaijani manat, Turkish lira or Russian roubles. Because we are based in Azerbaijan, the order summary also shows the total in Azerbaijani manat (AZN), converted at the current exchange rate of the Central Bank of Azerbaijan. If your card is in another currency, your bank converts the amount at its own rate, so the figure on your statement may differ slightly.',
      ru: 'Да, все цены указаны с учётом налогов, так что при оформлении заказа сюрпризов не будет. Цены отображаются в валюте вашей страны — в долларах США, азербайджанских манатах, турецких лирах или российских рублях. Поскольку наша компания находится в Азербайджане, в сводке заказа также показывается итоговая сумма в азербайджанских манатах (AZN) по текущему курсу Центрального банка Азербайджана. Если ваша карта в другой валюте, банк пересчитает сумму по своему курсу, поэтому сумма в выписке может немного отличаться.',
      tr: "Evet, tüm fiyatlarımıza vergiler dâhildir; ödeme sırasında sürprizle karşılaşmazsınız. Fiyatlar ülkenizin para biriminde gösterilir: ABD doları, Azerbaycan manatı, Türk lirası veya Rus rublesi. Şirketimiz Azerbaycan'da bulunduğu için sipariş özetinde toplam tutar, Azerbaycan Merkez Bankası'nın güncel kuruyla Azerbaycan manatı (AZN) olarak da gösterilir. Kartınız başka bir para birimindeyse bankanız tutarı kendi kuruyla çevirir; bu nedenle hesap ekstrenizdeki tutar biraz farklı olabilir.",
      az: 'Bəli, bütün qiymətlərə vergilər daxildir, ona görə də ödəniş zamanı heç bir sürprizlə qarşılaşmayacaqsınız. Qiymətlər ölkənizin valyutasında göstərilir: ABŞ dolları, Azərbaycan manatı, türk lirəsi və ya Rusiya rublu. Şirkətimiz Azərbaycanda yerləşdiyi üçün sifarişin yekununda ümumi məbləğ Azərbaycan Mərkəzi Bankının cari məzənnəsi ilə Azərbaycan manatında (AZN) da göstərilir. Kartınız başqa valyutadadırsa, bankınız məbləği öz məzənnəsi ilə çevirir, buna görə də hesabdan çıxarışdakı məbləğ bir qədər fərqlənə bilər.',
    },
  },
  {
    position: 11,
    question: {
      en: 'Is my payment secure?',
      ru: 'Безопасна ли оплата?',
      tr: 'Ödemem güvende mi?',
      az: 'Ödənişim təhlükəsizdirmi?',
    },
    answer: {
      en: 'Yes. Payments are processed by a certified payment provider over an encrypted connection. Your card details go straight to the provider: we never see or store your full card number. If a payment fails, you can try again from the payment page, and you are only charged once the payment has gone through.',
      ru: 'Да. Платежи обрабатывает сертифицированный платёжный провайдер по защищённому соединению. Данные вашей карты передаются напрямую провайдеру: мы никогда не видим и не храним полный номер карты. Если платёж не прошёл, вы можете повторить попытку со страницы оплаты; деньги списываются только после успешной оплаты.',
      tr: 'Evet. Ödemeler, şifreli bir bağlantı üzerinden sertifikalı bir ödeme hizmeti sağlayıcısı tarafından işlenir. Kart bilgileriniz doğrudan bu sağlayıcıya iletilir; kartınızın tam numarasını hiçbir zaman görmeyiz ve saklamayız. Ödeme başarısız olursa ödeme sayfasından yeniden deneyebilirsiniz; ücret yalnızca ödeme başarıyla tamamlandığında alınır.',
      az: 'Bəli. Ödənişlər şifrələnmiş bağlantı vasitəsilə sertifikatlı ödəniş provayderi tərəfindən emal olunur. Kart məlumatlarınız birbaşa provayderə ötürülür: kartınızın tam nömrəsini heç vaxt görmür və saxlamırıq. Ödəniş alınmasa, ödəniş səhifəsindən yenidən cəhd edə bilərsiniz; vəsait yalnız ödəniş uğurla başa çatdıqda tutulur.',
    },
  },
  {
    position: 12,
    question: {
      en: 'Can I change my order after placing it?',
      ru: 'Можно ли изменить заказ после оформления?',
      tr: 'Siparişimi verdikten sonra değiştirebilir miyim?',
      az: 'Sifarişi verdikdən sonra onu dəyişə bilərəmmi?',
    },
    answer: {
      en: "Yes, as long as the book hasn't gone to print. Write to support@storybook.shop with your order number and tell us what to change, for example the spelling of your child's name or the delivery address. Once printing has started we can no longer change the book itself, but we can still update the delivery address until the parcel has been shipped.",
      ru: 'Да, пока книга не ушла в печать. Напишите на support@storybook.shop, укажите номер заказа и опишите, что нужно изменить, — например, написание имени ребёнка или адрес доставки. Когда книга уже печатается, изменить её содержание нельзя, но адрес доставки мы можем поменять вплоть до отправки посылки.',
      tr: 'Evet, kitap baskıya girmediği sürece. Sipariş numaranızla birlikte support@storybook.shop adresine yazın ve neyi değiştirmek istediğinizi belirtin; örneğin çocuğunuzun adının yazılışını veya teslimat adresini. Baskı başladıktan sonra kitabın kendisinde değişiklik yapamayız, ancak koli kargoya verilene kadar teslimat adresini güncelleyebiliriz.',
      az: 'Bəli, kitab çapa getməyibsə. Sifariş nömrənizi göstərməklə support@storybook.shop ünvanına yazın və nəyi dəyişmək lazım olduğunu bildirin — məsələn, övladınızın adının yazılışını və ya çatdırılma ünvanını. Çap başladıqdan sonra kitabın özünü dəyişə bilmirik, lakin bağlama göndərilənədək çatdırılma ünvanını yeniləyə bilərik.',
    },
  },
  {
    position: 13,
    question: {
      en: 'How can I track my order?',
      ru: 'Как отследить заказ?',
      tr: 'Siparişimi nasıl takip edebilirim?',
      az: 'Sifarişimi necə izləyə bilərəm?',
    },
    answer: {
      en: "Open the Track your order page and enter your order number together with the e-mail address you used when ordering. You'll find the order number in your confirmation e-mail. You'll see the current status of your order and, once it has been shipped, the carrier, the tracking number and the estimated delivery date.",
      ru: 'Откройте страницу «Отследить заказ» и введите номер заказа вместе с адресом электронной почты, который вы указали при оформлении. Номер заказа есть в письме с подтверждением. Вы увидите текущий статус заказа, а после отправки — службу доставки, трек-номер и ожидаемую дату доставки.',
      tr: '“Siparişinizi takip edin” sayfasını açın ve sipariş numaranızı, sipariş verirken kullandığınız e-posta adresiyle birlikte girin. Sipariş numaranızı onay e-postasında bulabilirsiniz. Siparişinizin güncel durumunu, kargoya verildikten sonra da kargo firmasını, takip numarasını ve tahmini teslim tarihini görürsünüz.',
      az: '«Sifarişinizi izləyin» səhifəsini açın və sifariş nömrənizi sifariş zamanı göstərdiyiniz e-poçt ünvanı ilə birlikdə daxil edin. Sifariş nömrəsi təsdiq məktubunda göstərilib. Sifarişinizin cari vəziyyətini, göndərildikdən sonra isə daşıyıcı şirkəti, izləmə nömrəsini və təxmini çatdırılma tarixini görəcəksiniz.',
    },
  },
  {
    position: 14,
    question: {
      en: 'What if my book arrives damaged or with a mistake?',
      ru: 'Что делать, если книга пришла повреждённой или с ошибкой?',
      tr: 'Kitabım hasarlı ya da hatalı gelirse ne olur?',
      az: 'Kitab zədələnmiş və ya səhvlə gəlsə, nə etməliyəm?',
    },
    answer: {
      en: "It rarely happens, but if it does, we'll put it right. Write to support@storybook.shop within 14 days of delivery with your order number and a photo of the problem, and we'll print and send you a new copy free of charge. Because every book is made personally for your child, we can't accept returns of books that are in perfect condition.",
      ru: 'Такое случается редко, но если это произошло, мы всё исправим. Напишите на support@storybook.shop в течение 14 дней после получения, укажите номер заказа и приложите фотографию проблемы — мы бесплатно напечатаем и отправим вам новый экземпляр. Поскольку каждая книга создаётся специально для вашего ребёнка, мы не принимаем возвраты книг в идеальном состоянии.',
      tr: 'Bu nadiren olur, ama olursa hemen düzeltiriz. Teslimattan sonraki 14 gün içinde sipariş numaranızı ve sorunun fotoğrafını support@storybook.shop adresine gönderin; yeni bir kopyayı ücretsiz olarak basıp size göndeririz. Her kitap çocuğunuz için özel olarak hazırlandığından kusursuz durumdaki kitapların iadesini kabul edemiyoruz.',
      az: 'Bu, nadir hallarda baş verir, amma baş versə, hər şeyi düzəldəcəyik. Kitabı aldıqdan sonra 14 gün ərzində sifariş nömrənizi və problemin fotoşəklini support@storybook.shop ünvanına göndərin — yeni nüsxəni pulsuz çap edib sizə göndərəcəyik. Hər kitab xüsusi olaraq övladınız üçün hazırlandığından qüsursuz vəziyyətdə olan kitabların geri qaytarılmasını qəbul edə bilmirik.',
    },
  },
  {
    position: 15,
    question: {
      en: 'What is the brand ambassador programme?',
      ru: 'Что такое программа амбассадоров?',
      tr: 'Marka elçisi programı nedir?',
      az: 'Brend səfiri proqramı nədir?',
    },
    answer: {
      en: 'If you love our books and like to share them on Instagram, TikTok, YouTube, a blog or simply among friends, you can become a brand ambassador. Apply on our ambassador programme page: our team reviews every application, and once you are approved you get a personal referral link. You earn a 10% commission on every purchase made through your link, and you can follow your referrals, rewards and payouts in your ambassador dashboard.',
      ru: 'Если вы любите наши книги и охотно рассказываете о них в Instagram, TikTok, на YouTube, в блоге или просто друзьям, станьте амбассадором бренда. Подайте заявку на странице программы амбассадоров: наша команда рассматривает каждую заявку, и после одобрения вы получаете персональную реферальную ссылку. С каждой покупки по вашей ссылке вам начисляется комиссия 10\u00a0%, а следить за рефералами, вознаграждениями и выплатами можно в личном кабинете амбассадора.',
      tr: "Kitaplarımızı seviyor ve onları Instagram'da, TikTok'ta, YouTube'da, blogunuzda ya da sadece arkadaşlarınız arasında paylaşmaktan hoşlanıyorsanız marka elçimiz olabilirsiniz. Marka elçisi programı sayfamızdan başvurun: Ekibimiz her başvuruyu inceler ve onaylandığınızda kişisel bir davet bağlantısı alırsınız. Bağlantınız üzerinden yapılan her satın alımdan %10 komisyon kazanır, davetlerinizi, kazançlarınızı ve ödemelerinizi marka elçisi panelinizden takip edebilirsiniz.",
      az: 'Kitablarımızı sevirsinizsə və onları Instagram, TikTok və YouTube-da, blogunuzda və ya sadəcə dostlarınız arasında paylaşmağı xoşlayırsınızsa, brend səfirimiz ola bilərsiniz. Brend səfiri proqramı səhifəsində müraciət edin: komandamız hər müraciəti nəzərdən keçirir və təsdiq olunduqdan sonra şəxsi referal keçidinizi alırsınız. Keçidiniz vasitəsilə edilən hər alışdan 10% komissiya qazanırsınız, dəvətlərinizi, mükafatlarınızı və ödənişlərinizi isə brend səfiri panelində izləyə bilərsiniz.',
    },
  },
  {
    position: 16,
    question: {
      en: 'Which languages are available?',
      ru: 'На каких языках доступны сайт и книги?',
      tr: 'Hangi diller mevcut?',
      az: 'Hansı dillər mövcuddur?',
    },
    answer: {
      en: 'Our website and our books are available in English, Russian, Turkish and Azerbaijani. The story language is chosen separately from the website language, so you can, for example, browse the site in English and order a book in Azerbaijani for a grandchild in Baku.',
      ru: 'Наш сайт и наши книги доступны на английском, русском, турецком и азербайджанском языках. Язык сказки выбирается отдельно от языка сайта: например, можно пользоваться сайтом на русском, а книгу заказать на азербайджанском — для внука или внучки в Баку.',
      tr: "Web sitemiz ve kitaplarımız İngilizce, Rusça, Türkçe ve Azerbaycan Türkçesi olarak sunulmaktadır. Hikâyenin dili, site dilinden ayrı olarak seçilir; örneğin siteyi Türkçe kullanıp Bakü'deki torununuz için Azerbaycan Türkçesiyle bir kitap sipariş edebilirsiniz.",
      az: 'Saytımız və kitablarımız ingilis, rus, türk və Azərbaycan dillərində təqdim olunur. Nağılın dili sayt dilindən ayrıca seçilir: məsələn, saytdan Azərbaycan dilində istifadə edib İstanbuldakı nəvəniz üçün türk dilində kitab sifariş edə bilərsiniz.',
    },
  },
  {
    position: 17,
    question: {
      en: 'What age are the books for?',
      ru: 'Для какого возраста подходят книги?',
      tr: 'Kitaplar hangi yaş grubu için uygun?',
      az: 'Kitablar hansı yaş üçündür?',
    },
    answer: {
      en: 'Our ready-made stories are written for children aged 1 to 10, and each book shows its recommended age range: gentle bedtime books start from age 1, while adventures such as The Mountain of Echoes suit children up to 10. You can personalise a book for any child aged 0 to 16, so older brothers and sisters can be heroes too.',
      ru: 'Наши готовые сказки рассчитаны на детей от 1 года до 10 лет, и для каждой книги указан рекомендуемый возраст: нежные сказки на ночь подходят малышам от года, а приключения вроде «Горы эха» — детям до 10 лет. Сделать именную книгу можно для ребёнка любого возраста от 0 до 16 лет, так что героями могут стать и старшие братья и сёстры.',
      tr: 'Hazır hikâyelerimiz 1 ile 10 yaş arasındaki çocuklar için yazılmıştır ve her kitabın önerilen yaş aralığı belirtilir: Yumuşacık uyku masalları bir yaşından itibaren uygundur, Yankılar Dağı gibi maceralar ise 10 yaşına kadar olan çocuklara hitap eder. 0 ile 16 yaş arasındaki her çocuk için kişiye özel kitap hazırlayabilirsiniz; böylece ağabeyler ve ablalar da kahraman olabilir.',
      az: 'Hazır nağıllarımız 1 yaşdan 10 yaşadək uşaqlar üçün yazılıb və hər kitab üçün tövsiyə olunan yaş həddi göstərilir: zərif yuxu nağılları bir yaşdan uyğundur, «Əks-səda dağı» kimi macəralar isə 10 yaşadək uşaqlar üçündür. 0-dan 16 yaşadək istənilən uşaq üçün fərdi kitab hazırlaya bilərsiniz, belə ki, böyük qardaş və bacılar da qəhrəman ola bilər.',
    },
  },
];
