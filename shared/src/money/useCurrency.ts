import { useSyncExternalStore } from 'react';
import { useGetCountryCodeQuery } from '../api/common-endpoints';
import { requestScope } from '../config/runtime-config';
import { useShop } from '../context/ShopContext';
import { canChooseCurrency, DEFAULT_COUNTRY, resolveDisplayCurrency } from '../region';
import type { Currency } from './constants';
import { currencyCookie, readCurrencyCookie } from './currency-choice';

/**
 * The browser's currency, when known: the one the server rendered the page in (the shell adopts it from the
 * page state before hydrating, so the first render reads exactly like the server's HTML, also for a page the
 * cache rendered for another visitor with the same currency), or the one chosen with the switcher since.
 */
let browserCurrency: Currency | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shell calls this with the server's currency before hydrating. */
export function adoptCurrency(currency: Currency | undefined): void {
  browserCurrency = currency;
}

/** The switcher: remembered for 365 days (the server reads the cookie too), and every price re-renders. */
export function chooseCurrency(currency: Currency): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, read by the server as well.
  document.cookie = currencyCookie(currency);
  browserCurrency = currency;
  for (const listener of listeners) listener();
}

/** On the server: the request's currency; in the browser: the adopted or chosen one. */
function snapshot(): Currency | undefined {
  return requestScope()?.currency ?? browserCurrency;
}

/**
 * The visitor's currency: forced by the region (russia → RUB), else the one the server resolved or the
 * visitor chose (shop_currency), else the detected country's (US USD, AZ AZN, TR TRY, RU RUB), else USD.
 */
export function useCurrency(): Currency {
  const { config } = useShop();
  const known = useSyncExternalStore(subscribe, snapshot, snapshot);
  const { data: country = DEFAULT_COUNTRY } = useGetCountryCodeQuery(undefined, { skip: known !== undefined });
  if (known !== undefined && canChooseCurrency(config.region)) return known;
  const cookie = typeof document === 'undefined' ? undefined : readCurrencyCookie(document.cookie);
  return resolveDisplayCurrency(config.region, cookie, country);
}
