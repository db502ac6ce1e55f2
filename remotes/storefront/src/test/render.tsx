/**
 * The storefront's tests render with its catalogue through the one shared test renderer; the fixtures
 * below are the storefront's own.
 */
import {
  type Currency,
  FALLBACK_RATES,
  type PriceSource,
  type PricesResponse,
  priceLines,
  type Rates,
} from '@shop/shared';
import { pageRenderer } from '@shop/shared/testing';
import { messages } from '../messages';

export { answerOnceThenHold, meta, stubApi } from '@shop/shared/testing';
export const renderPage = pageRenderer(messages);

export const book = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Book ${slug}`,
  summary: `Summary of ${slug}`,
  category: { slug: 'adventure', name: 'Adventure' },
  page_count: 24,
  formats: ['pdf', 'softcover', 'hardcover'],
  age_min: 3,
  age_max: 8,
  cover: { url: `/media/${slug}.webp`, width: 600, height: 800, alt: `Cover of ${slug}` },
  ...extra,
});

/** The seed's price configuration (server/src/db/seed.ts): $29.99, softcover +$15, hardcover +$25, shipping by country. */
export const SEED_PRICES: PriceSource = {
  currency: 'USD',
  basePrice: 2999,
  pdfPrice: 0,
  softcoverPrice: 1500,
  hardcoverPrice: 2500,
  shipping: 799,
  shippingByCountry: { US: 799, AZ: 500, TR: 699, RU: 899 },
};

/** GET /orders/prices as the server answers it: priced by the shared rule (money/pricing.ts), as the server does. */
export function pricesResponse(currency: Currency, country: string, rates: Rates = FALLBACK_RATES): PricesResponse {
  const summary = (version: 'pdf' | 'softcover' | 'hardcover') => {
    const lines = priceLines(SEED_PRICES, { currency, version, country }, rates);
    return {
      currency: lines.currency,
      base_price: lines.basePrice,
      version_price: lines.versionPrice,
      shipping: lines.shipping,
      subtotal: lines.subtotal,
      discount: lines.discount,
      total: lines.total,
      total_azn: lines.totalAzn,
    };
  };
  return {
    currency,
    country,
    version_prices: { pdf: summary('pdf'), softcover: summary('softcover'), hardcover: summary('hardcover') },
  };
}
