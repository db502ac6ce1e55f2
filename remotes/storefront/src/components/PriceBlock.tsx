import {
  type Currency,
  formatPrice,
  isCurrency,
  type Locale,
  type PriceRegion,
  type PricesResponse,
} from '@shop/shared';
import type { BookFormat } from '../api';
import { Message } from '../intl';
import type { StorefrontMessageId } from '../messages';
import './price-block.css';

/** The versions in the order a visitor compares them: cheapest first. */
const FORMAT_ORDER: readonly BookFormat[] = ['pdf', 'softcover', 'hardcover'];

const FORMAT_NAME = {
  pdf: 'storefront.format.pdf',
  softcover: 'storefront.format.softcover',
  hardcover: 'storefront.format.hardcover',
} as const satisfies Record<BookFormat, StorefrontMessageId>;

export interface PriceBlockProps {
  formats: readonly BookFormat[];
  /** Every version priced by the server in the visitor's currency and for their country (GET /orders/prices). */
  prices: PricesResponse;
  locale: Locale;
  region: PriceRegion;
}

/**
 * Every version of a book with what the checkout will charge for it: the book's price (base + version, which
 * the shop's rule ends in .99), its shipping (PDF: included), their total, and for a visitor who does not pay in
 * manat the same order's total in AZN (spec sections 1 and 9). Every amount is the server's
 * (money/pricing.ts), written down in the page's language, so the total is the sum of the lines above it.
 */
export function PriceBlock({ formats, prices, locale, region }: PriceBlockProps) {
  const currency: Currency = isCurrency(prices.currency) ? prices.currency : 'USD';
  const money = (amount: number, inCurrency: Currency = currency) =>
    formatPrice(amount, inCurrency, { locale, region });
  const shown = FORMAT_ORDER.filter((format) => formats.includes(format));
  return (
    <ul className="sf-plain-list sf-prices">
      {shown.map((format) => {
        const price = prices.version_prices[format];
        return (
          <li key={format} className="sf-prices__item">
            <h3 className="sf-prices__format">
              <Message id={FORMAT_NAME[format]} />
            </h3>
            <p className="sf-prices__delivery">
              <Message id={format === 'pdf' ? 'storefront.prices.pdfDelivery' : 'storefront.prices.printDelivery'} />
            </p>
            <dl className="sf-prices__lines">
              <div className="shop-amount-line sf-prices__line sf-prices__line--price">
                <dt>
                  <Message id="storefront.prices.price" />
                </dt>
                <dd>{money(price.base_price + price.version_price)}</dd>
              </div>
              <div className="shop-amount-line sf-prices__line">
                <dt>
                  <Message id="storefront.prices.shipping" />
                </dt>
                <dd>{format === 'pdf' ? <Message id="storefront.prices.included" /> : money(price.shipping)}</dd>
              </div>
              <div className="shop-amount-line sf-prices__line sf-prices__line--total">
                <dt>
                  <Message id="storefront.prices.total" />
                </dt>
                <dd>{money(price.total)}</dd>
              </div>
              {currency !== 'AZN' && (
                <div className="shop-amount-line sf-prices__line sf-prices__line--azn">
                  <dt>
                    <Message id="storefront.prices.totalAzn" />
                  </dt>
                  <dd>{money(price.total_azn, 'AZN')}</dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
