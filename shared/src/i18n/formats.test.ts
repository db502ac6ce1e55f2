import { describe, expect, it } from 'vitest';
import { OFFERED_LOCALES } from './catalogue';
import { DATE_STYLES, type DateStyle, formatDate, formatList, formatPercent } from './formats';

/**
 * The shop's percentages, lists and dates against Intl with Node's full ICU data (CLDR) for every offered
 * language, Azerbaijani included: its table is what the browser gets instead of Chromium's missing az data.
 */
const TAGS = { en: 'en-US', ru: 'ru-RU', tr: 'tr-TR', az: 'az-AZ' } as const;
const NBSP = '\u00a0';

describe.each(OFFERED_LOCALES)('CLDR formats in %s', (locale) => {
  const tags = [locale, TAGS[locale]];

  it('writes percentages as Intl does', () => {
    for (const tag of tags) {
      for (const fraction of [0, 0.05, 0.1, 0.123, 0.5, 1, 12.5, 1234.5678, -0.25]) {
        for (const maximumFractionDigits of [0, 1, 2]) {
          const intl = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits });
          expect(formatPercent(fraction, tag, { maximumFractionDigits }), `${fraction} in ${tag}`).toBe(
            intl.format(fraction),
          );
        }
      }
    }
  });

  it('joins lists as Intl does', () => {
    const items = ['Ayla', 'Murad', 'Emil', 'Nigar'];
    for (const tag of tags) {
      for (const type of ['conjunction', 'disjunction'] as const) {
        for (let count = 0; count <= items.length; count += 1) {
          const list = items.slice(0, count);
          expect(formatList(list, tag, type), `${count} ${type} in ${tag}`).toBe(
            new Intl.ListFormat(tag, { type }).format(list),
          );
        }
      }
    }
  });

  it('writes dates as Intl does, in every shape and month', () => {
    for (const tag of tags) {
      for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
        for (let month = 0; month < 12; month += 1) {
          for (const [day, hour, minute] of [
            [1, 0, 5],
            [28, 14, 7],
          ]) {
            const date = new Date(Date.UTC(2009 + month, month, day, hour, minute));
            for (const timeZone of ['UTC', 'Asia/Baku']) {
              const intl = new Intl.DateTimeFormat(tag, { ...DATE_STYLES[style], timeZone });
              expect(formatDate(date, tag, style, timeZone), `${date.toISOString()} ${style} in ${tag}`).toBe(
                intl.format(date),
              );
            }
          }
        }
      }
    }
  });
});

describe('the conventions each language writes by', () => {
  it('puts a no-break space before % in Russian and % first in Turkish', () => {
    expect(formatPercent(0.1, 'ru')).toBe(`10${NBSP}%`);
    expect(formatPercent(0.1, 'tr')).toBe('%10');
    expect(formatPercent(0.1, 'en')).toBe('10%');
    expect(formatPercent(0.123, 'az', { maximumFractionDigits: 1 })).toBe('12,3%');
  });

  it('writes Azerbaijani itself, not the English a browser without az data falls back to', () => {
    expect(formatList(['a', 'b', 'c'], 'az')).toBe('a, b və c');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)), 'az', 'long', 'UTC')).toBe('5 yanvar 2026');
  });
});
