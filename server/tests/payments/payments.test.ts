/**
 * Paying through the API with app.inject: confirm_and_pay, pay_again, complete_payment and the webhook
 * (signature, idempotency, late events). The browser's trip through the sandbox page over real HTTP is
 * in roundtrip.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandAmbassadors,
  ledgerEntries,
  orderStatusHistory,
  orders,
  paymentEvents,
  payments,
  sandboxSessions,
} from '../../src/db/schema';
import { completeSession } from '../../src/payments/sandbox/sessions';
import { signatureHeader } from '../../src/payments/sandbox/signature';
import { buildTestApp } from '../helpers';
import {
  type CreatedOrder,
  child,
  completeOrder,
  contact,
  createOrder,
  orderCall,
  queuedJobs,
  tokenHeader,
} from '../orders-fixtures';

const SECRET = randomBytes(32).toString('hex');
// Nothing listens there: the sandbox's own webhook deliveries fail, so these tests send the webhooks.
const PUBLIC_URL = 'http://127.0.0.1:9';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { PAYMENT_WEBHOOK_SECRET: SECRET, PUBLIC_URL } });
});
afterAll(() => app.close());

async function confirm(created: CreatedOrder) {
  const response = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const sessionId = new URL(body.payment_url).pathname.split('/').pop() ?? '';
  return { ...body, sessionId } as { order: Record<string, unknown>; payment_url: string; sessionId: string };
}

/** The gateway's side: ends the session as the payment page would, and returns the event it would send. */
async function finishSession(sessionId: string, status: 'succeeded' | 'failed', failureCode: string | null = null) {
  const done = await completeSession(app.database.db, sessionId, { status, failureCode, cardLast4: '4242' });
  if (!done) throw new Error(`session ${sessionId} was not open`);
  return done.event;
}

function sendWebhook(body: string, header: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', ...(header ? { 'sandbox-signature': header } : {}) },
    payload: body,
  });
}

const signed = (event: unknown, secret = SECRET, timestamp?: number) => {
  const body = JSON.stringify(event);
  return { body, header: signatureHeader(secret, Buffer.from(body), timestamp) };
};

/** Sends the event as the gateway would: signed now with the shop's secret. */
function deliver(event: unknown) {
  const { body, header } = signed(event);
  return sendWebhook(body, header);
}

