/**
 * The retention periods the privacy page promises, enforced by a scheduled job (hourly, and once when a worker
 * starts, so a shop that was down catches up):
 *  - the photo and everything drawn from it that is not the book: PHOTO_RETENTION_DAYS after the order was
 *    delivered, completed, refunded or failed;
 *  - the finished book and the child's details: BOOK_RETENTION_DAYS after the same;
 *  - an order never paid: all of its personal data UNPAID_RETENTION_DAYS after its last change;
 *  - a message sent through the contact form: CONTACT_MESSAGE_RETENTION_DAYS after it was sent.
 * Each order is erased in its own transaction through eraseOrderData, so the sweep is idempotent (what is erased
 * is not found again) and a crash loses nothing (the next run finds what is left).
 */
import {
  BOOK_RETENTION_DAYS,
  type ErasureReason,
  type OrderStatus,
  PHOTO_RETENTION_DAYS,
  UNPAID_RETENTION_DAYS,
} from '@shop/shared/orders';
import { and, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, orderStatusHistory, orders } from '../db/schema';
import { eraseOrderData, notErased } from './erasure';
import { lockOrder } from './repository';

export const RETENTION_JOB = 'data-retention-sweep';
// Hourly: a period ends at most an hour late. The job key keeps one waiting run however many servers there are.
export const RETENTION_CRONTAB = `23 * * * * ${RETENTION_JOB} ?max=5&jobKey=${RETENTION_JOB}`;

/** The order is done with: its clock starts when it got here. */
const FINISHED_STATUSES: readonly OrderStatus[] = ['delivered', 'completed', 'refunded', 'failed'];
const UNPAID_STATUSES: readonly OrderStatus[] = ['pending', 'waiting_for_payment', 'payment_failed'];
/** Orders erased per query; the sweep asks again until none is left. */
const BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Two years, as the privacy page says of contact-form messages. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 730;

type OrderReason = 'retention' | 'book_retention' | 'unpaid';
export type RetentionCounts = Record<OrderReason | 'contact_messages', number>;

/** When the order entered the status it has now. */
const finishedAt = sql`(select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
  where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.toStatus} = ${orders.status})`;

function dueOrders(reason: OrderReason, now: Date): SQL | undefined {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  switch (reason) {
    case 'retention':
      return and(
        inArray(orders.status, [...FINISHED_STATUSES]),
        sql`${finishedAt} < ${before(PHOTO_RETENTION_DAYS).toISOString()}::timestamptz`,
        notErased('photo'),
      );
    case 'book_retention':
      return and(
        inArray(orders.status, [...FINISHED_STATUSES]),
        sql`${finishedAt} < ${before(BOOK_RETENTION_DAYS).toISOString()}::timestamptz`,
        or(notErased('book'), notErased('child')),
      );
    case 'unpaid':
      return and(
        inArray(orders.status, [...UNPAID_STATUSES]),
        isNull(orders.paidAt),
        lt(orders.updatedAt, before(UNPAID_RETENTION_DAYS)),
        notErased('contact'),
      );
  }
}

/** Whether the order, locked now, still qualifies (it may have moved since it was found). */
function stillDue(reason: OrderReason, status: string, paidAt: Date | null): boolean {
  if (reason === 'unpaid') return paidAt === null && (UNPAID_STATUSES as readonly string[]).includes(status);
  return (FINISHED_STATUSES as readonly string[]).includes(status);
}

/** Erases every order whose period is over at `now`; returns how many of each kind. */
export async function runRetentionSweep(app: FastifyInstance, now = new Date()): Promise<RetentionCounts> {
  const { db } = app.database;
  const counts: RetentionCounts = { retention: 0, book_retention: 0, unpaid: 0, contact_messages: 0 };
  // The book's period is the longer one and takes the photo too, so it goes first: one erasure instead of two.
  for (const reason of ['book_retention', 'retention', 'unpaid'] as const) {
    const skipped = new Set<string>();
    for (;;) {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(dueOrders(reason, now))
        .orderBy(orders.createdAt)
        .limit(BATCH + skipped.size);
      const ids = due.map((row) => row.id).filter((id) => !skipped.has(id));
      if (ids.length === 0) break;
      for (const id of ids) {
        const erased = await db.transaction(async (tx) => {
          const order = await lockOrder(tx, id);
          if (!order || !stillDue(reason, order.status, order.paidAt)) return undefined;
          return eraseOrderData(app, tx, order, reason satisfies ErasureReason, 'system', now);
        });
        if (erased) counts[reason] += 1;
        else skipped.add(id);
      }
    }
  }
  const removed = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS)))
    .returning({ id: contactMessages.id });
  counts.contact_messages = removed.length;
  app.log.info(counts, 'retention sweep: orders whose personal data reached the end of its period were erased');
  return counts;
}

/** Registers the sweep; the crontab (RETENTION_CRONTAB) and the run at start are the jobs plugin's. */
export function defineRetentionJob(app: FastifyInstance): { catchUp(): Promise<void> } {
  app.jobs.define(RETENTION_JOB, async () => {
    await runRetentionSweep(app);
  });
  return {
    async catchUp() {
      await app.jobs.add(RETENTION_JOB, {}, { jobKey: RETENTION_JOB });
    },
  };
}
