/**
 * Who may use the back office API. The admin scope (routes/admin/index.ts) authenticates every request
 * with `authenticateStaff` (401 without a good session cookie); routes that need more than support add
 * `preHandler: requireStaff('admin')` (403). Ambassadors' bearer tokens are never looked at here, so they
 * grant nothing under /admin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/schema';
import { readCookie, serializeCookie } from '../lib/cookies';
import { HttpError } from '../lib/http-error';
import { type SessionPolicy, verifySession } from './sessions';

export type { StaffRole } from '../db/schema';

export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin scope's authentication hook; null outside it. */
    staff: StaffPrincipal | null;
  }
}

export const STAFF_COOKIE = 'staff_session';
/** The cookie goes only to the admin API, never to pages or other endpoints. */
export const STAFF_COOKIE_PATH = '/api/v1/admin';

const RANK: Record<StaffRole, number> = { support: 0, admin: 1 };

export const unauthorized = () => new HttpError(401, 'unauthorized', 'common.error.staffSignIn');

export function sessionPolicy(app: FastifyInstance): SessionPolicy {
  return { idleMs: app.config.staff.sessionIdleMs, maxMs: app.config.staff.sessionMaxMs };
}

/** Adds the hook that makes every route of the calling scope need a signed-in, enabled staff account. */
export function authenticateStaff(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const token = readCookie(request.headers.cookie, STAFF_COOKIE);
    const staff = token ? await verifySession(app.database.db, token, sessionPolicy(app)) : undefined;
    if (!staff) throw unauthorized();
    request.staff = staff;
  });
}

/** preHandler: 401 without a staff session, 403 when the account's role is below `min`. */
export function requireStaff(min: StaffRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = request.staff;
    if (!staff) throw unauthorized();
    if (RANK[staff.role] < RANK[min]) throw new HttpError(403, 'forbidden', 'common.error.forbidden');
  };
}

/** The signed-in staff member of a request in the admin scope. */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('route registered outside the admin scope');
  return request.staff;
}

/** How order history and other records name a staff member (the orders Actor type). */
export const staffActor = (staff: StaffPrincipal) => `staff:${staff.id}` as const;

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string | null): void {
  reply.header(
    'set-cookie',
    serializeCookie(STAFF_COOKIE, token ?? '', {
      path: STAFF_COOKIE_PATH,
      sameSite: 'Strict',
      secure: app.config.publicUrl.startsWith('https:'),
      // A session cookie (gone with the browser) while signed in; expired at once on sign-out.
      ...(token === null ? { maxAgeSeconds: 0 } : {}),
    }),
  );
}
