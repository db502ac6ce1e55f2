/**
 * Stops guessing without locking the owner out (OWASP's "device cookie" scheme), for sign-in and for order
 * tracking (the subject is then the order number, and no browser is trusted by cookie):
 * - only failures count: signing in successfully any number of times costs nothing;
 * - an address with `perIp` failures in the window is refused for every account;
 * - a subject with `perSubject` failures in the window from untrusted clients is guarded: from then on all
 *   clients without its device cookie share one try every SLOW_LANE_SECONDS, whatever their addresses, and
 *   are refused (429, Retry-After) in between without the password being looked at;
 * - a browser that signed in to the account before (its signed device cookie) is not slowed by that: its
 *   failures count against itself only, up to `perSubject` in the window, so a guesser cannot lock the owner
 *   out.
 * Every count lives in PostgreSQL (sign_in_failures, sign_in_slow_lane), so several instances are one
 * limit. A try is written as a failure before its password is checked, under a lock on its subject, and
 * removed when it succeeds: guesses sent all at once are counted like guesses sent one after another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInFailures, signInSlowLane } from '../db/schema';
import { readCookie, serializeCookie } from './cookies';
import { generatedKey } from './generated-key';
import { HttpError } from './http-error';

/** How long the untrusted clients of a guarded subject wait between tries. */
export const SLOW_LANE_SECONDS = 60;
const DEVICE_COOKIE_DAYS = 180;

const tooMany = (reply: FastifyReply, seconds: number) => {
  reply.header('retry-after', Math.max(1, Math.ceil(seconds)));
  return new HttpError(429, 'rate_limited', 'common.error.rateLimited');
};

export interface SignInGuardOptions {
  /** Keeps the counters and cookies of different guards (ambassadors, staff, tracking) apart. */
  scope: string;
  /** Where the device cookie is sent (the sign-in route's path); without it no browser is trusted. */
  cookiePath?: string;
  /** Failures per subject (account, order number) and per address within the window; default: sign-in's. */
  limits?: { perSubject: number; perIp: number; windowMs: number };
}

/** A try let through: counted as a failure unless `succeeded` is called. */
export interface SignInAttempt {
  /** The password was right: the try no longer counts, and this browser becomes a trusted device. */
  succeeded(reply: FastifyReply): Promise<void>;
}

export interface SignInGuard {
  /** Before the body is read: refuses an address with too many failures. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Before the password is checked: refuses this client for this subject when it must wait. */
  admit(request: FastifyRequest, reply: FastifyReply, subject: string): Promise<SignInAttempt>;
}

