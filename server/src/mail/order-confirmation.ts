/**
 * The order confirmation e-mail, in the order's language: the cover of the child's own book, its title,
 * the hero, the version, the amounts as the order stored them, the delivery address of a printed book and
 * the tracking link, as a plain-text part and an HTML part (layout.ts). Sentences are phrased so that
 * names, the book's title and the e-mail address stand alone and need no case ending or suffix in ru, tr
 * or az; only Russian agrees with the child's gender.
 *
 * The cover travels inside the message (a `cid:` picture) rather than as a link to the shop: it is the
 * child's personalised cover, which has no public URL; it shows at once in clients that hold back remote
 * pictures until the reader allows them (Outlook, Thunderbird, many webmails); it is a JPEG, which every
 * client shows, while the shop's pictures are WebP; and it keeps showing after the shop's URLs change.
 * The price is some 40 KB in a message nobody deletes.
 */

import type { CommonMessageId } from '@shop/shared/i18n/common-messages';
import { type Currency, formatPrice, type PriceRegion } from '@shop/shared/money';
import type { BookVersion } from '@shop/shared/validation';
import type { Locale, OrderPrice } from '../db/schema';
import { translateMessage } from '../lib/messages';
import { type MailBlock, renderMail } from './layout';
import { formatter, orderMailWords } from './order-update';
import type { MailMessage } from './types';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

/**
 * The name of each version comes from the common catalogue, the one the wizard and the tracking page
 * show, so the parent reads the same words everywhere. (The same map as VERSION_MESSAGE of @shop/shared,
 * which lives in the browser entry the server does not load.)
 */
const VERSION_NAME = {
  pdf: 'common.version.pdf',
  softcover: 'common.version.softcover',
  hardcover: 'common.version.hardcover',
} as const satisfies Record<BookVersion, CommonMessageId>;

const en = {
  subject: 'Your order {orderNumber} is confirmed',
  thanks: 'Thank you for your order! We have received your payment.',
  hero: 'Starring {childName}',
  coverAlt: 'The cover of your book: {title}',
  yourOrder: 'Your order',
  version: 'Version',
  basePrice: 'Base price',
  versionPrice: 'Version price',
  shipping: 'Shipping',
  included: 'included',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total paid',
  address: 'Delivery address',
  nextTitle: 'What happens next',
  nextPdf: 'We are now creating your book. As soon as it is ready, the PDF will be sent by e-mail to {email}.',
  nextPrinted:
    'We are now creating and printing your book. Delivery usually takes 5-7 business days, and we will e-mail you when it is on its way.',
};

type Messages = typeof en;

const ru: Messages = {
  subject: 'Ваш заказ {orderNumber} подтверждён',
  thanks: 'Спасибо за заказ! Мы получили вашу оплату.',
  hero: '{gender, select, girl {Главная героиня\u00a0— {childName}} other {Главный герой\u00a0— {childName}}}',
  coverAlt: 'Обложка вашей книги: {title}',
  yourOrder: 'Ваш заказ',
  version: 'Вариант книги',
  basePrice: 'Базовая цена',
  versionPrice: 'Цена варианта',
  shipping: 'Доставка',
  included: 'включена',
  subtotal: 'Промежуточный итог',
  discount: 'Скидка',
  total: 'Оплачено',
  address: 'Адрес доставки',
  nextTitle: 'Что дальше',
  nextPdf: 'Мы уже создаём вашу книгу. Как только она будет готова, PDF-файл придёт на адрес {email}.',
  nextPrinted:
    'Мы уже создаём и печатаем вашу книгу. Доставка обычно занимает 5–7 рабочих дней; когда заказ отправится в путь, мы сообщим вам по электронной почте.',
};

const tr: Messages = {
  subject: '{orderNumber} numaralı siparişiniz onaylandı',
  thanks: 'Siparişiniz için teşekkür ederiz! Ödemenizi aldık.',
  hero: 'Kitabın kahramanı: {childName}',
  coverAlt: 'Kitabınızın kapağı: {title}',
  yourOrder: 'Siparişiniz',
  version: 'Sürüm',
  basePrice: 'Temel fiyat',
  versionPrice: 'Sürüm fiyatı',
  shipping: 'Kargo',
  included: 'dahil',
  subtotal: 'Ara toplam',
  discount: 'İndirim',
  total: 'Ödenen tutar',
  address: 'Teslimat adresi',
  nextTitle: 'Bundan sonra ne olacak?',
  nextPdf: 'Kitabınızı şimdi hazırlıyoruz. Hazır olur olmaz PDF dosyası {email} adresine e-postayla gönderilecek.',
  nextPrinted:
    'Kitabınızı şimdi hazırlayıp basıyoruz. Teslimat genellikle 5-7 iş günü sürer; siparişiniz yola çıktığında size e-posta göndereceğiz.',
};

