import { defineCatalogue } from '@shop/shared';

const en = {
  'checkout.create.title': 'Create your personalised story',
  'checkout.create.description':
    "Tell us about your child, upload a photo and choose a story: we'll draw your child as the hero.",
  'checkout.versions.title': 'Book versions',
  'checkout.version.pdf': 'PDF',
  'checkout.version.softcover': 'Softcover',
  'checkout.version.hardcover': 'Hardcover',
  'checkout.success.title': 'Thank you for your order!',
  'checkout.success.text': 'We have received your order and will e-mail you as soon as your book is ready.',
  'checkout.success.track': 'Track your order',
  'checkout.error.title': 'Payment failed',
};

export const messages = defineCatalogue('checkout', en, {
  ru: {
    'checkout.create.title': 'Создайте именную сказку',
    'checkout.create.description':
      'Расскажите о ребёнке, загрузите фотографию и выберите сказку — мы нарисуем вашего ребёнка главным героем.',
    'checkout.versions.title': 'Варианты книги',
    'checkout.version.pdf': 'PDF-версия',
    'checkout.version.softcover': 'Мягкая обложка',
    'checkout.version.hardcover': 'Твёрдая обложка',
    'checkout.success.title': 'Спасибо за заказ!',
    'checkout.success.text': 'Мы получили ваш заказ и напишем вам, как только книга будет готова.',
    'checkout.success.track': 'Отследить заказ',
    'checkout.error.title': 'Оплата не прошла',
  },
  tr: {
    'checkout.create.title': 'Kişiye özel hikâyenizi oluşturun',
    'checkout.create.description':
      'Bize çocuğunuzdan bahsedin, bir fotoğraf yükleyin ve bir hikâye seçin; çocuğunuzu kahraman olarak çizelim.',
    'checkout.versions.title': 'Kitap seçenekleri',
    'checkout.version.pdf': 'PDF sürümü',
    'checkout.version.softcover': 'Karton kapak',
    'checkout.version.hardcover': 'Sert kapak',
    'checkout.success.title': 'Siparişiniz için teşekkür ederiz!',
    'checkout.success.text': 'Siparişinizi aldık; kitabınız hazır olur olmaz size e-posta göndereceğiz.',
    'checkout.success.track': 'Siparişinizi takip edin',
    'checkout.error.title': 'Ödeme başarısız oldu',
  },
  az: {
    'checkout.create.title': 'Fərdi nağılınızı yaradın',
    'checkout.create.description':
      'Övladınız barədə danışın, fotoşəkil yükləyin və nağıl seçin — övladınızı baş qəhrəman kimi çəkək.',
    'checkout.versions.title': 'Kitabın növləri',
    'checkout.version.pdf': 'PDF versiyası',
    'checkout.version.softcover': 'Yumşaq üzlük',
    'checkout.version.hardcover': 'Sərt üzlük',
    'checkout.success.title': 'Sifarişiniz üçün təşəkkür edirik!',
    'checkout.success.text': 'Sifarişinizi aldıq, kitabınız hazır olan kimi sizə e-poçt göndərəcəyik.',
    'checkout.success.track': 'Sifarişi izləyin',
    'checkout.error.title': 'Ödəniş alınmadı',
  },
});
