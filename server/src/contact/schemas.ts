import { contactReceivedSchema, subscribedSchema } from '@shop/shared/contracts';
import { contactMessageSchema, subscribeSchema } from '@shop/shared/validation';
import { errorResponse } from '../lib/http-error';

export const contactRouteSchema = {
  body: contactMessageSchema,
  response: {
    201: contactReceivedSchema,
    400: errorResponse,
    429: errorResponse.describe('Too many messages from this address or this client; see Retry-After'),
  },
};

export const subscribeRouteSchema = {
  body: subscribeSchema,
  response: {
    200: subscribedSchema.describe('The address was already subscribed'),
    201: subscribedSchema.describe('A new subscriber'),
    400: errorResponse,
  },
};
