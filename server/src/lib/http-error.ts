/**
 * An error the API means to send: its status, code and message reach the client as they are, even
 * for 5xx (the message is written for the visitor). Anything else that is thrown is unexpected.
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

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
