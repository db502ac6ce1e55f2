/**
 * The back office's front door: staff sign-in with a server-side session in an HttpOnly cookie, the guard
 * on every admin route, roles, revocation, staff management with its audit entries, and staff:create.
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/env';
import type { Db } from '../../src/db/client';
import { auditLog, staffSessions, staffUsers } from '../../src/db/schema';
import { ensureFirstAdmin } from '../../src/staff/accounts';
import {
  asStaff,
  insertStaff,
  STAFF_PASSWORD,
  sessionCookieOf,
  signedInStaff,
  staffSignIn,
  type TestStaff,
} from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp } from '../ambassadors-helpers';
import { testDatabaseUrl } from '../helpers';

let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  app = await buildAmbassadorApp({ env: { SIGN_IN_LIMIT_PER_ACCOUNT: '5' } });
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(() => app.close());

const tokenOfCookie = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '');

async function latestAudit(targetId: string) {
  const [entry] = await app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

describe('POST /admin/auth/sign_in', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie scoped to the admin API, storing only its hash', async () => {
    const user = await insertStaff(app, 'support');
    const response = await staffSignIn(app, user.email.toUpperCase(), STAFF_PASSWORD, '10.1.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      staff: { id: user.id, email: user.email, name: 'Sam Support', role: 'support' },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^staff_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/v1/admin');
    expect(header).not.toContain('Secure'); // the test app's PUBLIC_URL is http
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Nothing in the body or other headers carries the token.
    const token = tokenOfCookie(sessionCookieOf(response));
    expect(response.body).not.toContain(token);

    const [session] = await app.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, user.id));
    expect(session?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(session?.ip).toBe('10.1.0.1');

    const me = await app.inject({ url: '/api/v1/admin/auth/me', headers: { cookie: sessionCookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { id: user.id, role: 'support' } });
  });

  it('answers unknown e-mails, wrong passwords and disabled accounts alike', async () => {
    const user = await insertStaff(app, 'support');
    const disabled = await insertStaff(app, 'admin');
    await app.database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, disabled.id));
    const answers = await Promise.all([
      staffSignIn(app, `nobody-${randomUUID()}@storybook.test`, STAFF_PASSWORD, '10.1.0.2'),
      staffSignIn(app, user.email, 'wrong password 123', '10.1.0.3'),
      staffSignIn(app, disabled.email, STAFF_PASSWORD, '10.1.0.4'),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the form with the shared messages, in the visitor’s language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/sign_in',
      payload: { email: 'not an address', password: '' },
      headers: { 'accept-language': 'ru' },
      remoteAddress: '10.1.0.5',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Пожалуйста, введите корректный адрес электронной почты');
  });

  it('slows guessing at an account to one try a minute, whatever the address, and lets its own browser in', async () => {
    const user = await insertStaff(app, 'support');
    const own = await staffSignIn(app, user.email, STAFF_PASSWORD, '10.2.1.1');
    const device = /(staff_device=[^;]+)/.exec(String(own.headers['set-cookie']))?.[1] ?? '';
    expect(device).not.toBe('');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await staffSignIn(app, user.email, 'wrong password 123', `10.2.0.${attempt}`)).statusCode);
    }
    // Five failures guard the account; then it takes one try a minute from all addresses (the sixth, a 401).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await staffSignIn(app, user.email, 'wrong password 123', '10.2.0.9')).statusCode).toBe(429);
    const withDevice = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/sign_in',
      payload: { email: user.email, password: STAFF_PASSWORD },
      headers: { cookie: device },
      remoteAddress: '10.2.0.5',
    });
    expect(withDevice.statusCode).toBe(200);
  });
});

describe('requests from another origin', () => {
  const forged = (staff: TestStaff, headers: Record<string, string>, payload?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/sign_out',
      headers: { cookie: staff.cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it('cannot change anything with the staff cookie, whatever they send', async () => {
    const staff = await signedInStaff(app, 'support');
    // A page on another port of the same host: same site for SameSite=Strict, another origin here.
    const evil = 'http://127.0.0.1:9999';
    const attempts = [
      forged(staff, { origin: evil, 'sec-fetch-site': 'same-site' }),
      forged(staff, { origin: evil }),
      forged(staff, { 'sec-fetch-site': 'cross-site' }),
      forged(staff, { origin: evil, 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' }, 'x=1'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'cross_origin' });
    }
    // The session survived every forged sign-out.
    expect((await asStaff(app, staff, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('refuses a form-encoded or plain-text body from our own pages too, and takes JSON', async () => {
    const own = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/1/retry',
      headers: { cookie: admin.cookie, ...own, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/999999999/retry',
      headers: { cookie: admin.cookie, ...own, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('end on sign-out', async () => {
    const staff = await signedInStaff(app, 'support');
    const out = await asStaff(app, staff, 'POST', '/auth/sign_out');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_session=; Max-Age=0; Path=\/api\/v1\/admin; HttpOnly/);
    const me = await asStaff(app, staff, 'GET', '/auth/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'unauthorized', message: 'Please sign in' });
  });

  it('end after the idle timeout and at their absolute end', async () => {
    const idle = await signedInStaff(app, 'support');
    const old = await signedInStaff(app, 'support');
    const { db } = app.database;
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 9 * 3_600_000) })
      .where(eq(staffSessions.staffId, idle.id));
    await db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, old.id));
    expect((await asStaff(app, idle, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await asStaff(app, old, 'GET', '/auth/me')).statusCode).toBe(401);
    // Used within the idle timeout, a session stays open: 7 hours is fine.
    const busy = await signedInStaff(app, 'support');
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(staffSessions.staffId, busy.id));
    expect((await asStaff(app, busy, 'GET', '/auth/me')).statusCode).toBe(200);
    const [touched] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, busy.id));
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('refuse forged, malformed and other people’s cookies', async () => {
    for (const cookie of [`staff_session=${'A'.repeat(43)}`, 'staff_session=short', 'staff_session=%E0%A4%A']) {
      const response = await app.inject({ url: '/api/v1/admin/auth/me', headers: { cookie } });
      expect(response.statusCode, cookie).toBe(401);
    }
  });
});

describe('the guard', () => {
  /** Every admin route the app registered, from the OpenAPI document generated from the routes themselves. */
  async function adminRoutes(): Promise<Array<{ method: string; url: string }>> {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') && path !== '/api/v1/admin/auth/sign_in')
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, randomUUID()),
        })),
      );
  }

  it('answers 401 on every admin route without a session, and to an ambassador’s token', async () => {
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const ambassador = await activeAmbassador(app);
    for (const route of routes) {
      for (const headers of [{}, { authorization: `Bearer ${ambassador.token}` }]) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthorized', message: 'Please sign in' });
      }
    }
  });

  it('keeps staff management and the audit log to admins', async () => {
    const target = await insertStaff(app, 'support');
    const forbidden = [
      await asStaff(app, support, 'GET', '/staff'),
      await asStaff(app, support, 'POST', '/staff', {
        email: `x-${randomUUID()}@storybook.test`,
        name: 'X',
        role: 'admin',
        password: STAFF_PASSWORD,
      }),
      await asStaff(app, support, 'PATCH', `/staff/${target.id}`, { role: 'admin' }),
      await asStaff(app, support, 'POST', `/staff/${target.id}/revoke_sessions`),
      await asStaff(app, support, 'GET', '/audit'),
    ];
    for (const response of forbidden) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'You do not have permission to do this' });
    }
    // Nothing changed.
    const [unchanged] = await app.database.db.select().from(staffUsers).where(eq(staffUsers.id, target.id));
    expect(unchanged?.role).toBe('support');
    // Support reads the dashboard.
    const summary = await asStaff(app, support, 'GET', '/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ payouts: { pending: expect.any(Number) }, outbox: expect.any(Number) });
  });
});

