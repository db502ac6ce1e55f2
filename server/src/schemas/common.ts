import { z } from 'zod';

/** The one body of every non-2xx response. */
export const errorResponse = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found'),
  message: z.string().describe('Human text, safe to show'),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
