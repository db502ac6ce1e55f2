import {
  CURRENCIES,
  type Currency,
  convertMinor,
  formatAznTotal,
  formatBasePrice,
  formatPrice,
  type PriceConfig,
  type PriceRegion,
  type Rates,
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
  config: PriceConfig;
  /** The visitor's currency (useCurrency). */
  currency: Currency;
  /** The visitor's country, for shipping_by_country. */
  country: string;
  region: PriceRegion;
  rates: Rates;
}

function asCurrency(code: string): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'USD';
}

/**
 * What one version costs, in minor units of the price configuration's currency: base price + the
 * version's price, and shipping for the visitor's country (the default shipping elsewhere). PDF is
 * e-mailed, so it never has shipping.
 */
export function versionAmounts(
  config: PriceConfig,
  format: BookFormat,
  country: string,
): { price: number; shipping: number } {
  const price = config.base_price + config[`${format}_price`];
  if (format === 'pdf') return { price, shipping: 0 };
  return { price, shipping: config.shipping_by_country?.[country] ?? config.shipping };
}

/**
 * Every version of a book with its price in the visitor's currency (the base price shown as its whole
 * part plus .99), its shipping (PDF: included) and the total in AZN (spec sections 1 and 9). Amounts
 * are converted through AZN with the central bank's rates and formatted only by the shared functions.
 */
export function PriceBlock({ formats, config, currency, country, region, rates }: PriceBlockProps) {
  const source = asCurrency(config.currency);
  const options = { region };
  const shown = FORMAT_ORDER.filter((format) => formats.includes(format));
  return (
    <ul className="sf-plain-list sf-prices">
      {shown.map((format) => {
        const { price, shipping } = versionAmounts(config, format, country);
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
                <dd>{formatBasePrice(convertMinor(price, source, currency, rates), currency, options)}</dd>
              </div>
              <div className="shop-amount-line sf-prices__line">
                <dt>
                  <Message id="storefront.prices.shipping" />
                </dt>
                <dd>
                  {format === 'pdf' ? (
                    <Message id="storefront.prices.included" />
                  ) : (
                    formatPrice(convertMinor(shipping, source, currency, rates), currency, options)
                  )}
                </dd>
              </div>
              <div className="shop-amount-line sf-prices__line sf-prices__line--total">
                <dt>
                  <Message id="storefront.prices.totalAzn" />
                </dt>
                <dd>{formatAznTotal(price + shipping, source, rates, options)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
