/**
 * Money back through the provider, full or partial: the one way a refund reaches an order, whether the team
 * asked for it in the back office or it was made in the provider's own dashboard (its webhook).
 *
 * The team's refund is written `requested` and committed before the provider is asked, with its id as the
 * provider's idempotency key. So whatever dies in between (the network, the process after the provider said
 * yes) leaves a row that the reconciliation job (reconcile.ts) sends again, and the provider answers the refund
 * it already made instead of a second one. The answer is applied once: a refund leaves `requested` exactly once,
 * under the order's lock, and only then are the ambassadors' rewards reversed and the parent told.
 */

import type { Currency } from '@shop/shared/money';
import { and, desc, eq, exists, inArray, isNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reverseRewardsForRefund } from '../ambassadors';
import { forSubscriber } from '../contact/unsubscribe';
import type { DbOrTx, Tx } from '../db/client';
import { payments, refunds } from '../db/schema';
import { bookName } from '../fulfilment/book-name';
import { trackingUrl } from '../fulfilment/emails';
import { faultPoint } from '../lib/fault-point';
import { HttpError, notFound } from '../lib/http-error';
import { REFUNDED_KIND, refundedEmail } from '../mail/refunded';
import { recordSentEmail } from '../mail/sent-emails';
import type { OrderRow } from '../orders/access';
import { eraseOrderData } from '../orders/erasure';
import { orderLocale } from '../orders/order-json';
import { findOrder, lockOrder, recordPaymentEvent } from '../orders/repository';
import { type Actor, canTransition, transition } from '../orders/transitions';
import { RefundDeclinedError, type RefundGatewayEvent, type RefundResult } from './gateway';

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const REFUND_EMAIL_JOB = 'refund-email';
export const SEND_REFUND_JOB = 'send-refund';

const refundAmountInvalid = () => new HttpError(422, 'refund_amount_invalid', 'common.error.refundAmount');
const nothingToRefund = () => new HttpError(409, 'nothing_to_refund', 'common.error.nothingToRefund');

/**
 * Who a refund of money the shop must not keep is written by (apply.ts: a payment for an outdated attempt,
 * or a second payment of a paid order). Such a payment never paid the order: giving it back touches nothing
 * but the money.
 */
export const UNWANTED_PAYMENT_ACTOR = 'system:unwanted-payment';

/** Payments that are the money of an unwanted payment's automatic refund. */
const unwanted = (paymentId: typeof payments.id) =>
  exists(
    sql`(select 1 from ${refunds} where ${refunds.paymentId} = ${paymentId} and ${refunds.createdBy} = ${UNWANTED_PAYMENT_ACTOR})`,
  );

/** The payment that paid the order: its succeeded attempt that was not given back as unwanted. */
async function payingPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), not(unwanted(payments.id))))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment;
}

async function isUnwantedPayment(tx: Tx, paymentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.createdBy, UNWANTED_PAYMENT_ACTOR)))
    .limit(1);
  return row !== undefined;
}

/** What has gone back on a payment, or is on its way (requested, still unanswered), in minor units. */
async function refundedOn(tx: Tx, paymentId: string, statuses: RefundRow['status'][]): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, statuses)));
  return row?.total ?? 0;
}

export interface RefundState {
  /** The order's refunds, newest first. */
  refunds: RefundRow[];
  /** What may still be refunded, in minor units of the payment's currency; 0 when unpaid or all given back. */
  left: number;
}

/** What the back office shows and offers: the refunds made and what is left to refund. */
export async function refundState(db: DbOrTx, orderId: string): Promise<RefundState> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
  const payment = await payingPayment(db, orderId);
  if (!payment) return { refunds: rows, left: 0 };
  const given = rows
    .filter((row) => row.paymentId === payment.id && row.status !== 'failed')
    .reduce((sum, row) => sum + row.amount, 0);
  return { refunds: rows, left: Math.max(0, payment.amount - given) };
}

export interface RefundRequest {
  /** Minor units; unset: everything left. */
  amount?: number | undefined;
  reason: string;
  actor: `staff:${string}`;
  /** Runs in the transaction that records the request (the back office's audit line). */
  onRequested?: (tx: Tx, order: OrderRow, refund: RefundRow) => Promise<void>;
}

/**
 * The team's refund: recorded, sent to the provider, and its answer applied. Answers the refund as it ended:
 * succeeded, or failed with the provider's reason (RefundDeclinedError's code). When the provider does not
 * answer, the refund stays requested for the reconciliation job and this throws 502 'refund_pending'.
 */
