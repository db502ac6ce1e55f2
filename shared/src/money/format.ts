/**
 * Price display rules of spec sections 5 and 9. Amounts arrive as integer minor units (cents, kopecks,
 * kuruş, qəpik) and are formatted by hand from integers, not through floating-point division or
 * `Intl.NumberFormat`, so the output is exact and identical in the browser and on the server whatever
 * ICU data either ships.
 */
import { CURRENCY_SYMBOLS, type Currency } from './constants';

export type PriceRegion = 'global' | 'russia';

export interface PriceFormatOptions {
  /** Region russia puts the symbol after the amount (spec section 9). Defaults to global. */
  region?: PriceRegion;
}

/** Groups thousands in region global ('$1,234.56'), the usual English reading. */
const GLOBAL_GROUP_SEPARATOR = ',';
/**
 * Russian typography groups thousands with a thin space. A narrow no-break space (U+202F) is that thin
 * space which a line never breaks at and HTML never collapses, so '1 990.00 ₽' stays one unit.
 */
export const RUSSIA_GROUP_SEPARATOR = '\u202f';
/** Between the amount and a trailing symbol, so the symbol never wraps onto its own line. */
export const RUSSIA_SYMBOL_SEPARATOR = '\u00a0';

/**
 * Reads an amount in minor units. The spec (section 5) wants a missing or non-numeric amount shown as
 * zero; numeric strings are accepted because JSON APIs often send decimals as strings. Fractions of a
 * minor unit are rounded half away from zero.
 */
export function toMinorUnits(amount: unknown): number {
  let value: number;
  if (typeof amount === 'number') {
    value = amount;
  } else if (typeof amount === 'string' && amount.trim() !== '') {
    value = Number(amount.trim());
  } else {
    return 0;
  }
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  // Avoids '-$0.00' for amounts like -0 or -0.4.
  return rounded === 0 ? 0 : rounded;
}

function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Places sign, symbol and the already formatted absolute amount according to the region. */
function assemble(negative: boolean, absolute: string, currency: Currency, region: PriceRegion | undefined): string {
  const sign = negative ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[currency];
  return region === 'russia' ? `${sign}${absolute}${RUSSIA_SYMBOL_SEPARATOR}${symbol}` : `${sign}${symbol}${absolute}`;
}

function wholeAndCents(amountMinor: unknown): { negative: boolean; whole: number; cents: number } {
  const minor = toMinorUnits(amountMinor);
  const absolute = Math.abs(minor);
  return { negative: minor < 0, whole: Math.floor(absolute / 100), cents: absolute % 100 };
}

function formatWhole(whole: number, region: PriceRegion | undefined): string {
  return groupThousands(whole, region === 'russia' ? RUSSIA_GROUP_SEPARATOR : GLOBAL_GROUP_SEPARATOR);
}

/**
 * A price with two decimals and the currency symbol: '$29.99', '₼51.99', and in region russia
 * '1 990.00 ₽' (narrow no-break space between thousands, no-break space before the symbol).
 * A missing or non-numeric amount shows as zero: '$0.00'.
 */
export function formatPrice(amountMinor: unknown, currency: Currency, options: PriceFormatOptions = {}): string {
  const { negative, whole, cents } = wholeAndCents(amountMinor);
  const absolute = `${formatWhole(whole, options.region)}.${String(cents).padStart(2, '0')}`;
  return assemble(negative, absolute, currency, options.region);
}

/**
 * The base price "shown as the whole part plus .99" (spec section 9): the whole units of the amount,
 * whatever its minor part, followed by '.99'. So 2950 → '$29.99' and 3000 → '$30.99'; the minor part is
 * dropped, never rounded up into the next unit.
 */
export function formatBasePrice(amountMinor: unknown, currency: Currency, options: PriceFormatOptions = {}): string {
  const { negative, whole } = wholeAndCents(amountMinor);
  return assemble(negative, `${formatWhole(whole, options.region)}.99`, currency, options.region);
}
