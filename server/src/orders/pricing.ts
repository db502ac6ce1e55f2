/**
 * What an order costs, computed on the server only: the client's numbers are never trusted. The amounts of
 * every line come from the shop's one rounding rule (@shop/shared/money pricing.ts), so the story page, the
 * checkout, the e-mails and the back office show lines whose totals add up, and the clients only write them down.
 */
import {
  type Currency,
  isCurrency,
  type PriceRequest,
  priceLines,
  type Rates,
  ratesOrFallback,
} from '@shop/shared/money';
import { type Region, resolveDisplayCurrency } from '@shop/shared/region';
import { BOOK_VERSIONS, type BookVersion } from '@shop/shared/validation';
import { listPriceConfigs } from '../catalogue/repository';
import { readStoredRates } from '../currency/repository';
import type { Db } from '../db/client';
import type { OrderPrice, priceConfigs } from '../db/schema';

export type PriceConfigRow = typeof priceConfigs.$inferSelect;
type PriceSource = Pick<
  PriceConfigRow,
  'currency' | 'basePrice' | 'pdfPrice' | 'softcoverPrice' | 'hardcoverPrice' | 'shipping' | 'shippingByCountry'
>;

export { isCurrency };

/**
 * The currency an order is priced and paid in, the one the visitor saw the prices in: region russia forces
 * RUB; otherwise the one the checkout asked for, else the visitor's choice (the shop_currency cookie), else
 * their country's (US USD, AZ AZN, TR TRY, RU RUB), else USD. Any of the four can be priced: a currency
 * without a price config of its own is priced from the USD one with the bank's rates (priceSourceFor).
 */
export function resolveOrderCurrency(
  region: Region,
  requested: string | undefined,
  chosen: Currency | undefined,
  country: string,
): Currency {
  return resolveDisplayCurrency(region, isCurrency(requested) ? requested : chosen, country);
}

/** Everything a price depends on besides the order itself. */
export interface PricingContext {
  configs: readonly PriceSource[];
  rates: Rates;
}

export type PriceInput = PriceRequest;

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

/** The lines of one version (@shop/shared/money priceLines), as the order stores them. */
export function computePrice(source: PriceSource, input: PriceInput, rates: Rates): OrderPrice {
  return priceLines(source, input, rates);
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
