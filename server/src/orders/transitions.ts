/**
 * The one table of allowed order status changes, and the one function that makes them. Every change
 * goes through `transition`, which checks the table, moves the order only if nobody moved it first, and
 * writes the status history in the caller's transaction, so an order and its history never disagree.
 */

import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders';
import { isPhysicalVersion } from '@shop/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderStatusHistory, orders } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from './access';

/** Who moved an order: the visitor holding its token, the payment gateway, the system, or a staff id. */
export type Actor = 'visitor' | 'payment' | 'system' | `staff:${string}`;

interface Rule {
  to: OrderStatus;
  /** When present, the move is allowed only for orders it accepts. */
  when?: (order: Pick<OrderRow, 'version'>) => boolean;
}

const physical = (order: Pick<OrderRow, 'version'>) => isPhysicalVersion(order.version);
const pdf = (order: Pick<OrderRow, 'version'>) => order.version === 'pdf';

/**
 * Money first (pending → waiting_for_payment → paid | payment_failed), then production. A change of the
 * order while it waits for payment sends it back to pending; a failed payment may be paid again, or turn
 * out paid after all (a late success). Nothing leads back from paid to an unpaid status.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly Rule[]>> = {
  pending: [{ to: 'waiting_for_payment' }],
  waiting_for_payment: [{ to: 'paid' }, { to: 'payment_failed' }, { to: 'pending' }],
  payment_failed: [{ to: 'waiting_for_payment' }, { to: 'paid' }, { to: 'pending' }],
  paid: [{ to: 'in_review' }, { to: 'story_writing' }, { to: 'failed' }, { to: 'refund_requested' }],
  in_review: [{ to: 'story_writing' }, { to: 'failed' }, { to: 'refund_requested' }],
  story_writing: [
    { to: 'printing', when: physical },
    // A PDF is finished when it has been written and e-mailed.
    { to: 'completed', when: pdf },
    { to: 'failed' },
    { to: 'refund_requested' },
  ],
  printing: [{ to: 'ready_for_shipping' }, { to: 'failed' }, { to: 'refund_requested' }],
  ready_for_shipping: [{ to: 'shipped' }, { to: 'failed' }, { to: 'refund_requested' }],
  shipped: [{ to: 'delivered' }, { to: 'refund_requested' }],
  delivered: [{ to: 'completed' }, { to: 'refund_requested' }],
  completed: [{ to: 'refund_requested' }],
  failed: [{ to: 'refund_requested' }, { to: 'refunded' }],
  refund_requested: [{ to: 'refunded' }],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(order: Pick<OrderRow, 'status' | 'version'>, to: OrderStatus): boolean {
  if (!isOrderStatus(order.status)) return false;
  return TRANSITIONS[order.status].some((rule) => rule.to === to && (rule.when?.(order) ?? true));
}

export const invalidTransition = (from: string, to: OrderStatus) =>
  new HttpError(409, 'invalid_transition', 'common.error.invalidTransition', { from, to });

/**
 * Moves `order` (as the caller last read it, ideally `for update`) to `to` and records the change.
 * 409 'invalid_transition' when the table forbids it, or when the order's status is no longer the one
 * the caller read (someone else moved it first).
 */
export async function transition(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  note?: string,
): Promise<OrderRow> {
  if (!canTransition(order, to)) throw invalidTransition(order.status, to);
  const now = new Date();
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...(to === 'paid' && !order.paidAt ? { paidAt: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw invalidTransition(order.status, to);
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor,
    note: note ?? null,
    createdAt: now,
  });
  return moved;
}
