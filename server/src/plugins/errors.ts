/**
 * The one error shape of the API: `{ error, message, details? }` for every non-2xx. Messages of
 * unexpected failures never reach the client; they are logged with the request's context instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { localeOf } from '../lib/locale';
import { isMessageId, translateMessage } from '../lib/messages';
import type { ErrorResponse } from '../schemas/common';

/** 'An error occurred. Please try again.' in the request's language. */
export const GENERIC_ERROR_MESSAGE = 'common.error.generic';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  503: 'unavailable',
};

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function validationBody(
  error: FastifyError & { validation: NonNullable<FastifyError['validation']> },
  locale: Locale,
): ErrorResponse {
  const issues = error.validation.map((issue) => {
    const raw = issue.message ?? 'Invalid value';
    return {
      path: issue.instancePath.split('/').filter(Boolean),
      message: translateMessage(raw, locale),
      // Clients with their own catalogue can translate the id themselves.
      ...(isMessageId(raw) ? { message_id: raw } : {}),
      code: issue.keyword,
      location: error.validationContext,
    };
  });
  return { error: 'validation_error', message: issues[0]?.message ?? 'Invalid request', details: issues };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation && error.validation.length > 0) {
    request.log.info({ validation: error.validation }, 'request failed validation');
    const body = validationBody(error as Parameters<typeof validationBody>[0], localeOf(request));
    return reply.code(400).send(body);
  }

  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    const body: ErrorResponse = { error: error.code, message: translateMessage(error.message, localeOf(request)) };
    if (error.details !== undefined) body.details = error.details;
    return reply.code(error.statusCode).send(body);
  }

  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      error: CODES_BY_STATUS[status] ?? 'internal_error',
      message: translateMessage(GENERIC_ERROR_MESSAGE, localeOf(request)),
    });
  }
  // Fastify's own 4xx errors (bad JSON, wrong content type, body too large) carry messages written for clients.
  request.log.info({ err: error }, 'request rejected');
  return reply.code(status).send({ error: CODES_BY_STATUS[status] ?? 'bad_request', message: error.message });
}

export interface ErrorHandlingOptions {
  /** Answers unmatched GET/HEAD requests outside /api (the web front end); without it they get the JSON 404. */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
}

/**
 * Installed on the root instance (not as an encapsulated plugin) so it covers every route, including
 * static files and the not-found handler; Fastify allows one not-found handler per prefix.
 */
export function setupErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url;
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (options.pageFallback && isPageRequest && !isApiPath(path) && !path.startsWith('/remotes/')) {
      return options.pageFallback(request, reply);
    }
    return reply.code(404).send({ error: 'not_found', message: 'Not found' } satisfies ErrorResponse);
  });
}
