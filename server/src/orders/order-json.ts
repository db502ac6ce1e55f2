/**
 * The one place an order becomes the JSON of the orders API (OrderJson of ./schemas). Every
 * route answers through `orderJson`, so a field is computed one way only.
 */
import {
  CHARACTER_REGENERATIONS,
  type CharactersStatus,
  type OrderStatus,
  type PhotoWarning,
  type PriceSummaryJson,
} from '@shop/shared/orders';
import { BOOK_VERSIONS, type BookVersion } from '@shop/shared/validation';
import type { FastifyInstance } from 'fastify';
import { storedPreviewCover } from '../book/preview';
import { newestCharacters } from '../characters/repository';
import { LOCALES, type Locale, type OrderPrice } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from './access';
import { erasuresJson, isErased } from './erasure';
import {
  computePrice,
  computeVersionPrices,
  isCurrency,
  loadPricingContext,
  type PricingContext,
  priceSourceFor,
} from './pricing';
import { listStatusHistory } from './repository';
import type { OrderJson } from './schemas';

/** How many more character rounds the parent may ask for (the first round is free of the limit). */
export function regenerationsLeft(order: Pick<OrderRow, 'characterGenerations'>): number {
  return Math.max(0, CHARACTER_REGENERATIONS - order.characterGenerations);
}

export function orderLocale(order: Pick<OrderRow, 'locale'>): Locale {
  return (LOCALES as readonly string[]).includes(order.locale) ? (order.locale as Locale) : 'en';
}

export function isBookVersion(value: unknown): value is BookVersion {
  return typeof value === 'string' && (BOOK_VERSIONS as readonly string[]).includes(value);
}

/**
 * While pending the price follows the configs and rates; from confirm_and_pay on it is the one stored
 * then, which the gateway was asked to charge.
 */
const LIVE_PRICE_STATUSES = new Set<string>(['pending']);

export function priceSummaryJson(price: OrderPrice): PriceSummaryJson {
  return {
    currency: price.currency,
    base_price: price.basePrice,
    version_price: price.versionPrice,
    shipping: price.shipping,
    subtotal: price.subtotal,
    discount: price.discount,
    total: price.total,
    total_azn: price.totalAzn,
  };
}

export const pricingUnavailable = () => new HttpError(503, 'pricing_unavailable', 'common.error.generic');

/** Where a printed book goes: the country the parent chose, else the one they ordered from. */
export function deliveryCountryOf(order: Pick<OrderRow, 'deliveryCountry' | 'countryCode'>): string {
  return order.deliveryCountry ?? order.countryCode;
}

/** Today's prices of every version of the order, in its currency, shipped to its delivery country. */
export function currentVersionPrices(order: OrderRow, pricing: PricingContext): Record<BookVersion, OrderPrice> {
  const currency = isCurrency(order.currency) ? order.currency : 'USD';
  const source = priceSourceFor(pricing.configs, currency);
  if (!source) throw pricingUnavailable();
  const input = { currency, country: deliveryCountryOf(order), discountBp: order.couponDiscountBp };
  return computeVersionPrices(source, input, pricing.rates);
}

/** The price the order would be charged now: its version's, or the PDF's while none is chosen. */
export function currentPrice(order: OrderRow, pricing: PricingContext): OrderPrice {
  const currency = isCurrency(order.currency) ? order.currency : 'USD';
  const source = priceSourceFor(pricing.configs, currency);
  if (!source) throw pricingUnavailable();
  const version = isBookVersion(order.version) ? order.version : 'pdf';
  // The coupon's discount as granted when the parent applied the code (ambassadors/coupons.ts).
  const input = { currency, version, country: deliveryCountryOf(order), discountBp: order.couponDiscountBp };
  return computePrice(source, input, pricing.rates);
}

async function bookOf(app: FastifyInstance, order: OrderRow): Promise<OrderJson['book']> {
  if (order.storyType !== 'ready' || !order.bookSlug) return null;
  const book = await app.catalogue.book(orderLocale(order), order.bookSlug);
  if (!book) return null;
  return { slug: book.slug, name: book.name, cover_url: book.cover.url, page_count: book.page_count };
}

/** The picture of the child in the chosen style, from the newest round, once it is drawn. */
async function characterOf(app: FastifyInstance, order: OrderRow): Promise<OrderJson['character']> {
  if (order.charactersStatus !== 'ready') return null;
  const rows = await newestCharacters(app.database.db, order.id);
  const picture = rows.find((row) => row.style === order.child.illustrationStyle);
  return picture
    ? { url: app.storage.signedUrl(picture.storageKey), width: picture.width, height: picture.height }
    : null;
}

/**
 * A custom story's cover as its preview drew it, without the watermark once paid for (a ready book's cover is
 * the catalogue's, book.cover_url).
 */
async function coverOf(app: FastifyInstance, order: OrderRow): Promise<OrderJson['cover']> {
  if (order.storyType !== 'custom' || isErased(order, 'preview')) return null;
  const cover = await storedPreviewCover(app, order);
  return cover ? { url: app.storage.signedUrl(cover.key), width: cover.width, height: cover.height } : null;
}

export async function orderJson(app: FastifyInstance, order: OrderRow): Promise<OrderJson> {
  const [history, book, pricing, character, cover] = await Promise.all([
    listStatusHistory(app.database.db, order.id),
    bookOf(app, order),
    loadPricingContext(app.database.db),
    characterOf(app, order),
    coverOf(app, order),
  ]);
  const versionPrices = currentVersionPrices(order, pricing);
  const price = order.price && !LIVE_PRICE_STATUSES.has(order.status) ? order.price : currentPrice(order, pricing);
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    locale: order.locale,
    story_type: order.storyType === 'custom' || order.storyType === 'ready' ? order.storyType : null,
    book,
    child: {
      gender: order.child.gender,
      name: order.child.name,
      age: order.child.age,
      story_language: order.child.storyLanguage,
      illustration_style: order.child.illustrationStyle,
      favourite_hero: order.child.favouriteHero ?? null,
      newsletter: order.newsletter,
    },
    photo: order.photoKey
      ? {
          url: app.storage.signedUrl(order.photoKey),
          width: order.photoWidth ?? 0,
          height: order.photoHeight ?? 0,
          warnings: order.photoWarnings as PhotoWarning[],
        }
      : null,
    characters_status: order.charactersStatus as CharactersStatus,
    regenerations_left: regenerationsLeft(order),
    version: isBookVersion(order.version) ? order.version : null,
    contact: {
      full_name: order.fullName,
      email: order.email,
      phone: order.phone,
      shipping_address: order.shippingAddress,
      postal_code: order.postalCode,
      notes: order.notes,
      newsletter: order.newsletter,
      terms: order.terms,
      delivery_country: deliveryCountryOf(order),
    },
    character,
    cover,
    country_code: order.countryCode,
    currency: order.currency,
    price: priceSummaryJson(price),
    version_prices: {
      pdf: priceSummaryJson(versionPrices.pdf),
      softcover: priceSummaryJson(versionPrices.softcover),
      hardcover: priceSummaryJson(versionPrices.hardcover),
    },
    status_history: history.map((entry) => ({ status: entry.status as OrderStatus, at: entry.at.toISOString() })),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    erasures: erasuresJson(order),
    coupon_code: order.couponCode,
  };
}
