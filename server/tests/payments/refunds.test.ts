/**
 * Refunds through the provider (the sandbox here; Stripe in stripe.test.ts), from the back office's API on the
 * real database: full and partial, the ambassador's reward reversed by the same share, one e-mail per refund
 * in the order's language, refusals, and a refund whose answer was lost sent again by the reconciliation.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder } from '../../src/ambassadors/ledger';
import { ledgerEntries, orders, payments, refunds, sandboxRefunds, sentEmails } from '../../src/db/schema';
import { applyPaymentResult } from '../../src/payments/apply';
import type { PaymentGateway } from '../../src/payments/gateway';
import type { ProviderFactory } from '../../src/payments/providers';
import { reconcilePayments } from '../../src/payments/reconcile';
import { REFUND_EMAIL_JOB, SEND_REFUND_JOB, sendRefund, sendRefundEmail } from '../../src/payments/refunds';
import { createSandboxProvider } from '../../src/payments/sandbox/provider';
import { completeSession, insertSession } from '../../src/payments/sandbox/sessions';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { activeAmbassador, insertPaidOrder } from '../ambassadors-helpers';
import { buildTestApp } from '../helpers';
import { queuedJobs } from '../orders-fixtures';

/**
 * The sandbox, except that its refunds can be made to fail the way a real provider's do: `'down'` answers
 * nothing (the refund is not made); `'lost'` makes the refund and then loses the answer on the way back.
 */
let refundTrouble: 'none' | 'down' | 'lost' = 'none';
const flakySandbox: ProviderFactory = (context) => {
  const provider = createSandboxProvider(context);
  const gateway: PaymentGateway = {
    ...provider.gateway,
    provider: provider.gateway.provider,
    async refund(input) {
      if (refundTrouble === 'down') throw new Error('connect ECONNREFUSED');
      const result = await provider.gateway.refund(input);
      if (refundTrouble === 'lost') throw new Error('socket hang up');
      return result;
    },
  };
  return { ...provider, gateway };
};

let app: FastifyInstance;
let admin: TestStaff;
beforeAll(async () => {
  app = await buildTestApp({
    env: { AMBASSADOR_TOKEN_SECRET: 'refunds-test-secret-0123456789abcdef0123' },
    paymentProvider: flakySandbox,
  });
  admin = await signedInStaff(app, 'admin');
});
afterAll(() => app.close());

const refund = (orderId: string, body: Record<string, unknown>) =>
  asStaff(app, admin, 'POST', `/orders/${orderId}/refund`, body);

async function referredOrder(total: number, locale = 'en') {
  const ambassador = await activeAmbassador(app);
  const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total });
  await app.database.db.update(orders).set({ locale }).where(eq(orders.id, order.id));
  await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
  return { ambassador, order };
}

const ledgerOf = async (orderId: string) =>
  (await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)))
    .map(({ kind, amount, status, sourceAmount }) => ({ kind, amount, status, sourceAmount }))
    .sort((a, b) => b.amount - a.amount);

const refundsAtSandbox = async (orderId: string) => {
  const [payment] = await app.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return app.database.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.sessionId, payment?.sessionId ?? ''));
};

