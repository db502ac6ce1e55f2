/**
 * The currency the visitor chose: the shop_currency cookie and the checkout's request decide the
 * currency of the story page's prices (GET /orders/prices) and of the order, validated by the server; the lines
 * the server sends add up to their totals, so every client only writes them down.
 */
import type { PricesResponse } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withTestApp } from '../helpers';
import { createOrder, patchOrder, READY_BOOK } from '../orders-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' } });
});
afterAll(() => app.close());

async function prices(
  target: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
): Promise<PricesResponse> {
  const response = await target.inject({ method: 'GET', url: `/api/v1/orders/prices${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every version's lines add up, the book's price ends in .99, and an AZN order's AZN total is its total. */
function expectAddsUp(answer: PricesResponse) {
  for (const [version, price] of Object.entries(answer.version_prices)) {
    expect(price.currency, version).toBe(answer.currency);
    expect(price.subtotal, version).toBe(price.base_price + price.version_price + price.shipping);
    expect(price.total, version).toBe(price.subtotal - price.discount);
    expect((price.base_price + price.version_price) % 100, version).toBe(99);
    if (answer.currency === 'AZN') expect(price.total_azn, version).toBe(price.total);
    if (version === 'pdf') expect(price.shipping).toBe(0);
  }
}

describe('GET /api/v1/orders/prices', () => {
  it('prices every version for a visitor from Azerbaijan in manat, lines adding up (₼76.99 + ₼8.50 = ₼85.49)', async () => {
    const answer = await prices(app, '', { 'cf-ipcountry': 'AZ' });
    expect(answer).toMatchObject({ currency: 'AZN', country: 'AZ' });
    expectAddsUp(answer);
    // The seed's USD config at the fallback rate 1.7 (no bank rates in the test database).
    expect(answer.version_prices.softcover).toMatchObject({ base_price: 5099, version_price: 2600, shipping: 850 });
    expect(answer.version_prices.softcover.total).toBe(8549);
    expect(answer.version_prices.hardcover.total).toBe(9399 + 850);
  });

  it('answers in the currency chosen with the switcher (the cookie), the query first, whatever the country', async () => {
    const chosen = await prices(app, '', { 'cf-ipcountry': 'US', cookie: 'locale=en; shop_currency=TRY' });
    expect(chosen).toMatchObject({ currency: 'TRY', country: 'US' });
    expectAddsUp(chosen);
    const asked = await prices(app, '?currency=RUB&country=AZ', { cookie: 'shop_currency=TRY' });
    expect(asked).toMatchObject({ currency: 'RUB', country: 'AZ' });
    expectAddsUp(asked);
    // The same book costs one AZN total whatever it is shown in.
    const inAzn = await prices(app, '?currency=AZN&country=AZ');
    expect(asked.version_prices.hardcover.total_azn).toBe(inAzn.version_prices.hardcover.total);
    // A cookie that is not one of the four is not a choice.
    expect((await prices(app, '', { 'cf-ipcountry': 'TR', cookie: 'shop_currency=EUR' })).currency).toBe('TRY');
  });

  it('refuses a currency the shop does not sell in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/orders/prices?currency=EUR' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps RUB and country RU in region russia, whatever is chosen', async () => {
    await withTestApp({ env: { REGION: 'russia' } }, async (ruApp) => {
      const answer = await prices(ruApp, '?currency=USD', { cookie: 'shop_currency=AZN' });
      expect(answer).toMatchObject({ currency: 'RUB', country: 'RU' });
      expectAddsUp(answer);
    });
  });
});

describe('the order follows the chosen currency', () => {
  it('prices a new order in the cookie’s currency, exactly as the story page showed it', async () => {
    const headers = { 'cf-ipcountry': 'US', cookie: 'shop_currency=AZN' };
    const created = await createOrder(app, { book_slug: READY_BOOK }, headers);
    expect(created.body.order).toMatchObject({ country_code: 'US', currency: 'AZN' });
    const shown = await prices(app, '', headers);
    expect(created.body.order.version_prices).toEqual(shown.version_prices);

    // Choosing a version and a delivery country keeps the currency; the stored lines still add up.
    const patched = await patchOrder(app, created, { version: 'hardcover', currency: 'AZN' });
    expect(patched.statusCode, patched.body).toBe(200);
    const { order } = patched.json();
    expect(order.currency).toBe('AZN');
    expect(order.price).toEqual(shown.version_prices.hardcover);
  });

  it("takes the checkout's currency over the cookie, and keeps the order's for a code the shop does not sell in", async () => {
    const created = await createOrder(app, { currency: 'USD' }, { 'cf-ipcountry': 'AZ', cookie: 'shop_currency=TRY' });
    expect(created.body.order.currency).toBe('USD');
    const switched = await patchOrder(app, created, { currency: 'RUB' });
    expect(switched.json().order).toMatchObject({ currency: 'RUB', price: { currency: 'RUB' } });
    const unknown = await patchOrder(app, created, { currency: 'EUR' });
    expect(unknown.json().order.currency).toBe('RUB');
  });
});
