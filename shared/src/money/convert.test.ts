import { describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from './constants';
import { convertMinor, ratesOrFallback, toAzn } from './convert';

describe('ratesOrFallback', () => {
  it('falls back when the response is missing or unsuccessful', () => {
    expect(ratesOrFallback()).toEqual(FALLBACK_RATES);
    expect(ratesOrFallback(null)).toEqual(FALLBACK_RATES);
    expect(ratesOrFallback({})).toEqual(FALLBACK_RATES);
    expect(ratesOrFallback({ rates: { success: false, rates: { USD: 2 } } })).toEqual(FALLBACK_RATES);
    expect(ratesOrFallback({ rates: { rates: { USD: 2 } } })).toEqual(FALLBACK_RATES);
    expect(ratesOrFallback({ rates: { success: true } })).toEqual(FALLBACK_RATES);
  });

  it('uses the received rates when successful', () => {
    expect(
      ratesOrFallback({ rates: { success: true, rates: { USD: 1.7001, RUB: 2.2, TRY: 0.05, EUR: 1.9 } } }),
    ).toEqual({ USD: 1.7001, RUB: 2.2, TRY: 0.05 });
  });

  it('falls back per currency for missing or unusable entries', () => {
    expect(ratesOrFallback({ rates: { success: true, rates: { usd: 1.8, RUB: 0, TRY: Number.NaN } } })).toEqual({
      USD: 1.8,
      RUB: FALLBACK_RATES.RUB,
      TRY: FALLBACK_RATES.TRY,
    });
    expect(ratesOrFallback({ rates: { success: true, rates: { USD: '1.8', RUB: -1 } } })).toEqual(FALLBACK_RATES);
  });

  it('does not share or mutate the fallback object', () => {
    const rates = ratesOrFallback();
    expect(rates).not.toBe(FALLBACK_RATES);
  });
});

describe('toAzn', () => {
  it('keeps AZN as it is', () => {
    expect(toAzn(5199, 'AZN', FALLBACK_RATES)).toBe(5199);
  });

  it('converts with the rate per nominal units', () => {
    expect(toAzn(2999, 'USD', FALLBACK_RATES)).toBe(5098); // 5098.3
    expect(toAzn(100, 'USD', { USD: 1.7 })).toBe(170);
    // 100 RUB = 2.1146 AZN, so 1 990.00 RUB = 42.08054 AZN.
    expect(toAzn(199000, 'RUB', FALLBACK_RATES)).toBe(4208);
    expect(toAzn(100000, 'TRY', FALLBACK_RATES)).toBe(4380);
  });

  it('rounds half up on the decimal value', () => {
    expect(toAzn(5, 'USD', { USD: 1.7 })).toBe(9); // 8.5
    expect(toAzn(50, 'USD', { USD: 1.15 })).toBe(58); // 57.5, but 57.49999999999999 in binary
    expect(toAzn(5000, 'TRY', { TRY: 0.0435 })).toBe(218); // 217.5, but 217.49999999999997 in binary
    expect(toAzn(-5, 'USD', { USD: 1.7 })).toBe(-9);
  });

  it('uses the fallback rate when a rate is missing or unusable', () => {
    expect(toAzn(2999, 'USD', {})).toBe(5098);
    expect(toAzn(2999, 'USD', { USD: 0 })).toBe(5098);
    expect(toAzn(2999, 'USD')).toBe(5098);
  });

  it('treats missing amounts as zero', () => {
    expect(toAzn(undefined, 'USD', FALLBACK_RATES)).toBe(0);
    expect(toAzn('x', 'AZN', FALLBACK_RATES)).toBe(0);
  });
});

describe('convertMinor', () => {
  it('keeps an amount in its own currency', () => {
    expect(convertMinor(2999, 'USD', 'USD', FALLBACK_RATES)).toBe(2999);
    expect(convertMinor('2999', 'TRY', 'TRY')).toBe(2999);
  });

  it('converts into AZN exactly like toAzn', () => {
    for (const [amount, currency] of [
      [2999, 'USD'],
      [199000, 'RUB'],
      [100000, 'TRY'],
      [5, 'USD'],
    ] as const) {
      expect(convertMinor(amount, currency, 'AZN', FALLBACK_RATES)).toBe(toAzn(amount, currency, FALLBACK_RATES));
    }
  });

  it('converts out of AZN with the rate per nominal units', () => {
    expect(convertMinor(170, 'AZN', 'USD', FALLBACK_RATES)).toBe(100);
    // 2.1146 AZN buy 100 RUB, so 21.15 AZN ≈ 1000.19 RUB.
    expect(convertMinor(2115, 'AZN', 'RUB', FALLBACK_RATES)).toBe(100019);
    expect(convertMinor(438, 'AZN', 'TRY', FALLBACK_RATES)).toBe(10000);
  });

  it('converts between two foreign currencies through AZN, rounding once', () => {
    // $29.99 = 50.983 AZN = 1163.9954… TRY; rounding the AZN step first (50.98) would give 1163.93.
    expect(convertMinor(2999, 'USD', 'TRY', FALLBACK_RATES)).toBe(116400);
    // $29.99 = 50.983 AZN = 2410.9997… RUB (100 RUB = 2.1146 AZN).
    expect(convertMinor(2999, 'USD', 'RUB', FALLBACK_RATES)).toBe(241100);
    expect(convertMinor(116400, 'TRY', 'USD', FALLBACK_RATES)).toBe(2999);
  });

  it('uses the received rates and falls back per currency', () => {
    expect(convertMinor(1000, 'USD', 'TRY', { USD: 2, TRY: 0.05 })).toBe(40000);
    expect(convertMinor(1000, 'USD', 'TRY', { USD: 2 })).toBe(Math.round((1000 * 2) / 0.0438));
    expect(convertMinor(1000, 'USD', 'AZN', { USD: 0 })).toBe(1700);
  });

  it('keeps the sign and reads a missing amount as zero', () => {
    expect(convertMinor(-500, 'USD', 'AZN', FALLBACK_RATES)).toBe(-850);
    expect(convertMinor(undefined, 'USD', 'TRY', FALLBACK_RATES)).toBe(0);
    expect(Object.is(convertMinor(-0.2, 'USD', 'AZN'), 0)).toBe(true);
  });
});