describe('refunds through the provider', () => {
  it('gives back a part, then the rest: the order stays until all is back, the reward shrinks by the same share', async () => {
    const { order } = await referredOrder(5000, 'ru');

    const part = await refund(order.id, { reason: 'One page was printed pale', amount: 2000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order.status).toBe('paid');
    expect(part.json().refund_left).toBe(3000);
    expect(part.json().actions.refund).toBe(true);
    expect(part.json().refunds).toMatchObject([
      { amount: 2000, status: 'succeeded', reason: 'One page was printed pale' },
    ]);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'reward_direct', amount: 500, status: 'pending', sourceAmount: 5000 },
      { kind: 'reward_reversal', amount: -200, status: 'pending', sourceAmount: -2000 },
    ]);

    const rest = await refund(order.id, { reason: 'The parent cancelled' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order.status).toBe('refunded');
    expect(rest.json().refund_left).toBe(0);
    expect(rest.json().actions.refund).toBe(false);
    expect(rest.json().refunds.map((row: { amount: number }) => row.amount)).toEqual([3000, 2000]);
    // The whole reward is gone and, never paid out, settled at once: nothing of it reaches a payout.
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'reward_direct', amount: 500, status: 'reversed', sourceAmount: 5000 },
      { kind: 'reward_reversal', amount: -200, status: 'reversed', sourceAmount: -2000 },
      { kind: 'reward_reversal', amount: -300, status: 'reversed', sourceAmount: -3000 },
    ]);
    expect((await refundsAtSandbox(order.id)).map((row) => row.amount).sort()).toEqual([2000, 3000]);

    // One e-mail per refund, in the order's language, each saying what it gave back.
    const made = await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    for (const row of made) expect(await queuedJobs(app, `${REFUND_EMAIL_JOB}:${row.id}`)).toHaveLength(1);
    for (const row of made) expect(await sendRefundEmail(app, row.id)).toBe('sent');
    for (const row of made) expect(await sendRefundEmail(app, row.id)).toBe('already_sent');
    const mails = await app.database.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.orderId, order.id), eq(sentEmails.kind, 'refunded')));
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.locale === 'ru' && mail.subject.startsWith('Возврат средств по заказу'))).toBe(
      true,
    );
  });

  it('refuses more than is left, a cent of nothing, and an order never paid, writing nothing', async () => {
    const { order } = await referredOrder(3000);
    const tooMuch = await refund(order.id, { reason: 'Test', amount: 3001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe('refund_amount_invalid');
    const zero = await refund(order.id, { reason: 'Test', amount: 0 });
    expect(zero.statusCode).toBe(400);
    const fraction = await refund(order.id, { reason: 'Test', amount: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);

    const unpaid = await insertPaidOrder(app, { referralCode: null });
    await app.database.db.update(payments).set({ status: 'open' }).where(eq(payments.orderId, unpaid.id));
    const none = await refund(unpaid.id, { reason: 'Test' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('nothing_to_refund');
  });

  it('shows what the provider refused, with its reason, and changes nothing else', async () => {
    const { order } = await referredOrder(4000);
    // The money already went back at the provider behind the shop's back: it refuses a second time.
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    await app.database.db.insert(sandboxRefunds).values({
      id: 're_test_elsewhere',
      idempotencyKey: 'made-in-the-dashboard',
      sessionId: payment?.sessionId ?? '',
      amount: 4000,
    });
    const response = await refund(order.id, { reason: 'Parent asked' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'refund_declined', details: { code: 'amount_too_large' } });
    const detail = await asStaff(app, admin, 'GET', `/orders/${order.id}`);
    expect(detail.json().order.status).toBe('paid');
    expect(detail.json().refunds).toMatchObject([{ status: 'failed', failure_code: 'amount_too_large' }]);
    expect(detail.json().refund_left).toBe(4000);
    expect((await ledgerOf(order.id)).map((entry) => entry.kind)).toEqual(['reward_direct']);
  });
});

describe('a refund whose answer never came', () => {
  it('stays requested when the provider is down, is not refunded twice, and the reconciliation sends it once', async () => {
    const { order } = await referredOrder(6000);
    refundTrouble = 'down';
    const down = await refund(order.id, { reason: 'Parent asked' });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe('refund_pending');
    // A second click while it is unanswered finds nothing left: it is on its way already.
    const again = await refund(order.id, { reason: 'Parent asked' });
    expect(again.statusCode).toBe(409);

    refundTrouble = 'lost';
    const later = new Date(Date.now() + 5 * 60 * 1000);
    expect((await reconcilePayments(app, later)).refundsSent).toBe(0);
    expect(await refundsAtSandbox(order.id)).toHaveLength(1);

    refundTrouble = 'none';
    expect((await reconcilePayments(app, later)).refundsSent).toBeGreaterThanOrEqual(1);
    // The provider made it once, whatever the number of tries with the refund's id.
    expect(await refundsAtSandbox(order.id)).toHaveLength(1);
    const [row] = await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'succeeded', amount: 6000 });
    const [after] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe('refunded');
    expect((await reconcilePayments(app, later)).refundsSent).toBe(0);
  });
});

describe('reconciliation of payments', () => {
  it('applies a paid session whose webhook and return never came, once', async () => {
    const order = await insertPaidOrder(app, { referralCode: null });
    await app.database.db
      .update(orders)
      .set({ status: 'waiting_for_payment', paidAt: null })
      .where(eq(orders.id, order.id));
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    await app.database.db.update(payments).set({ status: 'open' }).where(eq(payments.orderId, order.id));
    // The parent paid at the provider; nothing reached the shop.
    expect(payment).toBeDefined();
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const first = await reconcilePayments(app, later);
    expect(first.sessionsApplied).toBeGreaterThanOrEqual(1);
    const [paid] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid?.status).toBe('paid');
    expect((await reconcilePayments(app, later)).sessionsApplied).toBe(0);
  });
});

