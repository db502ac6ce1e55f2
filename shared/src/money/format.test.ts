import { describe, expect, it } from 'vitest';
import { formatBasePrice, formatPrice, toMinorUnits } from './format';

const NNBSP = '\u202f';
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
  it('shows two decimals with the symbol before the amount', () => {
    expect(formatPrice(2999, 'USD')).toBe('$29.99');
    expect(formatPrice(5199, 'AZN')).toBe('₼51.99');
    expect(formatPrice(199000, 'RUB')).toBe('₽1,990.00');
    expect(formatPrice(105, 'TRY')).toBe('₺1.05');
    expect(formatPrice(7, 'USD')).toBe('$0.07');
    expect(formatPrice(3000, 'USD', { region: 'global' })).toBe('$30.00');
  });

  it('shows a missing or non-numeric amount as zero with two decimals (spec section 5)', () => {
    expect(formatPrice(undefined, 'USD')).toBe('$0.00');
    expect(formatPrice(null, 'AZN')).toBe('₼0.00');
    expect(formatPrice('n/a', 'TRY')).toBe('₺0.00');
    expect(formatPrice(Number.NaN, 'RUB', { region: 'russia' })).toBe(`0.00${NBSP}₽`);
  });

  it('accepts numeric strings', () => {
    expect(formatPrice('2999', 'USD')).toBe('$29.99');
  });

  it('groups thousands', () => {
    expect(formatPrice(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatPrice(99999, 'USD')).toBe('$999.99');
  });

  it('puts the symbol after the amount in region russia, with no-break spaces', () => {
    expect(formatPrice(199000, 'RUB', { region: 'russia' })).toBe(`1${NNBSP}990.00${NBSP}₽`);
    expect(formatPrice(99900, 'RUB', { region: 'russia' })).toBe(`999.00${NBSP}₽`);
    expect(formatPrice(123456789, 'RUB', { region: 'russia' })).toBe(`1${NNBSP}234${NNBSP}567.89${NBSP}₽`);
    expect(formatPrice(5099, 'AZN', { region: 'russia' })).toBe(`50.99${NBSP}₼`);
  });

  it('puts the sign in front of negative amounts (discounts)', () => {
    expect(formatPrice(-500, 'USD')).toBe('-$5.00');
    expect(formatPrice(-500, 'RUB', { region: 'russia' })).toBe(`-5.00${NBSP}₽`);
  });
});

describe('formatBasePrice', () => {
  it('shows the whole part of the amount plus .99', () => {
    expect(formatBasePrice(2950, 'USD')).toBe('$29.99');
    expect(formatBasePrice(2999, 'USD')).toBe('$29.99');
    expect(formatBasePrice(3000, 'USD')).toBe('$30.99');
    expect(formatBasePrice(3001, 'AZN')).toBe('₼30.99');
    expect(formatBasePrice(0, 'TRY')).toBe('₺0.99');
  });

  it('shows a missing amount as 0.99 like a zero amount', () => {
    expect(formatBasePrice(undefined, 'USD')).toBe('$0.99');
  });

  it('follows the region placement and grouping', () => {
    expect(formatBasePrice(199000, 'RUB', { region: 'russia' })).toBe(`1${NNBSP}990.99${NBSP}₽`);
    expect(formatBasePrice(199000, 'RUB')).toBe('₽1,990.99');
  });
});
