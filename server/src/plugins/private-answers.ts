/**
 * Answers about one person (an order with its child, contact and photo links, a tracking lookup, a private
 * file, an ambassador's account, the back office) are never stored by a browser or a shared cache. Their
 * credential is X-Order-Token, a signed link, a bearer token or a cookie: only `Authorization` bars a shared
 * cache by itself (RFC 9111 §3.5), so without this a proxy could keep one family's order and hand it to the next.
 *
 * Declared per URL prefix in routes/index.ts (one scope holds every private resource), so a route added under
 * one of those prefixes is private without anyone remembering a header.
 */
import type { FastifyInstance } from 'fastify';

/** no-store keeps it out of every cache; private says the same to caches that know no-store only loosely. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function privateAnswers(scope: FastifyInstance): void {
  // onSend, so error answers (401, 404, 429) of these routes are covered too; it overrides a route's own value.
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
