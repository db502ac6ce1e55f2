/**
 * What the server's log never holds: e-mail addresses, order tokens, sessions and the signatures of private
 * links. A log line outlives the order it describes (files, log shippers, whoever reads them), and a tracking
 * URL (`/api/v1/orders/track?order_number=…&email=…`) or a signed link (`/api/v1/files/…?exp=…&sig=…`) in it
 * would open that family's order or their child's photo to its reader.
 *
 * Two parts: request URLs are logged with those query values replaced (the request serializer), and pino's
 * `redact` blanks the same things wherever code logs them as fields.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret or a person's address, whatever it looks like. */
const SECRET_PARAMS = new Set(['email', 'sig', 'token', 'access_token', 'order_token']);

/** Fields (and headers) blanked wherever they appear in a log line, up to one level down. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-order-token"]',
  'res.headers["set-cookie"]',
  'email',
  '*.email',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'access_token',
  '*.access_token',
];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * `url` with the values of secret query parameters, and of any parameter holding an e-mail address (an '@'),
 * replaced by REDACTED; the path and every other parameter (utm_source, page) stay as they were, for debugging.
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = decoded(pair.slice(0, equals)).toLowerCase();
      const secret = SECRET_PARAMS.has(name) || decoded(pair.slice(equals + 1)).includes('@');
      return secret ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the redaction added; no logger stays no logger. */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...options.serializers, req: requestForLog },
  };
}
