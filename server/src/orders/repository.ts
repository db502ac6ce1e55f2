import type { OrderStatus } from '@shop/shared/orders';
import { and, asc, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { orderStatusHistory, orders, paymentEvents, payments } from '../db/schema';
import type { OrderRow } from './access';
import { normalizeOrderNumber } from './number';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The order with this number (as normalizeOrderNumber reads it) and this e-mail (trimmed, any case). One
 * query that asks for both: an unknown number, a wrong e-mail and an order without an e-mail yet all come
 * back empty from the same index lookup, so neither the answer nor its timing tells them apart.
 */
export async function findOrderForTracking(db: Db, orderNumber: string, email: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, normalizeOrderNumber(orderNumber)),
        eq(sql`lower(${orders.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return order;
}

/** The order, locked until the transaction ends, so concurrent changes of it run one after another. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return order;
}

/** Writes `changes` (and updated_at) to the order in `tx` and returns the row as it now is. */
export async function writeOrder(tx: Tx, id: string, changes: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (!updated) throw new Error('updating the order returned nothing');
  return updated;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order;
}

/** Oldest first; the id breaks ties between changes made in the same instant. */
export function listStatusHistory(db: DbOrTx, orderId: string) {
  return db
    .select({ status: orderStatusHistory.toStatus, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

export async function findPaymentBySession(db: DbOrTx, provider: string, sessionId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.sessionId, sessionId)))
    .limit(1);
  return payment;
}

/** The order's most recent attempt to pay. */
export async function latestPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment;
}

/** Open attempts become superseded: a result arriving for one of them later no longer fails the order. */
/** Marks the order's open payment attempts (but `except`) superseded; returns their session ids. */
export async function supersedeOpenPayments(tx: Tx, orderId: string, except?: string): Promise<string[]> {
  const superseded = await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: new Date() })
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'open'), ...(except ? [ne(payments.id, except)] : [])),
    )
    .returning({ sessionId: payments.sessionId });
  return superseded.map((payment) => payment.sessionId);
}

/**
 * Records a gateway event; false when it was recorded before. Called inside the transaction that applies
 * the event, so the record and its effects commit together, and a concurrent copy of the same event
 * waits on the primary key until the first one commits and then finds it.
 */
export async function recordPaymentEvent(
  tx: Tx,
  event: { id: string; orderId: string | null; type: string; payload: unknown },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Every status an order can have once its payment went through (refunded ones are not sales any more). */
export const PAID_STATUSES = [
  'paid',
  'in_review',
  'story_writing',
  'printing',
  'ready_for_shipping',
  'shipped',
  'delivered',
  'completed',
] satisfies OrderStatus[];

export interface PaidOrderSummary {
  fullName: string | null;
  city: string | null;
  countryCode: string;
  paidAt: Date;
}

/** Paid orders since `since`, newest first: only what a sales pop-up may show. */
export function recentPaidOrders(db: Db, since: Date, limit: number): Promise<PaidOrderSummary[]> {
  return db
    .select({
      fullName: orders.fullName,
      city: orders.city,
      countryCode: orders.countryCode,
      paidAt: sql<Date>`${orders.paidAt}`.mapWith(orders.paidAt),
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.status, PAID_STATUSES)))
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}
