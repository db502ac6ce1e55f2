import { contactMessageSchema, subscribeSchema } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';

export const contactRouteSchema = {
  body: contactMessageSchema,
  response: {
    201: z.object({ received: z.literal(true) }),
    400: errorResponse,
    429: errorResponse.describe('Too many messages from this address or this client; see Retry-After'),
  },
};

const subscribed = z.object({ subscribed: z.literal(true) });

export const subscribeRouteSchema = {
  body: subscribeSchema,
  response: {
    200: subscribed.describe('The address was already subscribed'),
    201: subscribed.describe('A new subscriber'),
    400: errorResponse,
  },
};
