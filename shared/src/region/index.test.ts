import { describe, expect, it } from 'vitest';
import {
  canChooseCurrency,
  currencyForCountry,
  DEFAULT_COUNTRY,
  isRegion,
  regionRules,
  resolveCountry,
  resolveDisplayCurrency,
} from './index';

describe('regions', () => {
  it('knows global and russia, nothing else', () => {
    expect(isRegion('global')).toBe(true);
    expect(isRegion('russia')).toBe(true);
    expect(isRegion('europe')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });

  it('returns a copy that callers cannot use to change the rules', () => {
    const rules = regionRules('global');
    const before = rules.defaultLocale;
    rules.defaultLocale = before === 'ru' ? 'en' : 'ru';
    expect(regionRules('global').defaultLocale).toBe(before);
  });
});

describe('currencyForCountry', () => {
  it('maps US, AZ, TR and RU', () => {
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

  it('falls back to the default country when detection is missing or invalid', () => {
    expect(resolveCountry('global')).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry('global', null)).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry('global', '')).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry('global', 'Failed to detect country')).toBe(DEFAULT_COUNTRY);
    expect(resolveCountry('global', '12')).toBe(DEFAULT_COUNTRY);
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
