import { FALLBACK_RATES, type Rates } from '@shop/shared/money';
import { describe, expect, it } from 'vitest';
import { computePrice, computeVersionPrices, priceSourceFor, resolveOrderCurrency } from '../../src/orders/pricing';

const usd = {
  currency: 'USD',
  basePrice: 2999,
  pdfPrice: 0,
  softcoverPrice: 1500,
  hardcoverPrice: 2500,
  shipping: 799,
  shippingByCountry: { AZ: 500, TR: 699 },
};
const azn = { ...usd, currency: 'AZN', basePrice: 4999, softcoverPrice: 2500, hardcoverPrice: 4000, shipping: 1200 };
const rates: Rates = { USD: 1.7, RUB: 2.1146, TRY: 0.0438 };

describe('computePrice', () => {
  it('adds base, version and shipping for a printed book, with no discount', () => {
    expect(computePrice(usd, { currency: 'USD', version: 'hardcover', country: 'US' }, rates)).toEqual({
      currency: 'USD',
      basePrice: 2999,
      versionPrice: 2500,
      shipping: 799,
      subtotal: 6298,
      discount: 0,
      total: 6298,
      // 62.98 USD × 1.7 = 107.066 AZN → 107.07
      totalAzn: 10707,
    });
  });

  it('never charges shipping for a PDF', () => {
    const price = computePrice(usd, { currency: 'USD', version: 'pdf', country: 'AZ' }, rates);
    expect(price).toMatchObject({ versionPrice: 0, shipping: 0, subtotal: 2999, total: 2999, totalAzn: 5098 });
  });

  it("uses the country's shipping when the config has one, else the default", () => {
    expect(computePrice(usd, { currency: 'USD', version: 'softcover', country: 'AZ' }, rates).shipping).toBe(500);
    expect(computePrice(usd, { currency: 'USD', version: 'softcover', country: 'DE' }, rates).shipping).toBe(799);
  });

  it('keeps AZN amounts as they are: the AZN total is the total', () => {
    const price = computePrice(azn, { currency: 'AZN', version: 'softcover', country: 'AZ' }, rates);
    expect(price).toMatchObject({ basePrice: 4999, versionPrice: 2500, shipping: 500, total: 7999, totalAzn: 7999 });
  });

  it('converts a config into another currency component by component through AZN', () => {
    // 29.99 USD = 50.983 AZN = 1163.9954 TRY at 0.0438 AZN per lira: 1164.00 TRY; 15.00 USD = 582.19 TRY;
    // 6.99 USD = 271.30 TRY; 2017.49 TRY = 88.366 AZN.
    const price = computePrice(usd, { currency: 'TRY', version: 'softcover', country: 'TR' }, rates);
    expect(price).toMatchObject({
      basePrice: 116400,
      versionPrice: 58219,
      shipping: 27130,
      total: 201749,
      totalAzn: 8837,
    });
  });

  it('reads RUB rates per 100 roubles, as the bank quotes them', () => {
    const price = computePrice(usd, { currency: 'RUB', version: 'pdf', country: 'RU' }, rates);
    // 29.99 USD = 50.983 AZN = 2410.9997 RUB at 2.1146 AZN per 100 roubles.
    expect(price.basePrice).toBe(241100);
    expect(price.totalAzn).toBe(5098);
  });

  it('uses the fallback rates of spec section 9 for a missing rate', () => {
    const price = computePrice(usd, { currency: 'USD', version: 'pdf', country: 'US' }, FALLBACK_RATES);
    expect(price.totalAzn).toBe(5098);
  });

  it('prices every version at once', () => {
    const all = computeVersionPrices(usd, { currency: 'USD', country: 'US' }, rates);
    expect(Object.keys(all)).toEqual(['pdf', 'softcover', 'hardcover']);
    expect([all.pdf.total, all.softcover.total, all.hardcover.total]).toEqual([2999, 5298, 6298]);
  });
});

describe('priceSourceFor', () => {
  it("prefers the currency's own config, then USD", () => {
    expect(priceSourceFor([usd, azn], 'AZN')).toBe(azn);
    expect(priceSourceFor([azn, usd], 'TRY')).toBe(usd);
    expect(priceSourceFor([], 'USD')).toBeUndefined();
  });
});

describe('resolveOrderCurrency', () => {
  const configs = [{ currency: 'USD' }, { currency: 'AZN' }];
  it('takes the requested currency only when a config exists for it', () => {
    expect(resolveOrderCurrency('global', configs, 'AZN', 'US')).toBe('AZN');
    expect(resolveOrderCurrency('global', configs, 'TRY', 'US')).toBe('USD');
    expect(resolveOrderCurrency('global', configs, 'EUR', 'AZ')).toBe('AZN');
  });

  it("falls back to the country's currency, then USD", () => {
    expect(resolveOrderCurrency('global', configs, undefined, 'TR')).toBe('TRY');
    expect(resolveOrderCurrency('global', configs, undefined, 'DE')).toBe('USD');
  });

  it('forces RUB in region russia', () => {
    expect(resolveOrderCurrency('russia', configs, 'USD', 'US')).toBe('RUB');
  });
});
