/**
 * What the e-mails about an order's progress (book ready, shipped, delivered) share: the greeting, the
 * tracking link and the sign-off in the order's language; the layout (text and HTML parts) is layout.ts.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema';
import { type MailBlock, renderMail } from './layout';

const en = {
  greeting: '{hasName, select, yes {Hello {name},} other {Hello,}}',
  orderNumber: 'Order number',
  book: 'Book',
  track: 'Track your order',
  signOff: 'With love,',
  team: 'The {siteName} team',
};

type Messages = typeof en;

const MESSAGES: Record<Locale, Messages> = {
  en,
  ru: {
    greeting: '{hasName, select, yes {Здравствуйте, {name}!} other {Здравствуйте!}}',
    orderNumber: 'Номер заказа',
    book: 'Книга',
    track: 'Отследить заказ',
    signOff: 'С любовью,',
    team: 'команда «{siteName}»',
  },
  tr: {
    greeting: '{hasName, select, yes {Merhaba {name},} other {Merhaba,}}',
    orderNumber: 'Sipariş numarası',
    book: 'Kitap',
    track: 'Siparişinizi takip edin',
    signOff: 'Sevgiyle,',
    team: '{siteName} ekibi',
  },
  az: {
    greeting: '{hasName, select, yes {Salam, {name}!} other {Salam!}}',
    orderNumber: 'Sifariş nömrəsi',
    book: 'Kitab',
    track: 'Sifarişinizi izləyin',
    signOff: 'Sevgi ilə,',
    team: '{siteName} komandası',
  },
};

export interface OrderUpdateInput {
  locale: Locale;
  /** The parent's name as entered; null greets without a name. */
  fullName: string | null;
  orderNumber: string;
  bookName: string;
  trackingUrl: string;
  siteName: string;
}

/** Formats a message of `messages` in `locale` with ICU (select, plural, dates). */
export function formatter<M extends Record<string, string>>(messages: M, locale: Locale) {
  return (key: keyof M & string, values: Record<string, string | number | Date> = {}) =>
    String(new IntlMessageFormat(messages[key] ?? key, locale).format(values));
}

/**
 * A calendar date (yyyy-mm-dd or a Date) in the locale's long form: "December 1, 2026", "1 декабря 2026 г.".
 * The Russian form ends with a full stop of its own, so no Russian sentence may end with a date.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The words every order e-mail shares, in the order's language: greeting, labels, sign-off. */
export function orderMailWords(input: Pick<OrderUpdateInput, 'locale' | 'fullName' | 'siteName'>) {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const name = input.fullName?.trim() ?? '';
  return {
    greeting: say('greeting', { name, hasName: name ? 'yes' : 'no' }),
    orderNumber: say('orderNumber'),
    book: say('book'),
    track: say('track'),
    signOff: [say('signOff'), say('team', { siteName: input.siteName })],
  };
}

/**
 * The whole message: greeting, `blocks`, the order number and book, the tracking link, the sign-off.
 * Returns the text and HTML parts; the caller adds the recipient, subject and any attachment.
 */
export function renderOrderUpdate(
  input: OrderUpdateInput,
  blocks: readonly MailBlock[],
): { text: string; html: string } {
  const words = orderMailWords(input);
  const first = blocks.find((block) => block.kind === 'paragraph');
  return renderMail({
    locale: input.locale,
    siteName: input.siteName,
    preheader: first?.kind === 'paragraph' ? first.text : words.greeting,
    greeting: words.greeting,
    blocks: [
      ...blocks,
      {
        kind: 'facts',
        rows: [
          [words.orderNumber, input.orderNumber],
          [words.book, input.bookName],
        ],
      },
      { kind: 'button', label: words.track, url: input.trackingUrl },
    ],
    signOff: words.signOff,
  });
}
