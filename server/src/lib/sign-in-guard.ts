/**
 * Stops guessing without locking the owner out (OWASP's "device cookie" scheme), for sign-in and for order
 * tracking (the subject is then the order number, and no browser is trusted by cookie):
 * - only failures count: signing in successfully any number of times costs nothing;
 * - an address with SIGN_IN_LIMIT_PER_IP failures in the window is refused for every account;
 * - an account with SIGN_IN_LIMIT_PER_ACCOUNT failures in the window is guarded: a browser that signed in to
 *   it before (its signed device cookie) still tries freely, until that device itself fails as often; any
 *   other client may try once a minute per address (so the owner on a new phone gets in, and a guesser is
 *   slowed to a crawl).
 * Counters live in this process's memory, like the other rate limits.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from './cookies';
import { generatedKey } from './generated-key';
import { HttpError } from './http-error';

/** How long an untrusted client waits between tries at a guarded account. */
export const SLOW_LANE_SECONDS = 60;
const DEVICE_COOKIE_DAYS = 180;
/** Beyond this many tracked keys the oldest are forgotten, so a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 100_000;

class Failures {
  private readonly times = new Map<string, number[]>();
  constructor(private readonly windowMs: number) {}

  recent(key: string, now: number): number[] {
    const kept = (this.times.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (kept.length === 0) this.times.delete(key);
    else this.times.set(key, kept);
    return kept;
  }

  add(key: string, now: number): void {
    const kept = this.recent(key, now);
    this.times.delete(key);
    this.times.set(key, [...kept, now]);
    if (this.times.size > MAX_KEYS) this.times.delete(this.times.keys().next().value as string);
  }
}

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

export interface SignInGuard {
  /** Before the body is read: refuses an address with too many failures. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Before the password is checked: refuses this client for this account when it must wait. */
  admit(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
  failed(request: FastifyRequest, account: string): Promise<void>;
  /** The password was right: this browser becomes a trusted device of the account. */
  succeeded(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void>;
}

export function signInGuard(app: FastifyInstance, { scope, cookiePath, limits }: SignInGuardOptions): SignInGuard {
  const signIn = app.config.ambassadors.signInLimits;
  const { perSubject: perAccount, perIp, windowMs } = limits ?? { ...signIn, perSubject: signIn.perAccount };
  const byIp = new Failures(windowMs);
  const byAccount = new Failures(windowMs);
  const byDevice = new Failures(windowMs);
  const lastSlowTry = new Map<string, number>();
  const cookieName = `${scope}_device`;
  let key: Promise<Buffer> | undefined;
  const secret = () => {
    key ??= generatedKey(app.config.dataDir, 'device-cookie.key', 'nothing (kept in DATA_DIR)', app.log);
    return key;
  };

  const mac = async (account: string, nonce: string) =>
    createHmac('sha256', await secret())
      .update(`${scope}|${account}|${nonce}`)
      .digest('base64url');

  /** The nonce of this request's device cookie when it was issued for `account`, else undefined. */
  async function trustedDevice(request: FastifyRequest, account: string): Promise<string | undefined> {
    if (!cookiePath) return undefined;
    const value = readCookie(request.headers.cookie, cookieName);
    const [nonce, given] = value?.split('.') ?? [];
    if (!nonce || !given) return undefined;
    const expected = Buffer.from(await mac(account, nonce));
    const received = Buffer.from(given);
    return expected.length === received.length && timingSafeEqual(expected, received) ? nonce : undefined;
  }

  const accountKey = (account: string) => account.trim().toLowerCase();

  return {
    async onRequest(request, reply) {
      const now = Date.now();
      const failures = byIp.recent(request.ip, now);
      if (failures.length >= perIp) throw tooMany(reply, ((failures[0] ?? now) + windowMs - now) / 1000);
    },

    async admit(request, reply, account) {
      const now = Date.now();
      const id = accountKey(account);
      if (byAccount.recent(id, now).length < perAccount) return;
      const device = await trustedDevice(request, id);
      if (device) {
        const failures = byDevice.recent(device, now);
        if (failures.length < perAccount) return;
        throw tooMany(reply, ((failures[0] ?? now) + windowMs - now) / 1000);
      }
      const slowKey = `${id}|${request.ip}`;
      const last = lastSlowTry.get(slowKey);
      if (last !== undefined && now - last < SLOW_LANE_SECONDS * 1000) {
        throw tooMany(reply, (last + SLOW_LANE_SECONDS * 1000 - now) / 1000);
      }
      lastSlowTry.delete(slowKey);
      lastSlowTry.set(slowKey, now);
      if (lastSlowTry.size > MAX_KEYS) lastSlowTry.delete(lastSlowTry.keys().next().value as string);
    },

    async failed(request, account) {
      const now = Date.now();
      const id = accountKey(account);
      byIp.add(request.ip, now);
      byAccount.add(id, now);
      const device = await trustedDevice(request, id);
      if (device) byDevice.add(device, now);
    },

    async succeeded(request, reply, account) {
      if (!cookiePath) return;
      const id = accountKey(account);
      const nonce = (await trustedDevice(request, id)) ?? randomBytes(16).toString('base64url');
      reply.header(
        'set-cookie',
        serializeCookie(cookieName, `${nonce}.${await mac(id, nonce)}`, {
          path: cookiePath,
          sameSite: 'Strict',
          secure: app.config.publicUrl.startsWith('https:'),
          maxAgeSeconds: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        }),
      );
    },
  };
}
