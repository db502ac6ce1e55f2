/**
 * The one way a payment result reaches an order, whether a webhook brought it or complete_payment asked
 * the gateway for it. Idempotent: the event's id is recorded in the same transaction as its effects, so
 * any number of copies (redeliveries, concurrent duplicates, the webhook racing the return page) apply
 * once. Monotonic: a late or out-of-order result never moves an order backwards.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordRewardsForPaidOrder } from '../ambassadors';
import { payments } from '../db/schema';
import { queueFulfilment } from '../fulfilment/queue';
import { faultPoint } from '../lib/fault-point';
import type { OrderRow } from '../orders/access';
import { ORDER_CONFIRMATION_JOB } from '../orders/confirmation-email';
import { findPaymentBySession, lockOrder, recordPaymentEvent } from '../orders/repository';
import { canTransition, transition } from '../orders/transitions';
import type { SessionResult } from './gateway';
import { refundUnwantedPayment } from './refunds';

export interface PaymentResult {
  provider: string;
  /** Unique per result at this provider; stored as `provider:eventId`. */
  eventId: string;
  /** What payment_events records as the type ('checkout.session.succeeded', 'complete_payment.failed'). */
  type: string;
  sessionId: string;
  status: 'succeeded' | 'failed';
  failureCode: string | null;
  /** What the provider says was charged, when it says so; checked against the payment. */
  charged?: { amount: number; currency: string };
  /** The provider's id of the money (GatewayEvent.paymentId), kept so its refund events find the payment. */
  paymentId?: string | undefined;
  payload: unknown;
}

export interface AppliedResult {
  /** This exact event was applied before; nothing changed now. */
  duplicate: boolean;
  /** The order the session belongs to; undefined for a session the shop does not know. */
  order: OrderRow | undefined;
  /** This result is what moved the order to paid. */
  becamePaid: boolean;
}

async function applyInTransaction(app: FastifyInstance, result: PaymentResult): Promise<AppliedResult> {
  const log = app.log.child({ provider: result.provider, sessionId: result.sessionId, eventId: result.eventId });
  return app.database.db.transaction(async (tx) => {
    const known = await findPaymentBySession(tx, result.provider, result.sessionId);
    // The order's lock comes first, before the event row: that row's foreign key share-locks the order, and
    // two results that each held the share lock while waiting for the update lock would deadlock.
    let order = known ? await lockOrder(tx, known.orderId) : undefined;
    const recorded = await recordPaymentEvent(tx, {
      id: `${result.provider}:${result.eventId}`,
      orderId: known?.orderId ?? null,
      type: result.type,
      payload: result.payload,
    });
    if (!recorded) return { duplicate: true, order: undefined, becamePaid: false };
    if (!known) {
      log.warn('payment result for a session the shop never opened; recorded and ignored');
      return { duplicate: false, order: undefined, becamePaid: false };
    }

    // Everything that changes an order's payments holds the order's lock, so after it the payment is current.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, known.id)).limit(1);
    if (!order || !payment) return { duplicate: false, order, becamePaid: false };
    const now = new Date();

    if (result.status === 'failed') {
      // Only the attempt the order is waiting on can fail it; a failure of a superseded attempt, or one
      // arriving after a success, is recorded above and changes nothing.
      if (payment.status !== 'open') {
        log.info({ paymentStatus: payment.status }, 'late payment failure ignored');
        return { duplicate: false, order, becamePaid: false };
      }
      await tx
        .update(payments)
        .set({ status: 'failed', failureCode: result.failureCode, updatedAt: now })
        .where(eq(payments.id, payment.id));
      if (order.status === 'waiting_for_payment') {
        order = await transition(tx, order, 'payment_failed', 'payment', result.failureCode ?? undefined);
      }
      return { duplicate: false, order, becamePaid: false };
    }

    if (result.charged && (result.charged.amount !== payment.amount || result.charged.currency !== payment.currency)) {
      log.error({ charged: result.charged, expected: payment }, 'paid amount differs from the payment; not applied');
      return { duplicate: false, order, becamePaid: false };
    }
    // Money for an attempt the order no longer waits on: a payment page left open in another tab after the
    // parent changed the order and paid again, or a second payment of an order already paid. It must not pay
    // the order (its price may be an old one) and the shop must not keep it: it goes back, by itself.
    const outdated = payment.status === 'superseded' || (payment.status !== 'succeeded' && order.paidAt !== null);
    if (outdated) {
      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          failureCode: null,
          updatedAt: now,
          ...(result.paymentId ? { providerPaymentId: result.paymentId } : {}),
        })
        .where(eq(payments.id, payment.id));
      await refundUnwantedPayment(app, tx, { ...payment, providerPaymentId: result.paymentId ?? null });
      log.warn({ orderId: order.id, paymentId: payment.id }, 'an outdated or second payment succeeded; giving it back');
      return { duplicate: false, order, becamePaid: false };
    }
    if (payment.status !== 'succeeded' || (result.paymentId && payment.providerPaymentId !== result.paymentId)) {
      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          failureCode: null,
          updatedAt: now,
          ...(result.paymentId ? { providerPaymentId: result.paymentId } : {}),
        })
        .where(eq(payments.id, payment.id));
    }
    if (canTransition(order, 'paid')) {
      order = await transition(tx, order, 'paid', 'payment', `${result.provider} ${result.sessionId}`);
      // The ambassador's commission is written with the payment that earns it, or not at all.
      await recordRewardsForPaidOrder(tx, order, app.config.ambassadors);
      // Making the book and the confirmation e-mail are queued with the payment, so a crash right after the
      // commit cannot lose them: the redelivered event is a duplicate and would queue nothing.
      await queueFulfilment(app, order.id, tx);
      await app.jobs.add(
        ORDER_CONFIRMATION_JOB,
        { orderId: order.id },
        { jobKey: `${ORDER_CONFIRMATION_JOB}:${order.id}`, db: tx },
      );
      return { duplicate: false, order, becamePaid: true };
    }
    return { duplicate: false, order, becamePaid: false };
  });
}

/** Applies the result: the payment, the order's status, the reward and the jobs it needs, in one transaction. */
export async function applyPaymentResult(app: FastifyInstance, result: PaymentResult): Promise<AppliedResult> {
  const applied = await applyInTransaction(app, result);
  // The payment is committed but the gateway has no answer yet and will send the event again: anything done
  // only after this line, and not in the transaction, would be lost when the process dies here.
  if (applied.becamePaid) await faultPoint(app.config, 'payment-applied');
  return applied;
}

/**
 * A session's result as the shop learnt it by asking the provider (the parent's return: complete_payment; the
 * reconciliation job), applied exactly like its webhook: the event id names the session, the result and who
 * asked, so each applies once.
 */
export function applyRetrievedResult(
  app: FastifyInstance,
  sessionId: string,
  result: SessionResult & { status: PaymentResult['status'] },
  askedBy: 'complete_payment' | 'reconcile',
): Promise<AppliedResult> {
  return applyPaymentResult(app, {
    provider: app.payments.gateway.provider,
    eventId: `${askedBy}:${sessionId}:${result.status}`,
    type: `${askedBy}.${result.status}`,
    sessionId,
    status: result.status,
    failureCode: result.failureCode,
    paymentId: result.paymentId,
    payload: { session_id: sessionId, status: result.status, failure_code: result.failureCode },
  });
}