const az: Messages = {
  subject: '{orderNumber} nömrəli sifarişiniz təsdiqləndi',
  thanks: 'Sifarişiniz üçün təşəkkür edirik! Ödənişinizi aldıq.',
  hero: 'Kitabın qəhrəmanı: {childName}',
  coverAlt: 'Kitabınızın üz qabığı: {title}',
  yourOrder: 'Sifarişiniz',
  version: 'Kitabın növü',
  basePrice: 'Əsas qiymət',
  versionPrice: 'Növün qiyməti',
  shipping: 'Çatdırılma',
  included: 'daxildir',
  subtotal: 'Aralıq cəm',
  discount: 'Endirim',
  total: 'Ödənilən məbləğ',
  address: 'Çatdırılma ünvanı',
  nextTitle: 'Bundan sonra nə olacaq?',
  nextPdf: 'Kitabınızı artıq hazırlayırıq. Hazır olan kimi PDF faylı {email} ünvanına e-poçtla göndəriləcək.',
  nextPrinted:
    'Kitabınızı artıq hazırlayır və çap edirik. Çatdırılma adətən 5-7 iş günü çəkir; sifarişiniz yola düşəndə sizə e-poçt göndərəcəyik.',
};

const MESSAGES: Record<Locale, Messages> = { en, ru, tr, az };

/** The `cid:` the HTML part shows the cover by. */
export const COVER_CID = 'cover@storybook-shop';

export interface OrderConfirmationInput {
  locale: Locale;
  to: string;
  /** The parent's name as entered; null greets without a name. */
  fullName: string | null;
  orderNumber: string;
  /** The book's title in the order's language (fulfilment/book-name.ts). */
  bookName: string;
  childName: string;
  gender: 'girl' | 'boy';
  version: BookVersion;
  /** The amounts the order stored when it was confirmed, in minor units of `currency`. */
  price: Pick<OrderPrice, 'basePrice' | 'versionPrice' | 'shipping' | 'subtotal' | 'discount' | 'total'>;
  currency: Currency;
  /** Region russia writes the symbol after the amount, as the shop showed it. */
  region: PriceRegion;
  /** Where a printed book goes; null for the PDF. */
  address: { fullName: string | null; lines: string; postalCode: string | null } | null;
  /** The front cover of the child's book as a JPEG, with the title printed on it; null sends no picture. */
  cover: { jpeg: Buffer; width: number; height: number; title: string } | null;
  trackingUrl: string;
  siteName: string;
}

/** The address as written, one line per line, without blank lines; the name first, the postal code last. */
function addressLines(address: NonNullable<OrderConfirmationInput['address']>): string[] {
  return [address.fullName ?? '', ...address.lines.split(/\r?\n/), address.postalCode ?? '']
    .map((line) => line.trim())
    .filter(Boolean);
}

export function orderConfirmationEmail(input: OrderConfirmationInput): MailMessage {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const words = orderMailWords(input);
  // The stored lines (priced once by money/pricing.ts, so they add up), written in the order's language.
  const money = (amount: number) => formatPrice(amount, input.currency, { locale: input.locale, region: input.region });
  const { price } = input;
  const amounts: Array<readonly [string, string]> = [
    [say('basePrice'), money(price.basePrice)],
    [say('versionPrice'), money(price.versionPrice)],
    [say('shipping'), input.version === 'pdf' ? say('included') : money(price.shipping)],
  ];
  // A subtotal only says something when a discount follows it.
  if (price.discount > 0) {
    amounts.push([say('subtotal'), money(price.subtotal)], [say('discount'), `−${money(price.discount)}`]);
  }
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: say('thanks') },
    {
      kind: 'feature',
      title: input.bookName,
      caption: say('hero', { childName: input.childName, gender: input.gender }),
      ...(input.cover
        ? {
            picture: {
              src: `cid:${COVER_CID}`,
              alt: say('coverAlt', { title: input.cover.title }),
              width: input.cover.width,
              height: input.cover.height,
            },
          }
        : {}),
    },
    { kind: 'heading', text: say('yourOrder') },
    {
      kind: 'facts',
      rows: [
        [words.orderNumber, input.orderNumber],
        [say('version'), translateMessage(VERSION_NAME[input.version], input.locale)],
      ],
    },
    { kind: 'amounts', rows: amounts, total: [say('total'), money(price.total)] },
    ...(input.address ? [{ kind: 'address', label: say('address'), lines: addressLines(input.address) } as const] : []),
    { kind: 'heading', text: say('nextTitle') },
    { kind: 'paragraph', text: input.version === 'pdf' ? say('nextPdf', { email: input.to }) : say('nextPrinted') },
    { kind: 'button', label: words.track, url: input.trackingUrl },
  ];
  const { text, html } = renderMail({
    locale: input.locale,
    siteName: input.siteName,
    preheader: say('thanks'),
    greeting: words.greeting,
    blocks,
    signOff: words.signOff,
  });
  return {
    to: input.to,
    subject: say('subject', { orderNumber: input.orderNumber }),
    text,
    html,
    ...(input.cover
      ? {
          attachments: [
            { filename: 'cover.jpg', content: input.cover.jpeg, contentType: 'image/jpeg', cid: COVER_CID },
          ],
        }
      : {}),
  };
}
