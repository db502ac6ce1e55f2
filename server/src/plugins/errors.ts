/**
 * The one error shape of the API: `{ error, message, details? }` for every non-2xx. Messages of
 * unexpected failures never reach the client; they are logged with the request's context instead.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../db/schema';
import type { ErrorResponse } from '../lib/http-error';
import { HttpError } from '../lib/http-error';
import { localeOf } from '../lib/locale';
import { isMessageId, translateMessage } from '../lib/messages';

/** 'An error occurred. Please try again.' in the request's language. */
export const GENERIC_ERROR_MESSAGE = 'common.error.generic';
/** Zod's own messages (a wrong type, a missing object) are English; visitors read this instead. */
const INVALID_VALUE_MESSAGE = 'common.validation.invalid';

/** Fastify's own refusals, worded from the common catalogue. */
const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'common.error.badRequest',
  404: 'common.error.notFound',
  413: 'common.error.payloadTooLarge',
  415: 'common.error.unsupportedMediaType',
  429: 'common.error.rateLimited',
};
const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * What the multipart parser (@fastify/busboy, under @fastify/multipart) throws for a body it cannot read: plain
 * Errors without a status or code, so they would otherwise be answered 500. A Content-Type without a boundary
 * ('Boundary not found'), with an empty or over-long one (its search 'needle'), and a body that ends before its
 * closing boundary. Recognised here, once, so every upload route (the order's photo, a book's cover) refuses
 * them alike; the messages are pinned by server/tests/app/errors.test.ts.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot/,
  /unexpected end of multipart data$/i,
];

function isMalformedMultipart(error: FastifyError): boolean {
  return error.statusCode === undefined && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));
}

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

/** How long a client should wait before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;
/** Connection failures (Node) and PostgreSQL's "cannot connect now / shutting down / connection" classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Whether `error` (or what caused it: drizzle wraps the driver's error) says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // pg-pool's own wording when no connection could be opened within connectionTimeoutMillis.
    if (/timeout exceeded when trying to connect|Connection terminated/i.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function validationBody(
  error: FastifyError & { validation: NonNullable<FastifyError['validation']> },
  locale: Locale,
): ErrorResponse {
  const issues = error.validation.map((issue) => {
    const raw = issue.message ?? '';
    const id = isMessageId(raw) ? raw : INVALID_VALUE_MESSAGE;
    return {
      path: issue.instancePath.split('/').filter(Boolean),
      message: translateMessage(id, locale),
      // Clients with their own catalogue can translate the id themselves.
      message_id: id,
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
    const body: ErrorResponse = {
      error: error.code,
      message: translateMessage(error.message, localeOf(request), error.values),
    };
    if (error.details !== undefined) body.details = error.details;
    return reply.code(error.statusCode).send(body);
  }

  if (isMalformedMultipart(error)) {
    request.log.info({ err: error }, 'multipart body rejected');
    return reply.code(400).send({
      error: 'invalid_multipart',
      message: translateMessage('common.error.invalidMultipart', localeOf(request)),
    } satisfies ErrorResponse);
  }

  if (request.raw.readableAborted || request.raw.errored) {
    // The client went away before its request was read (a closed tab, a lost connection): nothing failed here,
    // and a reset from the client is not the database's. Nobody is left to read an answer.
    request.log.info({ err: error }, 'the client closed the connection before the request was read');
    return reply.code(400).send({ error: 'bad_request', message: 'The request was not received whole' });
  }

  if (isDatabaseUnavailable(error)) {
    // Nothing the visitor did wrong and nothing broken in the code: the database is restarting or out of reach.
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ error: 'unavailable', message: translateMessage(GENERIC_ERROR_MESSAGE, localeOf(request)) });
  }

  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      error: CODES_BY_STATUS[status] ?? 'internal_error',
      message: translateMessage(GENERIC_ERROR_MESSAGE, localeOf(request)),
    });
  }
  // Fastify's own 4xx errors (bad JSON, wrong content type, body too large): a stable code and translated text.
  request.log.info({ err: error }, 'request rejected');
  const invalidJson = status === 400 && (INVALID_JSON_CODES.has(error.code) || error instanceof SyntaxError);
  return reply.code(status).send({
    error: invalidJson ? 'invalid_json' : (CODES_BY_STATUS[status] ?? 'bad_request'),
    message: translateMessage(
      invalidJson ? 'common.error.invalidJson' : (MESSAGES_BY_STATUS[status] ?? GENERIC_ERROR_MESSAGE),
      localeOf(request),
    ),
  });
}

export interface ErrorHandlingOptions {
  /** Answers unmatched GET/HEAD requests outside /api (the web front end); without it they get the JSON 404. */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
}

/**
 * Not encapsulated (fastify-plugin), so it covers every route of the root instance, including static
 * files and the not-found handler; Fastify allows one not-found handler per prefix.
 */
export default fp<ErrorHandlingOptions>(
  async (app, options) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url;
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      const isFile = path.startsWith('/remotes/') || path.startsWith('/media/');
      if (options.pageFallback && isPageRequest && !isApiPath(path) && !isFile) {
        return options.pageFallback(request, reply);
      }
      return reply.code(404).send({
        error: 'not_found',
        message: translateMessage('common.error.notFound', localeOf(request)),
      } satisfies ErrorResponse);
    });
  },
  { name: 'error-handling' },
);
