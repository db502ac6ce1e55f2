import { describe, expect, it } from 'vitest';
import {
  CACHE_TTL,
  canChooseCurrency,
  COUNTRY_CURRENCY,
  DEFAULT_COUNTRY,
  REGIONS,
  currencyForCountry,
  isRegion,
  regionRules,
  resolveCountry,
  resolveDisplayCurrency,
} from './index';

describe('regions', () => {
  it('lists global and russia', () => {
    expect(REGIONS).toEqual(['global', 'russia']);
    expect(isRegion('russia')).toBe(true);
    expect(isRegion('europe')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });

  it('forces RU, ru and RUB in region russia', () => {
    expect(regionRules('russia')).toEqual({
      forcedCountry: 'RU',
      forcedLocale: 'ru',
      forcedCurrency: 'RUB',
      defaultLocale: 'ru',
    });
  });

  it('forces nothing in region global and defaults to en', () => {
    expect(regionRules('global')).toEqual({ defaultLocale: 'en' });
  });

  it('returns a copy that callers cannot use to change the rules', () => {
    const rules = regionRules('global');
    rules.defaultLocale = 'ru';
    expect(regionRules('global').defaultLocale).toBe('en');
  });
});

describe('currencyForCountry', () => {
  it('maps US, AZ, TR and RU', () => {
    expect(COUNTRY_CURRENCY).toEqual({ US: 'USD', AZ: 'AZN', TR: 'TRY', RU: 'RUB' });
    expect(currencyForCountry('US', 'AZN')).toBe('USD');
    expect(currencyForCountry('AZ', 'USD')).toBe('AZN');
    expect(currencyForCountry('TR', 'USD')).toBe('TRY');
    expect(currencyForCountry('RU', 'USD')).toBe('RUB');
  });

  it('ignores case and surrounding spaces', () => {
    expect(currencyForCountry(' az ', 'USD')).toBe('AZN');
  });

  it('keeps the previous currency for any other or unusable country', () => {
    expect(currencyForCountry('DE', 'TRY')).toBe('TRY');
    expect(currencyForCountry('', 'AZN')).toBe('AZN');
    expect(currencyForCountry(undefined, 'RUB')).toBe('RUB');
    expect(currencyForCountry('constructor', 'USD')).toBe('USD');
  });
});

describe('resolveCountry', () => {
  it('forces RU in region russia whatever was detected', () => {
    expect(resolveCountry('russia', 'AZ')).toBe('RU');
    expect(resolveCountry('russia')).toBe('RU');
  });

  it('uses the detected country in region global', () => {
    expect(resolveCountry('global', 'az')).toBe('AZ');
    expect(resolveCountry('global', 'DE')).toBe('DE');
  });

  it('falls back to US when detection is missing or invalid', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(resolveCountry('global')).toBe('US');
    expect(resolveCountry('global', null)).toBe('US');
    expect(resolveCountry('global', '')).toBe('US');
    expect(resolveCountry('global', 'Failed to detect country')).toBe('US');
    expect(resolveCountry('global', '12')).toBe('US');
  });
});

describe('business constants', () => {
  it('has the cache lifetimes of spec section 9 in milliseconds', () => {
    const hour = 3_600_000;
    expect(CACHE_TTL).toEqual({
      pages: hour,
      faqs: 24 * hour,
      categories: 24 * hour,
      reviews: 12 * hour,
      currencyRates: hour,
      countryDetection: hour,
    });
  });
});

describe('resolveDisplayCurrency', () => {
  it("takes the visitor's choice over their country's currency", () => {
    expect(resolveDisplayCurrency('global', 'TRY', 'US')).toBe('TRY');
    expect(resolveDisplayCurrency('global', 'AZN', 'DE')).toBe('AZN');
  });

  it("falls back to the country's currency, then USD, for no or an unknown choice", () => {
    expect(resolveDisplayCurrency('global', undefined, 'az')).toBe('AZN');
    expect(resolveDisplayCurrency('global', 'EUR', 'TR')).toBe('TRY');
    expect(resolveDisplayCurrency('global', 'usd', 'RU')).toBe('RUB');
    expect(resolveDisplayCurrency('global', undefined, 'DE')).toBe('USD');
    expect(resolveDisplayCurrency('global', undefined, undefined)).toBe('USD');
  });

  it('keeps RUB in region russia whatever was chosen, and offers no choice there', () => {
    expect(resolveDisplayCurrency('russia', 'USD', 'US')).toBe('RUB');
    expect(canChooseCurrency('russia')).toBe(false);
    expect(canChooseCurrency('global')).toBe(true);
  });
});
