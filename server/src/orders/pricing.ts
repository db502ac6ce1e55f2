/**
 * What an order costs, computed on the server only: the client's numbers are never trusted. Integer
 * minor units throughout; conversions go through the shared money functions the storefront uses, so the
 * checkout shows the same amounts as the story page.
 */
import { CURRENCIES, type Currency, convertMinor, type Rates, ratesOrFallback, toAzn } from '@shop/shared/money';
import { type Region, resolveCurrency } from '@shop/shared/region';
import { BOOK_VERSIONS, type BookVersion } from '@shop/shared/validation';
import type { Db } from '../db/client';
import type { OrderPrice, priceConfigs } from '../db/schema';
import { readStoredRates } from '../currency/repository';
import { listPriceConfigs } from '../catalogue/repository';

export type PriceConfigRow = typeof priceConfigs.$inferSelect;
type PriceSource = Pick<
  PriceConfigRow,
  'currency' | 'basePrice' | 'pdfPrice' | 'softcoverPrice' | 'hardcoverPrice' | 'shipping' | 'shippingByCountry'
>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The currency an order is priced and paid in: region russia forces RUB; otherwise the one the visitor
 * asked for when the team has a price config in it; otherwise the visitor's country's (US USD, AZ AZN,
 * TR TRY, RU RUB, priced from the USD config with the bank's rates as the storefront shows it); else USD.
 */
export function resolveOrderCurrency(
  region: Region,
  configs: readonly Pick<PriceSource, 'currency'>[],
  requested: string | undefined,
  country: string,
): Currency {
  if (region !== 'russia' && isCurrency(requested) && configs.some((config) => config.currency === requested)) {
    return requested;
  }
  return resolveCurrency(region, country, 'USD');
}

/** Everything a price depends on besides the order itself. */
export interface PricingContext {
  configs: readonly PriceSource[];
  rates: Rates;
}

export interface PriceInput {
  currency: Currency;
  version: BookVersion;
  /** ISO country the order ships to (the visitor's country); decides a printed book's shipping. */
  country: string;
}

const VERSION_PRICE = {
  pdf: 'pdfPrice',
  softcover: 'softcoverPrice',
  hardcover: 'hardcoverPrice',
} as const satisfies Record<BookVersion, keyof PriceSource>;

/**
 * The config to price a currency from: its own when the team made one, otherwise the USD one (or the
 * only one) converted with the central bank's rates, which is also how the storefront shows it.
 * Undefined when there is no config at all.
 */
export function priceSourceFor(configs: readonly PriceSource[], currency: Currency): PriceSource | undefined {
  return (
    configs.find((config) => config.currency === currency) ??
    configs.find((config) => config.currency === 'USD') ??
    configs.find((config) => isCurrency(config.currency))
  );
}

/**
 * base price + version price + shipping (printed versions only: the country's shipping, else the default)
 * = subtotal; no discount rule exists yet, so the discount is 0; total in AZN with the bank's rate,
 * rounded to the qəpik.
 */
export function computePrice(source: PriceSource, input: PriceInput, rates: Rates): OrderPrice {
  const from = isCurrency(source.currency) ? source.currency : 'USD';
  const inOrderCurrency = (amount: number) => convertMinor(amount, from, input.currency, rates);
  const basePrice = inOrderCurrency(source.basePrice);
  const versionPrice = inOrderCurrency(source[VERSION_PRICE[input.version]]);
  const shipping =
    input.version === 'pdf' ? 0 : inOrderCurrency(source.shippingByCountry[input.country] ?? source.shipping);
  const subtotal = basePrice + versionPrice + shipping;
  const discount = 0;
  const total = subtotal - discount;
  return {
    currency: input.currency,
    basePrice,
    versionPrice,
    shipping,
    subtotal,
    discount,
    total,
    totalAzn: toAzn(total, input.currency, rates),
  };
}

/** The price of every version, for the version step. */
export function computeVersionPrices(
  source: PriceSource,
  input: Omit<PriceInput, 'version'>,
  rates: Rates,
): Record<BookVersion, OrderPrice> {
  return Object.fromEntries(
    BOOK_VERSIONS.map((version) => [version, computePrice(source, { ...input, version }, rates)]),
  ) as Record<BookVersion, OrderPrice>;
}

/** Price configs and rates as stored now; the fallback rates of spec section 9 until the bank was first read. */
export async function loadPricingContext(db: Db): Promise<PricingContext> {
  const [configs, stored] = await Promise.all([listPriceConfigs(db), readStoredRates(db)]);
  const fetched = Object.keys(stored).length > 0;
  return { configs, rates: ratesOrFallback(fetched ? { rates: { success: true, rates: stored } } : null) };
}
