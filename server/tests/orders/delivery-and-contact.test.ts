/**
 * A printed book's shipping follows the delivery country the parent chose (not the country they
 * ordered from), phone numbers are checked for that country, names take letters of any script only, and the
 * order answers with the pictures its result page shows.
 */

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCharacters, orders } from '../../src/db/schema';
import { orderDetail } from '../../src/orders/back-office';
import { buildTestApp } from '../helpers';
import {
  child,
  contact,
  createOrder,
  markCharactersReady,
  orderCall,
  patchOrder,
  READY_BOOK,
} from '../orders-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The seeded USD config: 7.99 default shipping, 5.00 to AZ, 6.99 to TR (server/src/db/seed.ts). */
const SHIPPING = { default: 799, AZ: 500, TR: 699 };

interface Detail {
  path: string[];
  message_id: string;
  code?: string;
}
const problems = (body: { details: Detail[] }) =>
  body.details.map((detail) => `${detail.path.join('.')}: ${detail.message_id}`);

describe('shipping priced from the delivery country', () => {
  it('prices a hardcover to Baku with AZ shipping while the visitor is in the US, and stores the country', async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK, currency: 'USD' });
    expect(created.body.order.country_code).toBe('US');
    const chosen = await patchOrder(app, created, { version: 'hardcover' });
    expect(chosen.json().order.price.shipping).toBe(SHIPPING.default);

    const response = await patchOrder(app, created, {
      contact: contact({ delivery_country: 'AZ', shipping_address: '28 May street 1\nApartment 5\nBaku' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order.contact).toMatchObject({
      delivery_country: 'AZ',
      // The line breaks of the address are kept as typed.
      shipping_address: '28 May street 1\nApartment 5\nBaku',
    });
    expect(order.price.shipping).toBe(SHIPPING.AZ);
    expect(order.price.total).toBe(order.price.base_price + order.price.version_price + SHIPPING.AZ);
    expect(order.version_prices.softcover.shipping).toBe(SHIPPING.AZ);
    expect(order.version_prices.pdf.shipping).toBe(0);
    // The visitor's country still decides the currency and the sales pop-up; only shipping moved.
    expect(order.country_code).toBe('US');

    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row?.deliveryCountry).toBe('AZ');
    expect(row?.shippingAddress).toBe('28 May street 1\nApartment 5\nBaku');

    // Another country is priced again; without one, the visitor's country stands in.
    const turkey = await patchOrder(app, created, {
      contact: contact({ delivery_country: 'TR', phone: '+90 532 123 45 67' }),
    });
    expect(turkey.json().order.price.shipping).toBe(SHIPPING.TR);
    const none = await patchOrder(app, created, { contact: contact() });
    expect(none.json().order.contact.delivery_country).toBe('US');
    expect(none.json().order.price.shipping).toBe(SHIPPING.default);
  });

  it('charges the delivery country shipping at confirm_and_pay', async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK, currency: 'USD' });
    await markCharactersReady(app, created.id);
    await patchOrder(app, created, { version: 'softcover' });
    await patchOrder(app, created, { contact: contact({ delivery_country: 'AZ' }) });
    const paying = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().order.price.shipping).toBe(SHIPPING.AZ);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row?.price?.shipping).toBe(SHIPPING.AZ);
  });

  it.each([['ZZ'], ['az'], ['Azerbaijan']])('refuses the delivery country %j', async (country) => {
    const created = await createOrder(app);
    const response = await patchOrder(app, created, { contact: contact({ delivery_country: country }) });
    expect([400, 422]).toContain(response.statusCode);
    expect(response.json().details[0].path).toEqual(['order', 'contact', 'delivery_country']);
    expect((await orderCall(app, created, 'GET')).json().order.contact.email).toBeNull();
  });

  it('shows the delivery country in the back office address line', async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK });
    await patchOrder(app, created, { version: 'hardcover', contact: contact({ delivery_country: 'AZ' }) });
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, created.id));
    if (!row) throw new Error('order missing');
    expect((await orderDetail(app, row)).order.country).toBe('AZ');
  });
});

