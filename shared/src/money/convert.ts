/**
 * Conversion into AZN with the central bank's rates (spec sections 1 and 9). A rate is AZN per
 * `RATE_NOMINAL` units of the currency, exactly as the bank quotes it (100 RUB = 2.1146 AZN).
 */
import { type Currency, FALLBACK_RATES, RATE_NOMINAL } from './constants';
import { toMinorUnits } from './format';

/** The currencies that need a rate; AZN converts to itself. */
export type RatedCurrency = Exclude<Currency, 'AZN'>;
export type Rates = Readonly<Record<RatedCurrency, number>>;

/**
 * The currency rates response (spec section 3: `rates.success` and `rates.rates`), typed loosely because
 * it comes from the network or a local-storage cache and may be partial.
 */
export interface RatesSource {
  rates?: { success?: boolean; rates?: Record<string, unknown> } | null;
}

const RATED_CURRENCIES = Object.keys(FALLBACK_RATES) as RatedCurrency[];

function isUsableRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The rates to convert with. A missing or unsuccessful response gives the fallback rates (spec section 4:
 * "on failure the built-in fallback rates apply"). A successful response that lacks a currency, or carries
 * a zero, negative or non-numeric rate for it, falls back for that currency only, so one bad entry never
 * turns a total into ₼0.00 or NaN.
 */
export function ratesOrFallback(response?: RatesSource | null): Rates {
  const received = response?.rates?.success === true ? response.rates.rates : undefined;
  const rates = { ...FALLBACK_RATES };
  if (received && typeof received === 'object') {
    // The bank's codes are upper case; tolerate lower case from a proxy.
    const byCode = new Map(Object.entries(received).map(([code, rate]) => [code.toUpperCase(), rate]));
    for (const currency of RATED_CURRENCIES) {
      const rate = byCode.get(currency);
      if (isUsableRate(rate)) rates[currency] = rate;
    }
  }
  return rates;
}

/**
 * An amount in minor units of `currency`, converted into AZN minor units (qəpik), rounded half up
 * (half away from zero for refunds and discounts). A missing rate uses the fallback rate.
 */
export function toAzn(amountMinor: unknown, currency: Currency, rates: Partial<Rates> = FALLBACK_RATES): number {
  const minor = toMinorUnits(amountMinor);
  if (currency === 'AZN') return minor;
  const given = rates[currency];
  const rate = isUsableRate(given) ? given : FALLBACK_RATES[currency];
  const exact = (Math.abs(minor) * rate) / RATE_NOMINAL[currency];
  // toPrecision(12) removes binary noise first (e.g. 5098.4999999999 for an exact .5), so "half up" is
  // decided on the decimal value a person would compute.
  const rounded = Math.round(Number(exact.toPrecision(12)));
  return minor < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * An amount in minor units of `from`, converted into minor units of `to` through AZN, the currency the
 * central bank quotes every rate in (USD → AZN → TRY). Rounded once, at the end, half away from zero;
 * a missing or unusable rate uses the fallback rate, a missing amount is zero.
 */
export function convertMinor(
  amountMinor: unknown,
  from: Currency,
  to: Currency,
  rates: Partial<Rates> = FALLBACK_RATES,
): number {
  const minor = toMinorUnits(amountMinor);
  if (from === to) return minor;
  const aznPerUnit = (currency: Currency): number => {
    if (currency === 'AZN') return 1;
    const given = rates[currency];
    return (isUsableRate(given) ? given : FALLBACK_RATES[currency]) / RATE_NOMINAL[currency];
  };
  const exact = (Math.abs(minor) * aznPerUnit(from)) / aznPerUnit(to);
  const rounded = Math.round(Number(exact.toPrecision(12)));
  return minor < 0 && rounded !== 0 ? -rounded : rounded;
}
