/**
 * Percentages, lists and dates in CLDR's way for each language, written the same on the server and
 * in the browser. English, Russian and Turkish come from `Intl`; Azerbaijani comes from the table below,
 * because Chromium's reduced ICU data has none (it writes az as English: '12.3%', 'a, b, and c',
 * '2026 M01 5') while Node's full ICU writes CLDR az ('12,3%', 'a, b və c', '5 yanvar 2026'). Server-rendered
 * az pages would otherwise change on hydration. formats.test.ts checks the table against Node's Intl.
 * Money is money/format.ts's formatPrice.
 */
import { NUMBER_PATTERNS } from '../money/format';

const isAzerbaijani = (locale: string) => locale.toLowerCase().split(/[-_]/)[0] === 'az';

/**
 * A share as a percentage: 0.1 → '10%' (en), '10 %' (ru, with a no-break space), '%10' (tr), '10%' (az).
 * Never glue '%' to a number by hand: Russian and Turkish put it elsewhere.
 */
export function formatPercent(
  fraction: number,
  locale: string,
  options: { maximumFractionDigits?: number } = {},
): string {
  const digits = { maximumFractionDigits: options.maximumFractionDigits ?? 0 };
  if (!isAzerbaijani(locale)) return new Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(fraction);
  // CLDR az '#,##0%': English digits and rounding with az's separators.
  const { group, decimal } = NUMBER_PATTERNS.az;
  const parts = new Intl.NumberFormat('en-US', { style: 'percent', ...digits }).formatToParts(fraction);
  return parts.map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value)).join('');
}

const AZ_LIST_WORD = { conjunction: 'və', disjunction: 'yaxud' } as const;

/** Items joined as the language joins them: 'a, b, and c' (en), 'a, b и c' (ru), 'a, b ve c' (tr), 'a, b və c' (az). */
export function formatList(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  if (!isAzerbaijani(locale)) return new Intl.ListFormat(locale, { type }).format(items);
  if (items.length <= 1) return items[0] ?? '';
  const word = AZ_LIST_WORD[type];
  const head = items.slice(0, -1).join(', ');
  // CLDR az: 'a və b', 'a, b və c'; but 'a yaxud b', 'a, b, yaxud c'.
  const comma = type === 'disjunction' && items.length > 2 ? ',' : '';
  return `${head}${comma} ${word} ${items.at(-1)}`;
}

/** The date shapes the shop writes, as Intl options. */
export const DATE_STYLES = {
  /** 'January 5, 2026', '5 января 2026 г.', '5 Ocak 2026', '5 yanvar 2026'. */
  long: { dateStyle: 'long' },
  /** 'Jan 5, 2026', '5 янв. 2026 г.', '5 Oca 2026', '5 yan 2026'. */
  medium: { dateStyle: 'medium' },
  /** '1/5/26', '05.01.2026', '5.01.2026', '05.01.26'. */
  short: { dateStyle: 'short' },
  /** 'Jan 5, 2026, 2:07 PM', '5 yan 2026, 14:07'. */
  mediumWithTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'January 2026', 'январь 2026 г.', 'Ocak 2026', 'yanvar 2026'. */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'Jan 5', '5 янв.', '5 Oca', '5 yan'. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 'Jan 26', 'янв. 26 г.', 'Oca 26', 'yan 26'. */
  monthShortYear: { month: 'short', year: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** CLDR az month names, standalone and format forms alike. */
const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];
const AZ_MONTHS_SHORT = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar fields of a moment in a time zone (the runtime's own when none is given). */
function fieldsOf(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month') - 1,
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

function azDate(date: Date, style: DateStyle, timeZone: string | undefined): string {
  const { year, month, day, hour, minute } = fieldsOf(date, timeZone);
  switch (style) {
    case 'long':
      return `${day} ${AZ_MONTHS[month]} ${year}`;
    case 'medium':
      return `${day} ${AZ_MONTHS_SHORT[month]} ${year}`;
    case 'short':
      return `${pad(day)}.${pad(month + 1)}.${pad(year % 100)}`;
    case 'mediumWithTime':
      return `${day} ${AZ_MONTHS_SHORT[month]} ${year}, ${pad(hour)}:${pad(minute)}`;
    case 'monthYear':
      return `${AZ_MONTHS[month]} ${year}`;
    case 'dayMonth':
      return `${day} ${AZ_MONTHS_SHORT[month]}`;
    case 'monthShortYear':
      return `${AZ_MONTHS_SHORT[month]} ${pad(year % 100)}`;
  }
}

/**
 * A date in one of the shop's shapes, in `timeZone` ('UTC' for a calendar day stored as midnight UTC; the
 * runtime's own zone when left out).
 */
export function formatDate(date: Date | string | number, locale: string, style: DateStyle, timeZone?: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (isAzerbaijani(locale)) return azDate(value, style, timeZone);
  return new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone }).format(value);
}
