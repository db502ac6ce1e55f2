import { randomUUID } from 'node:crypto';
import { type PriceSource, priceLines, ratesOrFallback } from '@shop/shared/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, payments } from '../../src/db/schema';
import { SEED_PRICE_CONFIGS } from '../../src/db/seed';
import { buildTestApp, withTestApp } from '../helpers';
import {
  child,
  contact,
  createOrder,
  markCharactersReady,
  orderCall,
  PDF_AND_HARDCOVER_BOOK,
  patchOrder,
  READY_BOOK,
  tokenHeader,
} from '../orders-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const SEED_USD = SEED_PRICE_CONFIGS[0] as PriceSource;

/** The rates the server converts with right now (the bank's once fetched, else the fallback rates). */
async function currentRates(target: FastifyInstance) {
  return ratesOrFallback((await target.inject({ method: 'GET', url: '/api/v1/currency_rates' })).json());
}

describe('POST /api/v1/orders', () => {
  it('creates a pending order in the request language with its token, history and server prices', async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK }, { 'accept-language': 'az' });
    const { order, access_token } = created.body;
    expect(access_token).toMatch(/^[\w-]{43}$/);
    expect(order).toMatchObject({
      status: 'pending',
      locale: 'az',
      story_type: 'ready',
      child: {
        gender: 'girl',
        name: 'Aylin',
        age: 5,
        story_language: 'en',
        illustration_style: 'watercolor',
        favourite_hero: null,
        newsletter: false,
      },
      photo: null,
      characters_status: 'none',
      regenerations_left: 3,
      version: null,
      contact: { full_name: null, email: null, terms: true, newsletter: false },
      country_code: 'US',
      currency: 'USD',
      paid_at: null,
    });
    expect(order.order_number).toMatch(/^SB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(order.status_history).toEqual([{ status: 'pending', at: order.created_at }]);
    // The book's name comes from the catalogue in the order's language.
    const book = (
      await app.inject({ method: 'GET', url: `/api/v1/books/${READY_BOOK}`, headers: { 'accept-language': 'az' } })
    ).json();
    expect(order.book).toEqual({
      slug: READY_BOOK,
      name: book.name,
      cover_url: book.cover.url,
      page_count: book.page_count,
    });

    // Seeded USD config: 29.99 base, PDF 0, softcover 15.00, hardcover 25.00, US shipping 7.99.
    const rates = await currentRates(app);
    const VERSION_OF: Record<number, 'pdf' | 'softcover' | 'hardcover'> = {
      0: 'pdf',
      1500: 'softcover',
      2500: 'hardcover',
    };
    const summary = (versionPrice: number, shipping: number) => {
      const total = 2999 + versionPrice + shipping;
      return {
        currency: 'USD',
        base_price: 2999,
        version_price: versionPrice,
        shipping,
        subtotal: total,
        discount: 0,
        total,
        // The same order priced in AZN by the shop's rule (money/pricing.ts).
        total_azn: priceLines(
          SEED_USD,
          { currency: 'AZN', version: VERSION_OF[versionPrice] ?? 'pdf', country: 'US' },
          rates,
        ).total,
      };
    };
    expect(order.version_prices).toEqual({
      pdf: summary(0, 0),
      softcover: summary(1500, 799),
      hardcover: summary(2500, 799),
    });
    // No version chosen yet: the PDF's price.
    expect(order.price).toEqual(summary(0, 0));
  });

  it('makes orders without a book custom stories and keeps the favourite hero', async () => {
    const { body } = await createOrder(app, {
      story_type: 'custom',
      child: child({ favourite_hero: 'A brave dragon', newsletter: true }),
    });
    expect(body.order).toMatchObject({
      story_type: 'custom',
      book: null,
      child: { favourite_hero: 'A brave dragon', newsletter: true },
    });
  });

  it('prices in the visitor country currency, converting the USD config where there is none', async () => {
    await withTestApp({ env: { TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' } }, async (azApp) => {
      const { body } = await createOrder(azApp, {}, { 'cf-ipcountry': 'AZ' });
      const rates = await currentRates(azApp);
      const versions = body.order.version_prices as Record<string, Record<string, number>>;
      expect(body.order).toMatchObject({ country_code: 'AZ', currency: 'AZN' });
      // The fallback rates (USD 1.7): the book 54.99 USD = ₼93.483 → ₼93.99, the base 29.99 USD → ₼50.99,
      // shipping to Azerbaijan 5.00 USD = ₼8.50; the lines add up to the total.
      const expected = priceLines(SEED_USD, { currency: 'AZN', version: 'hardcover', country: 'AZ' }, rates);
      expect(versions.hardcover).toMatchObject({
        currency: 'AZN',
        base_price: expected.basePrice,
        version_price: expected.versionPrice,
        shipping: expected.shipping,
        total: expected.total,
      });
      const hardcover = versions.hardcover as Record<string, number>;
      expect((hardcover.base_price ?? 0) + (hardcover.version_price ?? 0)).toSatisfy(
        (book: number) => book % 100 === 99,
      );
      expect(hardcover.total).toBe(
        (hardcover.base_price ?? 0) + (hardcover.version_price ?? 0) + (hardcover.shipping ?? 0),
      );
      expect(hardcover.total_azn).toBe(hardcover.total);

      // The currency the checkout asks for wins over the country's, any of the four.
      const usd = await createOrder(azApp, { currency: 'usd' }, { 'cf-ipcountry': 'AZ' });
      expect(usd.body.order).toMatchObject({ country_code: 'AZ', currency: 'USD' });
      const tr = await createOrder(azApp, { currency: 'TRY' }, { 'cf-ipcountry': 'US' });
      expect(tr.body.order).toMatchObject({ country_code: 'US', currency: 'TRY' });
      // One the shop does not sell in does not.
      const eur = await createOrder(azApp, { currency: 'EUR' }, { 'cf-ipcountry': 'TR' });
      expect(eur.body.order.currency).toBe('TRY');
    });
  });

  it('forces RUB and country RU in region russia', async () => {
    await withTestApp({ env: { REGION: 'russia' } }, async (ruApp) => {
      const { body } = await createOrder(
        ruApp,
        { currency: 'USD' },
        { 'accept-language': 'ru', cookie: 'shop_currency=AZN' },
      );
      expect(body.order).toMatchObject({ country_code: 'RU', currency: 'RUB', locale: 'ru' });
      const rates = await currentRates(ruApp);
      const price = body.order.price as Record<string, number>;
      expect(price.base_price).toBe(
        priceLines(SEED_USD, { currency: 'RUB', version: 'pdf', country: 'RU' }, rates).basePrice,
      );
    });
  });

  it('refuses malformed JSON, wrong types and missing consent with translated messages', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"order": {"child": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_json' });

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'accept-language': 'ru' },
      payload: { order: { child: child({ gender: 'cat', age: 'seventeen', terms: false, name: '' }) } },
    });
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(body.error).toBe('validation_error');
    const byField = Object.fromEntries(
      body.details.map((issue: { path: string[]; message_id: string }) => [issue.path.at(-1), issue.message_id]),
    );
    expect(byField).toMatchObject({
      gender: 'common.validation.required',
      name: 'common.validation.required',
      age: 'common.validation.childAge',
      terms: 'common.validation.terms',
    });
    expect(body.message).toMatch(/[а-яё]/i);

    for (const payload of [{}, { order: {} }, { order: { child: 'Aylin' } }, []]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/orders', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
  });

  it('refuses an unknown book with 422 and stores nothing', async () => {
    // Letters only (names take no digits): the hex digits a-f of a UUID.
    const name = `Nobody ${randomUUID().replace(/[^a-f]/g, '')}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: { order: { child: child({ name }), book_slug: 'no-such-book' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'book_not_found', message: 'Book not found' });
    expect(await app.database.db.$count(orders, sql`${orders.child}->>'name' = ${name}`)).toBe(0);
  });
});

describe('GET /api/v1/orders/:id', () => {
  it('answers the token holder only; any other caller gets the same 404', async () => {
    const mine = await createOrder(app);
    const other = await createOrder(app);
    const ok = await orderCall(app, mine, 'GET');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.id).toBe(mine.id);

    const attempts = [
      app.inject({ method: 'GET', url: `/api/v1/orders/${mine.id}` }),
      app.inject({ method: 'GET', url: `/api/v1/orders/${mine.id}`, headers: tokenHeader(other.token) }),
      app.inject({ method: 'GET', url: `/api/v1/orders/${randomUUID()}`, headers: tokenHeader(mine.token) }),
      app.inject({ method: 'GET', url: '/api/v1/orders/not-a-uuid', headers: tokenHeader(mine.token) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Order not found' });
    }
  });
});

describe('PATCH /api/v1/orders/:id', () => {
  it('saves each step and prices the chosen version', async () => {
    const created = await createOrder(app);
    const response = await patchOrder(app, created, {
      story_type: 'ready',
      book_slug: READY_BOOK,
      version: 'softcover',
      contact: contact(),
      child: child({ name: 'Murad', gender: 'boy', illustration_style: 'anime' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      story_type: 'ready',
      version: 'softcover',
      child: { name: 'Murad', gender: 'boy', illustration_style: 'anime' },
      contact: {
        full_name: 'Leyla Aliyeva',
        email: 'leyla@example.com',
        phone: '+994 50 123 45 67',
        shipping_address: '28 May street 1, Baku',
        postal_code: 'AZ1000',
        notes: 'Please wrap it as a gift',
        newsletter: true,
        terms: true,
      },
    });
    expect(order.book.slug).toBe(READY_BOOK);
    expect(order.price).toEqual(order.version_prices.softcover);

    // Switching to a custom story drops the book.
    const custom = await patchOrder(app, created, { story_type: 'custom' });
    expect(custom.json().order).toMatchObject({ story_type: 'custom', book: null });
  });

  it('refuses bad contact details with the form messages, and a version the book does not come in', async () => {
    const created = await createOrder(app, { book_slug: PDF_AND_HARDCOVER_BOOK });
    const bad = await patchOrder(app, created, { contact: contact({ email: 'leyla@', notes: 'x'.repeat(501) }) });
    expect(bad.statusCode).toBe(400);
    const ids = bad.json().details.map((issue: { message_id: string }) => issue.message_id);
    expect(ids).toEqual(expect.arrayContaining(['common.validation.email', 'common.validation.notesTooLong']));

    const wrongType = await patchOrder(app, created, { version: 'scroll' });
    expect(wrongType.statusCode).toBe(400);

    const unavailable = await patchOrder(app, created, { version: 'softcover' });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().error).toBe('version_unavailable');
    expect((await orderCall(app, created, 'GET')).json().order.version).toBeNull();
  });

  it('needs the token', async () => {
    const created = await createOrder(app);
    const other = await createOrder(app);
    for (const headers of [{}, tokenHeader(other.token)]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/orders/${created.id}`,
        headers,
        payload: { order: { version: 'pdf' } },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
  });

  it('refuses changes to a paid order with 409 order_locked', async () => {
    const created = await createOrder(app);
    await app.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, created.id));
    const response = await patchOrder(app, created, { version: 'pdf' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'order_locked',
      message: 'This order has been paid and can no longer be changed',
    });
  });

  it('sends an order waiting for payment back to pending and supersedes its payment', async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK });
    await markCharactersReady(app, created.id);
    await patchOrder(app, created, { version: 'pdf', contact: contact() });
    const paying = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().order.status).toBe('waiting_for_payment');

    const changed = await patchOrder(app, created, { version: 'hardcover' });
    expect(changed.statusCode).toBe(200);
    const { order } = changed.json();
    expect(order.status).toBe('pending');
    expect(order.price).toEqual(order.version_prices.hardcover);
    expect(order.status_history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'waiting_for_payment',
      'pending',
    ]);
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(payment?.status).toBe('superseded');
    const history = await app.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, created.id))
      // In the order written: without it PostgreSQL may return the rows in any order (it did, in CI).
      .orderBy(orderStatusHistory.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'waiting_for_payment', toStatus: 'pending', actor: 'visitor' });
  });
});

describe('GET /api/v1/orders/track', () => {
  it('finds an order by number and the e-mail given at the contact step, and nothing before it', async () => {
    const created = await createOrder(app);
    const number = created.body.order.order_number as string;
    const before = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/track?order_number=${number}&email=leyla%40example.com`,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Order not found');

    await patchOrder(app, created, { contact: contact() });
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/track?order_number=${number}&email=LEYLA%40example.com`,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ order_number: number, status: 'pending' });
  });
});
