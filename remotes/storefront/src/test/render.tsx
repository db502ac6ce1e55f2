/**
 * The storefront's tests render with its catalogue through the one shared test renderer; the fixtures
 * below are the storefront's own.
 */
import type { PriceConfig } from '@shop/shared';
import { pageRenderer } from '@shop/shared/testing';
import { messages } from '../messages';

export { meta, type Reply, stubApi } from '@shop/shared/testing';
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

/** The seed's kind of price configuration in USD: $19.00 base; PDF +$10.99, softcover +$20.00, hardcover +$30.50; shipping $5.00. */
export const usdPriceConfig = (extra: Partial<PriceConfig> = {}): PriceConfig => ({
  id: 1,
  currency: 'USD',
  base_price: 1900,
  pdf_price: 1099,
  softcover_price: 2000,
  hardcover_price: 3050,
  shipping: 500,
  shipping_by_country: {},
  created_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});
