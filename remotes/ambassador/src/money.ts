import { formatPrice, useShop } from '@shop/shared';

/** Dashboard amounts are USD cents, shown in dollars (spec section 1) with the region's symbol placement. */
export function useDollars(): (cents: number) => string {
  const { config } = useShop();
  return (cents) => formatPrice(cents, 'USD', { region: config.region });
}
