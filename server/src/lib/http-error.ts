import { z } from 'zod';

/**
 * An error the API means to send: its status, code and message reach the client, even for 5xx (the
 * message is written for the visitor). The message may be a common catalogue id
 * ('common.error.orderNotFound'), which the error handler words in the request's language.
 * Anything else that is thrown is unexpected and answered with the generic message.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'common.error.notFound') => new HttpError(404, 'not_found', message);

/** The one body of every non-2xx response. */
export const errorResponse = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found'),
  message: z.string().describe('Human text, safe to show'),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