export function signInGuard(app: FastifyInstance, { scope, cookiePath, limits }: SignInGuardOptions): SignInGuard {
  const signIn = app.config.ambassadors.signInLimits;
  const { perSubject, perIp, windowMs } = limits ?? { ...signIn, perSubject: signIn.perAccount };
  const { db } = app.database;
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  /** Seconds until the oldest of these failures leaves the window. */
  const secondsLeft = sql<number>`extract(epoch from min(${signInFailures.failedAt}) + make_interval(secs => ${windowMs / 1000}) - now())::float8`;
  const cookieName = `${scope}_device`;
  let key: Promise<Buffer> | undefined;
  const secret = () => {
    key ??= generatedKey(app.config.dataDir, 'device-cookie.key', 'nothing (kept in DATA_DIR)', app.log);
    return key;
  };

  const mac = async (subject: string, nonce: string) =>
    createHmac('sha256', await secret())
      .update(`${scope}|${subject}|${nonce}`)
      .digest('base64url');

  /** The nonce of this request's device cookie when it was issued for `subject`, else undefined. */
  async function trustedDevice(request: FastifyRequest, subject: string): Promise<string | undefined> {
    if (!cookiePath) return undefined;
    const value = readCookie(request.headers.cookie, cookieName);
    const [nonce, given] = value?.split('.') ?? [];
    if (!nonce || !given) return undefined;
    const expected = Buffer.from(await mac(subject, nonce));
    const received = Buffer.from(given);
    return expected.length === received.length && timingSafeEqual(expected, received) ? nonce : undefined;
  }

  const subjectKey = (subject: string) => subject.trim().toLowerCase();

  return {
    async onRequest(request, reply) {
      const [row] = await db
        .select({ failures: sql<number>`count(*)::int`, secondsLeft })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.scope, scope),
            eq(signInFailures.ip, request.ip),
            gt(signInFailures.failedAt, windowStart),
          ),
        );
      if (row && row.failures >= perIp) throw tooMany(reply, row.secondsLeft);
    },

    async admit(request, reply, given) {
      const subject = subjectKey(given);
      const device = await trustedDevice(request, subject);
      const decision = await db.transaction(async (tx): Promise<{ waitSeconds: number } | { attemptId: string }> => {
        // One try of a subject at a time, across instances: the count and the new row cannot be overtaken.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in|${scope}|${subject}`}, 0))`);
        // What left the window says nothing any more; kept no longer than it counts.
        await tx
          .delete(signInFailures)
          .where(and(eq(signInFailures.scope, scope), lt(signInFailures.failedAt, windowStart)));
        await tx
          .delete(signInSlowLane)
          .where(and(eq(signInSlowLane.scope, scope), lt(signInSlowLane.nextTryAt, windowStart)));
        const [counted] = await tx
          .select({ failures: sql<number>`count(*)::int`, secondsLeft })
          .from(signInFailures)
          .where(
            and(
              eq(signInFailures.scope, scope),
              eq(signInFailures.subject, subject),
              gt(signInFailures.failedAt, windowStart),
              device ? eq(signInFailures.device, device) : isNull(signInFailures.device),
            ),
          );
        if (counted && counted.failures >= perSubject) {
          // A trusted device that failed as often as the account allows waits for its own failures to age.
          if (device) return { waitSeconds: counted.secondsLeft };
          const [claimed] = await tx
            .insert(signInSlowLane)
            .values({ scope, subject, nextTryAt: sql`now() + make_interval(secs => ${SLOW_LANE_SECONDS})` })
            .onConflictDoUpdate({
              target: [signInSlowLane.scope, signInSlowLane.subject],
              set: { nextTryAt: sql`excluded.next_try_at` },
              setWhere: sql`${signInSlowLane.nextTryAt} <= now()`,
            })
            .returning({ subject: signInSlowLane.subject });
          if (!claimed) {
            const [lane] = await tx
              .select({ seconds: sql<number>`extract(epoch from ${signInSlowLane.nextTryAt} - now())::float8` })
              .from(signInSlowLane)
              .where(and(eq(signInSlowLane.scope, scope), eq(signInSlowLane.subject, subject)));
            return { waitSeconds: lane?.seconds ?? SLOW_LANE_SECONDS };
          }
        }
        const [attempt] = await tx
          .insert(signInFailures)
          .values({ scope, subject, ip: request.ip, device: device ?? null })
          .returning({ id: signInFailures.id });
        if (!attempt) throw new Error('recording the sign-in attempt returned nothing');
        return { attemptId: attempt.id };
      });
      if ('waitSeconds' in decision) throw tooMany(reply, decision.waitSeconds);

      return {
        async succeeded(successReply) {
          await db.delete(signInFailures).where(eq(signInFailures.id, decision.attemptId));
          if (!cookiePath) return;
          const nonce = device ?? randomBytes(16).toString('base64url');
          successReply.header(
            'set-cookie',
            serializeCookie(cookieName, `${nonce}.${await mac(subject, nonce)}`, {
              path: cookiePath,
              sameSite: 'Strict',
              secure: app.config.publicUrl.startsWith('https:'),
              maxAgeSeconds: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
            }),
          );
        },
      };
    },
  };
}