async function statuses(orderId: string) {
  const rows = await app.database.db
    .select({ to: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  return rows.map((row) => row.to);
}

describe('PATCH /api/v1/orders/:id/confirm_and_pay', () => {
  it('lists everything still missing with 422 order_incomplete, in the request language', async () => {
    const created = await createOrder(app, { story_type: 'ready' }, { 'accept-language': 'tr' });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${created.id}/confirm_and_pay`,
      headers: { ...tokenHeader(created.token), 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ error: 'order_incomplete', message: 'Lütfen ödemeden önce tüm adımları tamamlayın' });
    const paths = body.details.map((item: { path: string[] }) => item.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['photo', 'book_slug', 'version', 'contact.full_name', 'contact.email', 'contact.phone']),
    );
    const email = body.details.find((item: { path: string[] }) => item.path.join('.') === 'contact.email');
    expect(email).toMatchObject({
      message_id: 'common.validation.email',
      message: 'Lütfen geçerli bir e-posta adresi girin',
    });
    expect((await orderCall(app, created, 'GET')).json().order.status).toBe('pending');
  });

  it('asks for characters, an address for a printed book and the terms', async () => {
    const created = await createOrder(app, { book_slug: 'the-brave-little-explorer' });
    await app.database.db
      .update(orders)
      .set({ photoKey: 'orders/x/photo.jpg', charactersStatus: 'generating' })
      .where(eq(orders.id, created.id));
    await orderCall(app, created, 'PATCH', '', {
      order: {
        version: 'softcover',
        contact: contact({ shipping_address: null, postal_code: '', terms: false }),
      },
    });
    const response = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        path: ['characters'],
        code: 'not_ready',
        message_id: 'common.error.charactersNotReady',
      }),
      expect.objectContaining({ path: ['contact', 'terms'], message_id: 'common.validation.terms' }),
      expect.objectContaining({ path: ['contact', 'shipping_address'], code: 'missing' }),
      expect.objectContaining({ path: ['contact', 'postal_code'], code: 'missing' }),
    ]);
  });

  it('asks a custom story for its favourite hero, and takes it once given', async () => {
    const created = await completeOrder(app, { book_slug: undefined, story_type: 'custom', child: child() });
    const refused = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        path: ['child', 'favourite_hero'],
        code: 'missing',
        message_id: 'common.validation.required',
      }),
    ]);

    await orderCall(app, created, 'PATCH', '', { order: { child: child({ favourite_hero: '  a friendly dragon ' }) } });
    const accepted = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('prices the order, opens one payment and sends the browser to the gateway', async () => {
    const created = await completeOrder(app, {}, { version: 'hardcover', headers: { 'accept-language': 'ru' } });
    const { order, payment_url, sessionId } = await confirm(created);
    expect(payment_url).toBe(`${PUBLIC_URL}/api/v1/sandbox-gateway/pay/${sessionId}?locale=ru`);
    expect(order.status).toBe('waiting_for_payment');
    const price = order.price as { total: number; currency: string };
    expect(price).toEqual((order.version_prices as Record<string, unknown>).hardcover);

    const [payment] = await app.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(payment).toMatchObject({
      provider: 'sandbox',
      sessionId,
      status: 'open',
      amount: price.total,
      currency: 'USD',
    });
    const [session] = await app.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    expect(session).toMatchObject({
      amount: price.total,
      currency: 'USD',
      reference: created.id,
      successUrl: `${PUBLIC_URL}/ru/order-success?order=${created.id}`,
      cancelUrl: `${PUBLIC_URL}/ru/order-error?order=${created.id}`,
      webhookUrl: `${PUBLIC_URL}/api/v1/payments/webhook`,
    });

    // Pressing the button again replaces the open attempt rather than adding a second one.
    const again = await confirm(created);
    const rows = await app.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(rows.map((row) => [row.sessionId, row.status]).sort()).toEqual(
      [
        [sessionId, 'superseded'],
        [again.sessionId, 'open'],
      ].sort(),
    );
    expect(await statuses(created.id)).toEqual(['pending', 'waiting_for_payment']);
  });

  it('refuses a paid order with 409 order_locked and a stranger with 404', async () => {
    const created = await completeOrder(app);
    const other = await createOrder(app);
    const stranger = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${created.id}/confirm_and_pay`,
      headers: tokenHeader(other.token),
    });
    expect(stranger.statusCode).toBe(404);
    await app.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, created.id));
    const locked = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('order_locked');
  });
});

