import { z } from 'zod';
import { errorResponse } from './common';

const minorUnits = z.number().int().describe('Integer minor units (cents, kopecks)');

export const priceConfigsSchema = {
  response: {
    200: z.object({
      price_configs: z.array(
        z.object({
          id: z.string(),
          currency: z.string(),
          base_price: minorUnits,
          pdf_price: minorUnits,
          softcover_price: minorUnits,
          hardcover_price: minorUnits,
          shipping: minorUnits,
          created_at: z.iso.datetime(),
        }),
      ),
    }),
  },
};

// The spec's message (section 5); the shared validation module will own it once it exists.
const EMAIL_MESSAGE = 'Please enter a valid email address';

export const trackOrderSchema = {
  querystring: z.object({
    order_number: z
      .string({ error: 'Please enter your order number' })
      .trim()
      .min(1, 'Please enter your order number')
      .max(64, 'Please enter a valid order number'),
    email: z.string({ error: EMAIL_MESSAGE }).trim().pipe(z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE)),
  }),
  response: {
    200: z.object({ order_number: z.string(), status: z.string(), created_at: z.iso.datetime() }),
    404: errorResponse,
  },
};
