import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { newAccessToken } from '../../src/orders/access';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/orders/price-configs', () => {
  it('returns the seeded USD config with integer minor units', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/orders/price-configs' });
    expect(response.statusCode).toBe(200);
    const { price_configs } = response.json() as { price_configs: Array<Record<string, unknown>> };
    const usd = price_configs.find((config) => config.currency === 'USD');
    expect(usd).toMatchObject({
      base_price: 2999,
      pdf_price: 0,
      softcover_price: 1500,
      hardcover_price: 2500,
      shipping: 799,
      shipping_by_country: { US: 799, AZ: 500, TR: 699, RU: 899 },
    });
    for (const config of price_configs) {
      expect(Number.isInteger(config.id)).toBe(true);
      for (const key of ['base_price', 'pdf_price', 'softcover_price', 'hardcover_price', 'shipping']) {
        expect(Number.isInteger(config[key]), key).toBe(true);
      }
      expect(new Date(String(config.created_at)).toISOString()).toBe(config.created_at);
    }
  });
});

describe('GET /api/v1/orders/track', () => {
  const orderNumber = `SB-${randomUUID().slice(0, 8).toUpperCase()}`;
  const track = (query: string) => app.inject({ method: 'GET', url: `/api/v1/orders/track?${query}` });

  beforeAll(async () => {
    await app.database.db.insert(orders).values({
      orderNumber,
      email: 'Parent@Example.com',
      status: 'paid',
      accessTokenHash: newAccessToken().hash,
      child: { gender: 'girl', name: 'Aylin', age: 5, storyLanguage: 'en', illustrationStyle: 'watercolor' },
    });
  });

  it('finds the order with the right number and e-mail, in any case', async () => {
    const response = await track(`order_number=${orderNumber}&email=parent%40example.COM`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { order_number: string; status: string; created_at: string };
    // The whole TrackOrderJson is checked in track.test.ts.
    expect(body).toMatchObject({ order_number: orderNumber, status: 'paid', created_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
  });

  it('answers an unknown number and a wrong e-mail with the same 404', async () => {
    const unknown = await track('order_number=SB-NOPE&email=parent%40example.com');
    const wrongEmail = await track(`order_number=${orderNumber}&email=someone%40example.com`);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Order not found' });
    expect(wrongEmail.body).toBe(unknown.body);
  });

  it('rejects a bad or missing e-mail with the spec message', async () => {
    for (const query of [`order_number=${orderNumber}&email=not-an-email`, `order_number=${orderNumber}`]) {
      const response = await track(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        message: 'Please enter a valid email address',
        details: expect.any(Array),
      });
    }
  });

  it('words the message in the request language and names its catalogue id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/track?order_number=${orderNumber}&email=nope`,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).not.toBe('Please enter a valid email address');
    expect(body.message).toMatch(/[а-яё]/i);
    expect(body.details[0]).toMatchObject({ path: ['email'], message_id: 'common.validation.email' });
  });

  it('rejects a missing order number', async () => {
    for (const query of ['email=parent%40example.com', 'order_number=&email=parent%40example.com', '']) {
      const response = await track(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error', message: expect.any(String) });
    }
  });
});
