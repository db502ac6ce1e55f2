import { describe, expect, it } from 'vitest';
import { currencyCookie, readCurrencyCookie } from './currency-choice';

describe('the shop_currency cookie', () => {
  it('is read from a Cookie header among others', () => {
    expect(readCurrencyCookie('locale=az; shop_currency=AZN; x=1')).toBe('AZN');
    expect(readCurrencyCookie('shop_currency=TRY')).toBe('TRY');
  });

  it('is ignored when missing or not one of the four currencies', () => {
    expect(readCurrencyCookie(undefined)).toBeUndefined();
    expect(readCurrencyCookie('')).toBeUndefined();
    expect(readCurrencyCookie('shop_currency=EUR')).toBeUndefined();
    expect(readCurrencyCookie('shop_currency=usd')).toBeUndefined();
    expect(readCurrencyCookie('other_shop_currency=AZN')).toBeUndefined();
  });

  it('is kept 365 days for the whole site', () => {
    expect(currencyCookie('RUB')).toBe('shop_currency=RUB; path=/; max-age=31536000; samesite=lax');
  });
});
