/**
 * Back-office accounts. E-mails are stored lower-cased (unique, case-insensitive like ambassadors').
 * The first admin comes from the staff:create command or, on start, from STAFF_ADMIN_EMAIL/PASSWORD when no
 * admin exists yet; after that, admins add everyone else in the back office.
 */
import type { StaffUserAccount } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../ambassadors/passwords';
import { normaliseEmail } from '../ambassadors/repository';
import type { Db, DbOrTx } from '../db/client';
import { type StaffRole, staffUsers } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { recordSystemAudit } from './audit';
import { revokeAllSessions } from './sessions';

export type StaffUser = typeof staffUsers.$inferSelect;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function staffView(user: StaffUser): StaffUserAccount {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    disabled: user.disabledAt !== null,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffUser | undefined> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

export async function findStaff(db: DbOrTx, id: string): Promise<StaffUser | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return user;
}

/** Shown in the staff list, so an admin sees accounts nobody uses any more. */
export async function recordSignIn(db: DbOrTx, id: string): Promise<void> {
  await db.update(staffUsers).set({ lastSignInAt: new Date() }).where(eq(staffUsers.id, id));
}

/** 409 'email_taken' when the address already has an account. The password is hashed before the transaction. */
export async function createStaff(db: DbOrTx, input: NewStaff): Promise<StaffUser> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(staffUsers)
    .values({ email: normaliseEmail(input.email), name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!user) throw new HttpError(409, 'email_taken', 'common.error.emailTaken');
  return user;
}

export async function listStaff(
  db: Db,
  query: { page: number; per_page: number; sort: 'created_at' | 'email' | 'name' | 'role'; order: 'asc' | 'desc' },
) {
  const column = {
    created_at: staffUsers.createdAt,
    email: staffUsers.email,
    name: staffUsers.name,
    role: staffUsers.role,
  }[query.sort];
  const rows = await db
    .select()
    .from(staffUsers)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(staffUsers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(staffUsers);
  return { items: rows, total: total?.n ?? 0 };
}

/**
 * Changes a role or enables/disables an account. Either change ends the account's sessions, so the new
 * rights apply from the next sign-in. The last enabled admin cannot be demoted or disabled: the shop would
 * be left without anyone able to manage staff.
 */
export async function updateStaff(
  tx: DbOrTx,
  id: string,
  change: { role?: StaffRole; disabled?: boolean; name?: string },
): Promise<{ before: StaffUser; after: StaffUser }> {
  // Serialises concurrent demotions, so two admins cannot demote each other at the same time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_users:admins'))`);
  const before = await findStaff(tx, id);
  if (!before) throw new HttpError(404, 'not_found', 'common.error.notFound');
  const losesAdmin =
    before.role === 'admin' &&
    before.disabledAt === null &&
    ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
  if (losesAdmin) {
    const [others] = await tx
      .select({ n: count() })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt), sql`${staffUsers.id} <> ${id}`));
    if ((others?.n ?? 0) === 0) throw new HttpError(409, 'last_admin', 'common.error.lastAdmin');
  }
  const disabledAt =
    change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? new Date()) : null;
  const [after] = await tx
    .update(staffUsers)
    .set({
      role: change.role ?? before.role,
      name: change.name?.trim() ?? before.name,
      disabledAt,
      updatedAt: new Date(),
    })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!after) throw new Error('staff row vanished inside its transaction');
  if (after.role !== before.role || (after.disabledAt !== null && before.disabledAt === null)) {
    await revokeAllSessions(tx, id);
  }
  return { before, after };
}

/**
 * STAFF_ADMIN_EMAIL/PASSWORD on start: creates that admin when the shop has no admin yet, and does nothing
 * otherwise (so a password changed in the back office is never reset by a restart).
 */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: { email: string; password: string; name: string } | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_users:admins'))`);
    const [admins] = await tx.select({ n: count() }).from(staffUsers).where(eq(staffUsers.role, 'admin'));
    if ((admins?.n ?? 0) > 0) return;
    if (!firstAdmin) {
      log.warn(
        'The back office has no admin yet: run `npm run staff:create -- --email … --name … --role admin`, or set STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD',
      );
      return;
    }
    const user = await createStaff(tx, { ...firstAdmin, role: 'admin' });
    await recordSystemAudit(tx, 'environment', {
      action: 'staff.create',
      targetType: 'staff',
      targetId: user.id,
      after: staffView(user),
    });
    log.info({ email: user.email }, 'created the first back-office admin from STAFF_ADMIN_EMAIL');
  });
}
