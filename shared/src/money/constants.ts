/** Business constants of spec section 9 on money. */
export const CURRENCIES = ['USD', 'AZN', 'RUB', 'TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', AZN: '₼', RUB: '₽', TRY: '₺' };

/** AZN per one unit of the currency, used until the central bank's rates have been fetched. */
export const FALLBACK_RATES: Readonly<Record<Exclude<Currency, 'AZN'>, number>> = {
  USD: 1.7,
  RUB: 2.1146,
  TRY: 0.0438,
};

/**
 * The central bank of Azerbaijan quotes some currencies per 100 units (e.g. 100 RUB = 2.1146 AZN).
 * Rates are kept as quoted, so a rate converts `nominal` units of the currency into AZN.
 */
export const RATE_NOMINAL: Readonly<Record<Exclude<Currency, 'AZN'>, number>> = { USD: 1, RUB: 100, TRY: 1 };
