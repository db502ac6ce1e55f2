/**
 * Price display rules of spec sections 5 and 9, written the way the page's language writes numbers (CLDR,
 * as `Intl.NumberFormat` with `currencyDisplay: 'narrowSymbol'` gives it): '$1,746.99' (en-US),
 * '3 616,99 ₽' (ru-RU), '₺1.746,99' (tr-TR), '93,99 ₼' (az-AZ). The only departure from CLDR is the spec's:
 * region russia writes the symbol after the amount whatever the language.
 *
 * Amounts arrive as integer minor units (cents, kopecks, kuruş, qəpik) and are assembled by hand from
 * integers, never through floating-point division. The separators are CLDR's for each language (what
 * `Intl.NumberFormat` gives with full ICU data; money/format.test.ts checks the table against it) but kept
 * in a table here, because the page is rendered twice and must read the same both times: Node ships full
 * ICU, while Chromium's reduced data has no Azerbaijani and formats az-AZ as English ('1,746.99'), which
 * would make every server-rendered az price differ from the browser's on hydration.
 *
 * Which amount a line shows (the '.99' rule, conversions, totals) is decided by money/pricing.ts; this
 * module only writes an amount down.
 */
import type { Locale } from '../i18n/catalogue';
import { CURRENCY_SYMBOLS, type Currency } from './constants';

export type PriceRegion = 'global' | 'russia';

export interface PriceFormatOptions {
  /**
   * The page's language ('az', or a BCP 47 tag such as 'az-AZ'): its digit grouping, decimal mark and
   * where it puts the symbol. Defaults to English; a language the shop does not offer reads as English.
   */
  locale?: Locale | string;
  /** Region russia puts the symbol after the amount whatever the language (spec section 9). Defaults to global. */
  region?: PriceRegion;
}

interface NumberPattern {
  /** Between groups of three digits. */
  group: string;
  decimal: string;
  /** Whether the symbol follows the amount, after a no-break space ('93,99 ₼'), or leads it ('$93.99', '₺93,99'). */
  symbolAfter: boolean;
}

/**
 * CLDR's separators and currency pattern of each offered language (ru groups with a no-break space, U+00A0).
 * The symbol: English and Turkish write it first ('$93.99', '₺1.746,99', CLDR tr '¤#,##0.00'); Russian and
 * Azerbaijani readers write the amount first ('3 616,99 ₽', '93,99 ₼').
 */
export const NUMBER_PATTERNS: Readonly<Record<Locale, Readonly<NumberPattern>>> = {
  en: { group: ',', decimal: '.', symbolAfter: false },
  ru: { group: '\u00a0', decimal: ',', symbolAfter: true },
  tr: { group: '.', decimal: ',', symbolAfter: false },
  az: { group: '.', decimal: ',', symbolAfter: true },
};

/** Between the amount and a trailing symbol, so the symbol never wraps onto a line of its own. */
export const SYMBOL_SEPARATOR = '\u00a0';

function patternFor(locale: PriceFormatOptions['locale']): NumberPattern {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  return Object.hasOwn(NUMBER_PATTERNS, language) ? NUMBER_PATTERNS[language as Locale] : NUMBER_PATTERNS.en;
}

/**
 * Reads an amount in minor units. The spec (section 5) wants a missing or non-numeric amount shown as
 * zero; numeric strings are accepted because JSON APIs often send decimals as strings. Fractions of a
 * minor unit are rounded half away from zero.
 */
export function toMinorUnits(amount: unknown): number {
  let value: number;
  if (typeof amount === 'number') {
    value = amount;
  } else if (typeof amount === 'string' && amount.trim() !== '') {
    value = Number(amount.trim());
  } else {
    return 0;
  }
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  // Avoids '-$0.00' for amounts like -0 or -0.4.
  return rounded === 0 ? 0 : rounded;
}

/**
 * A price with two decimals and the currency symbol in the page language's way: '$29.99' (en),
 * '3 616,99 ₽' (ru), '₺1.746,99' (tr), '93,99 ₼' (az); in region russia the symbol always follows the
 * amount. A missing or non-numeric amount shows as zero ('$0.00'); a negative one (a discount) leads
 * with a minus sign.
 */
export function formatPrice(amountMinor: unknown, currency: Currency, options: PriceFormatOptions = {}): string {
  const minor = toMinorUnits(amountMinor);
  const absolute = Math.abs(minor);
  const pattern = patternFor(options.locale);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group);
  const amount = `${whole}${pattern.decimal}${String(absolute % 100).padStart(2, '0')}`;
  const sign = minor < 0 ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[currency];
  return pattern.symbolAfter || options.region === 'russia'
    ? `${sign}${amount}${SYMBOL_SEPARATOR}${symbol}`
    : `${sign}${symbol}${amount}`;
}