describe('money the order must not keep', () => {
  /** A second sandbox session for the order, paid at the provider and known to the shop as `status`. */
  async function secondPaidSession(orderId: string, amount: number, status: 'open' | 'superseded') {
    const session = await insertSession(app.database.db, {
      amount,
      currency: 'USD',
      description: 'again',
      reference: orderId,
      successUrl: 'http://127.0.0.1:9/s',
      cancelUrl: 'http://127.0.0.1:9/c',
      webhookUrl: 'http://127.0.0.1:9/w',
    });
    await completeSession(app.database.db, session.id, { status: 'succeeded', failureCode: null, cardLast4: '4242' });
    await app.database.db
      .insert(payments)
      .values({ orderId, provider: 'sandbox', sessionId: session.id, status, amount, currency: 'USD' });
    return session.id;
  }
  const paid = (sessionId: string, eventId: string) =>
    applyPaymentResult(app, {
      provider: 'sandbox',
      eventId,
      type: 'checkout.session.succeeded',
      sessionId,
      status: 'succeeded',
      failureCode: null,
      payload: {},
    });

  it('gives back a second payment of a paid order by itself, leaving the order, its reward and what the team may refund', async () => {
    const { order } = await referredOrder(5000);
    const second = await secondPaidSession(order.id, 5000, 'open');
    const applied = await paid(second, `second-${order.id}`);
    expect(applied.becamePaid).toBe(false);

    const [unwanted] = await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(unwanted).toMatchObject({ status: 'requested', amount: 5000, createdBy: 'system:unwanted-payment' });
    expect(await queuedJobs(app, `${SEND_REFUND_JOB}:${unwanted?.id}`)).toHaveLength(1);
    // What the job does after the commit.
    expect((await sendRefund(app, unwanted!)).status).toBe('succeeded');
    expect(
      await app.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.sessionId, second)),
    ).toMatchObject([{ amount: 5000 }]);

    const detail = (await asStaff(app, admin, 'GET', `/orders/${order.id}`)).json();
    expect(detail.order.status).toBe('paid');
    expect(detail.refund_left).toBe(5000);
    expect((await ledgerOf(order.id)).map((entry) => entry.kind)).toEqual(['reward_direct']);
    expect(await sendRefundEmail(app, unwanted!.id)).toBe('sent');
    const [mail] = await app.database.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.orderId, order.id), eq(sentEmails.kind, 'refunded')));
    expect(mail?.subject).toContain(order.orderNumber);

    // The same news again (a redelivery under another id) gives nothing back twice.
    await paid(second, `second-again-${order.id}`);
    expect(await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);

    // The team can still refund the payment that paid the order, and that one refunds it.
    const full = await refund(order.id, { reason: 'Parent cancelled' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().order.status).toBe('refunded');
  });

  it('does not let a payment page of the order as it was pay the order as it is now', async () => {
    const order = await insertPaidOrder(app, { referralCode: null, total: 2000 });
    await app.database.db
      .update(orders)
      .set({ status: 'waiting_for_payment', paidAt: null })
      .where(eq(orders.id, order.id));
    await app.database.db.update(payments).set({ status: 'open' }).where(eq(payments.orderId, order.id));
    // The parent changed the order (a hardcover now) and left the old page open; it is paid at the old price.
    const old = await secondPaidSession(order.id, 1500, 'superseded');
    expect((await paid(old, `old-${order.id}`)).becamePaid).toBe(false);
    const [after] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe('waiting_for_payment');
    expect(await app.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([
      { amount: 1500, createdBy: 'system:unwanted-payment', status: 'requested' },
    ]);
  });
});
