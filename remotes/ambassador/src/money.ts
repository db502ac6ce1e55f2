import {
  type Currency,
  convertMinor,
  formatPrice,
  ratesOrFallback,
  useCurrency,
  useGetCurrencyRatesQuery,
  useShop,
} from '@shop/shared';

/**
 * Dashboard amounts are USD cents, shown in dollars (spec section 1), written the page language's way with the
 * region's symbol placement ('$1,250.00', '1 250,00 $' in region russia, '$1.250,00' in Turkish).
 */
export function useDollars(): (cents: number) => string {
  const { config, locale } = useShop();
  return (cents) => formatPrice(cents, 'USD', { locale, region: config.region });
}

/** Minor units of any shop currency, the page language's way: an order's '300,00 ₺'. */
export function useMoney(): (minor: number, currency: string) => string {
  const { config, locale } = useShop();
  return (minor, currency) => formatPrice(minor, currency as Currency, { locale, region: config.region });
}

/**
 * USD cents in the currency the ambassador chose in the shop's switcher, at the shop's central bank rates
 * ('≈ 1 045,20 ₽'); undefined when that currency is USD, so nothing is shown twice. Only a guide: rewards
 * are earned and paid in USD.
 */
export function useInChosenCurrency(): (cents: number) => string | undefined {
  const { config, locale } = useShop();
  const currency = useCurrency();
  const { data } = useGetCurrencyRatesQuery(undefined, { skip: currency === 'USD' });
  const rates = ratesOrFallback(data);
  return (cents) =>
    currency === 'USD'
      ? undefined
      : formatPrice(convertMinor(cents, 'USD', currency, rates), currency, { locale, region: config.region });
}
