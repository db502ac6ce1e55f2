/**
 * The order confirmation e-mail, in the order's language. Sentences are phrased so that names, the
 * book's title and the e-mail address stand alone and need no case ending or suffix in ru, tr or az.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema';
import type { MailMessage } from './types';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

const en = {
  subject: 'Your order {orderNumber} is confirmed',
  greeting: '{hasName, select, yes {Hello {name},} other {Hello,}}',
  thanks: 'Thank you for your order! We have received your payment.',
  orderNumber: 'Order number: {orderNumber}',
  book: 'Book: {book}',
  version: 'Version: {version, select, pdf {PDF} softcover {Softcover} other {Hardcover}}',
  total: 'Total paid: {total}',
  nextTitle: 'What happens next',
  nextPdf: 'We are now creating your book. As soon as it is ready, the PDF will be sent by e-mail to {email}.',
  nextPrinted:
    'We are now creating and printing your book. Delivery usually takes 5-7 business days, and we will e-mail you when it is on its way.',
  track: 'Track your order at any time: {url}',
  signOff: 'With love,',
  team: 'The {siteName} team',
};

type Messages = typeof en;

const ru: Messages = {
  subject: 'Ваш заказ {orderNumber} подтверждён',
  greeting: '{hasName, select, yes {Здравствуйте, {name}!} other {Здравствуйте!}}',
  thanks: 'Спасибо за заказ! Мы получили вашу оплату.',
  orderNumber: 'Номер заказа: {orderNumber}',
  book: 'Книга: {book}',
  version: 'Вариант: {version, select, pdf {PDF} softcover {мягкая обложка} other {твёрдая обложка}}',
  total: 'Оплачено: {total}',
  nextTitle: 'Что дальше',
  nextPdf: 'Мы уже создаём вашу книгу. Как только она будет готова, PDF-файл придёт на адрес {email}.',
  nextPrinted:
    'Мы уже создаём и печатаем вашу книгу. Доставка обычно занимает 5–7 рабочих дней; когда заказ отправится в путь, мы сообщим вам по электронной почте.',
  track: 'Следить за заказом можно здесь: {url}',
  signOff: 'С любовью,',
  team: 'команда «{siteName}»',
};

const tr: Messages = {
  subject: '{orderNumber} numaralı siparişiniz onaylandı',
  greeting: '{hasName, select, yes {Merhaba {name},} other {Merhaba,}}',
  thanks: 'Siparişiniz için teşekkür ederiz! Ödemenizi aldık.',
  orderNumber: 'Sipariş numarası: {orderNumber}',
  book: 'Kitap: {book}',
  version: 'Sürüm: {version, select, pdf {PDF} softcover {Karton kapak} other {Sert kapak}}',
  total: 'Ödenen tutar: {total}',
  nextTitle: 'Bundan sonra ne olacak?',
  nextPdf: 'Kitabınızı şimdi hazırlıyoruz. Hazır olur olmaz PDF dosyası {email} adresine e-postayla gönderilecek.',
  nextPrinted:
    'Kitabınızı şimdi hazırlayıp basıyoruz. Teslimat genellikle 5-7 iş günü sürer; siparişiniz yola çıktığında size e-posta göndereceğiz.',
  track: 'Siparişinizi dilediğiniz zaman buradan takip edebilirsiniz: {url}',
  signOff: 'Sevgiyle,',
  team: '{siteName} ekibi',
};

const az: Messages = {
  subject: '{orderNumber} nömrəli sifarişiniz təsdiqləndi',
  greeting: '{hasName, select, yes {Salam, {name}!} other {Salam!}}',
  thanks: 'Sifarişiniz üçün təşəkkür edirik! Ödənişinizi aldıq.',
  orderNumber: 'Sifariş nömrəsi: {orderNumber}',
  book: 'Kitab: {book}',
  version: 'Versiya: {version, select, pdf {PDF} softcover {yumşaq cild} other {sərt cild}}',
  total: 'Ödənilən məbləğ: {total}',
  nextTitle: 'Bundan sonra nə olacaq?',
  nextPdf: 'Kitabınızı artıq hazırlayırıq. Hazır olan kimi PDF faylı {email} ünvanına e-poçtla göndəriləcək.',
  nextPrinted:
    'Kitabınızı artıq hazırlayır və çap edirik. Çatdırılma adətən 5-7 iş günü çəkir; sifarişiniz yola düşəndə sizə e-poçt göndərəcəyik.',
  track: 'Sifarişinizi istənilən vaxt buradan izləyə bilərsiniz: {url}',
  signOff: 'Sevgi ilə,',
  team: '{siteName} komandası',
};

const MESSAGES: Record<Locale, Messages> = { en, ru, tr, az };

export interface OrderConfirmationInput {
  locale: Locale;
  to: string;
  /** The parent's name as entered; null greets without a name. */
  fullName: string | null;
  orderNumber: string;
  /** The ready-made book's title in the order's language, or null for a custom story. */
  /** The title printed on the book (fulfilment/book-name.ts). */
  bookName: string;
  childName: string;
  version: 'pdf' | 'softcover' | 'hardcover';
  /** Already formatted with its currency. */
  total: string;
  trackingUrl: string;
  siteName: string;
}

export function orderConfirmationEmail(input: OrderConfirmationInput): MailMessage {
  const messages = MESSAGES[input.locale];
  const say = (key: keyof Messages, values: Record<string, string> = {}) =>
    String(new IntlMessageFormat(messages[key], input.locale).format(values));
  const book = input.bookName;
  const name = input.fullName?.trim() ?? '';
  const next = input.version === 'pdf' ? say('nextPdf', { email: input.to }) : say('nextPrinted');
  return {
    to: input.to,
    subject: say('subject', { orderNumber: input.orderNumber }),
    text: [
      say('greeting', { name, hasName: name ? 'yes' : 'no' }),
      '',
      say('thanks'),
      '',
      say('orderNumber', { orderNumber: input.orderNumber }),
      say('book', { book }),
      say('version', { version: input.version }),
      say('total', { total: input.total }),
      '',
      say('nextTitle'),
      next,
      '',
      say('track', { url: input.trackingUrl }),
      '',
      say('signOff'),
      say('team', { siteName: input.siteName }),
      '',
    ].join('\n'),
  };
}