describe('phone numbers checked for the delivery country', () => {
  it.each([
    ['AZ', '050 123 45 67', '+994 50 123 45 67'],
    ['AZ', '+994501234567', '+994 50 123 45 67'],
    ['TR', '0532 123 45 67', '+90 532 123 45 67'],
    ['US', '(201) 555-0123', '+1 201 555 0123'],
    // A number with its country code is read as that country's, wherever the book goes.
    ['AZ', '+1 201 555 0123', '+1 201 555 0123'],
  ])('to %s accepts %j and stores it as %j', async (country, phone, stored) => {
    const created = await createOrder(app);
    const response = await patchOrder(app, created, { contact: contact({ delivery_country: country, phone }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.contact.phone).toBe(stored);
  });

  it.each([
    ['US', '050 123 45 67'],
    ['AZ', '12345'],
    // Of the right length, but no US area code starts with 0: only the full metadata sees it.
    ['US', '(011) 555-0123'],
    ['TR', 'call me maybe'],
  ])('to %s refuses %j with 422 and the phone message', async (country, phone) => {
    const created = await createOrder(app);
    const response = await patchOrder(app, created, { contact: contact({ delivery_country: country, phone }) });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('validation_error');
    expect(problems(body)).toEqual(['order.contact.phone: common.validation.phone']);
    // Worded in the order's language from the common catalogue, for any client.
    expect(body.details[0].message).toBe(
      'Please enter a valid phone number. For a number from another country, start with + and its country code.',
    );
    expect((await orderCall(app, created, 'GET')).json().order.contact.phone).toBeNull();
  });

  it("reads a national number as one of the visitor's country when no delivery country is given", async () => {
    const created = await createOrder(app);
    const us = await patchOrder(app, created, { contact: contact({ phone: '201-555-0123' }) });
    expect(us.json().order.contact.phone).toBe('+1 201 555 0123');
    const az = await patchOrder(app, created, { contact: contact({ phone: '050 123 45 67' }) });
    expect(az.statusCode).toBe(422);
  });
});

describe('names take letters of any script, spaces, hyphens and apostrophes', () => {
  it.each(['Aylin', 'Məmmədova Leyla', "O'Brien-Smith", 'Ольга Петрова', '李小龍', 'محمد علي', 'Zoë Ünal'])(
    'accepts %j as the child and the parent',
    async (name) => {
      const created = await createOrder(app, { child: child({ name }) });
      expect(created.body.order).toMatchObject({ child: { name } });
      const response = await patchOrder(app, created, { contact: contact({ full_name: name }) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().order.contact.full_name).toBe(name);
    },
  );

  it.each(['Leyla2', 'Dr. Smith', '<b>Ali</b>', "'-'", 'Ali_Veli'])(
    'refuses %j with 422 and the name message',
    async (name) => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { 'accept-language': 'az' },
        payload: { order: { child: child({ name }) } },
      });
      expect(refused.statusCode).toBe(422);
      expect(problems(refused.json())).toEqual(['order.child.name: common.validation.name']);
      expect(refused.json().details[0].message).toBe(
        'Zəhmət olmasa, yalnız hərf, boşluq, defis və apostrofdan istifadə edin',
      );

      const created = await createOrder(app);
      const both = await patchOrder(app, created, {
        child: child({ name }),
        contact: contact({ full_name: name, phone: '123' }),
      });
      expect(both.statusCode).toBe(422);
      expect(problems(both.json())).toEqual([
        'order.child.name: common.validation.name',
        'order.contact.full_name: common.validation.name',
        'order.contact.phone: common.validation.phone',
      ]);
      expect((await orderCall(app, created, 'GET')).json().order.child.name).toBe('Aylin');
    },
  );
});

describe('the pictures of the order result', () => {
  it("answers with the character in the chosen style once drawn, and the ready book's cover", async () => {
    const created = await createOrder(app, { book_slug: READY_BOOK });
    expect(created.body.order).toMatchObject({ character: null, cover: null });
    await markCharactersReady(app, created.id);
    await app.database.db.insert(orderCharacters).values(
      (['3dPixar', 'watercolor'] as const).map((style) => ({
        orderId: created.id,
        generation: 1,
        style,
        storageKey: `orders/${created.id}/characters/1-${style}.png`,
        width: 512,
        height: 640,
        generator: 'test',
      })),
    );
    const { order } = (await orderCall(app, created, 'GET')).json();
    // The fixture's child is drawn in watercolour.
    expect(order.character).toMatchObject({ width: 512, height: 640 });
    expect(order.character.url).toMatch(/^\/api\/v1\/files\/.*1-watercolor\.png/);
    expect(order.book.cover_url).toBeTruthy();
    // A ready book's cover is the catalogue's; only a custom story has a drawn one.
    expect(order.cover).toBeNull();
  });
});
