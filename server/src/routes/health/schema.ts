import { healthResponseSchema } from '@shop/shared/contracts';
import { errorResponse } from '../../lib/http-error';

export const healthSchema = {
  response: { 200: healthResponseSchema, 503: errorResponse },
};
