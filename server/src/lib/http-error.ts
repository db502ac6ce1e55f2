import { type ErrorBody, type ErrorDetails, errorBodySchema } from '@shop/shared/contracts';

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
    readonly details?: ErrorDetails,
    /** Values of the message's ICU placeholders ('{minimum, number, ::currency/USD}'), worded per language. */
    readonly values?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'common.error.notFound') => new HttpError(404, 'not_found', message);

/** The one body of every non-2xx response (the API contract in @shop/shared/contracts). */
export const errorResponse = errorBodySchema;
export type ErrorResponse = ErrorBody;
