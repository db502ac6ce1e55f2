/**
 * PAYMENT_PROVIDER=yookassa against a local stand-in of YooKassa's API v3 (fake-yookassa.ts), pointed at by
 * YOOKASSA_API_URL. YooKassa does not sign notifications: the shop believes one only from a trusted address
 * (YOOKASSA_TRUSTED_IPS names the test's), and only as far as the API confirms it. Nothing reaches the internet.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { orderStatusHistory, orders, paymentEvents, payments, refunds } from '../../src/db/schema';
import { RefundDeclinedError, type RefundGatewayEvent, WebhookVerificationError } from '../../src/payments/gateway';
import {
  createYooKassaGateway,
  fromYooKassaValue,
  toYooKassaValue,
  YOOKASSA_PROVIDER,
} from '../../src/payments/yookassa/gateway';
import { yookassaProviderWith } from '../../src/payments/yookassa/provider';
import { asStaff, signedInStaff } from '../admin-helpers';
import { buildTestApp, startServerWith } from '../helpers';
import { type CreatedOrder, completeOrder, orderCall } from '../orders-fixtures';
import { type FakeYooKassa, notification, startFakeYooKassa } from './fake-yookassa';

const SHOP_ID = '506751';
const SECRET_KEY = 'test_storybook_stand_in_key';
const PUBLIC_URL = 'http://127.0.0.1:9';
/** The address the test's notifications come from (TEST-NET-3), trusted by YOOKASSA_TRUSTED_IPS. */
const YOOKASSA_IP = '203.0.113.7';
const STRANGER_IP = '198.51.100.23';
const BASIC = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`;

let fake: FakeYooKassa;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeYooKassa({ shopId: SHOP_ID, secretKey: SECRET_KEY });
  app = await buildTestApp({
    env: {
      PUBLIC_URL,
      REGION: 'russia',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: SHOP_ID,
      YOOKASSA_SECRET_KEY: SECRET_KEY,
      YOOKASSA_API_URL: fake.url,
      YOOKASSA_TRUSTED_IPS: `${YOOKASSA_IP},2001:db8::/32`,
    },
    // Short limits, so a stand-in that never answers costs a second, not the production 15 s × 3.
    paymentProvider: yookassaProviderWith({ timeoutMs: 400, maxRetries: 1 }),
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

/** A gateway of its own on the same stand-in, for what the order routes do not reach (refunds, addresses). */
function gateway(trustedIps?: string[]) {
  return createYooKassaGateway({
    settings: { shopId: SHOP_ID, secretKey: SECRET_KEY, apiUrl: fake.url, trustedIps },
    log: app.log,
    timeoutMs: 400,
    maxRetries: 1,
  });
}

const paymentCreations = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payments');
const refundCreations = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v3/refunds');

async function confirm(created: CreatedOrder) {
  const response = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(response.statusCode, response.body).toBe(200);
  const paymentUrl: string = response.json().payment_url;
  const paymentId = new URL(paymentUrl).searchParams.get('orderId') ?? '';
  expect(fake.payments.has(paymentId)).toBe(true);
  return { body: response.json(), paymentId, paymentUrl };
}

function notify(body: string, ip = YOOKASSA_IP) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json' },
    payload: body,
    remoteAddress: ip,
  });
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

describe('amounts', () => {
  it('turns integer kopecks into YooKassa’s decimal strings and back, exactly', () => {
    expect(toYooKassaValue(123_400)).toBe('1234.00');
    expect(toYooKassaValue(123_456)).toBe('1234.56');
    expect(toYooKassaValue(5)).toBe('0.05');
    expect(toYooKassaValue(0)).toBe('0.00');
    // 0.1 + 0.2 territory: a float conversion would give 10000000.019999999 or similar.
    expect(toYooKassaValue(1_000_000_002)).toBe('10000000.02');
    expect(fromYooKassaValue('1234.56')).toBe(123_456);
    expect(fromYooKassaValue('1234.5')).toBe(123_450);
    expect(fromYooKassaValue('1234')).toBe(123_400);
    expect(fromYooKassaValue('0.29')).toBe(29);
    expect(() => toYooKassaValue(12.5)).toThrow(RangeError);
    expect(() => fromYooKassaValue('12,50')).toThrow(RangeError);
  });
});

describe('a YooKassa payment per attempt', () => {
  it('is opened in RUB (minor units as "1234.00"), in Russian, for the order, returning to the success page', async () => {
    const created = await completeOrder(app, {}, { headers: { 'accept-language': 'ru' } });
    const { body, paymentId, paymentUrl } = await confirm(created);
    expect(paymentUrl).toBe(`https://yoomoney.ru/checkout/payments/v2/contract?orderId=${paymentId}`);
    const price = body.order.price as { total: number; currency: string };
    expect(price.currency).toBe('RUB');
    expect(Number.isInteger(price.total)).toBe(true);
    const [request] = paymentCreations();
    expect(request?.authorization).toBe(BASIC);
    expect(request?.idempotenceKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({
      amount: { value: toYooKassaValue(price.total), currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `${PUBLIC_URL}/ru/order-success?order=${created.id}`,
        locale: 'ru_RU',
      },
      description: expect.stringContaining(body.order.order_number),
      metadata: { order_id: created.id },
    });
    expect(request?.body?.amount).toMatchObject({ value: expect.stringMatching(/^\d+\.\d{2}$/) });
    const [payment] = await paymentRows(created.id);
    expect(payment).toMatchObject({
      provider: YOOKASSA_PROVIDER,
      sessionId: paymentId,
      amount: price.total,
      currency: 'RUB',
      status: 'open',
    });
  });

  it('asks for an English page for an English order, cuts a long description to 128 characters, and takes only RUB', async () => {
    const created = await completeOrder(app, {}, { headers: { 'accept-language': 'en' } });
    await confirm(created);
    expect(paymentCreations()[0]?.body?.confirmation).toMatchObject({ locale: 'en_US' });

    const input = {
      orderId: created.id,
      amount: 123_400,
      currency: 'RUB',
      description: 'Книжка-сказка '.repeat(20),
      successUrl: `${PUBLIC_URL}/ru/order-success`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error`,
      locale: 'az',
    };
    const session = await gateway().createSession(input);
    const sent = fake.requests.at(-1)?.body as { description: string; amount: unknown; confirmation: unknown };
    expect(sent.description).toHaveLength(128);
    expect(sent.amount).toEqual({ value: '1234.00', currency: 'RUB' });
    expect(sent.confirmation).toMatchObject({ locale: 'ru_RU' });
    expect(fake.payments.get(session.sessionId)?.amount).toEqual({ value: '1234.00', currency: 'RUB' });
    await expect(gateway().createSession({ ...input, currency: 'USD' })).rejects.toThrow(/RUB/);
  });

  it('gets a new idempotence key for a new attempt (pay again), so YooKassa opens a new payment', async () => {
    const created = await completeOrder(app);
    const first = await confirm(created);
    const again = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(again.statusCode, again.body).toBe(200);
    const keys = paymentCreations().map((r) => r.idempotenceKey);
    expect(new Set(keys).size).toBe(2);
    expect(again.json().payment_url).not.toBe(first.paymentUrl);
  });
});

describe('a paid order, end to end', () => {
  it('is paid by payment.succeeded from a trusted address, once however often it is delivered', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    expect(await orderStatus(created)).toBe('waiting_for_payment');

    const body = notification('payment.succeeded', fake.pay(paymentId));
    const first = await notify(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    // The shop asked YooKassa about the payment instead of believing the body.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v3/payments/${paymentId}`)).toBe(true);
    expect(await orderStatus(created)).toBe('paid');

    for (const _ of [1, 2]) {
      const replayed = await notify(body);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toEqual({ received: true, duplicate: true });
    }
    expect((await statuses(created.id)).filter((status) => status === 'paid')).toHaveLength(1);
    expect((await eventRows(created.id)).map((row) => [row.id, row.type])).toEqual([
      [`yookassa:payment.succeeded:${paymentId}`, 'payment.succeeded'],
    ]);
    const [payment] = await paymentRows(created.id);
    expect(payment?.status).toBe('succeeded');

    // The parent comes back: complete_payment asks YooKassa, which says paid; nothing moves twice.
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('paid');
    expect((await statuses(created.id)).filter((status) => status === 'paid')).toHaveLength(1);
  });

  it('is paid when the parent comes back before the notification (complete_payment asks YooKassa)', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    const open = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(open.json().order.status).toBe('waiting_for_payment');
    fake.pay(paymentId);
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order.status).toBe('paid');
  });

  it('comes back to the success page from a cancelled payment and learns it failed (the page then shows the error page)', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    fake.cancel(paymentId, 'insufficient_funds');
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode, back.body).toBe(200);
    // OrderSuccessPage sends payment_failed on to /order-error, where pay_again is offered.
    expect(back.json().order.status).toBe('payment_failed');
    expect((await paymentRows(created.id))[0]).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    const again = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('fails the attempt on payment.canceled with YooKassa’s reason, and the order stays payable', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    const response = await notify(notification('payment.canceled', fake.cancel(paymentId)));
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderStatus(created)).toBe('payment_failed');
    expect((await paymentRows(created.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'expired_on_confirmation',
    });
    expect((await orderCall(app, created, 'PATCH', 'pay_again')).statusCode).toBe(200);
  });
});