describe('POST /api/v1/payments/webhook', () => {
  it('applies a correctly signed success once, and queues the confirmation e-mail', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const event = await finishSession(sessionId, 'succeeded');
    const { body, header } = signed(event);
    const response = await sendWebhook(body, header);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const order = (await orderCall(app, created, 'GET')).json().order;
    expect(order.status).toBe('paid');
    expect(order.paid_at).toEqual(expect.any(String));
    expect(await queuedJobs(app, `order-confirmation-email:${created.id}`)).toEqual([
      { task: 'order-confirmation-email', payload: { orderId: created.id } },
    ]);
    const [stored] = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `sandbox:${event.id}`));
    expect(stored).toMatchObject({ orderId: created.id, type: 'checkout.session.succeeded', payload: event });
  });

  it('refuses a tampered byte, a stale or future timestamp, a wrong secret and a missing signature', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const event = await finishSession(sessionId, 'succeeded');
    const good = signed(event);
    const now = Math.floor(Date.now() / 1000);

    // One byte changed after signing (the amount 1 minor unit lower).
    const tampered = good.body.replace(`"amount":${event.data.amount}`, `"amount":${event.data.amount - 1}`);
    expect(tampered).not.toBe(good.body);
    const cases: Array<[string, string, string | undefined]> = [
      ['tampered', tampered, good.header],
      ['stale', good.body, signed(event, SECRET, now - 301).header],
      ['future', good.body, signed(event, SECRET, now + 301).header],
      ['wrong secret', good.body, signed(event, randomBytes(32).toString('hex')).header],
      ['missing', good.body, undefined],
      ['garbage', good.body, 't=abc,v1=xyz'],
    ];
    for (const [name, body, header] of cases) {
      const response = await sendWebhook(body, header);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ error: 'invalid_signature', message: 'Invalid webhook signature' });
    }
    expect((await orderCall(app, created, 'GET')).json().order.status).toBe('waiting_for_payment');
    // Just inside the tolerance is fine.
    const fresh = await sendWebhook(good.body, signed(event, SECRET, now - 290).header);
    expect(fresh.statusCode).toBe(200);
    expect((await orderCall(app, created, 'GET')).json().order.status).toBe('paid');
  });

  it('turns 10 concurrent deliveries of one event into exactly one paid transition', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const { body, header } = signed(await finishSession(sessionId, 'succeeded'));
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(body, header)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const duplicates = responses.map((response) => response.json().duplicate);
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);
    const paidRows = await app.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, created.id), eq(orderStatusHistory.toStatus, 'paid')));
    expect(paidRows).toHaveLength(1);
    expect(await queuedJobs(app, `order-confirmation-email:${created.id}`)).toHaveLength(1);
  });

  it('records a late failure after the payment succeeded and leaves the order paid', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    const success = await finishSession(sessionId, 'succeeded');
    expect((await deliver(success)).statusCode).toBe(200);
    // A failure for the same session, delivered out of order.
    const late = { ...success, id: `evt_${randomBytes(16).toString('hex')}`, type: 'checkout.session.failed' };
    late.data = { ...success.data, failure_code: 'card_declined' };
    const response = await deliver(late);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await statuses(created.id)).toEqual(['pending', 'waiting_for_payment', 'paid']);
    const [event] = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `sandbox:${late.id}`));
    expect(event?.type).toBe('checkout.session.failed');
  });

  it('ignores a failure of an attempt that was replaced by a newer one', async () => {
    const created = await completeOrder(app);
    const first = await confirm(created);
    await confirm(created);
    const failure = await finishSession(first.sessionId, 'failed', 'card_declined');
    expect((await deliver(failure)).statusCode).toBe(200);
    expect((await orderCall(app, created, 'GET')).json().order.status).toBe('waiting_for_payment');
  });

  it('accepts an authentic event for a session it never opened without changing anything', async () => {
    const event = {
      id: `evt_${randomBytes(16).toString('hex')}`,
      type: 'checkout.session.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { session_id: 'cs_test_unknown', reference: 'x', amount: 100, currency: 'USD', failure_code: null },
    };
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});

async function ambassadorWithCode() {
  const code = `REF${randomBytes(4).toString('hex').toUpperCase()}`;
  const [ambassador] = await app.database.db
    .insert(brandAmbassadors)
    .values({
      name: 'Nigar',
      email: `nigar-${code.toLowerCase()}@example.com`,
      passwordHash: 'not used here',
      countryCode: 'AZ',
      phone: '+994 55 000 00 00',
      website: 'https://nigar.example',
      referralCode: code,
      status: 'active',
    })
    .returning();
  return { code, id: ambassador?.id ?? '' };
}

