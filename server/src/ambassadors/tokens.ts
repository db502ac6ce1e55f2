/**
 * Ambassador bearer tokens: JWT HS256 with sub (ambassador), jti (session row), tv (token version), iat
 * and exp. Every call verifies the signature with HS256 as the only accepted algorithm (so `alg: none`
 * and algorithm swaps fail), the expiry, the issuer and audience, and then the database: the session must
 * exist unrevoked and unexpired, the ambassador must still be active and the token version current.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db, Tx } from '../db/client';
import { ambassadorSessions, brandAmbassadors } from '../db/schema';

const ISSUER = 'storybook-shop';
const AUDIENCE = 'ambassador';
const ALGORITHM = 'HS256';

export interface AuthenticatedAmbassador {
  id: string;
  sessionId: string;
}

/** Where a sign-in came from; kept on its session for the fraud checks (fraud.ts). */
export interface SignInOrigin {
  ip?: string | undefined;
  deviceId?: string | undefined;
}

/** Opens a session and returns its token. */
export async function issueToken(
  db: Db,
  secret: Uint8Array,
  ambassador: { id: string; tokenVersion: number },
  ttlMs: number,
  origin: SignInOrigin = {},
): Promise<string> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const [session] = await db
    .insert(ambassadorSessions)
    .values({ ambassadorId: ambassador.id, expiresAt, ip: origin.ip ?? null, deviceId: origin.deviceId ?? null })
    .returning({ id: ambassadorSessions.id });
  if (!session) throw new Error('no session row returned');
  return new SignJWT({ tv: ambassador.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(ambassador.id)
    .setJti(session.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ambassador and session a token stands for, or undefined for any token that must not pass. */
export async function verifyToken(
  db: Db,
  secret: Uint8Array,
  token: string,
): Promise<AuthenticatedAmbassador | undefined> {
  let payload: { sub?: unknown; jti?: unknown; tv?: unknown };
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  const { sub, jti, tv } = payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof tv !== 'number') return undefined;
  if (!UUID.test(sub) || !UUID.test(jti)) return undefined;
  const [row] = await db
    .select({ id: ambassadorSessions.id })
    .from(ambassadorSessions)
    .innerJoin(brandAmbassadors, eq(brandAmbassadors.id, ambassadorSessions.ambassadorId))
    .where(
      and(
        eq(ambassadorSessions.id, jti),
        eq(ambassadorSessions.ambassadorId, sub),
        isNull(ambassadorSessions.revokedAt),
        gt(ambassadorSessions.expiresAt, sql`now()`),
        eq(brandAmbassadors.status, 'active'),
        eq(brandAmbassadors.tokenVersion, tv),
      ),
    )
    .limit(1);
  return row ? { id: sub, sessionId: jti } : undefined;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(ambassadorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(ambassadorSessions.id, sessionId), isNull(ambassadorSessions.revokedAt)));
}

/**
 * Ends every session at once (a password reset: whoever held a session may be who took the account). Raising
 * the token version makes every token issued so far fail, and the rows are marked revoked for the record.
 */
export async function revokeAllSessions(db: Db | Tx, ambassadorId: string): Promise<void> {
  await db
    .update(brandAmbassadors)
    .set({ tokenVersion: sql`${brandAmbassadors.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(brandAmbassadors.id, ambassadorId));
  await db
    .update(ambassadorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(ambassadorSessions.ambassadorId, ambassadorId), isNull(ambassadorSessions.revokedAt)));
}

/** Signs out every other device (after a password change); the current session stays. */
export async function revokeOtherSessions(db: Db, ambassadorId: string, keepSessionId: string): Promise<void> {
  await db
    .update(ambassadorSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(ambassadorSessions.ambassadorId, ambassadorId),
        ne(ambassadorSessions.id, keepSessionId),
        isNull(ambassadorSessions.revokedAt),
      ),
    );
}