describe('notifications', () => {
  it('refuses one from an address that is not YooKassa’s with 400, without asking the API', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    const body = notification('payment.succeeded', fake.pay(paymentId));
    fake.requests.length = 0;
    const response = await notify(body, STRANGER_IP);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_signature');
    expect(fake.requests).toEqual([]);
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    expect(await eventRows(created.id)).toEqual([]);
  });

  it('does not apply a forged payment.succeeded for a payment YooKassa says is pending, or does not know', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    const pending = fake.payments.get(paymentId);
    const forged = notification('payment.succeeded', { ...pending, id: paymentId, status: 'succeeded', paid: true });
    const response = await notify(forged);
    expect(response.statusCode).toBe(400);
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    expect(await eventRows(created.id)).toEqual([]);
    expect(fake.payments.get(paymentId)?.status).toBe('pending');

    const unknown = notification('payment.succeeded', {
      id: '2f000000-000f-5000-8000-000000000000',
      status: 'succeeded',
    });
    expect((await notify(unknown)).statusCode).toBe(400);
    // A body that claims more than the API (another amount, another order) is overruled by the API's answer.
    fake.pay(paymentId);
    const inflated = notification('payment.succeeded', {
      ...fake.payments.get(paymentId),
      amount: { value: '1.00', currency: 'RUB' },
      metadata: { order_id: 'someone-else' },
    });
    expect((await notify(inflated)).statusCode).toBe(200);
    expect(await orderStatus(created)).toBe('paid');
  });

  it('refuses what is not a notification, or names an object id that is not YooKassa’s', async () => {
    for (const body of ['not json', '{"type":"payment"}', notification('payment.succeeded', { id: '../refunds/x' })]) {
      const response = await notify(body);
      expect(response.statusCode, body).toBe(400);
    }
  });

  it('answers 200 to payment.waiting_for_capture and events it does not act on, and applies nothing', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    for (const event of ['payment.waiting_for_capture', 'payout.succeeded']) {
      const response = await notify(notification(event, { ...fake.payments.get(paymentId), id: paymentId }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    expect(await eventRows(created.id)).toEqual([]);
  });

  it('accepts YooKassa’s published addresses by default, IPv4 on an IPv6 socket too, and nothing else', async () => {
    const published = gateway();
    const body = Buffer.from(notification('payout.succeeded', { id: 'po-1' }));
    for (const ip of [
      '185.71.76.1',
      '185.71.77.31',
      '77.75.153.100',
      '77.75.156.11',
      '77.75.154.200',
      '::ffff:77.75.156.35',
      '2a02:5180:0:1::5',
    ]) {
      await expect(published.verifyWebhook({ rawBody: body, headers: {}, ip }), ip).resolves.toMatchObject({
        ignored: true,
      });
    }
    for (const ip of [
      '185.71.76.32',
      '77.75.156.12',
      '77.75.154.127',
      '127.0.0.1',
      YOOKASSA_IP,
      '2a02:5181::1',
      'unknown',
    ]) {
      await expect(published.verifyWebhook({ rawBody: body, headers: {}, ip }), ip).rejects.toBeInstanceOf(
        WebhookVerificationError,
      );
    }
  });

  it('reads refund.succeeded as the payment’s refunded total, from the API', async () => {
    const yookassa = gateway([YOOKASSA_IP]);
    const session = await yookassa.createSession({
      orderId: 'order-refund-event',
      amount: 250_000,
      currency: 'RUB',
      description: 'Книжка-сказка 1001',
      successUrl: `${PUBLIC_URL}/ru/order-success`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error`,
    });
    fake.pay(session.sessionId);
    const base = { orderId: 'order-refund-event', sessionId: session.sessionId, currency: 'RUB', reason: 'damaged' };
    const first = await yookassa.refund({ ...base, refundId: crypto.randomUUID(), amount: 100_000 });
    await yookassa.refund({ ...base, refundId: crypto.randomUUID(), amount: 50_050 });
    const refund = fake.refunds.get(first.providerRefundId);
    // The body says the first refund only; the API says 1500.50 has gone back on the payment in all.
    const event = (await yookassa.verifyWebhook({
      rawBody: Buffer.from(notification('refund.succeeded', { ...refund, id: first.providerRefundId })),
      headers: {},
      ip: YOOKASSA_IP,
    })) as RefundGatewayEvent;
    expect(event).toMatchObject({
      id: `refund.succeeded:${first.providerRefundId}`,
      kind: 'refund',
      type: 'refund.succeeded',
      paymentId: session.sessionId,
      refundedTotal: 150_050,
      currency: 'RUB',
    });
  });
});

describe('refunds', () => {
  async function paidPayment(amount: number) {
    const yookassa = gateway();
    const session = await yookassa.createSession({
      orderId: 'order-refunds',
      amount,
      currency: 'RUB',
      description: 'Книжка-сказка 1002',
      successUrl: `${PUBLIC_URL}/ru/order-success`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error`,
    });
    fake.pay(session.sessionId);
    return { yookassa, sessionId: session.sessionId };
  }

  it('sends the amount, the reason and the shop’s refund id as the key: asked twice, one refund', async () => {
    const { yookassa, sessionId } = await paidPayment(199_000);
    const input = {
      refundId: crypto.randomUUID(),
      orderId: 'order-refunds',
      sessionId,
      amount: 49_950,
      currency: 'RUB',
      reason: 'The cover arrived torn',
    };
    const first = await yookassa.refund(input);
    const again = await yookassa.refund(input);
    expect(first).toEqual({
      providerRefundId: expect.any(String),
      status: 'succeeded',
      failureCode: null,
      paymentId: sessionId,
    });
    expect(again).toEqual(first);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === sessionId)).toHaveLength(1);
    expect(fake.payments.get(sessionId)?.refunded_amount).toEqual({ value: '499.50', currency: 'RUB' });
    const requests = refundCreations();
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.idempotenceKey)).toEqual([`refund-${input.refundId}`, `refund-${input.refundId}`]);
    expect(requests[0]?.authorization).toBe(BASIC);
    expect(requests[0]?.body).toEqual({
      payment_id: sessionId,
      amount: { value: '499.50', currency: 'RUB' },
      description: 'The cover arrived torn',
    });
  });

  it('gets the same refund when the first answer was lost', async () => {
    const { yookassa, sessionId } = await paidPayment(100_000);
    fake.failure = 'lose-first-answer';
    const input = {
      refundId: crypto.randomUUID(),
      orderId: 'o',
      sessionId,
      amount: 100_000,
      currency: 'RUB',
      reason: 'x',
    };
    const result = await yookassa.refund(input);
    expect(result.status).toBe('succeeded');
    expect([...fake.refunds.values()].filter((r) => r.payment_id === sessionId)).toHaveLength(1);
  });

  it('throws RefundDeclinedError when YooKassa refuses (more than is left, an unpaid payment)', async () => {
    const { yookassa, sessionId } = await paidPayment(100_000);
    const input = { orderId: 'o', sessionId, currency: 'RUB', reason: 'x' };
    await yookassa.refund({ ...input, refundId: crypto.randomUUID(), amount: 60_000 });
    const tooMuch = yookassa.refund({ ...input, refundId: crypto.randomUUID(), amount: 50_000 });
    await expect(tooMuch).rejects.toBeInstanceOf(RefundDeclinedError);
    await expect(tooMuch).rejects.toMatchObject({ code: 'invalid_request' });

    const unpaid = await yookassa.createSession({
      orderId: 'o',
      amount: 1000,
      currency: 'RUB',
      description: 'd',
      successUrl: `${PUBLIC_URL}/ru/order-success`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error`,
    });
    await expect(
      yookassa.refund({ ...input, sessionId: unpaid.sessionId, refundId: crypto.randomUUID(), amount: 1000 }),
    ).rejects.toBeInstanceOf(RefundDeclinedError);
  });

  it('leaves the answer unknown (not declined) when YooKassa answers 500', async () => {
    const { yookassa, sessionId } = await paidPayment(100_000);
    fake.failure = 'error500';
    const refund = yookassa.refund({
      refundId: crypto.randomUUID(),
      orderId: 'o',
      sessionId,
      amount: 1,
      currency: 'RUB',
      reason: 'x',
    });
    await expect(refund).rejects.not.toBeInstanceOf(RefundDeclinedError);
    await expect(refund).rejects.toThrow(/Internal server error/);
  });
});

describe('refunds from the back office, end to end', () => {
  async function paidOrder() {
    const created = await completeOrder(app);
    const { paymentId, body } = await confirm(created);
    expect((await notify(notification('payment.succeeded', fake.pay(paymentId)))).statusCode).toBe(200);
    expect(await orderStatus(created)).toBe('paid');
    return { created, paymentId, total: body.order.price.total as number };
  }

  const refundRows = (orderId: string) =>
    app.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.amount);
  const statusOf = async (orderId: string) =>
    (await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  it('gives back a part at YooKassa with the team’s reason; its notification adds nothing; the rest given back in YooKassa’s dashboard is recorded', async () => {
    const admin = await signedInStaff(app, 'admin');
    const { created, paymentId, total } = await paidOrder();
    const part = await asStaff(app, admin, 'POST', `/orders/${created.id}/refund`, {
      reason: 'Одна страница напечатана бледно',
      amount: 10_000,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order.status).toBe('paid');
    const [made] = refundCreations();
    expect(made?.body).toEqual({
      payment_id: paymentId,
      amount: { value: '100.00', currency: 'RUB' },
      description: 'Одна страница напечатана бледно',
    });
    const [row] = await refundRows(created.id);
    expect(made?.idempotenceKey).toBe(`refund-${row?.id}`);
    expect(row).toMatchObject({ amount: 10_000, status: 'succeeded', providerRefundId: expect.any(String) });

    // YooKassa's refund.succeeded about the shop's own refund: the payment's total back is what is recorded.
    const own = fake.refunds.get(row?.providerRefundId ?? '');
    const echo = await notify(notification('refund.succeeded', { ...own }));
    expect(echo.statusCode, echo.body).toBe(200);
    expect(await refundRows(created.id)).toHaveLength(1);

    // The rest given back in YooKassa's dashboard, which the shop learns only from the notification.
    const rest = await gateway().refund({
      refundId: crypto.randomUUID(),
      orderId: created.id,
      sessionId: paymentId,
      amount: total - 10_000,
      currency: 'RUB',
      reason: 'Made in the dashboard',
    });
    const body = notification('refund.succeeded', { ...fake.refunds.get(rest.providerRefundId) });
    expect((await notify(body)).statusCode).toBe(200);
    expect((await notify(body)).json()).toMatchObject({ duplicate: true });
    expect((await refundRows(created.id)).map((r) => [r.amount, r.status])).toEqual([
      [10_000, 'succeeded'],
      [total - 10_000, 'succeeded'],
    ]);
    expect(await statusOf(created.id)).toBe('refunded');
  });

  it('shows YooKassa’s refusal with its code, and the order stays paid', async () => {
    const admin = await signedInStaff(app, 'admin');
    const { created, paymentId, total } = await paidOrder();
    // The money already went back at YooKassa and its notification never came: YooKassa refuses a second time.
    Object.assign(fake.payments.get(paymentId) ?? {}, {
      refunded_amount: { value: toYooKassaValue(total), currency: 'RUB' },
    });
    const response = await asStaff(app, admin, 'POST', `/orders/${created.id}/refund`, { reason: 'Parent asked' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'refund_declined', details: { code: 'invalid_request' } });
    expect(await statusOf(created.id)).toBe('paid');
    expect((await refundRows(created.id)).map((r) => r.status)).toEqual(['failed']);
  });
});

describe('superseded payments', () => {
  it('cancels one waiting for capture, and leaves a pending one to lapse (YooKassa cannot cancel it)', async () => {
    const yookassa = gateway();
    const input = {
      orderId: 'o',
      amount: 1000,
      currency: 'RUB',
      description: 'd',
      successUrl: `${PUBLIC_URL}/ru/order-success`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error`,
    };
    const pending = await yookassa.createSession(input);
    await yookassa.expireSession?.(pending.sessionId);
    expect(fake.payments.get(pending.sessionId)?.status).toBe('pending');
    expect(fake.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);

    const held = await yookassa.createSession(input);
    Object.assign(fake.payments.get(held.sessionId) ?? {}, { status: 'waiting_for_capture', paid: true });
    await yookassa.expireSession?.(held.sessionId);
    expect(fake.payments.get(held.sessionId)?.status).toBe('canceled');
    const cancel = fake.requests.find((r) => r.path === `/v3/payments/${held.sessionId}/cancel`);
    expect(cancel?.idempotenceKey).toBe(`cancel-${held.sessionId}`);
  });
});