describe('referrals', () => {
  it('takes 20 different results for one session at once, with complete_payment, without an error: paid and rewarded once', async () => {
    const ambassador = await ambassadorWithCode();
    const created = await completeOrder(app, {}, { headers: { cookie: `shop_ref=${ambassador.code.toLowerCase()}` } });
    const { sessionId } = await confirm(created);
    const event = await finishSession(sessionId, 'succeeded');
    // Distinct event ids, as a gateway sends when it retries with new ids or reports the same charge twice.
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        deliver({ ...event, id: `${event.id.slice(0, -2)}${i.toString(16).padStart(2, '0')}` }),
      ),
      orderCall(app, created, 'POST', 'complete_payment', { session_id: sessionId }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(21).fill(200));
    expect(await statuses(created.id)).toEqual(['pending', 'waiting_for_payment', 'paid']);
    const entries = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, ambassador.id));
    expect(entries).toEqual([expect.objectContaining({ kind: 'reward_direct', orderId: created.id })]);
  });

  it('credits the ambassador whose link the visitor came through, with the payment and only once', async () => {
    const { code, id: ambassadorId } = await ambassadorWithCode();
    const created = await completeOrder(app, {}, { headers: { cookie: `shop_ref=${code.toLowerCase()}` } });
    const [stored] = await app.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(stored?.referralCode).toBe(code);

    const { sessionId } = await confirm(created);
    const event = await finishSession(sessionId, 'succeeded');
    await Promise.all([deliver(event), deliver(event)]);
    const entries = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, ambassadorId));
    expect(entries).toEqual([expect.objectContaining({ kind: 'reward_direct', orderId: created.id })]);
  });
});

describe('decline, pay again, succeed', () => {
  it('goes payment_failed on a declined card and is paid after pay_again', async () => {
    const created = await completeOrder(app);
    const first = await confirm(created);
    const declined = await finishSession(first.sessionId, 'failed', 'card_declined');
    expect((await deliver(declined)).statusCode).toBe(200);
    expect((await orderCall(app, created, 'GET')).json().order.status).toBe('payment_failed');
    const [failedPayment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, first.sessionId));
    expect(failedPayment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });

    const again = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(again.statusCode, again.body).toBe(200);
    const { order, payment_url } = again.json();
    expect(order.status).toBe('waiting_for_payment');
    const secondSession = new URL(payment_url).pathname.split('/').pop() ?? '';
    expect(secondSession).not.toBe(first.sessionId);

    const success = await finishSession(secondSession, 'succeeded');
    expect((await deliver(success)).statusCode).toBe(200);
    expect(await statuses(created.id)).toEqual([
      'pending',
      'waiting_for_payment',
      'payment_failed',
      'waiting_for_payment',
      'paid',
    ]);
  });

  it('refuses pay_again before confirmation (409 invalid_transition) and after payment (409 order_locked)', async () => {
    const created = await completeOrder(app);
    const early = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('invalid_transition');
    await app.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, created.id));
    const late = await orderCall(app, created, 'PATCH', 'pay_again');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('order_locked');
  });
});

describe('POST /api/v1/orders/:id/complete_payment', () => {
  it('asks the gateway and applies the result once, like the webhook', async () => {
    const created = await completeOrder(app);
    const { sessionId } = await confirm(created);
    // Still open at the gateway: nothing changes.
    const open = await orderCall(app, created, 'POST', 'complete_payment', { session_id: sessionId });
    expect(open.statusCode).toBe(200);
    expect(open.json().order.status).toBe('waiting_for_payment');

    const event = await finishSession(sessionId, 'succeeded');
    const [first, second] = await Promise.all([
      orderCall(app, created, 'POST', 'complete_payment', {}),
      orderCall(app, created, 'POST', 'complete_payment', { session_id: sessionId }),
    ]);
    expect(first?.json().order.status).toBe('paid');
    expect(second?.json().order.status).toBe('paid');
    // The webhook arriving afterwards changes nothing either.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await statuses(created.id)).toEqual(['pending', 'waiting_for_payment', 'paid']);
  });

  it('fails with the spec message when there is nothing to complete', async () => {
    const created = await completeOrder(app);
    const none = await orderCall(app, created, 'POST', 'complete_payment');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'no_payment', message: 'Failed to complete payment' });

    await confirm(created);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${created.id}/complete_payment`,
      headers: { ...tokenHeader(created.token), 'accept-language': 'az' },
      payload: { session_id: 'cs_test_someone_else' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'payment_not_found', message: 'Ödənişi tamamlamaq mümkün olmadı' });

    const wrongType = await orderCall(app, created, 'POST', 'complete_payment', { session_id: 42 });
    expect(wrongType.statusCode).toBe(400);
  });
});
