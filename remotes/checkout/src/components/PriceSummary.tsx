import { CURRENCIES, type Currency, formatPrice, type PriceSummaryJson, useShop } from '@shop/shared';
import { Message } from '../intl';
import type { CheckoutMessageId } from '../messages';
import './price-summary.css';

export function asCurrency(code: string): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'USD';
}

/** Writes minor units down in the page's language with the shared rules ('93,99 ₼'; region russia: symbol after). */
export function useMoney(): (amount: number, currency: string) => string {
  const { config, locale } = useShop();
  return (amount, currency) => formatPrice(amount, asCurrency(currency), { locale, region: config.region });
}

/**
 * Spec section 3 "Price summary": base price, version price, shipping ('included' for a PDF), subtotal,
 * discount, total and the total in AZN. The server computed every number with the shop's one rounding rule
 * (money/pricing.ts: the lines add up to the total, the AZN total is the same order priced in manat); this only
 * writes them down, and leaves out the AZN total of an order paid in manat, which is its total.
 */
export function PriceSummary({
  price,
  physical,
  className,
}: {
  price: PriceSummaryJson;
  physical: boolean;
  className?: string;
}) {
  const money = useMoney();
  const line = (id: CheckoutMessageId, value: string, modifier?: string) => (
    <div className={`shop-amount-line co-price__line${modifier ? ` co-price__line--${modifier}` : ''}`}>
      <dt>
        <Message id={id} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className={`co-price${className ? ` ${className}` : ''}`}>
      {line('checkout.price.base', money(price.base_price, price.currency))}
      {line('checkout.price.version', money(price.version_price, price.currency))}
      <div className="shop-amount-line co-price__line">
        <dt>
          <Message id="checkout.price.shipping" />
        </dt>
        <dd>{physical ? money(price.shipping, price.currency) : <Message id="checkout.price.included" />}</dd>
      </div>
      {line('checkout.price.subtotal', money(price.subtotal, price.currency), 'subtotal')}
      {line(
        'checkout.price.discount',
        price.discount > 0 ? `−${money(price.discount, price.currency)}` : money(0, price.currency),
      )}
      {line('checkout.price.total', money(price.total, price.currency), 'total')}
      {price.currency !== 'AZN' && line('checkout.price.totalAzn', money(price.total_azn, 'AZN'), 'azn')}
    </dl>
  );
}
