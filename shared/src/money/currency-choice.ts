/**
 * The currency the visitor chose with the switcher, kept in the shop_currency cookie for 365 days so the
 * server renders, caches and prices orders in it too (server/src/plugins/web.ts, orders/service.ts).
 */
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_DAYS } from '../region';
import { type Currency, isCurrency } from './constants';

/** The chosen currency in a Cookie header (or document.cookie); undefined when none or not one of ours. */
export function readCurrencyCookie(cookie: string | undefined): Currency | undefined {
  const value = (cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CURRENCY_COOKIE)?.[1];
  return isCurrency(value) ? value : undefined;
}

/** The cookie as document.cookie takes it. */
export function currencyCookie(currency: Currency): string {
  const maxAge = CURRENCY_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${maxAge}; samesite=lax`;
}
