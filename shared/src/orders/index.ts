/**
 * The order as every app sees it: its statuses (spec section 4) and the other constants of the orders API.
 * The JSON the API answers with is its contract (../contracts/orders.ts); its types are re-exported here
 * so the apps find them beside the statuses. Pure constants and types: safe to import from
 * `@shop/shared/orders` without loading React.
 */

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

/**
 * What the shop deletes of an order (the privacy page's promises): the photo, what was derived from it (the face
 * box, the measured looks, the character portraits, the preview pages), the finished book's files, the child's
 * details (name, age, gender, favourite hero) and the parent's contact details.
 */
export const ERASED_ITEMS = [
  'photo',
  'face_box',
  'features',
  'portraits',
  'preview',
  'book',
  'child',
  'contact',
] as const;
export type ErasedItem = (typeof ERASED_ITEMS)[number];

/**
 * Why: the retention periods (`retention`: 30 days after a finished order; `book_retention`: the finished book's
 * period; `unpaid`: 7 days after an order that was never paid), a refund, the parent's own request, or the team's.
 */
export const ERASURE_REASONS = ['retention', 'book_retention', 'unpaid', 'refund', 'request', 'team'] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];

/** Days after an order is completed, refunded or failed that the photo and everything drawn from it are kept. */
export const PHOTO_RETENTION_DAYS = 30;
/** Days after an order is completed or failed that the finished book (PDF, print files) is kept for downloads and reprints. */
export const BOOK_RETENTION_DAYS = 90;
/** Days after the last change of an order that was never paid before all of it is deleted. */
export const UNPAID_RETENTION_DAYS = 7;

/** The header that carries an order's access token on every call after `POST /orders`. */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

/** One page of the personalised book, as the preview or the PDF lays it out. */
export const BOOK_PAGE_KINDS = ['cover', 'dedication', 'illustration', 'text', 'end', 'back'] as const;
export type BookPageKind = (typeof BOOK_PAGE_KINDS)[number];

export type {
  BookPreviewJson,
  BookPreviewPageJson,
  CharacterJson,
  CharactersResponse,
  CreateOrderResponse,
  OrderChildJson,
  OrderContactJson,
  OrderErasureJson,
  OrderJson,
  PaymentRedirectResponse,
  PriceSummaryJson,
  PricesQuery,
  PricesResponse,
  SalesNotificationJson,
  ShipmentJson,
  SignedImageJson,
  StatusChangeJson,
  TrackOrderJson,
} from '../contracts/orders';
