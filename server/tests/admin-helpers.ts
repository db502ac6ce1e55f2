/**
 * Shared steps of the back-office API tests: staff accounts straight into the table (argon2 hashing is the
 * slow part, so one password hash serves every account of a run) and sign-in through the real API.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/ambassadors/passwords';
import { type StaffRole, staffUsers } from '../src/db/schema';

export const STAFF_PASSWORD = 'staff password 2026';
let passwordHash: Promise<string> | undefined;

export interface TestStaff {
  id: string;
  email: string;
  role: StaffRole;
  /** The Cookie header of a signed-in session. */
  cookie: string;
}

export async function insertStaff(
  app: FastifyInstance,
  role: StaffRole,
  email = `${role}-${randomUUID()}@storybook.test`,
) {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const [user] = await app.database.db
    .insert(staffUsers)
    .values({ email, name: role === 'admin' ? 'Ann Admin' : 'Sam Support', role, passwordHash: await passwordHash })
    .returning();
  if (!user) throw new Error('no staff row');
  return user;
}

export const staffSignIn = (app: FastifyInstance, email: string, password = STAFF_PASSWORD, ip?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/sign_in',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });

/** `staff_session=<token>` from a sign-in answer, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = /^(staff_session=[^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return match[1];
}

/** A new account of `role`, signed in. Each call signs in from its own address, clear of the rate limit. */
export async function signedInStaff(app: FastifyInstance, role: StaffRole): Promise<TestStaff> {
  const user = await insertStaff(app, role);
  const response = await staffSignIn(
    app,
    user.email,
    STAFF_PASSWORD,
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  return { id: user.id, email: user.email, role, cookie: sessionCookieOf(response) };
}

/** A request to /api/v1/admin<url> as `staff` (or anonymous with null). */
export function asStaff(
  app: FastifyInstance,
  staff: TestStaff | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1/admin${url}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: staff ? { cookie: staff.cookie } : {},
  });
}
