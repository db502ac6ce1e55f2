import { describe, expect, it } from 'vitest';
import { BOOK_VERSIONS } from '../validation/limits';
import { CURRENCIES, type Currency, FALLBACK_RATES } from './constants';
import type { Rates } from './convert';
import { formatPrice } from './format';
import { charmPrice, type PriceSource, priceLines } from './pricing';

const seed: PriceSource = {
  currency: 'USD',
  basePrice: 2999,
  pdfPrice: 0,
  softcoverPrice: 1500,
  hardcoverPrice: 2500,
  shipping: 799,
  shippingByCountry: { US: 799, AZ: 500, TR: 699, RU: 899 },
};

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seedValue: number): () => number {
  let state = seedValue;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Reads back what formatPrice wrote ('₺1.746,99', '$29.99', '3 616,99 ₽') as minor units. */
function shownMinor(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  return Number(digits);
}

describe('charmPrice', () => {
  it('is the whole part plus .99', () => {
    expect(charmPrice(2950)).toBe(2999);
    expect(charmPrice(2999)).toBe(2999);
    expect(charmPrice(3000)).toBe(3099);
    expect(charmPrice(116400)).toBe(116499);
  });

  it('leaves an amount under one unit as it is, so nothing free costs 0.99', () => {
    expect(charmPrice(0)).toBe(0);
    expect(charmPrice(99)).toBe(99);
    expect(charmPrice(100)).toBe(199);
  });
});

describe('priceLines', () => {
  it('prices the seed config for a visitor from Azerbaijan so the total is the sum of the lines', () => {
    // Was shown as "₼76.99 + shipping ₼8.50 = AZN total ₼84.99".
    const softcover = priceLines(seed, { currency: 'AZN', version: 'softcover', country: 'AZ' }, FALLBACK_RATES);
    expect(softcover).toEqual({
      currency: 'AZN',
      basePrice: 5099,
      versionPrice: 2600,
      shipping: 850,
      subtotal: 8549,
      discount: 0,
      total: 8549,
      totalAzn: 8549,
    });
    const hardcover = priceLines(seed, { currency: 'AZN', version: 'hardcover', country: 'AZ' }, FALLBACK_RATES);
    expect(hardcover.basePrice + hardcover.versionPrice).toBe(9399);
    expect(hardcover.total).toBe(9399 + 850);
  });

  it('keeps a config in its own currency as entered, a free PDF version included', () => {
    const pdf = priceLines(seed, { currency: 'USD', version: 'pdf', country: 'US' }, FALLBACK_RATES);
    expect(pdf).toMatchObject({ basePrice: 2999, versionPrice: 0, shipping: 0, total: 2999, totalAzn: 5099 });
  });

  it('gives the same AZN total to everyone who orders the same book to the same country', () => {
    for (const version of BOOK_VERSIONS) {
      const inAzn = priceLines(seed, { currency: 'AZN', version, country: 'TR' }, FALLBACK_RATES).total;
      for (const currency of CURRENCIES) {
        expect(priceLines(seed, { currency, version, country: 'TR' }, FALLBACK_RATES).totalAzn).toBe(inAzn);
      }
    }
  });

  it('adds up in every currency, language, version and country for many prices and rates', () => {
    const next = random(17);
    const locales = ['en', 'ru', 'tr', 'az'] as const;
    let cases = 0;
    for (let round = 0; round < 400; round++) {
      const config: PriceSource = {
        currency: CURRENCIES[Math.floor(next() * CURRENCIES.length)] as Currency,
        basePrice: Math.floor(next() * 500_000),
        pdfPrice: next() < 0.5 ? 0 : Math.floor(next() * 5_000),
        softcoverPrice: Math.floor(next() * 200_000),
        hardcoverPrice: Math.floor(next() * 300_000),
        shipping: Math.floor(next() * 50_000),
        shippingByCountry: { AZ: Math.floor(next() * 20_000) },
      };
      const rates: Rates = { USD: 1 + next() * 2, RUB: 0.5 + next() * 4, TRY: 0.01 + next() * 0.2 };
      for (const currency of CURRENCIES) {
        for (const version of BOOK_VERSIONS) {
          for (const country of ['AZ', 'DE']) {
            const lines = priceLines(config, { currency, version, country }, rates);
            const amounts = [lines.basePrice, lines.versionPrice, lines.shipping, lines.subtotal, lines.total];
            for (const amount of [...amounts, lines.totalAzn]) {
              expect(Number.isInteger(amount) && amount >= 0).toBe(true);
            }
            expect(lines.subtotal).toBe(lines.basePrice + lines.versionPrice + lines.shipping);
            expect(lines.total).toBe(lines.subtotal - lines.discount);
            // The book's price (what the story page shows) ends in .99 once it is a unit or more.
            const book = lines.basePrice + lines.versionPrice;
            if (book >= 100) expect(book % 100).toBe(99);
            if (currency === 'AZN') expect(lines.totalAzn).toBe(lines.total);
            // What a reader adds up from the written lines is the written total, in every language.
            const locale = locales[Math.floor(next() * locales.length)];
            const written = (amount: number) => shownMinor(formatPrice(amount, currency, { locale }));
            expect(written(lines.total)).toBe(written(book) + written(lines.shipping));
            expect(written(lines.subtotal)).toBe(
              written(lines.basePrice) + written(lines.versionPrice) + written(lines.shipping),
            );
            cases++;
          }
        }
      }
    }
    expect(cases).toBe(400 * 4 * 3 * 2);
  });
});
