/**
 * Route schemas of the orders API (OpenAPI, validation, serialisation). Bodies, queries and answers are
 * the API contract in @shop/shared/contracts, which the checkout, tracking and the storefront read too;
 * what is only the server's (headers, params, the refusals each route documents) is here.
 */
import {
  completePaymentBodySchema,
  createOrderBodySchema,
  orderContactInputSchema,
  orderContactSchema,
  priceConfigsResponseSchema,
  pricesQuerySchema,
  pricesResponseSchema,
  salesNotificationsResponseSchema,
  createOrderResponseSchema as sharedCreateOrderResponseSchema,
  orderJsonSchema as sharedOrderJsonSchema,
  orderResponseSchema as sharedOrderResponseSchema,
  paymentRedirectSchema as sharedPaymentRedirectSchema,
  updateOrderBodySchema as sharedUpdateOrderBodySchema,
  signedImageSchema,
  trackOrderJsonSchema,
  trackOrderQuerySchema,
} from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';

export type { OrderChildInput } from '@shop/shared/contracts';

/*
 * The delivery country and the result page's pictures, added here to the order contracts of
 * @shop/shared/contracts (the checkout declares the same additions in remotes/checkout/src/api.ts). They
 * belong in the shared contracts; until @shop/shared takes them, the server's schemas extend those.
 */
const INVALID = { error: VALIDATION_MESSAGES.invalid };
const deliveryCountry = z
  .string(INVALID)
  .regex(/^[A-Z]{2}$/, INVALID)
  .nullable()
  .optional()
  .describe('ISO 3166-1 alpha-2 code a printed book is sent to; it prices the shipping (default: the visitor country)');

export const orderContactInput = orderContactInputSchema.extend({ delivery_country: deliveryCountry });
export type OrderContactInput = z.output<typeof orderContactInput>;

const sharedPatch = sharedUpdateOrderBodySchema.shape.order;
export const updateOrderBodySchema = sharedUpdateOrderBodySchema.extend({
  order: sharedPatch.extend({ contact: orderContactInput.optional() }),
});

export const orderJsonSchema = sharedOrderJsonSchema.extend({
  contact: orderContactSchema.extend({
    delivery_country: z
      .string()
      .describe("Where a printed book is sent; the visitor's country until the parent chose one"),
  }),
  character: signedImageSchema.nullable().describe("The child's character in the chosen style, once drawn"),
  cover: signedImageSchema
    .nullable()
    .describe("The personalised book's cover as the preview drew it (custom stories); ready books have book.cover_url"),
});
export const orderResponseSchema = sharedOrderResponseSchema.extend({ order: orderJsonSchema });
const createOrderResponseSchema = sharedCreateOrderResponseSchema.extend({ order: orderJsonSchema });
const paymentRedirectSchema = sharedPaymentRedirectSchema.extend({ order: orderJsonSchema });

export const priceConfigsSchema = {
  response: { 200: priceConfigsResponseSchema },
};

export const pricesSchema = {
  querystring: pricesQuerySchema,
  response: { 200: pricesResponseSchema, 503: errorResponse },
};

export const trackOrderSchema = {
  querystring: trackOrderQuerySchema,
  response: {
    200: trackOrderJsonSchema,
    400: errorResponse,
    404: errorResponse.describe("Unknown order number or another e-mail, alike: 'Order not found'"),
    429: errorResponse.describe("'rate_limited': too many lookups from this address or for this order number"),
  },
};

export const orderIdParams = z.object({ id: z.string().max(100).describe('The order id (a UUID)') });

// Loose: Fastify replaces request.headers with the parsed value, and the other headers must survive.
export const tokenHeaders = z.looseObject({
  'x-order-token': z.string().optional().describe('The access_token POST /orders returned'),
});

export const orderNotFound = errorResponse.describe(
  "Unknown order, or a missing or wrong X-Order-Token: 'Order not found'",
);

const errors = {
  400: errorResponse,
  404: orderNotFound,
  410: errorResponse.describe("'data_erased': the order's data was deleted; it cannot go on"),
};

export const createOrderSchema = {
  body: createOrderBodySchema,
  response: {
    201: createOrderResponseSchema,
    400: errorResponse,
    422: errorResponse.describe("'book_not_found': no such ready-made book"),
  },
};

export const getOrderSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: { 200: orderResponseSchema, 404: errors[404] },
};

export const updateOrderSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  body: updateOrderBodySchema,
  response: {
    200: orderResponseSchema,
    ...errors,
    409: errorResponse.describe("'order_locked': paid orders cannot be changed"),
    422: errorResponse.describe(
      "'book_not_found', 'version_unavailable', 'validation_error' (details per field), or 'coupon_unknown' / " +
        "'coupon_own' (details name order.coupon_code)",
    ),
  },
};

export const eraseOrderSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  description:
    "Deletes the child's photo and everything drawn from it, the book's files, the child's details and the contact details; the order keeps its number, amounts and dates. Idempotent.",
  response: {
    200: orderResponseSchema,
    ...errors,
    409: errorResponse.describe("'order_in_production': the book is being made or is on its way"),
  },
};

export const confirmAndPaySchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  response: {
    200: paymentRedirectSchema,
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
    200: paymentRedirectSchema,
    ...errors,
    409: errorResponse.describe("'order_locked' (already paid) or 'invalid_transition' (never confirmed)"),
    502: errorResponse.describe("'payment_unavailable': the gateway did not answer"),
  },
};

export const completePaymentSchema = {
  params: orderIdParams,
  headers: tokenHeaders,
  body: completePaymentBodySchema,
  response: {
    200: orderResponseSchema,
    ...errors,
    409: errorResponse.describe("'no_payment': the order was never sent to the gateway"),
    502: errorResponse.describe("'payment_unavailable': the gateway did not answer"),
  },
};

export const salesNotificationsSchema = {
  response: { 200: salesNotificationsResponseSchema },
};

export type OrderJson = z.infer<typeof orderJsonSchema>;
