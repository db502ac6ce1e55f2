/**
 * The one authentication hook of the ambassador API: every route registered in its scope needs a valid
 * bearer token (see ambassadors/tokens.ts for what valid means). A missing token reads 'No
 * authentication token found', like the client's own check; anything else 'Your session has expired'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { AmbassadorKeys } from './secrets';
import { type AuthenticatedAmbassador, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the ambassador API's authentication hook; null outside its scope. */
    ambassador: AuthenticatedAmbassador | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
}

export function requireAmbassador(app: FastifyInstance, keys: () => Promise<AmbassadorKeys>): void {
  app.decorateRequest('ambassador', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'unauthorized', 'common.error.missingToken');
    const { tokenSecret } = await keys();
    const ambassador = await verifyToken(app.database.db, tokenSecret, token);
    if (!ambassador) throw new HttpError(401, 'unauthorized', 'common.error.sessionExpired');
    request.ambassador = ambassador;
  });
}

/** The signed-in ambassador of a request in the authenticated scope. */
export function currentAmbassador(request: FastifyRequest): AuthenticatedAmbassador {
  if (!request.ambassador) throw new Error('route registered outside the authenticated scope');
  return request.ambassador;
}
