/**
 * Back-office sessions: a random 32-byte token in an HttpOnly cookie, and only its SHA-256 in
 * staff_sessions. A session is good while it is unrevoked, used within the idle timeout, before its
 * absolute end, and its account is enabled; every check is one query, so disabling an account or revoking
 * its sessions takes effect on the very next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { type StaffRole, staffSessions, staffUsers } from '../db/schema';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface SessionStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are base64url of 32 random bytes: 43 characters, nothing else is looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// last_seen_at is written at most once a minute, so a busy page does not write on every request.
const TOUCH_AFTER_MS = 60_000;

export async function openSession(
  db: Db,
  staffId: string,
  policy: SessionPolicy,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 400),
  });
  return token;
}

/** The account and session a token stands for, or undefined for any token that must not pass. */
export async function verifySession(db: Db, token: string, policy: SessionPolicy): Promise<SessionStaff | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  const { lastSeenAt: _seen, ...staff } = row;
  return staff;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every open session of an account (role change, disabling, "revoke sessions"); returns how many. */
export async function revokeAllSessions(db: DbOrTx, staffId: string): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
