import { characterFeaturesSchema } from '@shop/shared/characters';
import {
  CHARACTER_STATUSES,
  ORDER_STATUSES,
  type OrderJson,
  PHOTO_WARNINGS,
  type SalesNotificationJson,
  STORY_TYPES,
  type TrackOrderJson,
} from '@shop/shared/orders';
import {
  BOOK_VERSIONS,
  childDetailsSchema,
  contactDetailsSchema,
  emailSchema,
  ILLUSTRATION_STYLES,
  STORY_LANGUAGES,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';
import type { SameType } from '../lib/contract';

// Generous bound on a text the spec does not size; it only keeps junk out of the query.
const ORDER_NUMBER_MAX = 64;
const SLUG_MAX = 100;
const SESSION_ID_MAX = 200;

const INVALID = { error: VALIDATION_MESSAGES.invalid };
const REQUIRED = { error: VALIDATION_MESSAGES.required };

const minorUnits = z.number().int().describe('Integer minor units (cents, kopecks)');

export const priceConfigsSchema = {
  response: {
    200: z.object({
      price_configs: z.array(
        z.object({
          id: z.number().int(),
          currency: z.string(),
          base_price: minorUnits,
          pdf_price: minorUnits,
          softcover_price: minorUnits,
          hardcover_price: minorUnits,
          shipping: minorUnits,
          shipping_by_country: z
            .record(z.string().regex(/^[A-Z]{2}$/), minorUnits)
            .describe('Shipping of a printed book by ISO country; a PDF never has shipping'),
          created_at: z.iso.datetime(),
        }),
      ),
    }),
  },
};

/* ---------- The order as the API answers it (shared/src/orders OrderJson) ---------- */

const priceSummary = z.object({
  currency: z.string(),
  base_price: minorUnits,
  version_price: minorUnits,
  shipping: minorUnits.describe('0 for a PDF, shown as included'),
  subtotal: minorUnits,
  discount: minorUnits,
  total: minorUnits,
  total_azn: minorUnits.describe('The total in qəpik with the central bank rate'),
});

const signedImage = {
  url: z.string().describe('Expiring signed URL under /api/v1/files/'),
  width: z.number().int(),
  height: z.number().int(),
};

const orderJsonSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  locale: z.string(),
  story_type: z.enum(STORY_TYPES).nullable(),
  book: z
    .object({ slug: z.string(), name: z.string(), cover_url: z.string(), page_count: z.number().int() })
    .nullable(),
  child: z.object({
    gender: z.enum(['girl', 'boy']),
    name: z.string(),
    age: z.number().int(),
    story_language: z.enum(STORY_LANGUAGES),
    illustration_style: z.enum(ILLUSTRATION_STYLES),
    favourite_hero: z.string().nullable(),
    newsletter: z.boolean(),
  }),
  photo: z.object({ ...signedImage, warnings: z.array(z.enum(PHOTO_WARNINGS)) }).nullable(),
  characters_status: z.enum(CHARACTER_STATUSES),
  regenerations_left: z.number().int(),
  version: z.enum(BOOK_VERSIONS).nullable(),
  contact: z.object({
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    shipping_address: z.string().nullable(),
    postal_code: z.string().nullable(),
    notes: z.string().nullable(),
    newsletter: z.boolean(),
    terms: z.boolean(),
  }),
  country_code: z.string(),
  currency: z.string(),
  price: priceSummary.describe('With the chosen version, or the PDF while none is chosen'),
  version_prices: z.object({ pdf: priceSummary, softcover: priceSummary, hardcover: priceSummary }),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.iso.datetime() })),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});

// The zod schema and the shared type describe the same JSON (lib/contract.ts).
const orderJsonMatchesContract: SameType<z.infer<typeof orderJsonSchema>, OrderJson> = true;
void orderJsonMatchesContract;

const orderResponse = z.object({ order: orderJsonSchema });
const paymentRedirect = z.object({
  order: orderJsonSchema,
  payment_url: z.string().describe("The gateway's hosted payment page"),
});

/* ---------- Tracking (shared/src/orders TrackOrderJson) ---------- */

const trackOrderJsonSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.iso.datetime() })),
  version: z.enum(BOOK_VERSIONS).nullable(),
  book_name: z.string().describe("In the request's language; a custom story is named after the child"),
  created_at: z.iso.datetime(),
  shipment: z
    .object({
      carrier: z.string(),
      tracking_number: z.string(),
      estimated_delivery: z.iso.date().nullable(),
      shipped_at: z.iso.datetime(),
      delivered_at: z.iso.datetime().nullable(),
    })
    .nullable(),
  download_url: z.string().nullable().describe('Expiring signed link to the finished PDF, once it exists'),
});
const trackOrderMatchesContract: SameType<z.infer<typeof trackOrderJsonSchema>, TrackOrderJson> = true;
void trackOrderMatchesContract;

export const trackOrderSchema = {
  querystring: z.object({
    order_number: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(ORDER_NUMBER_MAX, { error: VALIDATION_MESSAGES.tooLong })
      .describe('Case-insensitive, e.g. SB-001001'),
    email: emailSchema.describe("The order's e-mail address, case-insensitive"),
  }),
  response: {
    200: trackOrderJsonSchema,
    400: errorResponse,
    404: errorResponse.describe("Unknown order number or another e-mail, alike: 'Order not found'"),
    429: errorResponse.describe("'rate_limited': too many lookups from this address or for this order number"),
  },
};

