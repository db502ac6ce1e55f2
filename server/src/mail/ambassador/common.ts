/**
 * What every e-mail of the ambassador programme shares: the greeting and sign-off in the ambassador's
 * language, links into their dashboard, amounts, and the frame (layout.ts renders text and HTML).
 * Phrased so the name needs no case ending or suffix in ru, tr and az (a greeting, then the name).
 */
import { type Currency, formatPrice } from '@shop/shared/money';
import { LOCALE_PREFIXES } from '@shop/shared/routes';
import { LOCALES, type Locale } from '../../db/schema';
import { type MailBlock, renderMail } from '../layout';
import { formatter } from '../order-update';
import type { MailMessage } from '../types';

const en = {
  greeting: '{hasName, select, yes {Hello, {name}!} other {Hello!}}',
  signOff: 'Warm regards,',
  team: 'The {siteName} ambassador team',
  dashboard: 'Open your dashboard',
};

type Words = typeof en;

const WORDS: Record<Locale, Words> = {
  en,
  ru: {
    greeting: '{hasName, select, yes {Здравствуйте, {name}!} other {Здравствуйте!}}',
    signOff: 'С теплом,',
    team: 'команда амбассадоров «{siteName}»',
    dashboard: 'Открыть личный кабинет',
  },
  tr: {
    greeting: '{hasName, select, yes {Merhaba {name},} other {Merhaba,}}',
    signOff: 'Sevgiyle,',
    team: '{siteName} marka elçisi ekibi',
    dashboard: 'Panelinizi açın',
  },
  az: {
    greeting: '{hasName, select, yes {Salam, {name}!} other {Salam!}}',
    signOff: 'Hörmətlə,',
    team: '{siteName} brend səfirləri komandası',
    dashboard: 'Panelinizi açın',
  },
};

/** The language of an ambassador's e-mails: the one they signed up in, English if it is not one of ours. */
export const ambassadorLocale = (locale: string): Locale =>
  (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en';

/** A name typed into a form, safe for one line of a message (no header or line injection). */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The greeting, sign-off lines and dashboard button label in `locale`. */
export function ambassadorMailWords(locale: Locale, name: string | null, siteName: string) {
  const say = formatter(WORDS[locale], locale);
  const clean = oneLine(name ?? '');
  return {
    greeting: say('greeting', { name: clean, hasName: clean ? 'yes' : 'no' }),
    signOff: [say('signOff'), say('team', { siteName })],
    dashboard: say('dashboard'),
  };
}

/** A page of the ambassador portal in `locale`: dashboardUrl(url, 'tr', '/payouts') → …/tr/dashboard/payouts. */
export function dashboardUrl(publicUrl: string, locale: Locale, path = ''): string {
  return `${publicUrl}${LOCALE_PREFIXES[locale]}/dashboard${path}`;
}

/** The public URL of a portal page outside the dashboard (sign-in, password reset): `/auth/sign-in`. */
export function portalUrl(publicUrl: string, locale: Locale, path: string): string {
  return `${publicUrl}${LOCALE_PREFIXES[locale]}${path}`;
}

/** Minor units in the way of the e-mail's language: '$3.00', '3,00 $', '3,00 ₺'. */
export const money = (minor: number, currency: string, locale: Locale) =>
  formatPrice(minor, currency as Currency, { locale });

export interface AmbassadorMailInput {
  to: string;
  name: string | null;
  locale: Locale;
  siteName: string;
  subject: string;
  /** The inbox's one-line summary; by default the first paragraph. */
  preheader?: string;
  blocks: readonly MailBlock[];
  /** The dashboard button at the end; `path` under /dashboard ('/payouts'), omitted for no button. */
  button?: { url: string; label?: string };
}

/** A whole ambassador e-mail: greeting, the blocks, a dashboard button, the sign-off; text and HTML. */
export function ambassadorMail(input: AmbassadorMailInput): MailMessage {
  const words = ambassadorMailWords(input.locale, input.name, input.siteName);
  const first = input.blocks.find((block) => block.kind === 'paragraph');
  const { text, html } = renderMail({
    locale: input.locale,
    siteName: input.siteName,
    preheader: input.preheader ?? (first?.kind === 'paragraph' ? first.text : input.subject),
    greeting: words.greeting,
    blocks: [
      ...input.blocks,
      ...(input.button
        ? [{ kind: 'button' as const, label: input.button.label ?? words.dashboard, url: input.button.url }]
        : []),
    ],
    signOff: words.signOff,
  });
  return { to: input.to, subject: oneLine(input.subject), text, html };
}
