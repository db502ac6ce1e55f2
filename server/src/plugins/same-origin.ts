/**
 * Cross-site request forgery guard for cookie-authenticated APIs (the back office). SameSite=Strict alone
 * does not stop a page on another port of the same host ("same site"), so every state-changing request must
 * also show that it comes from the shop's own origin, and any body must be JSON (or a multipart upload): a
 * cross-origin HTML form can send text/plain or urlencoded bodies without any CORS preflight.
 *
 * Browsers send Sec-Fetch-Site (and Origin) on every such request; a request with neither comes from no
 * browser, so it carries no victim's cookie and is left to the session check.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/json', 'multipart/form-data'];

const forbidden = () => new HttpError(403, 'cross_origin', 'common.error.forbidden');

function ownOrigins(request: FastifyRequest, publicUrl: string): Set<string> {
  return new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

export function sameOriginOnly(app: FastifyInstance): void {
  // onRequest: before the body is even read, so a forged upload costs nothing.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw forbidden();
    const origin = request.headers.origin;
    if (origin !== undefined && !ownOrigins(request, app.config.publicUrl).has(origin)) throw forbidden();
    if (hasBody(request)) {
      const type =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase() ?? '';
      if (!BODY_TYPES.includes(type))
        throw new HttpError(415, 'unsupported_media_type', 'common.error.unsupportedMediaType');
    }
  });
}
