import { emailSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from './common';

// Generous bound on a text the spec does not size; it only keeps junk out of the query.
const ORDER_NUMBER_MAX = 64;

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

export const trackOrderSchema = {
  querystring: z.object({
    order_number: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(ORDER_NUMBER_MAX, { error: VALIDATION_MESSAGES.tooLong }),
    email: emailSchema,
  }),
  response: {
    200: z.object({ order_number: z.string(), status: z.string(), created_at: z.iso.datetime() }),
    404: errorResponse,
  },
};
