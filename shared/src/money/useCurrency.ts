import { useGetCountryCodeQuery } from '../api/common-endpoints';
import { useShop } from '../context/ShopContext';
import { DEFAULT_COUNTRY, resolveCurrency } from '../region';
import type { Currency } from './constants';

/** The visitor's currency: from the detected country, or forced by the region (russia → RUB). */
export function useCurrency(): Currency {
  const { config } = useShop();
  const { data: country = DEFAULT_COUNTRY } = useGetCountryCodeQuery();
  return resolveCurrency(config.region, country, 'USD');
}
