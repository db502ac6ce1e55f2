import { defineCatalogue } from '@shop/shared';

const en = {
  'storefront.home.title': 'Personalised storybooks starring your child',
  'storefront.home.description':
    'Turn a photo of your child into the hero of a beautifully illustrated storybook, in English, Russian, Turkish or Azerbaijani.',
  'storefront.home.lead':
    'Upload one photo, choose a story and an illustration style, and we create a book where your child is the hero.',
  'storefront.home.cta': 'Create your story',
  'storefront.categories.title': 'Story categories',
  'storefront.explore.title': 'Explore stories',
  'storefront.explore.description': 'Browse every story by category and find the one your child will love.',
  'storefront.faqs.title': 'Frequently asked questions',
  'storefront.faqs.description': 'Answers about photos, delivery, payment and your personalised book.',
  'storefront.contact.title': 'Contact us',
  'storefront.contact.description': 'Questions about an order or a story? Write to us and we will reply within a day.',
  'storefront.page.title': 'Information: {slug}',
  'storefront.story.title': 'Story: {slug}',
  'storefront.referral.title': 'A gift from a friend of Storybook Shop',
  'storefront.referral.text': 'You were invited with the code {code}. Create a personalised storybook for your child.',
};

export const messages = defineCatalogue('storefront', en, {
  ru: {
    'storefront.home.title': 'Именные сказки, в которых ваш ребёнок — главный герой',
    'storefront.home.description':
      'Превратите фотографию ребёнка в героя красиво иллюстрированной книги на русском, английском, турецком или азербайджанском языке.',
    'storefront.home.lead':
      'Загрузите одну фотографию, выберите сказку и стиль иллюстраций — и мы создадим книгу, где главный герой ваш ребёнок.',
    'storefront.home.cta': 'Создать сказку',
    'storefront.categories.title': 'Категории сказок',
    'storefront.explore.title': 'Все сказки',
    'storefront.explore.description': 'Выбирайте сказки по категориям и найдите ту, которую полюбит ваш ребёнок.',
    'storefront.faqs.title': 'Часто задаваемые вопросы',
    'storefront.faqs.description': 'Ответы о фотографиях, доставке, оплате и вашей именной книге.',
    'storefront.contact.title': 'Свяжитесь с нами',
    'storefront.contact.description': 'Есть вопрос о заказе или сказке? Напишите нам — мы ответим в течение дня.',
    'storefront.page.title': 'Информация: {slug}',
    'storefront.story.title': 'Сказка: {slug}',
    'storefront.referral.title': 'Подарок от друга Storybook Shop',
    'storefront.referral.text': 'Вас пригласили по коду {code}. Создайте именную сказку для своего ребёнка.',
  },
  tr: {
    'storefront.home.title': 'Çocuğunuzun kahraman olduğu kişiye özel hikâye kitapları',
    'storefront.home.description':
      'Çocuğunuzun fotoğrafını Türkçe, İngilizce, Rusça ya da Azerbaycan Türkçesiyle resimlenmiş bir hikâye kitabının kahramanına dönüştürün.',
    'storefront.home.lead':
      'Tek bir fotoğraf yükleyin, bir hikâye ve çizim tarzı seçin; çocuğunuzun kahraman olduğu kitabı biz hazırlayalım.',
    'storefront.home.cta': 'Hikâyenizi oluşturun',
    'storefront.categories.title': 'Hikâye kategorileri',
    'storefront.explore.title': 'Hikâyeleri keşfedin',
    'storefront.explore.description': 'Tüm hikâyelere kategoriye göre göz atın, çocuğunuzun seveceğini bulun.',
    'storefront.faqs.title': 'Sıkça sorulan sorular',
    'storefront.faqs.description': 'Fotoğraflar, teslimat, ödeme ve kişiye özel kitabınız hakkında yanıtlar.',
    'storefront.contact.title': 'Bize ulaşın',
    'storefront.contact.description':
      'Siparişiniz ya da bir hikâye hakkında sorunuz mu var? Bize yazın, bir gün içinde yanıt verelim.',
    'storefront.page.title': 'Bilgi: {slug}',
    'storefront.story.title': 'Hikâye: {slug}',
    'storefront.referral.title': 'Storybook Shop dostunuzdan bir hediye',
    'storefront.referral.text':
      '{code} koduyla davet edildiniz. Çocuğunuz için kişiye özel bir hikâye kitabı oluşturun.',
  },
  az: {
    'storefront.home.title': 'Övladınızın baş qəhrəman olduğu fərdi nağıl kitabları',
    'storefront.home.description':
      'Övladınızın fotoşəklini Azərbaycan, ingilis, rus və ya türk dilində gözəl illüstrasiyalı kitabın qəhrəmanına çevirin.',
    'storefront.home.lead':
      'Bir fotoşəkil yükləyin, nağıl və illüstrasiya üslubu seçin — övladınızın baş qəhrəman olduğu kitabı biz hazırlayaq.',
    'storefront.home.cta': 'Nağılınızı yaradın',
    'storefront.categories.title': 'Nağıl kateqoriyaları',
    'storefront.explore.title': 'Nağıllara baxın',
    'storefront.explore.description': 'Bütün nağıllara kateqoriyalar üzrə baxın və övladınızın sevəcəyini tapın.',
    'storefront.faqs.title': 'Tez-tez verilən suallar',
    'storefront.faqs.description': 'Fotoşəkillər, çatdırılma, ödəniş və fərdi kitabınız barədə cavablar.',
    'storefront.contact.title': 'Bizimlə əlaqə',
    'storefront.contact.description':
      'Sifariş və ya nağıl barədə sualınız var? Bizə yazın, bir gün ərzində cavab verək.',
    'storefront.page.title': 'Məlumat: {slug}',
    'storefront.story.title': 'Nağıl: {slug}',
    'storefront.referral.title': 'Storybook Shop dostunuzdan hədiyyə',
    'storefront.referral.text': 'Sizi {code} kodu ilə dəvət ediblər. Övladınız üçün fərdi nağıl kitabı yaradın.',
  },
});
