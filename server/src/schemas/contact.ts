import { contactMessageSchema } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from './common';

export const contactRouteSchema = {
  body: contactMessageSchema,
  response: {
    201: z.object({ received: z.literal(true) }),
    400: errorResponse,
    429: errorResponse.describe('Too many messages from this address or this client; see Retry-After'),
  },
};
