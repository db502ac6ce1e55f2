/**
 * What the e-mails about an order's progress (book ready, shipped, delivered) share: the greeting, the
 * tracking link and the sign-off in the order's language, and one layout that gives every message a
 * plain-text part and an HTML part with the same content. Everything a customer typed is escaped.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema';

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

/** One piece of an e-mail's body, rendered both as text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs: "Carrier: DHL". */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A link shown as a button in HTML and as "label: url" in text; `note` is a small line under it. */
  | { kind: 'button'; label: string; url: string; note?: string };

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return [`${block.label}: ${block.url}`, ...(block.note ? [block.note] : [])].join('\n');
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#2d2a32';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b6475">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    }
    case 'button': {
      const note = block.note ? `<br><span style="font-size:13px;color:#6b6475">${escapeHtml(block.note)}</span>` : '';
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7c4dff;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a>${note}</p>`;
    }
  }
}

/**
 * The whole message: greeting, `blocks`, the order number and book, the tracking link, the sign-off.
 * Returns the text and HTML parts; the caller adds the recipient, subject and any attachment.
 */
export function renderOrderUpdate(
  input: OrderUpdateInput,
  blocks: readonly MailBlock[],
): { text: string; html: string } {
  const say = formatter(MESSAGES[input.locale], input.locale);
  const name = input.fullName?.trim() ?? '';
  const greeting = say('greeting', { name, hasName: name ? 'yes' : 'no' });
  const all: MailBlock[] = [
    ...blocks,
    {
      kind: 'facts',
      rows: [
        [say('orderNumber'), input.orderNumber],
        [say('book'), input.bookName],
      ],
    },
    { kind: 'button', label: say('track'), url: input.trackingUrl },
  ];
  const signOff = [say('signOff'), say('team', { siteName: input.siteName })];
  const text = [greeting, ...all.map(blockText), signOff.join('\n'), ''].join('\n\n').replace(/\n+$/, '\n');
  const html = [
    '<!doctype html>',
    `<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    `<body style="margin:0;padding:24px;background:#faf7f2"><div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;${FONT}">`,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...all.map(blockHtml),
    `<p style="margin:24px 0 0">${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { text, html };
}
