import { describe, expect, it } from 'vitest';
import { OFFERED_LOCALES } from '../i18n/catalogue';
import { formatPrice, NUMBER_PATTERNS, toMinorUnits } from './format';

const NBSP = '\u00a0';

describe('toMinorUnits', () => {
  it('keeps integers and accepts numeric strings', () => {
    expect(toMinorUnits(2999)).toBe(2999);
    expect(toMinorUnits(' 2999 ')).toBe(2999);
    expect(toMinorUnits(-150)).toBe(-150);
  });

  it('reads missing or non-numeric amounts as zero', () => {
    for (const value of [undefined, null, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(toMinorUnits(value)).toBe(0);
    }
  });

  it('rounds fractions of a minor unit half away from zero, never giving -0', () => {
    expect(toMinorUnits(10.5)).toBe(11);
    expect(toMinorUnits(-10.5)).toBe(-11);
    expect(Object.is(toMinorUnits(-0.4), 0)).toBe(true);
  });
});

describe('formatPrice', () => {
  it('writes English with the symbol first, a comma between thousands and a decimal point', () => {
    expect(formatPrice(2999, 'USD')).toBe('$29.99');
    expect(formatPrice(2999, 'USD', { locale: 'en' })).toBe('$29.99');
    expect(formatPrice(5199, 'AZN', { locale: 'en-US' })).toBe('₼51.99');
    expect(formatPrice(199000, 'RUB', { locale: 'en' })).toBe('₽1,990.00');
    expect(formatPrice(7, 'USD')).toBe('$0.07');
    expect(formatPrice(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('writes Russian as Russians do: no-break space between thousands, decimal comma, symbol after', () => {
    expect(formatPrice(361699, 'RUB', { locale: 'ru' })).toBe(`3${NBSP}616,99${NBSP}₽`);
    expect(formatPrice(99900, 'RUB', { locale: 'ru-RU' })).toBe(`999,00${NBSP}₽`);
    expect(formatPrice(123456789, 'RUB', { locale: 'ru', region: 'russia' })).toBe(`1${NBSP}234${NBSP}567,89${NBSP}₽`);
  });

  it('writes Turkish and Azerbaijani with a dot between thousands, a decimal comma and the symbol after', () => {
    expect(formatPrice(174699, 'TRY', { locale: 'tr' })).toBe(`1.746,99${NBSP}₺`);
    expect(formatPrice(9399, 'AZN', { locale: 'az' })).toBe(`93,99${NBSP}₼`);
    expect(formatPrice(10249, 'AZN', { locale: 'az-AZ' })).toBe(`102,49${NBSP}₼`);
    expect(formatPrice(123456789, 'USD', { locale: 'az' })).toBe(`1.234.567,89${NBSP}$`);
  });

  it('reads a language it does not offer as English', () => {
    expect(formatPrice(123456, 'USD', { locale: 'de' })).toBe('$1,234.56');
    expect(formatPrice(123456, 'USD', { locale: '' })).toBe('$1,234.56');
  });

  it('puts the symbol after the amount in region russia whatever the language', () => {
    expect(formatPrice(199000, 'RUB', { region: 'russia' })).toBe(`1,990.00${NBSP}₽`);
    expect(formatPrice(5099, 'AZN', { locale: 'ru', region: 'russia' })).toBe(`50,99${NBSP}₼`);
  });

  it('shows a missing or non-numeric amount as zero with two decimals (spec section 5)', () => {
    expect(formatPrice(undefined, 'USD')).toBe('$0.00');
    expect(formatPrice(null, 'AZN', { locale: 'az' })).toBe(`0,00${NBSP}₼`);
    expect(formatPrice('n/a', 'TRY', { locale: 'tr' })).toBe(`0,00${NBSP}₺`);
    expect(formatPrice(Number.NaN, 'RUB', { locale: 'ru', region: 'russia' })).toBe(`0,00${NBSP}₽`);
    expect(formatPrice('2999', 'USD')).toBe('$29.99');
  });

  it('puts the sign in front of negative amounts (discounts)', () => {
    expect(formatPrice(-500, 'USD')).toBe('-$5.00');
    expect(formatPrice(-500, 'RUB', { locale: 'ru', region: 'russia' })).toBe(`-5,00${NBSP}₽`);
  });

  /**
   * The table is CLDR's, as Node's full ICU gives it. It is a table and not Intl at run time because Chromium's
   * ICU has no Azerbaijani data (it writes az-AZ as '1,234,567.89'), which would break hydration of az pages.
   */
  it.each(OFFERED_LOCALES)('groups and marks decimals as Intl.NumberFormat does with full ICU data (%s)', (locale) => {
    const tag = { en: 'en-US', ru: 'ru-RU', tr: 'tr-TR', az: 'az-AZ' }[locale];
    const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const minor of [0, 7, 99999, 174699, 361699, 123456789, 100000000000]) {
      const parts = intl.formatToParts(minor / 100);
      expect(parts.find((part) => part.type === 'decimal')?.value).toBe(NUMBER_PATTERNS[locale].decimal);
      const expected = parts.map((part) => part.value).join('');
      const written = formatPrice(minor, 'USD', { locale }).replace(/^\$|\u00a0\$$/, '');
      expect(written).toBe(expected);
    }
  });
});
