/**
 * The back office's audit log: who did what to which record, with the record before and after. Callers
 * write the entry with the same transaction handle as the change, so there is never a change without its
 * entry nor an entry for a change that rolled back.
 */
import type { AuditLogEntry, ListOf } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import type { DbOrTx } from '../orders/transitions';
import { currentStaff } from './auth';
import { offsetOf } from './schemas';

export interface AuditEntry {
  /** Dotted verb, e.g. 'order.ship', 'ambassador.approve', 'staff.create'. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Secrets never reach the log, wherever they sit in a record. */
const SECRET_KEYS = new Set([
  'passwordHash',
  'password_hash',
  'password',
  'tokenHash',
  'token_hash',
  'iban',
  'ibanEncrypted',
]);

function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEYS.has(key))
      .map(([key, inner]) => [key, scrub(inner)]),
  );
}

export async function recordAudit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const staff = currentStaff(request);
  await db.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: scrub(entry.before),
    after: scrub(entry.after),
    ip: request.ip,
  });
}

/** For changes made outside a request (the staff:create command): the actor is named by hand. */
export async function recordSystemAudit(db: DbOrTx, actor: string, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: null,
    staffEmail: actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}

export interface AuditQuery {
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
  staff_id?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  /** Days (YYYY-MM-DD, UTC), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export function auditEntryJson(row: typeof auditLog.$inferSelect): AuditLogEntry {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of the log, newest first unless asked otherwise, filtered by who, what and which record. */
export async function listAuditEntries(db: DbOrTx, query: AuditQuery): Promise<ListOf<AuditLogEntry>> {
  const filters: SQL[] = [];
  if (query.staff_id) filters.push(eq(auditLog.staffId, query.staff_id));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target_type) filters.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
  if (query.from) filters.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  // `to` is inclusive: everything before the next day.
  if (query.to) {
    filters.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(auditLog.createdAt) : desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { items: rows.map(auditEntryJson), total: total?.n ?? 0, page: query.page, per_page: query.per_page };
}
