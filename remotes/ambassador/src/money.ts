import { formatPrice, useShop } from '@shop/shared';

/**
 * Dashboard amounts are USD cents, shown in dollars (spec section 1), written the page language's way with the
 * region's symbol placement ('$1,250.00', '1 250,00 $' in region russia, '$1.250,00' in Turkish).
 */
export function useDollars(): (cents: number) => string {
  const { config, locale } = useShop();
  return (cents) => formatPrice(cents, 'USD', { locale, region: config.region });
}
