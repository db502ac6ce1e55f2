/**
 * The orders API (spec section 7): the order as every app reads it, what the checkout sends to create and
 * change it, its photo, characters and preview, tracking, and the sales pop-up. The statuses and other
 * constants are in ../orders; the form rules the request bodies reuse are in ../validation.
 */
import { characterFeaturesSchema, favouriteHeroSchema } from '../characters';
import { CURRENCIES } from '../money/constants';
import {
  BOOK_PAGE_KINDS,
  CHARACTER_FEATURE_SOURCES,
  CHARACTER_STATUSES,
  ERASED_ITEMS,
  ERASURE_REASONS,
  ORDER_STATUSES,
  PHOTO_WARNINGS,
  STORY_TYPES,
} from '../orders';
import {
  BOOK_VERSIONS,
  childDetailsSchema,
  contactDetailsSchema,
  emailSchema,
  GENDERS,
  ILLUSTRATION_STYLES,
  STORY_LANGUAGES,
  VALIDATION_MESSAGES,
} from '../validation';
import { z } from '../zod';
import { minorUnitsSchema } from './common';

// Generous bounds on texts the spec does not size; they only keep junk out.
const ORDER_NUMBER_MAX = 64;
const SLUG_MAX = 100;
const SESSION_ID_MAX = 200;
/** Longer than any code (4–20), so a mistyped code is answered 'coupon_unknown', not a schema error. */
const COUPON_INPUT_MAX = 64;

const INVALID = { error: VALIDATION_MESSAGES.invalid };
const REQUIRED = { error: VALIDATION_MESSAGES.required };

/* ---------- The order as the API answers it ---------- */

/** Spec section 3 "Price summary", in minor units of `currency`; `total_azn` in qəpik. */
export const priceSummarySchema = z.object({
  currency: z.string(),
  base_price: minorUnitsSchema,
  version_price: minorUnitsSchema,
  shipping: minorUnitsSchema.describe('0 for a PDF, shown as included'),
  subtotal: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
  total_azn: minorUnitsSchema.describe('The total in qəpik with the central bank rate'),
});
export type PriceSummaryJson = z.infer<typeof priceSummarySchema>;

/** GET /orders/prices: what every version costs, priced by the server (money/pricing.ts) for the story page. */
export const pricesQuerySchema = z.object({
  currency: z
    .enum(CURRENCIES)
    .optional()
    .describe("The visitor's currency; region russia answers in RUB whatever is asked"),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .describe("ISO country a printed book ships to; the visitor's detected country when absent"),
});
export const pricesResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  country: z.string(),
  version_prices: z.object({ pdf: priceSummarySchema, softcover: priceSummarySchema, hardcover: priceSummarySchema }),
});
export type PricesQuery = z.infer<typeof pricesQuerySchema>;
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** A picture only the order's holder may see: a signed URL that expires. */
export const signedImageSchema = z.object({
  url: z.string().describe('Expiring signed URL under /api/v1/files/'),
  width: z.number().int(),
  height: z.number().int(),
});
export type SignedImageJson = z.infer<typeof signedImageSchema>;

/** The uploaded photo, with the guidance of the photo check that does not block the order. */
export const orderPhotoSchema = signedImageSchema.extend({ warnings: z.array(z.enum(PHOTO_WARNINGS)) });
export type OrderPhotoJson = z.infer<typeof orderPhotoSchema>;

export const orderChildSchema = z.object({
  gender: z.enum(GENDERS),
  name: z.string(),
  age: z.number().int(),
  story_language: z.enum(STORY_LANGUAGES),
  illustration_style: z.enum(ILLUSTRATION_STYLES),
  favourite_hero: z.string().nullable(),
  newsletter: z.boolean(),
});
export type OrderChildJson = z.infer<typeof orderChildSchema>;

export const orderContactSchema = z.object({
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  shipping_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  notes: z.string().nullable(),
  newsletter: z.boolean(),
  terms: z.boolean(),
});
export type OrderContactJson = z.infer<typeof orderContactSchema>;

export const statusChangeSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.iso.datetime() });
export type StatusChangeJson = z.infer<typeof statusChangeSchema>;

/** One deletion of the order's personal data: when, why, and which parts went (oldest first). */
export const orderErasureSchema = z.object({
  at: z.iso.datetime(),
  reason: z.enum(ERASURE_REASONS),
  items: z.array(z.enum(ERASED_ITEMS)),
});
export type OrderErasureJson = z.infer<typeof orderErasureSchema>;

export const orderJsonSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  locale: z.string(),
  story_type: z.enum(STORY_TYPES).nullable(),
  book: z
    .object({ slug: z.string(), name: z.string(), cover_url: z.string(), page_count: z.number().int() })
    .nullable(),
  child: orderChildSchema,
  photo: orderPhotoSchema.nullable(),
  characters_status: z.enum(CHARACTER_STATUSES),
  regenerations_left: z.number().int(),
  version: z.enum(BOOK_VERSIONS).nullable(),
  contact: orderContactSchema,
  country_code: z.string(),
  currency: z.string(),
  price: priceSummarySchema.describe('With the chosen version, or the PDF while none is chosen'),
  // The summary for each version, so the version step can show all three.
  version_prices: z.object({ pdf: priceSummarySchema, softcover: priceSummarySchema, hardcover: priceSummarySchema }),
  status_history: z.array(statusChangeSchema),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  erasures: z.array(orderErasureSchema).describe('What of the personal data has been deleted, and when'),
  coupon_code: z
    .string()
    .nullable()
    .optional()
    .describe("The ambassador's coupon code applied to the order (price.discount is its discount); null when none"),
});
export type OrderJson = z.infer<typeof orderJsonSchema>;