/* ---------- Requests ---------- */

const child = childDetailsSchema.shape;
/** The child step as the API spells it; the same rules and messages as the form (childDetailsSchema). */
export const orderChildInput = z.object(
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
export type OrderChildInput = z.output<typeof orderChildInput>;

const contact = contactDetailsSchema.shape;
/**
 * The contact step. Each field is checked as the form checks it; whether the whole is complete (an
 * address for a printed book, the terms accepted) is decided at confirm_and_pay, which knows the version.
 */
export const orderContactInput = z.object(
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
export type OrderContactInput = z.output<typeof orderContactInput>;

const storyType = z.enum(STORY_TYPES, INVALID);
const bookSlug = z.string(INVALID).trim().min(1, REQUIRED).max(SLUG_MAX, INVALID);
/** Upper-cased ISO 4217 code; whether the shop sells in it is decided by the server (see orders/pricing.ts). */
const currencyCode = z
  .string(INVALID)
  .trim()
  .regex(/^[A-Za-z]{3}$/, INVALID)
  .transform((code) => code.toUpperCase());

const orderIdParams = z.object({ id: z.string().max(100).describe('The order id (a UUID)') });

// Loose: Fastify replaces request.headers with the parsed value, and the other headers must survive.
const tokenHeaders = z.looseObject({
  'x-order-token': z.string().optional().describe('The access_token POST /orders returned'),
});

const errors = {
  400: errorResponse,
  404: errorResponse.describe("Unknown order, or a missing or wrong X-Order-Token: 'Order not found'"),
};

export const createOrderSchema = {
  body: z.object(
    {
      order: z.object(
        {
          child: orderChildInput,
          story_type: storyType.optional(),
          book_slug: bookSlug.optional(),
          currency: currencyCode.optional(),
        },
        REQUIRED,
      ),
    },
    REQUIRED,
  ),
  response: {
    201: z.object({
      order: orderJsonSchema,
      access_token: z.string().describe('Send it as X-Order-Token on every later call on this order'),
    }),
    400: errorResponse,
    422: errorResponse.describe("'book_not_found': no such ready-made book"),
  },
};

export const getOrderSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: { 200: orderResponse, 404: errors[404] },
};

export const updateOrderSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  body: z.object(
    {
      order: z.object(
        {
          child: orderChildInput.optional(),
          story_type: storyType.optional(),
          book_slug: bookSlug.nullable().optional(),
          version: z.enum(BOOK_VERSIONS, INVALID).optional(),
          contact: orderContactInput.optional(),
          currency: currencyCode.optional(),
          features: characterFeaturesSchema
            .optional()
            .describe(
              "The parent's correction of the child's looks (GET /orders/{id}/characters has the current ones). " +
                "Stored as the parent's, kept when the characters are drawn again, and the four pictures are redrawn " +
                'before the answer; a correction uses up no redraw.',
            ),
        },
        REQUIRED,
      ),
    },
    REQUIRED,
  ),
  response: {
    200: orderResponse,
    ...errors,
    409: errorResponse.describe("'order_locked': paid orders cannot be changed"),
    422: errorResponse.describe("'book_not_found' or 'version_unavailable'"),
  },
};

export const confirmAndPaySchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: {
    200: paymentRedirect,
    ...errors,
    409: errorResponse.describe("'order_locked': already paid"),
    422: errorResponse.describe("'order_incomplete': details list what is missing"),
    502: errorResponse.describe("'payment_unavailable': the gateway did not answer"),
  },
};

export const payAgainSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: {
    200: paymentRedirect,
    ...errors,
    409: errorResponse.describe("'order_locked' (already paid) or 'invalid_transition' (never confirmed)"),
    502: errorResponse.describe("'payment_unavailable': the gateway did not answer"),
  },
};

export const completePaymentSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  body: z
    .object({
      session_id: z
        .string(INVALID)
        .max(SESSION_ID_MAX, INVALID)
        .optional()
        .describe("The gateway session; the order's latest one when left out"),
    })
    // Fastify hands a missing body to the validator as null.
    .nullish(),
  response: {
    200: orderResponse,
    ...errors,
    409: errorResponse.describe("'no_payment': the order was never sent to the gateway"),
    502: errorResponse.describe("'payment_unavailable': the gateway did not answer"),
  },
};

/* ---------- Sales notifications ---------- */

const salesNotification = z.object({
  name: z.string().describe("The buyer's first name"),
  location: z.string().describe('City, or country when the city is unknown'),
  time: z.iso.datetime().describe('When the latest of these orders was paid'),
  count: z.number().int().describe('How many books this buyer from this place paid for recently'),
});
const salesNotificationMatchesContract: SameType<z.infer<typeof salesNotification>, SalesNotificationJson> = true;
void salesNotificationMatchesContract;

export const salesNotificationsSchema = {
  response: { 200: z.object({ sales_notifications: z.array(salesNotification) }) },
};
