import { healthResponseSchema } from '@shop/shared/contracts';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';

export const healthSchema = {
  response: { 200: healthResponseSchema, 503: errorResponse },
};

const readyBody = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z
      .enum(['ok', 'migrations_pending', 'unreachable'])
      .describe("'migrations_pending': the database lacks a migration of this build"),
    renderer: z.enum(['ok', 'loading', 'not_built', 'failed']).describe('The server renderer of the built front end'),
    shutting_down: z.boolean(),
  }),
});

export const readySchema = {
  description: 'Readiness for a load balancer: 200 only when every check is ok and the instance is not shutting down.',
  response: { 200: readyBody, 503: readyBody },
};