describe('staff management', () => {
  it('adds an account, with its audit entry and without the password anywhere', async () => {
    const email = `new-${randomUUID()}@storybook.test`;
    const created = await asStaff(app, admin, 'POST', '/staff', {
      email: ` ${email.toUpperCase()} `,
      name: 'Nigar',
      role: 'support',
      password: 'a long enough password',
    });
    expect(created.statusCode).toBe(201);
    const staff = created.json().staff;
    expect(staff).toMatchObject({ email, name: 'Nigar', role: 'support', disabled: false, last_sign_in_at: null });
    expect((await staffSignIn(app, email, 'a long enough password', '10.3.0.1')).statusCode).toBe(200);

    const entry = await latestAudit(staff.id);
    expect(entry).toMatchObject({
      staffId: admin.id,
      staffEmail: admin.email,
      action: 'staff.create',
      targetType: 'staff',
      before: null,
    });
    expect(entry?.after).toMatchObject({ email, role: 'support' });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/);

    const duplicate = await asStaff(app, admin, 'POST', '/staff', {
      email,
      name: 'Again',
      role: 'admin',
      password: 'another password 1',
    });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await asStaff(app, admin, 'POST', '/staff', {
      email: 'nope',
      name: '',
      role: 'owner',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json().details as Array<{ path: string[]; message_id: string }>).map(
      (issue) => `${issue.path.join('.')}:${issue.message_id}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'email:common.validation.email',
        'name:common.validation.required',
        'password:common.validation.passwordTooShort',
      ]),
    );
  });

  it('changes a role or disables an account, ending its sessions, and records before and after', async () => {
    const member = await signedInStaff(app, 'support');
    const promoted = await asStaff(app, admin, 'PATCH', `/staff/${member.id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().staff.role).toBe('admin');
    expect((await asStaff(app, member, 'GET', '/auth/me')).statusCode).toBe(401);
    const entry = await latestAudit(member.id);
    expect(entry).toMatchObject({ action: 'staff.update', before: { role: 'support' }, after: { role: 'admin' } });

    const again = {
      ...member,
      cookie: sessionCookieOf(await staffSignIn(app, member.email, STAFF_PASSWORD, '10.3.0.2')),
    };
    expect((await asStaff(app, admin, 'PATCH', `/staff/${member.id}`, { disabled: true })).statusCode).toBe(200);
    expect((await asStaff(app, again, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await staffSignIn(app, member.email, STAFF_PASSWORD, '10.3.0.3')).statusCode).toBe(401);
  });

  it('ends every session of an account on request', async () => {
    const member = await signedInStaff(app, 'support');
    const second = {
      ...member,
      cookie: sessionCookieOf(await staffSignIn(app, member.email, STAFF_PASSWORD, '10.3.0.4')),
    };
    const revoked = await asStaff(app, admin, 'POST', `/staff/${member.id}/revoke_sessions`);
    expect(revoked.json()).toEqual({ revoked: 2 });
    expect((await asStaff(app, member, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await asStaff(app, second, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await latestAudit(member.id))?.action).toBe('staff.revoke_sessions');
  });

  it('does not let an admin lock themself out', async () => {
    const response = await asStaff(app, admin, 'PATCH', `/staff/${admin.id}`, { disabled: true });
    expect(response.statusCode).toBe(409);
    expect((await asStaff(app, admin, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('lists accounts a page at a time, sorted as asked, and the audit log filtered', async () => {
    const page = await asStaff(app, admin, 'GET', '/staff?per_page=2&sort=email&order=asc');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ page: 1, per_page: 2 });
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.items[0].email < body.items[1].email).toBe(true);
    expect((await asStaff(app, admin, 'GET', '/staff?per_page=101')).statusCode).toBe(400);

    const audit = await asStaff(app, admin, 'GET', `/audit?action=staff.create&staff_id=${admin.id}`);
    expect(audit.statusCode).toBe(200);
    expect(audit.json().items.length).toBeGreaterThan(0);
    for (const item of audit.json().items) expect(item).toMatchObject({ action: 'staff.create', staff_id: admin.id });
  });
});

describe('the first admin', () => {
  /** Runs `check` inside a transaction that is rolled back, on a staff table without admins. */
  async function withoutAdmins(check: (db: Db) => Promise<void>) {
    const rollback = new Error('rollback');
    await app.database.db
      .transaction(async (tx) => {
        await tx.update(staffUsers).set({ role: 'support' }).where(eq(staffUsers.role, 'admin'));
        await check(tx as unknown as Db);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }

  it('comes from STAFF_ADMIN_EMAIL/PASSWORD only while there is no admin', async () => {
    const email = `first-${randomUUID()}@storybook.test`;
    const log = app.log;
    await withoutAdmins(async (db) => {
      await ensureFirstAdmin(db, { email, password: 'first admin password', name: 'First' }, log);
      const [created] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email), eq(staffUsers.role, 'admin')));
      expect(created?.name).toBe('First');
      // A second start with other values changes nothing.
      await ensureFirstAdmin(db, { email: `other-${email}`, password: 'another password', name: 'Other' }, log);
      expect(
        await db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.email, `other-${email}`)),
      ).toHaveLength(0);
    });
    // With admins present it does nothing at all.
    await ensureFirstAdmin(app.database.db, { email, password: 'first admin password', name: 'First' }, log);
    expect(await app.database.db.select().from(staffUsers).where(eq(staffUsers.email, email))).toHaveLength(0);
  });

  it('or from npm run staff:create', async () => {
    const email = `cli-${randomUUID()}@storybook.test`;
    const run = (args: string[], input?: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
          [join(REPO_ROOT, 'server', 'scripts', 'staff-create.ts'), ...args],
          {
            cwd: REPO_ROOT,
            env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: testDatabaseUrl() },
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
        child.stdin?.end(input ?? '');
      });
    const created = await run(['--email', email, '--name', 'Cli Admin', '--role', 'admin'], 'piped password 2026\n');
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`Created admin ${email}`);
    expect(created.code).toBe(0);
    expect((await staffSignIn(app, email, 'piped password 2026', '10.4.0.1')).statusCode).toBe(200);

    const again = await run([
      '--email',
      email,
      '--name',
      'Cli Admin',
      '--role',
      'admin',
      '--password',
      'piped password 2026',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email address already exists');
    const bad = await run(['--email', email, '--name', 'X', '--role', 'owner', '--password', 'short']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--password: Password must be at least 8 characters');
  }, 30_000);
});
