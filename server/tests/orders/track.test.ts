/**
 * GET /api/v1/orders/track on the real database: the whole TrackOrderJson of a shipped book, the same
 * 404 for an unknown number and a wrong e-mail, case-insensitive lookups, and the rate limits.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPrinted, shipOrder } from '../../src/fulfilment/service';
import { buildFulfilmentApp, payFor, toPrinting, uniqueEmail } from '../fulfilment-fixtures';
import { child, contact, createOrder, patchOrder } from '../orders-fixtures';
import { printedTitle } from '../printed-title';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFulfilmentApp({ TRACK_LIMIT_PER_ORDER: '4', TRACK_LIMIT_PER_IP: '1000' });
});
afterAll(() => app.close());

const track = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/orders/track?${new URLSearchParams(query)}`, headers });

describe('GET /api/v1/orders/track', () => {
  it('shows a shipped book: status, history, version, book name, shipment and download link', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    const number = paid.order.orderNumber;
    await toPrinting(app, paid.id);
    await markPrinted(app, number, 'staff:anna');
    await shipOrder(
      app,
      number,
      { carrier: 'DHL', tracking_number: 'JD0123', estimated_delivery: '2026-12-01' },
      'staff:anna',
    );

    // Number and e-mail in any case, with stray spaces; the book's name in the request's language.
    const response = await track(
      { order_number: ` ${number.toLowerCase()} `, email: ` ${paid.email.toUpperCase()} ` },
      { 'accept-language': 'ru' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      order_number: number,
      status: 'shipped',
      status_history: [
        'pending',
        'waiting_for_payment',
        'paid',
        'story_writing',
        'printing',
        'ready_for_shipping',
        'shipped',
      ].map((status) => ({ status, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })),
      version: 'hardcover',
      book_name: 'Отважная экспедиция',
      created_at: paid.order.createdAt.toISOString(),
      shipment: {
        carrier: 'DHL',
        tracking_number: 'JD0123',
        estimated_delivery: '2026-12-01',
        shipped_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        delivered_at: null,
      },
      download_url: expect.stringMatching(/^\/api\/v1\/files\/books\/.+\.pdf\?exp=\d+&sig=/),
      erasures: [],
    });
    const download = await app.inject({ method: 'GET', url: body.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Nothing about the child or the address: the pair is weaker proof than the order's token.
    expect(response.body).not.toContain('Aylin');
    expect(response.body).not.toContain(contact().shipping_address);
  });

  it('names a custom story by its printed title, in the request language, and has no link before the book exists', async () => {
    const email = uniqueEmail('custom');
    const created = await createOrder(app, {
      story_type: 'custom',
      child: child({ name: 'Мила', story_language: 'ru', favourite_hero: 'Elsa' }),
    });
    const patched = await patchOrder(app, created, { contact: contact({ email }) });
    expect(patched.statusCode, patched.body).toBe(200);
    const number = patched.json().order.order_number as string;

    // The title the book itself prints (the plot family's, or the old story's while none is registered), in
    // the request's language; never the trademarked name the parent typed.
    const byLanguage = Object.fromEntries(
      (['en', 'ru', 'tr', 'az'] as const).map((language) => [
        language,
        printedTitle(language, { name: 'Мила', gender: 'girl', age: 5, favouriteHero: 'Elsa' }),
      ]),
    );
    expect(byLanguage.ru).toMatch(/^Мила и /);
    for (const name of Object.values(byLanguage)) expect(name).not.toContain('Elsa');
    for (const [language, name] of Object.entries(byLanguage)) {
      const response = await track({ order_number: number, email }, { 'accept-language': language });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ book_name: name, status: 'pending', shipment: null, download_url: null });
    }
  });

  it('answers an unknown number and a wrong e-mail with the same 404', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    const number = paid.order.orderNumber;
    const wrongEmail = await track({ order_number: number, email: 'someone.else@example.com' });
    const unknownNumber = await track({ order_number: 'SB-987654321', email: paid.email });
    for (const response of [wrongEmail, unknownNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Order not found' });
    }
    expect(wrongEmail.body).toBe(unknownNumber.body);
    expect(wrongEmail.headers['content-length']).toBe(unknownNumber.headers['content-length']);

    const russian = await track({ order_number: number, email: 'x@example.com' }, { 'accept-language': 'ru' });
    expect(russian.json()).toEqual({ error: 'not_found', message: 'Заказ не найден' });
  });

  it('asks for both fields in the one error shape', async () => {
    const response = await track({ order_number: '', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_error');
    expect(body.details.map((issue: { path: string[] }) => issue.path.join('.')).sort()).toEqual([
      'email',
      'order_number',
    ]);
  });

  it('slows guesses at an order number to one a minute from all addresses together', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    const number = paid.order.orderNumber;
    for (let i = 0; i < 4; i += 1) {
      const response = await track({
        order_number: i % 2 ? number.toLowerCase() : number,
        email: `guess${i}@example.com`,
      });
      expect(response.statusCode).toBe(404);
    }
    // Guarded now: the number takes one more try, from any address, then waits a minute.
    const fromAddress = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/orders/track?${new URLSearchParams({ order_number: number, email })}`,
        remoteAddress,
        headers,
      });
    expect((await fromAddress('guess-4@example.com', '192.0.2.76')).statusCode).toBe(404);
    const limited = await fromAddress('guess-last@example.com', '192.0.2.78', { 'accept-language': 'tr' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    expect(limited.json().message).not.toBe('Too many requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    // Within that minute even the right e-mail is refused without being looked up.
    expect((await fromAddress(paid.email, '192.0.2.77')).statusCode).toBe(429);
    // Another order number is not affected.
    expect((await track({ order_number: 'SB-555000112', email: 'guess@example.com' })).statusCode).toBe(404);
  });

  it('counts only failures: the owner may look as often as they like', async () => {
    const paid = await payFor(app, { version: 'pdf' });
    for (let i = 0; i < 8; i += 1) {
      expect((await track({ order_number: paid.order.orderNumber, email: paid.email })).statusCode).toBe(200);
    }
  });
});

describe('GET /api/v1/orders/track per client address', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildFulfilmentApp({ TRACK_LIMIT_PER_IP: '3', TRACK_LIMIT_PER_ORDER: '100' });
  });
  afterAll(() => limited.close());

  it('refuses the address after TRACK_LIMIT_PER_IP lookups, before even reading the query', async () => {
    // An address of this test alone: the failures of every test on the run's database count per address.
    const remoteAddress = '198.18.7.3';
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.inject({
        url: `/api/v1/orders/track?order_number=SB-00${i}&email=a@example.com`,
        remoteAddress,
      });
      expect(response.statusCode).toBe(404);
    }
    const refused = await limited.inject({ url: '/api/v1/orders/track?order_number=&email=', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
  });
});
