/**
 * Region, country and currency rules and the business constants of spec section 9. Pure data and
 * functions, so the shell, the remotes and the server decide the same way.
 */
import { type Currency, isCurrency } from '../money/constants';

export const REGIONS = ['global', 'russia'] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Applies when country detection fails or returns nothing usable (spec section 8). */
export const DEFAULT_COUNTRY = 'US';

/** Countries with a currency of their own; any other country keeps the previous currency. */
export const COUNTRY_CURRENCY = { US: 'USD', AZ: 'AZN', TR: 'TRY', RU: 'RUB' } as const satisfies Record<
  string,
  Currency
>;

function normaliseCountry(country: unknown): string | undefined {
  if (typeof country !== 'string') return undefined;
  const code = country.trim().toUpperCase();
  // ISO 3166-1 alpha-2; the detection endpoint may answer with '', 'XX-unknown' or an error text.
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** The currency of a country (case-insensitive); any other country keeps `previous` (spec section 9). */
export function currencyForCountry(country: string | null | undefined, previous: Currency): Currency {
  const code = normaliseCountry(country);
  return code !== undefined && Object.hasOwn(COUNTRY_CURRENCY, code)
    ? COUNTRY_CURRENCY[code as keyof typeof COUNTRY_CURRENCY]
    : previous;
}

export interface RegionRules {
  forcedCountry?: 'RU';
  forcedLocale?: 'ru';
  forcedCurrency?: 'RUB';
  defaultLocale: 'en' | 'ru';
}

const REGION_RULES: Readonly<Record<Region, Readonly<RegionRules>>> = {
  russia: { forcedCountry: 'RU', forcedLocale: 'ru', forcedCurrency: 'RUB', defaultLocale: 'ru' },
  global: { defaultLocale: 'en' },
};

/** Region russia forces country RU, language ru and currency RUB; region global defaults to en. */
export function regionRules(region: Region): RegionRules {
  return { ...REGION_RULES[region] };
}

/** The visitor's country: forced by the region, else the detected one, else the default (US). */
export function resolveCountry(region: Region, detected?: string | null): string {
  return REGION_RULES[region].forcedCountry ?? normaliseCountry(detected) ?? DEFAULT_COUNTRY;
}

/**
 * The currency prices are shown and orders are priced in: forced by the region (russia → RUB), else the one
 * the visitor chose with the currency switcher (the shop_currency cookie), else their country's, else USD.
 * One decision for the server (the page it renders, its cache key, the order's currency) and the browser.
 */
export function resolveDisplayCurrency(region: Region, chosen: unknown, country: string | null | undefined): Currency {
  const forced = REGION_RULES[region].forcedCurrency;
  if (forced) return forced;
  return isCurrency(chosen) ? chosen : currencyForCountry(country, 'USD');
}

/** Whether the visitor may choose the currency: not in region russia, which prices in RUB only. */
export function canChooseCurrency(region: Region): boolean {
  return REGION_RULES[region].forcedCurrency === undefined;
}

const HOUR_MS = 60 * 60 * 1000;

/** Local-storage cache lifetimes of spec section 9, in milliseconds. Pages are cached per id and language. */
export const CACHE_TTL = {
  pages: HOUR_MS,
  faqs: 24 * HOUR_MS,
  categories: 24 * HOUR_MS,
  reviews: 12 * HOUR_MS,
  currencyRates: HOUR_MS,
  countryDetection: HOUR_MS,
} as const;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** The currency the visitor chose with the switcher (USD, AZN, RUB, TRY), read by the server too. */
export const CURRENCY_COOKIE = 'shop_currency';
export const CURRENCY_COOKIE_MAX_AGE_DAYS = 365;

/** Default paging of the referral, reward and payout lists. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;

/** Ambassador commission in basis points (10%), so commissions on minor units stay integer arithmetic. */
export const COMMISSION_RATE_BPS = 1000;

/** Typical delivery of the physical versions, in business days. */
export const DELIVERY_DAYS = { min: 5, max: 7 } as const;