/** GET and PATCH /orders/{id}, POST /orders/{id}/complete_payment */
export const orderResponseSchema = z.object({ order: orderJsonSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /orders answers 201 with the order and the token that every later call on it must send. */
export const createOrderResponseSchema = z.object({
  order: orderJsonSchema,
  access_token: z.string().describe('Send it as X-Order-Token on every later call on this order'),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** confirm_and_pay and pay_again: where to send the browser to pay. */
export const paymentRedirectSchema = z.object({
  order: orderJsonSchema,
  payment_url: z.string().describe("The gateway's hosted payment page"),
});
export type PaymentRedirectResponse = z.infer<typeof paymentRedirectSchema>;

/* ---------- What the checkout sends ---------- */

const child = childDetailsSchema.shape;
/** The child step as the API spells it; the same rules and messages as the form (childDetailsSchema). */
export const orderChildInputSchema = z.object(
  {
    gender: child.gender,
    name: child.name,
    age: child.age,
    story_language: child.storyLanguage,
    illustration_style: child.illustrationStyle,
    favourite_hero: child.favouriteHero,
    newsletter: child.newsletter,
    terms: child.terms,
  },
  REQUIRED,
);
/** The child as the server reads it; the checkout sends exactly this (its form already ran the same rules). */
export type OrderChildInput = z.output<typeof orderChildInputSchema>;

const contact = contactDetailsSchema.shape;
/**
 * The contact step. Each field is checked as the form checks it; whether the whole is complete (an
 * address for a printed book, the terms accepted) is decided at confirm_and_pay, which knows the version.
 */
export const orderContactInputSchema = z.object(
  {
    full_name: contact.fullName,
    email: contact.email,
    phone: contact.phone,
    shipping_address: contact.shippingAddress.nullable(),
    postal_code: contact.postalCode.nullable(),
    notes: contact.notes.nullable(),
    newsletter: contact.newsletter,
    terms: z.boolean(REQUIRED),
  },
  REQUIRED,
);
export type OrderContactInput = z.output<typeof orderContactInputSchema>;

const storyType = z.enum(STORY_TYPES, INVALID);
const bookSlug = z.string(INVALID).trim().min(1, REQUIRED).max(SLUG_MAX, INVALID);
/** Upper-cased ISO 4217 code; whether the shop sells in it is decided by the server (server/src/orders/pricing.ts). */
const currencyCode = z
  .string(INVALID)
  .trim()
  .regex(/^[A-Za-z]{3}$/, INVALID)
  .transform((code) => code.toUpperCase());

/** POST /orders */
export const createOrderBodySchema = z.object(
  {
    order: z.object(
      {
        child: orderChildInputSchema,
        story_type: storyType.optional(),
        book_slug: bookSlug.optional(),
        currency: currencyCode.optional(),
      },
      REQUIRED,
    ),
  },
  REQUIRED,
);
export type CreateOrderInput = z.output<typeof createOrderBodySchema>['order'];

/** PATCH /orders/{id}: any of the steps' answers; what is left out stays as it is. */
export const updateOrderBodySchema = z.object(
  {
    order: z.object(
      {
        child: orderChildInputSchema.optional(),
        story_type: storyType.optional(),
        book_slug: bookSlug.nullable().optional(),
        version: z.enum(BOOK_VERSIONS, INVALID).optional(),
        contact: orderContactInputSchema.optional(),
        currency: currencyCode.optional(),
        coupon_code: z
          .string(INVALID)
          .trim()
          .max(COUPON_INPUT_MAX, INVALID)
          .nullable()
          .optional()
          .describe(
            "An ambassador's coupon code, whatever the case: the book's discount shows in price.discount and the order " +
              "is credited to the ambassador (over the referral cookie); null removes it. 422 'coupon_unknown' or " +
              "'coupon_own' (the ambassador's own code) with the field in details.",
          ),
        features: characterFeaturesSchema
          .optional()
          .describe(
            "The parent's correction of the child's looks (GET /orders/{id}/characters has the current ones). " +
              "Stored as the parent's, kept when the characters are drawn again, and the four pictures are redrawn " +
              'before the answer; a correction uses up no redraw.',
          ),
        favourite_hero: favouriteHeroSchema
          .optional()
          .describe(
            "The parent's correction of a custom story's favourite hero (GET /orders/{id}/characters has the one " +
              "read from the words). Its `words` must be the order's favourite hero words (400 'favourite_hero_words'); " +
              "409 'not_custom_story' for a ready-made story. Kept until the parent types other words.",
          ),
      },
      REQUIRED,
    ),
  },
  REQUIRED,
);
export type OrderPatch = z.output<typeof updateOrderBodySchema>['order'];

/** POST /orders/{id}/complete_payment */
export const completePaymentBodySchema = z
  .object({
    session_id: z
      .string(INVALID)
      .max(SESSION_ID_MAX, INVALID)
      .optional()
      .describe("The gateway session; the order's latest one when left out"),
  })
  // Fastify hands a missing body to the validator as null.
  .nullish();

/* ---------- Photo and characters ---------- */

/** PATCH /orders/{id}/upload_image */
export const uploadPhotoResponseSchema = z.object({
  photo: orderPhotoSchema,
  characters_status: z.literal('generating'),
});
export type UploadPhotoResponse = z.infer<typeof uploadPhotoResponseSchema>;

export const characterJsonSchema = signedImageSchema.extend({ style: z.enum(ILLUSTRATION_STYLES) });
export type CharacterJson = z.infer<typeof characterJsonSchema>;

/** GET /orders/{id}/characters and POST /orders/{id}/characters/regenerate */
export const charactersResponseSchema = z.object({
  status: z.enum(CHARACTER_STATUSES),
  characters: z.array(characterJsonSchema),
  selected_style: z.enum(ILLUSTRATION_STYLES),
  regenerations_left: z.number().int(),
  error: z.string().nullable().describe('Why the last round failed: a checkout catalogue message id'),
  features: characterFeaturesSchema
    .nullable()
    .describe("The child's looks the pictures are drawn from; null until the photo has been measured"),
  favourite_hero: favouriteHeroSchema
    .nullable()
    .describe(
      "A custom story's favourite hero as understood from the parent's words (kind, part colours, accessories, " +
        'gender, own name) or as the parent corrected it; null for a ready-made story or before a hero is typed',
    ),
  features_source: z
    .enum(CHARACTER_FEATURE_SOURCES)
    .nullable()
    .describe("'photo' (measured) or 'parent' (corrected with PATCH /orders/{id}; kept when drawn again)"),
});
export type CharactersResponse = z.infer<typeof charactersResponseSchema>;

/* ---------- Preview ---------- */

/** One page of the personalised book, as the preview lays it out. */
export const bookPreviewPageSchema = z.object({
  number: z.number().int().describe('1-based, as printed in the book'),
  kind: z.enum(BOOK_PAGE_KINDS),
  url: z.string().describe('Expiring signed URL under /api/v1/files/ (a watermarked JPEG)'),
  width: z.number().int(),
  height: z.number().int(),
});
export type BookPreviewPageJson = z.infer<typeof bookPreviewPageSchema>;

/** GET /orders/{id}/preview: the whole personalised book, low resolution and watermarked, before paying. */
export const bookPreviewSchema = z.object({ page_count: z.number().int(), pages: z.array(bookPreviewPageSchema) });
export type BookPreviewJson = z.infer<typeof bookPreviewSchema>;

/* ---------- Tracking ---------- */

/** GET /orders/track */
export const trackOrderQuerySchema = z.object({
  order_number: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(ORDER_NUMBER_MAX, { error: VALIDATION_MESSAGES.tooLong })
    .describe('Case-insensitive, e.g. SB-001001'),
  email: emailSchema.describe("The order's e-mail address, case-insensitive"),
});
export type TrackOrderQuery = z.input<typeof trackOrderQuerySchema>;

/** Spec section 3 "Shipment": filled in by the team when a printed book leaves, and when it arrives. */
export const shipmentJsonSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  estimated_delivery: z.iso.date().nullable(),
  shipped_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
});
export type ShipmentJson = z.infer<typeof shipmentJsonSchema>;

/**
 * What anybody holding the order number and its e-mail may see. No child details, no address: the pair is
 * weaker proof than the order's access token.
 */
export const trackOrderJsonSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_history: z.array(statusChangeSchema),
  version: z.enum(BOOK_VERSIONS).nullable(),
  book_name: z.string().describe("In the request's language; a custom story is named after the child"),
  created_at: z.iso.datetime(),
  shipment: shipmentJsonSchema.nullable(),
  download_url: z
    .string()
    .nullable()
    .describe('Expiring signed link to the finished PDF, once it exists and until it is deleted'),
  erasures: z.array(orderErasureSchema).describe('What of the personal data has been deleted, and when'),
});
export type TrackOrderJson = z.infer<typeof trackOrderJsonSchema>;

/* ---------- Sales pop-up ---------- */

export const salesNotificationSchema = z.object({
  name: z.string().describe("The buyer's first name"),
  location: z.string().describe('City, or country when the city is unknown'),
  time: z.iso.datetime().describe('When the latest of these orders was paid'),
  count: z.number().int().describe('How many books this buyer from this place paid for recently'),
});
export type SalesNotificationJson = z.infer<typeof salesNotificationSchema>;

/** GET /sales_notifications */
export const salesNotificationsResponseSchema = z.object({ sales_notifications: z.array(salesNotificationSchema) });
export type SalesNotificationsResponse = z.infer<typeof salesNotificationsResponseSchema>;