export async function refundOrder(app: FastifyInstance, orderId: string, request: RefundRequest): Promise<RefundRow> {
  const { gateway } = app.payments;
  const requested = await app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('common.error.orderNotFound');
    if (order.status === 'refunded') throw nothingToRefund();
    const payment = await payingPayment(tx, order.id);
    if (!payment) throw nothingToRefund();
    if (payment.provider !== gateway.provider) {
      throw new HttpError(409, 'refund_provider', 'common.error.refundProvider');
    }
    const left = payment.amount - (await refundedOn(tx, payment.id, ['requested', 'succeeded']));
    if (left <= 0) throw nothingToRefund();
    const amount = request.amount ?? left;
    if (!Number.isInteger(amount) || amount < 1 || amount > left) throw refundAmountInvalid();
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        amount,
        currency: payment.currency,
        reason: request.reason,
        createdBy: request.actor,
      })
      .returning();
    if (!refund) throw new Error('inserting the refund returned nothing');
    await request.onRequested?.(tx, order, refund);
    return refund;
  });
  return sendRefund(app, requested);
}

/** Asks the provider for a requested refund (again, after a lost answer) and applies what it says. */
export async function sendRefund(app: FastifyInstance, refund: RefundRow): Promise<RefundRow> {
  const { gateway } = app.payments;
  const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refund.id} names a payment that does not exist`);
  let result: RefundResult;
  try {
    result = await gateway.refund({
      refundId: refund.id,
      orderId: refund.orderId,
      sessionId: payment.sessionId,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
    });
  } catch (error) {
    if (!(error instanceof RefundDeclinedError)) {
      app.log.error(
        { err: error, refundId: refund.id },
        'the payment provider did not answer a refund; it stays requested',
      );
      throw new HttpError(502, 'refund_pending', 'common.error.refundPending');
    }
    app.log.warn({ refundId: refund.id, code: error.code, reason: error.message }, 'the provider refused a refund');
    result = { providerRefundId: '', status: 'failed', failureCode: error.code };
  }
  // The provider has made the refund and the shop has not recorded it: the moment the reconciliation repairs.
  await faultPoint(app.config, 'refund-accepted');
  return settleRefund(app, refund.id, result);
}

/** Records the provider's answer on a requested refund and, if the money went back, what follows. Once. */
export async function settleRefund(app: FastifyInstance, refundId: string, result: RefundResult): Promise<RefundRow> {
  return app.database.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!found) throw new Error(`no refund ${refundId}`);
    // The order's lock first, like every change to an order's money (payments/apply.ts).
    const order = await lockOrder(tx, found.orderId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || !refund) throw new Error(`no refund ${refundId}`);
    if (refund.status !== 'requested') return refund;
    const [settled] = await tx
      .update(refunds)
      .set({
        status: result.status,
        providerRefundId: result.providerRefundId || null,
        failureCode: result.failureCode,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!settled) throw new Error(`settling refund ${refundId} returned nothing`);
    if (result.paymentId) {
      await tx
        .update(payments)
        .set({ providerPaymentId: result.paymentId })
        .where(and(eq(payments.id, refund.paymentId), isNull(payments.providerPaymentId)));
    }
    if (settled.status === 'succeeded') await afterMoneyBack(app, tx, order, settled);
    return settled;
  });
}

/**
 * What money going back means for the order, in the transaction that records it: the rewards lose its share;
 * when everything paid has gone back the order is refunded (its book and preview erased, as before); the
 * parent's e-mail is queued with it.
 */
async function afterMoneyBack(app: FastifyInstance, tx: Tx, order: OrderRow, refund: RefundRow): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refund.id} names a payment that does not exist`);
  const email = () =>
    app.jobs.add(REFUND_EMAIL_JOB, { refundId: refund.id }, { jobKey: `${REFUND_EMAIL_JOB}:${refund.id}`, db: tx });
  // Money that never paid the order: the order and the rewards are as they were.
  if (await isUnwantedPayment(tx, payment.id)) return email();
  const full = (await refundedOn(tx, payment.id, ['succeeded'])) >= payment.amount;
  await reverseRewardsForRefund(tx, order.id, {
    refundId: refund.id,
    amount: refund.amount,
    paid: payment.amount,
    full,
  });
  if (full && order.status !== 'refunded') {
    const actor: Actor = refund.createdBy.startsWith('staff:') ? (refund.createdBy as Actor) : 'payment';
    let current = order;
    if (!canTransition(current, 'refunded')) {
      current = await transition(tx, current, 'refund_requested', actor, refund.reason);
    }
    const refunded = await transition(tx, current, 'refunded', actor, refund.reason);
    await eraseOrderData(app, tx, refunded, 'refund', actor);
  }
  await email();
}

/**
 * Called by apply.ts in the transaction that learns of a payment the order must not keep: a refund of all
 * of it, by UNWANTED_PAYMENT_ACTOR, sent to the provider by a job right after the commit (and by the
 * reconciliation if that is lost). Once per payment.
 */
