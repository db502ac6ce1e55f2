/**
 * The one rounding rule of the shop's prices: what every line of a price costs in the currency it is
 * shown in, in integer minor units, so that every total shown is the sum of the lines shown above it.
 *
 * The server prices with these functions only (server/src/orders/pricing.ts) and sends the lines; the
 * story page, the checkout, the e-mails and the back office write down what it sent and never derive an
 * amount themselves.
 *
 * In the shown currency:
 * - the book (base price + the version's price) is converted with the central bank's rates and then
 *   "shown as the whole part plus .99" (spec section 9): its price ends in .99 in every currency;
 *   the base price line is the base alone by the same rule, and the version line is the difference, so the
 *   two add up to the book's price ($29.99 + $15.00; ₼50.99 + ₼26.00 = ₼76.99);
 * - shipping is converted and rounded to the minor unit, nothing added (the .99 is a price, not a fee);
 * - subtotal = book + shipping; total = subtotal − discount;
 * - the discount (an ambassador's coupon code) is a share of the book in the shown currency, rounded once to the
 *   minor unit half away from zero; shipping is never discounted (it is what the post charges);
 * - the total in AZN is the same order priced in AZN by the same rule (spec: "the USD-rate amount plus .99"):
 *   an AZN visitor's total and the "total in AZN" of everyone else are one number for one book.
 */
import type { BookVersion } from '../validation/limits';
import { type Currency, isCurrency } from './constants';
import { convertMinor, type Rates } from './convert';
import { toMinorUnits } from './format';

/** A price configuration as the team enters it (integer minor units of `currency`). */
export interface PriceSource {
  currency: string;
  basePrice: number;
  pdfPrice: number;
  softcoverPrice: number;
  hardcoverPrice: number;
  /** A printed book's shipping when the delivery country has no entry of its own. */
  shipping: number;
  shippingByCountry: Readonly<Record<string, number>>;
}

/** One priced order, every amount in minor units of `currency` except `totalAzn` (qəpik). */
export interface PriceLines {
  currency: Currency;
  basePrice: number;
  versionPrice: number;
  shipping: number;
  subtotal: number;
  discount: number;
  total: number;
  totalAzn: number;
}

export interface PriceRequest {
  currency: Currency;
  version: BookVersion;
  /** ISO country the book ships to; decides a printed book's shipping. */
  country: string;
  /** The coupon discount on the book in basis points (500 = 5%); none when left out. */
  discountBp?: number | undefined;
}

/**
 * `bp` basis points of an amount in minor units, rounded half away from zero (the shop's one rounding rule):
 * 5% of $44.99 is 224.95 → $2.25, of ₺1.746,99 8734.95 → ₺87,35.
 */
export function basisPointsOf(amountMinor: number, bp: number): number {
  // toPrecision(12) removes binary noise first (4499 × 500 / 10000 is exactly 224.95 to a person).
  return toMinorUnits(Number(((amountMinor * bp) / 10_000).toPrecision(12)));
}

/**
 * "The whole part plus .99" as an amount: 2950 → 2999, 3000 → 3099, 2999 → 2999. Applied to amounts of a
 * whole currency unit or more; an amount under one unit (a free PDF version, nothing at all) stays as it
 * is, so nothing free is ever charged 0.99.
 */
export function charmPrice(amountMinor: number): number {
  if (amountMinor < 100) return amountMinor;
  return Math.floor(amountMinor / 100) * 100 + 99;
}

const VERSION_PRICE = {
  pdf: 'pdfPrice',
  softcover: 'softcoverPrice',
  hardcover: 'hardcoverPrice',
} as const satisfies Record<BookVersion, keyof PriceSource>;

/** The lines of one currency, without the AZN total. */
function linesIn(source: PriceSource, request: PriceRequest, rates: Partial<Rates>) {
  const from: Currency = isCurrency(source.currency) ? source.currency : 'USD';
  const convert = (amount: number) => convertMinor(amount, from, request.currency, rates);
  const basePrice = charmPrice(convert(source.basePrice));
  // charmPrice never lowers an amount's whole part, so the version line is never negative.
  const book = charmPrice(convert(source.basePrice + source[VERSION_PRICE[request.version]]));
  const shipping =
    request.version === 'pdf' ? 0 : convert(source.shippingByCountry[request.country] ?? source.shipping);
  const subtotal = book + shipping;
  const discount = request.discountBp ? Math.min(book, basisPointsOf(book, request.discountBp)) : 0;
  return { basePrice, versionPrice: book - basePrice, shipping, subtotal, discount, total: subtotal - discount };
}

/**
 * What an order of `request.version` costs in `request.currency`, shipped to `request.country`, priced
 * from `source` (converted through the bank's rates when the config is in another currency).
 */
export function priceLines(source: PriceSource, request: PriceRequest, rates: Partial<Rates>): PriceLines {
  const lines = linesIn(source, request, rates);
  const totalAzn =
    request.currency === 'AZN' ? lines.total : linesIn(source, { ...request, currency: 'AZN' }, rates).total;
  return { currency: request.currency, ...lines, totalAzn };
}
