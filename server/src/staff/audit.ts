/**
 * The back office's audit log: who did what to which record, with the record before and after. Callers
 * write the entry with the same transaction handle as the change, so there is never a change without its
 * entry nor an entry for a change that rolled back.
 */
import type { AuditLogEntry, ListOf } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/i18n/catalogue';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { payoutReference } from '../ambassadors/payout-desk';
import type { DbOrTx } from '../db/client';
import { auditLog, books, brandAmbassadors, categories, orders, pages, staffUsers } from '../db/schema';
import { offsetOf } from '../lib/list-query';
import { pickTranslation } from '../lib/locale';
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

export function auditEntryJson(
  row: typeof auditLog.$inferSelect,
  named: { staffName?: string | null; targetLabel?: string | null } = {},
): AuditLogEntry {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    staff_name: named.staffName ?? null,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: named.targetLabel ?? null,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Labeller = (db: DbOrTx, ids: string[], locale: Locale) => Promise<Map<string, string>>;

/**
 * A labeller of records keyed by uuid: ids that are not one (an export's 'csv', 'status:processing') name no
 * single record and are not looked up, so the query never compares a uuid column with text.
 */
const byUuid =
  (label: Labeller): Labeller =>
  async (db, ids, locale) => {
    const uuids = ids.filter((id) => UUID.test(id));
    return uuids.length ? label(db, uuids, locale) : new Map();
  };

/**
 * How people name each kind of record, so the log says "order SB-7K4Q-2M9X", not a uuid. Looked up now:
 * a record deleted since has no label and the log falls back to its id. Kinds without a better name (FAQs,
 * jobs, e-mails) keep their id.
 */
const LABELLERS: Partial<Record<string, Labeller>> = {
  order: byUuid(async (db, ids) => {
    const rows = await db
      .select({ id: orders.id, label: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    return new Map(rows.map((row) => [row.id, row.label]));
  }),
  ambassador: byUuid(async (db, ids) => {
    const rows = await db
      .select({ id: brandAmbassadors.id, label: brandAmbassadors.name })
      .from(brandAmbassadors)
      .where(inArray(brandAmbassadors.id, ids));
    return new Map(rows.map((row) => [row.id, row.label]));
  }),
  staff: byUuid(async (db, ids) => {
    const rows = await db
      .select({ id: staffUsers.id, label: staffUsers.name })
      .from(staffUsers)
      .where(inArray(staffUsers.id, ids));
    return new Map(rows.map((row) => [row.id, row.label]));
  }),
  // The reference is the payout's id in the form the ambassador and the bank see it.
  payout: byUuid(async (_db, ids) => new Map(ids.map((id) => [id, payoutReference(id)]))),
  book: async (db, ids, locale) => {
    const rows = await db.select({ id: books.slug, name: books.name }).from(books).where(inArray(books.slug, ids));
    return new Map(rows.map((row) => [row.id, pickTranslation(row.name, locale)]));
  },
  category: async (db, ids, locale) => {
    const rows = await db
      .select({ id: categories.slug, name: categories.name })
      .from(categories)
      .where(inArray(categories.slug, ids));
    return new Map(rows.map((row) => [row.id, pickTranslation(row.name, locale)]));
  },
  page: async (db, ids, locale) => {
    const rows = await db.select({ id: pages.slug, title: pages.title }).from(pages).where(inArray(pages.slug, ids));
    return new Map(rows.map((row) => [row.id, pickTranslation(row.title, locale)]));
  },
};

/** Each row's record label, one query per kind of record on the page. */
async function labelsOf(db: DbOrTx, rows: (typeof auditLog.$inferSelect)[], locale: Locale) {
  const idsByType = new Map<string, Set<string>>();
  for (const row of rows) idsByType.set(row.targetType, (idsByType.get(row.targetType) ?? new Set()).add(row.targetId));
  const labels = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const labeller = LABELLERS[type];
      if (!labeller) return;
      for (const [id, label] of await labeller(db, [...ids], locale)) labels.set(`${type}:${id}`, label);
    }),
  );
  return labels;
}

/** A page of the log, newest first unless asked otherwise, filtered by who, what and which record. */
export async function listAuditEntries(
  db: DbOrTx,
  query: AuditQuery,
  locale: Locale = 'en',
): Promise<ListOf<AuditLogEntry>> {
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
    .select({ entry: auditLog, staffName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(where)
    .orderBy(query.order === 'asc' ? asc(auditLog.createdAt) : desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const labels = await labelsOf(
    db,
    rows.map((row) => row.entry),
    locale,
  );
  return {
    items: rows.map(({ entry, staffName }) =>
      auditEntryJson(entry, { staffName, targetLabel: labels.get(`${entry.targetType}:${entry.targetId}`) ?? null }),
    ),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