describe('when YooKassa fails', () => {
  async function expectStillPayable(created: CreatedOrder, response: Awaited<ReturnType<typeof orderCall>>) {
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe('payment_unavailable');
    expect(await orderStatus(created)).toBe('pending');
    expect(await paymentRows(created.id)).toEqual([]);
  }

  it('answers 500: the shop’s payment_unavailable, the order stays payable, and the retry reused the key', async () => {
    const created = await completeOrder(app);
    fake.failure = 'error500';
    await expectStillPayable(created, await orderCall(app, created, 'PATCH', 'confirm_and_pay'));
    const attempts = paymentCreations();
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotenceKey).toBeDefined();
    expect(attempts[1]?.idempotenceKey).toBe(attempts[0]?.idempotenceKey);
    fake.failure = 'none';
    await confirm(created);
    expect(await paymentRows(created.id)).toHaveLength(1);
  });

  it('never answers: payment_unavailable after the time limit, and the order stays payable', async () => {
    const created = await completeOrder(app);
    fake.failure = 'hang';
    const started = Date.now();
    await expectStillPayable(created, await orderCall(app, created, 'PATCH', 'confirm_and_pay'));
    expect(Date.now() - started).toBeLessThan(10_000);
    fake.failure = 'none';
    await confirm(created);
  });

  it('loses the answer after creating the payment: the retry gets the same payment, not a second one', async () => {
    const created = await completeOrder(app);
    const before = fake.payments.size;
    fake.failure = 'lose-first-answer';
    const { paymentId } = await confirm(created);
    expect(fake.payments.size).toBe(before + 1);
    const attempts = paymentCreations();
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotenceKey).toBe(attempts[0]?.idempotenceKey);
    expect((await paymentRows(created.id)).map((row) => row.sessionId)).toEqual([paymentId]);
  });

  it('cannot be asked about a notification: 500, so YooKassa delivers it again, and nothing is applied', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    const body = notification('payment.succeeded', fake.pay(paymentId));
    fake.failure = 'error500';
    const response = await notify(body);
    expect(response.statusCode).toBe(500);
    expect(await orderStatus(created)).toBe('waiting_for_payment');
    fake.failure = 'none';
    expect((await notify(body)).json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(created)).toBe('paid');
  });

  it('is still processing (202): asked again with the same key after retry_after, one payment', async () => {
    const created = await completeOrder(app);
    fake.failure = 'processing-once';
    const { paymentId } = await confirm(created);
    const attempts = paymentCreations();
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.idempotenceKey).toBe(attempts[0]?.idempotenceKey);
    expect((await paymentRows(created.id)).map((row) => row.sessionId)).toEqual([paymentId]);
  });

  it('does not know the payment on the way back: 404 payment_not_found', async () => {
    const created = await completeOrder(app);
    const { paymentId } = await confirm(created);
    fake.payments.delete(paymentId);
    const back = await orderCall(app, created, 'POST', 'complete_payment', {});
    expect(back.statusCode).toBe(404);
    expect(back.json().error).toBe('payment_not_found');
  });
});

