/**
 * Guessing a password from many addresses (lib/sign-in-guard.ts): the per-account limit holds across
 * addresses and across instances sharing the database, refuses without looking at the password, and the
 * owner's device cookie still lets the owner in. The same guard serves staff and ambassadors.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../src/db/schema';
import { insertStaff, STAFF_PASSWORD } from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp, PASSWORD, signIn } from '../ambassadors-helpers';

const LIMITS = { SIGN_IN_LIMIT_PER_ACCOUNT: '5', SIGN_IN_LIMIT_PER_IP: '50', SIGN_IN_LIMIT_WINDOW_MINUTES: '15' };

// Addresses of this file only: every instance on the run's database counts failures per address.
let lastAddress = 0;
const prefix = `10.${Math.floor(Math.random() * 200) + 20}`;
const nextAddress = () => {
  lastAddress += 1;
  return `${prefix}.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
};

let dataDir: string;
let app: FastifyInstance;
let other: FastifyInstance;
beforeAll(async () => {
  // Two instances of the shop on one database and one data folder (its keys), as a deployment runs them.
  dataDir = await mkdtemp(join(tmpdir(), 'shop-sign-in-limits-'));
  [app, other] = await Promise.all([
    buildAmbassadorApp({ env: { ...LIMITS, DATA_DIR: dataDir } }),
    buildAmbassadorApp({ env: { ...LIMITS, DATA_DIR: dataDir } }),
  ]);
});
afterAll(async () => {
  await Promise.all([app.close(), other.close()]);
});

const staffSignIn = (on: FastifyInstance, email: string, password: string, cookie?: string) =>
  on.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/sign_in',
    payload: { email, password },
    remoteAddress: nextAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const deviceCookieOf = (response: LightMyRequestResponse, name: string) => {
  const match = new RegExp(`(${name}_device=[^;]+)`).exec(String(response.headers['set-cookie'] ?? ''));
  if (!match?.[1]) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`);
  return match[1];
};

const failuresOf = async (scope: string, subject: string) =>
  (
    await app.database.db
      .select({ id: signInFailures.id })
      .from(signInFailures)
      .where(and(eq(signInFailures.scope, scope), eq(signInFailures.subject, subject.toLowerCase())))
  ).length;

describe('staff sign-in from twenty addresses', () => {
  it('evaluates five wrong passwords and one slow try, then refuses every address, the right password too', async () => {
    const staff = await insertStaff(app, 'admin');
    const device = deviceCookieOf(await staffSignIn(app, staff.email, STAFF_PASSWORD), 'staff');

    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) {
      statuses.push((await staffSignIn(app, staff.email, `wrong password ${guess}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(14).fill(429)]);
    expect(await failuresOf('staff', staff.email)).toBe(6);

    const rightPassword = await staffSignIn(app, staff.email, STAFF_PASSWORD);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(rightPassword.headers['retry-after'])).toBeGreaterThan(50);
    expect(rightPassword.headers['set-cookie']).toBeUndefined();

    // The owner's browser, trusted by its cookie, signs in as usual, on either instance.
    const owner = await staffSignIn(other, staff.email, STAFF_PASSWORD, device);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(String(owner.headers['set-cookie'])).toContain('staff_session=');
  });

  it('counts guesses sent all at once like guesses sent one after another', async () => {
    const staff = await insertStaff(app, 'support');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => staffSignIn(guess % 2 ? app : other, staff.email, `guess ${guess}!`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(14).fill(429)]);
  });

  it('is one limit for two instances on one database', async () => {
    const staff = await insertStaff(app, 'support');
    for (const on of [app, other, app, other, app]) {
      expect((await staffSignIn(on, staff.email, 'not the password')).statusCode).toBe(401);
    }
    // The account is guarded now: one try a minute between both instances.
    expect((await staffSignIn(other, staff.email, 'not the password')).statusCode).toBe(401);
    expect((await staffSignIn(app, staff.email, 'not the password')).statusCode).toBe(429);
    expect((await staffSignIn(other, staff.email, STAFF_PASSWORD)).statusCode).toBe(429);
  });

  it('counts a trusted browser’s failures against that browser, never against the account', async () => {
    const staff = await insertStaff(app, 'support');
    const device = deviceCookieOf(await staffSignIn(app, staff.email, STAFF_PASSWORD), 'staff');
    const typos: number[] = [];
    for (let typo = 0; typo < 6; typo += 1) {
      typos.push((await staffSignIn(app, staff.email, `typo ${typo}`, device)).statusCode);
    }
    expect(typos).toEqual([401, 401, 401, 401, 401, 429]);
    // Nobody else is slowed by the owner's typos: a new browser is not limited to one try a minute.
    const address = nextAddress();
    const fromNewBrowser = async (password: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/admin/auth/sign_in',
          payload: { email: staff.email, password },
          remoteAddress: address,
        })
      ).statusCode;
    expect(await fromNewBrowser('typo again')).toBe(401);
    expect(await fromNewBrowser(STAFF_PASSWORD)).toBe(200);
  });
});

describe('ambassador sign-in from twenty addresses', () => {
  it('is slowed after the limit the same way, and the owner’s browser still gets in', async () => {
    const ambassador = await activeAmbassador(app, {}, { ip: nextAddress() });
    const device = deviceCookieOf(await signIn(app, ambassador.email, PASSWORD, { ip: nextAddress() }), 'ambassador');

    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) {
      const on = guess % 2 ? other : app;
      statuses.push((await signIn(on, ambassador.email, `guess ${guess}!`, { ip: nextAddress() })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(14).fill(429)]);

    const rightPassword = await signIn(app, ambassador.email, PASSWORD, { ip: nextAddress(), language: 'az' });
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().error).toBe('rate_limited');
    expect(rightPassword.json().message).not.toBe('Too many requests. Please try again later.');
    expect(rightPassword.headers.authorization).toBeUndefined();

    const owner = await signIn(other, ambassador.email, PASSWORD, { ip: nextAddress(), cookie: device });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers.authorization).toMatch(/^Bearer /);
  });
});
