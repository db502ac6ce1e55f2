/**
 * The whole trip over real HTTP, as a browser and the gateway make it: the shop listens on a loopback
 * port, the test fetches the sandbox payment page and posts its form, the sandbox sends its signed
 * webhook to the shop, and the browser is redirected back. Then the confirmation e-mail goes to a real
 * SMTP sink in the order's language.
 */

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { formatPrice } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, sentEmails } from '../../src/db/schema';
import { sendOrderConfirmation } from '../../src/orders/confirmation-email';
import { parseMail } from '../fulfilment-mail';
import { buildTestApp } from '../helpers';
import { type CreatedOrder, completeOrder, orderCall, READY_BOOK } from '../orders-fixtures';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let app: FastifyInstance;
let sink: SmtpSink;
let base: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildTestApp({
    env: { PUBLIC_URL: base, SMTP_URL: sink.url, PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex') },
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

async function startPayment(created: CreatedOrder, action: 'confirm_and_pay' | 'pay_again') {
  const response = await orderCall(app, created, 'PATCH', action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payment_url as string;
}

/** Posts the payment page's form the way a browser does, without following the redirect. */
function submit(paymentUrl: string, fields: Record<string, string>) {
  return fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

const card = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123', action: 'pay' });

const status = async (created: CreatedOrder) => (await orderCall(app, created, 'GET')).json().order.status;

describe('the sandbox payment page', () => {
  it('is a translated, labelled form that lists the test cards', async () => {
    const created = await completeOrder(app, {}, { headers: { 'accept-language': 'tr' } });
    const paymentUrl = await startPayment(created, 'confirm_and_pay');
    expect(paymentUrl.startsWith(`${base}/api/v1/sandbox-gateway/pay/cs_test_`)).toBe(true);
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<label for="card_number">Kart numarası</label>');
    expect(html).toMatch(/<input id="card_number" name="card_number"[^>]*autocomplete="cc-number"/);
    expect(html).toContain('<label for="expiry">Son kullanma tarihi');
    expect(html).toContain('<label for="cvc">Güvenlik kodu (CVC)</label>');
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) {
      expect(html).toContain(number);
    }
    const order = (await orderCall(app, created, 'GET')).json().order;
    // The amount as Turkish writes it (CLDR tr): '$62,98'.
    expect(html).toContain(`${formatPrice(order.price.total, 'USD', { locale: 'tr' })} öde`);
    expect(html).toMatch(/\$\d+,\d\d öde/);

    const unknown = await fetch(`${base}/api/v1/sandbox-gateway/pay/cs_test_nope`);
    expect(unknown.status).toBe(404);
  });

  it('shows what is wrong with the card, tied to its fields, and keeps the session open', async () => {
    const created = await completeOrder(app);
    const paymentUrl = await startPayment(created, 'confirm_and_pay');
    const response = await submit(paymentUrl, { card_number: '1234 5678', expiry: '01/20', cvc: '1', action: 'pay' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="card_number"[^>]*aria-describedby="card_number-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('<p class="error" id="expiry-error">Enter a future expiry date as MM/YY.</p>');
    expect(html).toContain('id="cvc-error"');
    expect(await status(created)).toBe('waiting_for_payment');
  });
});

describe('paying over HTTP', () => {
  it('declines, pays again and succeeds, with webhooks and redirects, then mails the confirmation in Turkish', async () => {
    const created = await completeOrder(
      app,
      { book_slug: READY_BOOK },
      { version: 'hardcover', headers: { 'accept-language': 'tr' } },
    );
    const declinedUrl = await startPayment(created, 'confirm_and_pay');
    const declined = await submit(declinedUrl, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`${base}/tr/order-error?order=${created.id}`);
    // The webhook's first attempt is made before the redirect.
    expect(await status(created)).toBe('payment_failed');

    const paidUrl = await startPayment(created, 'pay_again');
    const paid = await submit(paidUrl, card('4242424242424242'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${base}/tr/order-success?order=${created.id}`);
    const order = (await orderCall(app, created, 'GET')).json().order;
    expect(order.status).toBe('paid');
    expect(order.status_history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'waiting_for_payment',
      'payment_failed',
      'waiting_for_payment',
      'paid',
    ]);
    const events = await app.database.db
      .select({ type: paymentEvents.type })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, created.id));
    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.failed', 'checkout.session.succeeded']);

    // A second submit (back button) lands on the same page and sends nothing new.
    const resubmitted = await submit(paidUrl, card('4000 0000 0000 0002'));
    expect(resubmitted.status).toBe(303);
    expect(resubmitted.headers.get('location')).toBe(`${base}/tr/order-success?order=${created.id}`);
    expect(await app.database.db.$count(paymentEvents, eq(paymentEvents.orderId, created.id))).toBe(2);

    // The job the paid transition queued; the queue runs exactly this.
    expect(await sendOrderConfirmation(app, created.id)).toBe('sent');
    const mail = await sink.next();
    expect(mail.to).toEqual(['leyla@example.com']);
    const { subject, text: body } = parseMail(mail.raw);
    expect(subject).toBe(`${order.order_number} numaralı siparişiniz onaylandı`);
    const book = (
      await app.inject({ method: 'GET', url: `/api/v1/books/${READY_BOOK}`, headers: { 'accept-language': 'tr' } })
    ).json();
    expect(body).toContain('Merhaba Leyla Aliyeva,');
    expect(body).toContain(`Sipariş numarası: ${order.order_number}`);
    expect(body).toContain(`${book.name}\nKitabın kahramanı: Aylin`);
    expect(body).toContain('Sürüm: Sert kapak');
    expect(body).toContain(`Ödenen tutar: ${formatPrice(order.price.total, 'USD', { locale: 'tr' })}`);
    expect(body).toContain('5-7 iş günü');
    expect(body).toContain(`${base}/tr/track-order?order_number=${order.order_number}&email=leyla%40example.com`);
    const [record] = await app.database.db.select().from(sentEmails).where(eq(sentEmails.orderId, created.id));
    expect(record).toMatchObject({
      kind: 'order-confirmation',
      to: 'leyla@example.com',
      locale: 'tr',
      via: 'smtp',
      subject,
    });

    // Run twice (a retried job): nothing is sent again.
    expect(await sendOrderConfirmation(app, created.id)).toBe('already_sent');
    expect(sink.received.filter((received) => received.raw.includes(order.order_number))).toHaveLength(1);
  });

  it('mails a PDF order in Russian with the e-mail delivery promise', async () => {
    const created = await completeOrder(app, {}, { version: 'pdf', headers: { 'accept-language': 'ru' } });
    const paymentUrl = await startPayment(created, 'confirm_and_pay');
    expect((await submit(paymentUrl, card('4242 4242 4242 4242'))).status).toBe(303);
    expect(await sendOrderConfirmation(app, created.id)).toBe('sent');
    const { subject, text: body } = parseMail((await sink.next()).raw);
    expect(subject).toMatch(/^Ваш заказ SB-\w{4}-\w{4} подтверждён$/);
    expect(body).toContain('Вариант книги: PDF-версия');
    expect(body).toContain('PDF-файл придёт на адрес leyla@example.com');
    expect(body).toContain(`${base}/ru/track-order?order_number=`);
  });

  it('sends the browser to the error page when the parent cancels, and fails the order', async () => {
    const created = await completeOrder(app);
    const paymentUrl = await startPayment(created, 'confirm_and_pay');
    const cancelled = await submit(paymentUrl, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${base}/order-error?order=${created.id}`);
    expect(await status(created)).toBe('payment_failed');
    const finished = await (await fetch(paymentUrl)).text();
    expect(finished).toContain('This payment is already finished');
  });

  it('does not mail an order that is not paid', async () => {
    const created = await completeOrder(app);
    expect(await sendOrderConfirmation(app, created.id)).toBe('not_paid');
    expect(await app.database.db.$count(sentEmails, eq(sentEmails.orderId, created.id))).toBe(0);
  });
});
