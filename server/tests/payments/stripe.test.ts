/**
 * PAYMENT_PROVIDER=stripe against a local stand-in of Stripe's API (fake-stripe.ts), with the official SDK
 * pointed at it by STRIPE_API_URL and webhooks signed with Stripe's real scheme. Nothing reaches the internet.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { orderStatusHistory, paymentEvents, payments, refunds } from '../../src/db/schema';
import { reconcilePayments } from '../../src/payments/reconcile';
import { stripeProviderWith } from '../../src/payments/stripe/provider';
import { asStaff, signedInStaff } from '../admin-helpers';
import { buildTestApp, startServerWith } from '../helpers';
import { type CreatedOrder, completeOrder, orderCall } from '../orders-fixtures';
import { type FakeStripe, signedEvent, startFakeStripe, stripeEvent } from './fake-stripe';

const SECRET_KEY = 'sk_test_storybook_stand_in';
const WEBHOOK_SECRET = 'whsec_storybook_stand_in_0123456789abcdef';
const PUBLIC_URL = 'http://127.0.0.1:9';

let fake: FakeStripe;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await buildTestApp({
    env: {
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      TRUSTED_COUNTRY_HEADER: 'cf-ipcountry',
    },
    // Short limits, so a stand-in that never answers costs a second, not the production 15 s × 3.
    paymentProvider: stripeProviderWith({ timeoutMs: 400, maxNetworkRetries: 1 }),
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.failure = 'none';
  fake.requests.length = 0;
});

const sessionCreations = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

async function confirm(created: CreatedOrder) {
  const response = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().payment_url;
  const sessionId = paymentUrl.split('/').pop() ?? '';
  expect(fake.sessions.has(sessionId)).toBe(true);
  return { body: response.json(), sessionId, paymentUrl };
}

function sendWebhook(payload: string, header: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
}

function deliver(event: unknown) {
  const { payload, header } = signedEvent(event, WEBHOOK_SECRET);
  return sendWebhook(payload, header);
}

async function paymentRows(orderId: string) {
  return app.database.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function eventRows(orderId: string) {
  return app.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

async function statuses(orderId: string) {
  const rows = await app.database.db
    .select({ to: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  return rows.map((row) => row.to);
}

const orderStatus = async (created: CreatedOrder) => (await orderCall(app, created, 'GET')).json().order.status;

describe('a Checkout Session per payment attempt', () => {
  it("is opened in the order's currency (minor units) and language, for the order, with the shop's return pages", async () => {
    const created = await completeOrder(app, {}, { headers: { 'cf-ipcountry': 'AZ', 'accept-language': 'az' } });
    const { body, sessionId, paymentUrl } = await confirm(created);
    expect(paymentUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const price = body.order.price as { total: number; currency: string };
    expect(price.currency).toBe('AZN');
    const [request] = sessionCreations();
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'azn',
      'line_items[0][price_data][unit_amount]': String(price.total),
      client_reference_id: created.id,
      'metadata[order_id]': created.id,
      'payment_intent_data[metadata][order_id]': created.id,
      // Stripe has no Azerbaijani; Turkish is its closest language (payments/stripe/gateway.ts).
      locale: 'tr',
      success_url: `${PUBLIC_URL}/az/order-success?order=${created.id}`,
      cancel_url: `${PUBLIC_URL}/az/order-error?order=${created.id}`,
    });
    expect(Number.isInteger(price.total)).toBe(true);
    expect(request?.idempotencyKey).toMatch(new RegExp(`^checkout-${created.id}-`));
    const [payment] = await paymentRows(created.id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      sessionId,
      amount: price.total,
      currency: 'AZN',
      status: 'open',
    });
  });

  it('gets a new idempotency key for a new attempt (pay again), so Stripe opens a new session', async () => {
    const created = await completeOrder(app);
    const first = await confirm(created);
    const again = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(again.statusCode, again.body).toBe(200);
    const keys = sessionCreations().map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(again.json().payment_url).not.toBe(first.paymentUrl);
  });
});

describe('a paid order, end to end', () => {
  it('is paid by checkout.session.completed, once, with its rewards and jobs', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    expect(await orderStatus(created)).toBe('waiting_for_payment');

    const event = stripeEvent('checkout.session.completed', fake.complete(sessionId));
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(created)).toBe('paid');
    const [payment] = await paymentRows(created.id);
    expect(payment?.status).toBe('succeeded');
    expect((await eventRows(created.id)).map((row) => [row.id, row.type])).toEqual([
      [`stripe:${event.id}`, 'checkout.session.completed'],
    ]);

    // The parent comes back: complete_payment asks Stripe, which says paid; nothing moves twice.
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('paid');
    expect((await statuses(created.id)).filter((status) => status === 'paid')).toHaveLength(1);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`)).toBe(true);
  });

  it('is paid when the parent comes back before the webhook (complete_payment asks Stripe)', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const open = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(open.json().order.status).toBe('waiting_for_payment');
    fake.complete(sessionId);
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('paid');
  });

  it('learns on the way back that the session expired, or is complete but not paid yet (a delayed method)', async () => {
    const lapsed = await completeOrder(app);
    fake.expire((await confirm(lapsed)).sessionId);
    const back = await orderCall(app, lapsed, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('payment_failed');
    expect((await paymentRows(lapsed.id))[0]).toMatchObject({ status: 'failed', failureCode: 'expired' });

    const delayed = await completeOrder(app);
    const { sessionId } = await confirm(delayed);
    Object.assign(fake.sessions.get(sessionId) ?? {}, { status: 'complete', payment_status: 'unpaid' });
    const pending = await orderCall(app, delayed, 'POST', 'complete_payment', {});
    expect(pending.json().order.status).toBe('waiting_for_payment');
  });

  it('fails the attempt on checkout.session.expired and async_payment_failed, and the order stays payable', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const created = await completeOrder(app);
      const { sessionId } = await confirm(created);
      const session = type.endsWith('expired') ? fake.expire(sessionId) : fake.sessions.get(sessionId);
      const response = await deliver(stripeEvent(type, session));
      expect(response.statusCode, response.body).toBe(200);
      expect(await orderStatus(created)).toBe('payment_failed');
      const [payment] = await paymentRows(created.id);
      expect(payment).toMatchObject({
        status: 'failed',
        failureCode: type.endsWith('expired') ? 'expired' : 'async_payment_failed',
      });
      const again = await orderCall(app, created, 'PATCH', 'pay_again');
      expect(again.statusCode, again.body).toBe(200);
      expect(await orderStatus(created)).toBe('waiting_for_payment');
    }
  });
});

describe('webhooks', () => {
  it('refuses a forged, tampered, stale or unsigned event with 400 and changes nothing', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const event = stripeEvent('checkout.session.completed', {
      ...fake.sessions.get(sessionId),
      status: 'complete',
      payment_status: 'paid',
    });
    const forged = signedEvent(event, 'whsec_not_the_shops_secret');
    const genuine = signedEvent(event, WEBHOOK_SECRET);
    const stale = signedEvent(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 10 * 60);
    const tampered = genuine.payload.replace(`"amount_total":`, `"amount_total":1`);
    for (const [payload, header] of [
      [forged.payload, forged.header],
      [stale.payload, stale.header],
      [tampered, genuine.header],
      [genuine.payload, undefined],
    ] as const) {
      const response = await sendWebhook(payload, header);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_signature');
    }
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    expect(await eventRows(created.id)).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const event = stripeEvent('checkout.session.completed', fake.complete(sessionId));
    const first = await deliver(event);
    const replayed = await deliver(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    expect(await eventRows(created.id)).toHaveLength(1);
    expect((await statuses(created.id)).filter((status) => status === 'paid')).toHaveLength(1);
  });

  it('pays a delayed payment (completed unpaid) only when checkout.session.async_payment_succeeded comes', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const session = { ...fake.sessions.get(sessionId), status: 'complete', payment_status: 'unpaid' };
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' });
    expect((await deliver(succeeded)).json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(created)).toBe('paid');
  });

  it('keeps a paid order paid when checkout.session.expired arrives after completed', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const completed = stripeEvent('checkout.session.completed', fake.complete(sessionId));
    const expired = stripeEvent('checkout.session.expired', { ...fake.sessions.get(sessionId), status: 'expired' });
    expect((await deliver(completed)).statusCode).toBe(200);
    const late = await deliver(expired);
    expect(late.statusCode).toBe(200);
    expect(await orderStatus(created)).toBe('paid');
    const [payment] = await paymentRows(created.id);
    expect(payment?.status).toBe('succeeded');
    expect(await statuses(created.id)).not.toContain('payment_failed');
  });

  it('answers 200 to an authentic event it does not act on, and applies nothing', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    // A delayed method (a bank debit) completes the session unpaid: not paid yet.
    const unpaid = stripeEvent('checkout.session.completed', {
      ...fake.sessions.get(sessionId),
      status: 'complete',
      payment_status: 'unpaid',
    });
    const other = stripeEvent('payment_intent.created', { id: 'pi_123', object: 'payment_intent' });
    // A refund of a payment the shop does not know (another shop on the same account): recorded, not applied.
    const refunded = stripeEvent('charge.refunded', {
      id: 'ch_123',
      object: 'charge',
      amount: 1999,
      amount_refunded: 1999,
      currency: 'usd',
      metadata: { order_id: created.id },
      payment_intent: 'pi_123',
      refunded: true,
    });
    for (const event of [unpaid, other, refunded]) {
      const response = await deliver(event);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    expect(await eventRows(created.id)).toEqual([]);
  });
});

describe('when Stripe fails', () => {
  async function expectStillPayable(created: CreatedOrder, response: Awaited<ReturnType<typeof orderCall>>) {
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('payment_unavailable');
    expect(await orderStatus(created)).toBe('pending');
    expect(await paymentRows(created.id)).toEqual([]);
  }

  it('answers 500: a clear 502, the order stays payable, and the retry reused the idempotency key', async () => {
    const created = await completeOrder(app);
    fake.failure = 'error500';
    await expectStillPayable(created, await orderCall(app, created, 'PATCH', 'confirm_and_pay'));
    const attempts = sessionCreations();
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBeDefined();
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);

    fake.failure = 'none';
    await confirm(created);
    expect(await paymentRows(created.id)).toHaveLength(1);
  });

  it('never answers: a clear 502 after the time limit, and the order stays payable', async () => {
    const created = await completeOrder(app);
    fake.failure = 'hang';
    const started = Date.now();
    await expectStillPayable(created, await orderCall(app, created, 'PATCH', 'confirm_and_pay'));
    expect(Date.now() - started).toBeLessThan(10_000);
    fake.failure = 'none';
    await confirm(created);
  });

  it('loses the answer after opening the session: the retry gets the same session, not a second one', async () => {
    const created = await completeOrder(app);
    const before = fake.sessions.size;
    fake.failure = 'lose-first-answer';
    const { sessionId } = await confirm(created);
    expect(fake.sessions.size).toBe(before + 1);
    const attempts = sessionCreations();
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
    const rows = await paymentRows(created.id);
    expect(rows.map((row) => row.sessionId)).toEqual([sessionId]);
  });

  it('does not know the session on the way back: 404 payment_not_found', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    fake.sessions.delete(sessionId);
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode).toBe(404);
    expect(back.json().error).toBe('payment_not_found');
    expect(await orderStatus(created)).toBe('waiting_for_payment');
  });
});

describe('refunds at Stripe', () => {
  async function paidThroughStripe() {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const session = fake.complete(sessionId);
    expect((await deliver(stripeEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const paymentIntent = String(session.payment_intent);
    const [payment] = await paymentRows(created.id);
    // Kept from the event, so Stripe's refund events (which name only the PaymentIntent) find the payment.
    expect(payment).toMatchObject({ status: 'succeeded', providerPaymentId: paymentIntent });
    return { created, paymentIntent, total: payment?.amount ?? 0 };
  }
  const refundRows = (orderId: string) => app.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

  it('sends the team refund to Stripe once, and the echo of it and money given back in the dashboard apply once', async () => {
    const admin = await signedInStaff(app, 'admin');
    const { created, paymentIntent, total } = await paidThroughStripe();
    const part = Math.floor(total / 4);

    const response = await asStaff(app, admin, 'POST', `/orders/${created.id}/refund`, {
      reason: 'A page was printed pale',
      amount: part,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.status).toBe('paid');
    const [request] = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    const [row] = await refundRows(created.id);
    expect(request?.idempotencyKey).toBe(`refund-${row?.id}`);
    expect(request?.form).toMatchObject({
      payment_intent: paymentIntent,
      amount: String(part),
      reason: 'requested_by_customer',
      'metadata[order_id]': created.id,
      'metadata[refund_id]': row?.id,
      'metadata[reason]': 'A page was printed pale',
    });
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: fake.refunds[0]?.id, amount: part });

    // Stripe tells the shop about its own refund: nothing new.
    const echo = await deliver(stripeEvent('charge.refunded', fake.charge(paymentIntent)));
    expect(echo.json()).toEqual({ received: true, duplicate: false });
    expect(await refundRows(created.id)).toHaveLength(1);

    // The rest given back in Stripe's dashboard: recorded as the provider's, and the order is refunded.
    fake.refundInDashboard(paymentIntent, total - part);
    const dashboard = stripeEvent('charge.refunded', fake.charge(paymentIntent));
    expect((await deliver(dashboard)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(dashboard)).json()).toEqual({ received: true, duplicate: true });
    const rows = await refundRows(created.id);
    expect(
      rows.map(({ amount, createdBy, status }) => ({ amount, createdBy, status })).sort((a, b) => a.amount - b.amount),
    ).toEqual(
      [
        { amount: part, createdBy: `staff:${admin.id}`, status: 'succeeded' },
        { amount: total - part, createdBy: 'provider', status: 'succeeded' },
      ].sort((a, b) => a.amount - b.amount),
    );
    expect(await orderStatus(created)).toBe('refunded');
  });

  it('keeps a refund Stripe made but never answered, and the reconciliation finds the same refund', async () => {
    const admin = await signedInStaff(app, 'admin');
    const { created, paymentIntent } = await paidThroughStripe();
    fake.failure = 'work-then-hang';
    const response = await asStaff(app, admin, 'POST', `/orders/${created.id}/refund`, { reason: 'Parent asked' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('refund_pending');
    expect(fake.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    const [pending] = await refundRows(created.id);
    expect(pending?.status).toBe('requested');

    fake.failure = 'none';
    await reconcilePayments(app, new Date(Date.now() + 5 * 60 * 1000));
    expect(fake.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    const [settled] = await refundRows(created.id);
    expect(settled).toMatchObject({ status: 'succeeded', providerRefundId: fake.refunds.at(-1)?.id });
    expect(await orderStatus(created)).toBe('refunded');
  });

  it('shows Stripe refusing a refund, with its code', async () => {
    const admin = await signedInStaff(app, 'admin');
    const { created, paymentIntent, total } = await paidThroughStripe();
    fake.refundInDashboard(paymentIntent, total);
    const response = await asStaff(app, admin, 'POST', `/orders/${created.id}/refund`, { reason: 'Parent asked' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'refund_declined', details: { code: 'charge_already_refunded' } });
  });
});

describe('a superseded session', () => {
  it('is expired at Stripe when the parent opens a new one, so the old page cannot take money', async () => {
    const created = await completeOrder(app);
    const { sessionId: first } = await confirm(created);
    const again = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(() => fake.sessions.get(first)?.status).toBe('expired');
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${first}/expire`)).toBe(
      true,
    );
  });
});

describe('PAYMENT_PROVIDER=stripe configuration', () => {
  const keys = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

  it('reads the keys and the optional API address', () => {
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:12111' },
    });
    expect(loadConfig(keys).payments.stripe?.apiUrl).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY }).payments).toMatchObject({
      provider: 'sandbox',
      stripe: undefined,
    });
  });

  it('refuses to start without a key, in one line naming the missing variable', () => {
    for (const missing of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      const env = { ...keys, [missing]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        const message = (error as Error).message;
        expect(message.split('\n')).toHaveLength(1);
        expect(message).toContain(missing);
        const other = missing === 'STRIPE_SECRET_KEY' ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
        expect(message).not.toContain(other);
      }
    }
  });

  it('refuses a live key with a stand-in address: the real account would be handed to whoever answers there', () => {
    const live = { ...keys, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(() => loadConfig(live)).toThrow(
      /^Invalid environment configuration: STRIPE_API_URL [^\n]*live STRIPE_SECRET_KEY$/,
    );
    expect(loadConfig({ ...live, STRIPE_API_URL: '' }).payments.stripe?.secretKey).toBe('sk_live_abc');
  });

  it('refuses a publishable key or a malformed secret by name', () => {
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('stops the real server at start with that one line and exit code 1', async () => {
    const result = await startServerWith(
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY },
      'stripe-refused-start',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd()).toMatch(
      /^Invalid environment configuration: PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET[^\n]*$/,
    );
  }, 40_000);
});
