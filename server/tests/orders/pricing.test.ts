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
      // The same order in AZN: the book 54.99 × 1.7 = 93.483 → ₼93.99, shipping 7.99 × 1.7 = 13.583 → ₼13.58.
      totalAzn: 9399 + 1358,
    });
  });

  it('never charges shipping for a PDF', () => {
    const price = computePrice(usd, { currency: 'USD', version: 'pdf', country: 'AZ' }, rates);
    // 29.99 × 1.7 = 50.983 → ₼50.99
    expect(price).toMatchObject({ versionPrice: 0, shipping: 0, subtotal: 2999, total: 2999, totalAzn: 5099 });
  });

  it("uses the country's shipping when the config has one, else the default", () => {
    expect(computePrice(usd, { currency: 'USD', version: 'softcover', country: 'AZ' }, rates).shipping).toBe(500);
    expect(computePrice(usd, { currency: 'USD', version: 'softcover', country: 'DE' }, rates).shipping).toBe(799);
  });

  it('keeps AZN amounts as they are: the AZN total is the total', () => {
    const price = computePrice(azn, { currency: 'AZN', version: 'softcover', country: 'AZ' }, rates);
    expect(price).toMatchObject({ basePrice: 4999, versionPrice: 2500, shipping: 500, total: 7999, totalAzn: 7999 });
  });

  it('prices a visitor from Azerbaijan so that the lines add up to the total', () => {
    // Was "₼76.99 + shipping ₼8.50 = AZN total ₼84.99".
    const price = computePrice(usd, { currency: 'AZN', version: 'softcover', country: 'AZ' }, rates);
    expect(price).toMatchObject({ basePrice: 5099, versionPrice: 2600, shipping: 850, total: 8549, totalAzn: 8549 });
    const hardcover = computePrice(usd, { currency: 'AZN', version: 'hardcover', country: 'AZ' }, rates);
    expect(hardcover).toMatchObject({ basePrice: 5099, versionPrice: 4300, shipping: 850, total: 10249 });
  });

  it('converts a config into another currency through AZN, the book ending in .99', () => {
    // The book: 44.99 USD = 76.483 AZN = 1746.19 TRY at 0.0438 AZN per lira → ₺1746.99; the base alone
    // 29.99 USD = ₺1164.00 → ₺1164.99; shipping 6.99 USD = 11.883 AZN = ₺271.30.
    const price = computePrice(usd, { currency: 'TRY', version: 'softcover', country: 'TR' }, rates);
    expect(price).toMatchObject({
      basePrice: 116499,
      versionPrice: 174699 - 116499,
      shipping: 27130,
      total: 174699 + 27130,
      // ₼76.99 + ₼11.88
      totalAzn: 7699 + 1188,
    });
  });

  it('reads RUB rates per 100 roubles, as the bank quotes them', () => {
    const price = computePrice(usd, { currency: 'RUB', version: 'pdf', country: 'RU' }, rates);
    // 29.99 USD = 50.983 AZN = 2410.9997 RUB at 2.1146 AZN per 100 roubles → 2411.00 → 2411.99.
    expect(price.basePrice).toBe(241199);
    expect(price.totalAzn).toBe(5099);
  });

  it('uses the fallback rates of spec section 9 for a missing rate', () => {
    const price = computePrice(usd, { currency: 'USD', version: 'pdf', country: 'US' }, FALLBACK_RATES);
    expect(price.totalAzn).toBe(5099);
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
  it('takes the currency the checkout asks for, any of the four (priced from the USD config)', () => {
    expect(resolveOrderCurrency('global', 'AZN', undefined, 'US')).toBe('AZN');
    expect(resolveOrderCurrency('global', 'TRY', undefined, 'US')).toBe('TRY');
    expect(resolveOrderCurrency('global', 'EUR', undefined, 'AZ')).toBe('AZN');
  });

  it("then the visitor's choice (the shop_currency cookie), then the country's, then USD", () => {
    expect(resolveOrderCurrency('global', undefined, 'RUB', 'US')).toBe('RUB');
    expect(resolveOrderCurrency('global', 'USD', 'RUB', 'US')).toBe('USD');
    expect(resolveOrderCurrency('global', undefined, undefined, 'TR')).toBe('TRY');
    expect(resolveOrderCurrency('global', undefined, undefined, 'DE')).toBe('USD');
  });

  it('forces RUB in region russia', () => {
    expect(resolveOrderCurrency('russia', 'USD', 'AZN', 'US')).toBe('RUB');
  });
});
