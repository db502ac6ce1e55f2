/**
 * The back office's audit log: who did what to which record, with the record before and after. Callers
 * write the entry with the same transaction handle as the change, so there is never a change without its
 * entry nor an entry for a change that rolled back.
 */
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import type { DbOrTx } from '../orders/transitions';
import { currentStaff } from './auth';

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
