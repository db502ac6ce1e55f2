import { subscribeSchema } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from './common';

const subscribed = z.object({ subscribed: z.literal(true) });

export const subscribeRouteSchema = {
  body: subscribeSchema,
  response: {
    200: subscribed.describe('The address was already subscribed'),
    201: subscribed.describe('A new subscriber'),
    400: errorResponse,
  },
};