describe('PAYMENT_PROVIDER=yookassa configuration', () => {
  const keys = {
    REGION: 'russia',
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: SHOP_ID,
    YOOKASSA_SECRET_KEY: SECRET_KEY,
  };

  it('reads the keys, the optional API address and trusted addresses', () => {
    expect(
      loadConfig({
        ...keys,
        YOOKASSA_API_URL: 'http://127.0.0.1:12112/v3',
        YOOKASSA_TRUSTED_IPS: ' 10.0.0.1 , 2001:db8::/32',
      }).payments,
    ).toMatchObject({
      provider: 'yookassa',
      stripe: undefined,
      yookassa: {
        shopId: SHOP_ID,
        secretKey: SECRET_KEY,
        apiUrl: 'http://127.0.0.1:12112/v3',
        trustedIps: ['10.0.0.1', '2001:db8::/32'],
      },
    });
    expect(loadConfig(keys).payments.yookassa).toMatchObject({ apiUrl: undefined, trustedIps: undefined });
    expect(loadConfig({ YOOKASSA_SHOP_ID: SHOP_ID }).payments).toMatchObject({
      provider: 'sandbox',
      yookassa: undefined,
    });
  });

  it('refuses to start without a key, in one line naming the missing variable', () => {
    for (const missing of ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const) {
      const env = { ...keys, [missing]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        const message = (error as Error).message;
        expect(message.split('\n')).toHaveLength(1);
        expect(message).toContain(missing);
        const other = missing === 'YOOKASSA_SHOP_ID' ? 'YOOKASSA_SECRET_KEY' : 'YOOKASSA_SHOP_ID';
        expect(message).not.toContain(other);
      }
    }
  });

  it('refuses region global (orders there are not in RUB), a live key with a stand-in, and malformed values', () => {
    expect(() => loadConfig({ ...keys, REGION: 'global' })).toThrow(
      /^[^\n]*PAYMENT_PROVIDER=yookassa needs REGION=russia[^\n]*$/,
    );
    expect(() =>
      loadConfig({ ...keys, YOOKASSA_SECRET_KEY: 'live_abc', YOOKASSA_API_URL: 'http://127.0.0.1:1/v3' }),
    ).toThrow(/^Invalid environment configuration: YOOKASSA_API_URL [^\n]*live YOOKASSA_SECRET_KEY$/);
    expect(loadConfig({ ...keys, YOOKASSA_SECRET_KEY: 'live_abc' }).payments.yookassa?.secretKey).toBe('live_abc');
    expect(() => loadConfig({ ...keys, YOOKASSA_SECRET_KEY: 'sk_test_abc' })).toThrow(/YOOKASSA_SECRET_KEY/);
    expect(() => loadConfig({ ...keys, YOOKASSA_SHOP_ID: 'shop-1' })).toThrow(/YOOKASSA_SHOP_ID/);
    for (const bad of ['185.71.76.0/33', 'yookassa.ru', '10.0.0.1/8/8', ',']) {
      expect(() => loadConfig({ ...keys, YOOKASSA_TRUSTED_IPS: bad }), bad).toThrow(/YOOKASSA_TRUSTED_IPS/);
    }
  });

  it('stops the real server at start with that one line and exit code 1', async () => {
    const result = await startServerWith(
      { REGION: 'russia', PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: SHOP_ID },
      'yookassa-refused-start',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd()).toMatch(
      /^Invalid environment configuration: PAYMENT_PROVIDER=yookassa needs YOOKASSA_SECRET_KEY[^\n]*$/,
    );
  }, 40_000);
});
