import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';

export const healthSchema = {
  response: {
    200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    503: errorResponse,
  },
};