export async function refundUnwantedPayment(app: FastifyInstance, tx: Tx, payment: PaymentRow): Promise<void> {
  if (await isUnwantedPayment(tx, payment.id)) return;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: payment.orderId,
      paymentId: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      reason: 'A second or outdated payment of the order, given back automatically',
      createdBy: UNWANTED_PAYMENT_ACTOR,
    })
    .returning();
  if (!refund) throw new Error('inserting the refund returned nothing');
  await app.jobs.add(SEND_REFUND_JOB, { refundId: refund.id }, { jobKey: `${SEND_REFUND_JOB}:${refund.id}`, db: tx });
}

/**
 * A refund event from the provider's webhook. It carries the payment's refunded total; anything above what
 * the shop has recorded (refunds requested by the team count, so the echo of the team's own refund adds
 * nothing) was made at the provider and is recorded here as one refund by 'provider'. Idempotent by the
 * event's id and by the comparison.
 */
export async function applyRefundEvent(
  app: FastifyInstance,
  provider: string,
  event: RefundGatewayEvent,
): Promise<{ duplicate: boolean; recorded: RefundRow | undefined }> {
  return app.database.db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          sql`(${payments.providerPaymentId} = ${event.paymentId} or ${payments.sessionId} = ${event.paymentId})`,
        ),
      )
      .limit(1);
    const order = known ? await lockOrder(tx, known.orderId) : undefined;
    const fresh = await recordPaymentEvent(tx, {
      id: `${provider}:${event.id}`,
      orderId: known?.orderId ?? null,
      type: event.type,
      payload: event.payload,
    });
    if (!fresh) return { duplicate: true, recorded: undefined };
    if (!known || !order) {
      app.log.warn({ paymentId: event.paymentId }, 'refund event for a payment the shop does not know; ignored');
      return { duplicate: false, recorded: undefined };
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, known.id)).for('update');
    if (!payment) return { duplicate: false, recorded: undefined };
    if (event.currency !== payment.currency) {
      app.log.error({ event: event.id, currency: event.currency }, 'refund event in another currency; not applied');
      return { duplicate: false, recorded: undefined };
    }
    const recorded = await refundedOn(tx, payment.id, ['requested', 'succeeded']);
    const extra = Math.min(event.refundedTotal, payment.amount) - recorded;
    if (extra <= 0) return { duplicate: false, recorded: undefined };
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider,
        amount: extra,
        currency: payment.currency,
        reason: `Refunded at ${provider} (${event.type})`,
        status: 'succeeded',
        createdBy: 'provider',
      })
      .returning();
    if (!refund) throw new Error('inserting the refund returned nothing');
    await afterMoneyBack(app, tx, order, refund);
    return { duplicate: false, recorded: refund };
  });
}

/** The parent's e-mail about one refund, sent once (refunds.notified_at, under the refund's row lock). */
export async function sendRefundEmail(
  app: FastifyInstance,
  refundId: string,
): Promise<'sent' | 'already_sent' | 'no_email'> {
  return app.database.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (refund?.status !== 'succeeded') throw new Error(`refund ${refundId} is not a refund made`);
    if (refund.notifiedAt) return 'already_sent';
    const order = await findOrder(tx, refund.orderId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!order?.email || !payment) return 'no_email';
    const locale = orderLocale(order);
    const given = await refundedOn(tx, payment.id, ['succeeded']);
    const message = refundedEmail({
      unwanted: refund.createdBy === UNWANTED_PAYMENT_ACTOR,
      locale,
      to: order.email,
      fullName: order.fullName,
      orderNumber: order.orderNumber,
      bookName: await bookName(app, order, locale),
      trackingUrl: trackingUrl(app, { ...order, email: order.email }),
      siteName: app.config.siteName,
      amount: refund.amount,
      paid: payment.amount,
      currency: refund.currency as Currency,
      region: app.config.region,
      // The last of several partial refunds says "in full" only if it alone was all of it; otherwise it is
      // a part, and the parent has the earlier e-mails for the rest.
      full: given >= payment.amount && refund.amount === payment.amount,
    });
    const delivery = await app.mailer.send(await forSubscriber(app, message, { newsletter: order.newsletter, locale }));
    await recordSentEmail(tx, { orderId: order.id, kind: REFUNDED_KIND, locale, message, delivery });
    await tx.update(refunds).set({ notifiedAt: new Date() }).where(eq(refunds.id, refund.id));
    return 'sent';
  });
}

const refundEmailPayload = z.object({ refundId: z.uuid() });

export function defineRefundJobs(app: FastifyInstance): void {
  app.jobs.define(SEND_REFUND_JOB, async (payload, { log }) => {
    const { refundId } = refundEmailPayload.parse(payload);
    const [refund] = await app.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (refund?.status !== 'requested') return;
    // No answer throws, and the job is tried again later with the same refund id.
    log.info({ refundId, status: (await sendRefund(app, refund)).status }, 'refund sent to the provider');
  });
  app.jobs.define(REFUND_EMAIL_JOB, async (payload, { log }) => {
    const { refundId } = refundEmailPayload.parse(payload);
    log.info({ refundId, outcome: await sendRefundEmail(app, refundId) }, 'refund e-mail');
  });
}
