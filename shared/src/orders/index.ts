/**
 * The order as every app sees it: its statuses (spec section 4) and the JSON the orders API answers with.
 * The server's response schemas, the checkout wizard, tracking and the back office all use these names, so
 * a field is spelt once. JSON keys are snake_case like the spec's payloads; money is integer minor units.
 * Pure types and constants: safe to import from `@shop/shared/orders` without loading React.
 */
import type { CharacterFeatures } from '../characters';
import type { BookVersion } from '../validation';

/** Spec section 4, in the order an order normally moves through them. */
export const ORDER_STATUSES = [
  'pending',
  'waiting_for_payment',
  'payment_failed',
  'paid',
  'in_review',
  'story_writing',
  'printing',
  'ready_for_shipping',
  'shipped',
  'delivered',
  'completed',
  'failed',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STORY_TYPES = ['custom', 'ready'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/** Character generation runs beside the order status: it is about the wizard, not money or production. */
export const CHARACTER_STATUSES = ['none', 'generating', 'ready', 'failed'] as const;
export type CharactersStatus = (typeof CHARACTER_STATUSES)[number];

/**
 * Where an order's character features come from: measured from the photo, or corrected by the parent in
 * the character builder (a correction is kept when the characters are drawn again).
 */
export const CHARACTER_FEATURE_SOURCES = ['photo', 'parent'] as const;
export type CharacterFeatureSource = (typeof CHARACTER_FEATURE_SOURCES)[number];

/** The parent may ask for new characters this many times after the first round. */
export const CHARACTER_REGENERATIONS = 3;
/** Spec section 9: up to 60 seconds, usually under 30. The wizard gives up waiting after this. */
export const CHARACTER_TIMEOUT_MS = 60_000;

/** Guidance from the photo check that does not block the order. */
export const PHOTO_WARNINGS = ['multipleFaces', 'blurry', 'smallFace'] as const;
export type PhotoWarning = (typeof PHOTO_WARNINGS)[number];

/**
 * Why an upload was refused; the 4xx body carries it as `error` (message id `checkout.photo.error.<code>`
 * in the checkout catalogue, and a worded `message` in the request's language).
 */
export const PHOTO_ERRORS = ['tooLarge', 'notAnImage', 'wrongType', 'tooManyPixels', 'noFace'] as const;
export type PhotoError = (typeof PHOTO_ERRORS)[number];

/** The header that carries an order's access token on every call after `POST /orders`. */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

export interface OrderChildJson {
  gender: 'girl' | 'boy';
  name: string;
  age: number;
  story_language: 'en' | 'ru' | 'tr' | 'az';
  illustration_style: '3dPixar' | '2dWarner' | 'watercolor' | 'anime';
  favourite_hero: string | null;
  newsletter: boolean;
}

export interface OrderContactJson {
  full_name: string | null;
  email: string | null;
  phone: string | null;
  shipping_address: string | null;
  postal_code: string | null;
  notes: string | null;
  newsletter: boolean;
  terms: boolean;
}

/** Spec section 3 "Price summary", in minor units of `currency`; `total_azn` in qəpik. */
export interface PriceSummaryJson {
  currency: string;
  base_price: number;
  version_price: number;
  /** 0 for a PDF, which the page shows as 'included'. */
  shipping: number;
  subtotal: number;
  discount: number;
  total: number;
  total_azn: number;
}

/** A picture only the order's holder may see: a signed URL that expires. */
export interface SignedImageJson {
  url: string;
  width: number;
  height: number;
}

export interface CharacterJson extends SignedImageJson {
  style: OrderChildJson['illustration_style'];
}

export interface StatusChangeJson {
  status: OrderStatus;
  at: string;
}

export interface OrderJson {
  id: string;
  order_number: string;
  status: OrderStatus;
  locale: string;
  story_type: StoryType | null;
  book: { slug: string; name: string; cover_url: string; page_count: number } | null;
  child: OrderChildJson;
  photo: (SignedImageJson & { warnings: PhotoWarning[] }) | null;
  characters_status: CharactersStatus;
  regenerations_left: number;
  version: BookVersion | null;
  contact: OrderContactJson;
  country_code: string;
  currency: string;
  /** The price of the order as it stands (with the chosen version, or the PDF when none is chosen yet). */
  price: PriceSummaryJson;
  /** The summary for each version, so the version step can show all three. */
  version_prices: Record<BookVersion, PriceSummaryJson>;
  status_history: StatusChangeJson[];
  created_at: string;
  paid_at: string | null;
}

/** `POST /orders` answers 201 with the order and the token that every later call on it must send. */
export interface CreateOrderResponse {
  order: OrderJson;
  access_token: string;
}

export interface CharactersResponse {
  status: CharactersStatus;
  characters: CharacterJson[];
  selected_style: OrderChildJson['illustration_style'];
  regenerations_left: number;
  /** Why the last round failed, as a message id of the checkout catalogue. */
  error: string | null;
  /** The child's looks the pictures are drawn from; null until the photo has been measured. */
  features: CharacterFeatures | null;
  features_source: CharacterFeatureSource | null;
}

/** `confirm_and_pay` and `pay_again`: where to send the browser to pay. */
export interface PaymentRedirectResponse {
  order: OrderJson;
  payment_url: string;
}

export interface SalesNotificationJson {
  name: string;
  location: string;
  time: string;
  count: number;
}

/** Spec section 3 "Shipment": filled in by the team when a printed book leaves, and when it arrives. */
export interface ShipmentJson {
  carrier: string;
  tracking_number: string;
  /** ISO date (yyyy-mm-dd) the carrier gave. */
  estimated_delivery: string | null;
  shipped_at: string;
  delivered_at: string | null;
}

/**
 * `GET /orders/track?order_number=…&email=…`: what anybody holding the order number and its e-mail may see.
 * No child details, no address: the pair is weaker proof than the order's access token.
 */
export interface TrackOrderJson {
  order_number: string;
  status: OrderStatus;
  status_history: StatusChangeJson[];
  version: BookVersion | null;
  book_name: string;
  created_at: string;
  shipment: ShipmentJson | null;
  /** A signed, expiring link to the finished PDF, once it exists (PDF and printed versions alike). */
  download_url: string | null;
}

/** One page of the personalised book, as the preview or the PDF lays it out. */
export const BOOK_PAGE_KINDS = ['cover', 'dedication', 'illustration', 'text', 'end', 'back'] as const;
export type BookPageKind = (typeof BOOK_PAGE_KINDS)[number];

export interface BookPreviewPageJson extends SignedImageJson {
  /** 1-based, as printed in the book. */
  number: number;
  kind: BookPageKind;
}

/** `GET /orders/{id}/preview`: the whole personalised book, low resolution and watermarked, before paying. */
export interface BookPreviewJson {
  page_count: number;
  pages: BookPreviewPageJson[];
}
