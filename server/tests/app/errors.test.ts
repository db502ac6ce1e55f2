import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../admin-helpers';
import { createTestOrder } from '../fixtures/photos';
import { buildTestApp, withTestApp } from '../helpers';

const UNREACHABLE_DATABASE = 'postgres://nobody:secret-password@127.0.0.1:1/none';

describe('error shape', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('never answers malformed input with a 500', async () => {
    const urls = [
      '/api/v1/orders/track',
      '/api/v1/orders/track?order_number=A&order_number=B&email=a%40b.co',
      '/api/v1/orders/track?order_number=A&email=a%40b.co&email=c%40d.co',
      `/api/v1/orders/track?order_number=${'9'.repeat(5000)}&email=a%40b.co`,
      '/api/v1/orders/track?order_number=%00&email=%E2%80%AE%40x',
      '/api/v1/orders/track?order_number[a]=1&email=a%40b.co',
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      const body = response.json();
      expect(typeof body.error, url).toBe('string');
      expect(typeof body.message, url).toBe('string');
    }
  });

  it('answers a multipart body the parser cannot read with a translated 400 on every upload route', async () => {
    const order = await createTestOrder(app);
    const admin = await signedInStaff(app, 'admin');
    const routes = [
      {
        name: 'photo',
        method: 'PATCH',
        url: `/api/v1/orders/${order.id}/upload_image`,
        auth: { 'x-order-token': order.token },
      },
      {
        name: 'cover',
        method: 'POST',
        url: '/api/v1/admin/content/books/the-brave-little-explorer/cover',
        auth: { cookie: admin.cookie },
      },
    ] as const;
    const part = (field: string) =>
      `--edge\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
      '\xff\xd8\xff\xe0 not the whole picture';
    const cases = [
      // What a hand-written client sends when it sets the header itself: no boundary at all.
      ['multipart/form-data', (field: string) => `${part(field)}\r\n--edge--\r\n`],
      ['multipart/form-data; boundary=', (field: string) => `${part(field)}\r\n--edge--\r\n`],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, (field: string) => `${part(field)}\r\n--edge--\r\n`],
      // A body cut off before its closing boundary, inside a file part or before the first one.
      ['multipart/form-data; boundary=edge', (field: string) => part(field)],
      ['multipart/form-data; boundary=edge', () => 'no parts at all'],
    ] as const;
    for (const route of routes) {
      for (const [contentType, body] of cases) {
        const label = `${route.name}: ${contentType.slice(0, 40)} ${body(route.name).slice(0, 12)}`;
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { ...route.auth, 'content-type': contentType, 'accept-language': 'ru' },
          payload: body(route.name),
        });
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({
          error: 'invalid_multipart',
          message: 'Не удалось прочитать загруженный файл. Пожалуйста, выберите его ещё раз.',
        });
      }
    }
  });

  it('answers an unsupported method on a known path with the JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/categories' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Not found' });
  });

  it('answers 503 with Retry-After and the generic message only while the database is out of reach', async () => {
    await withTestApp({ databaseUrl: UNREACHABLE_DATABASE }, async (down) => {
      const response = await down.inject({ method: 'GET', url: '/api/v1/categories' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ error: 'unavailable', message: 'An error occurred. Please try again.' });
      expect(response.body).not.toMatch(/ECONNREFUSED|secret-password|127\.0\.0\.1/);

      const russian = await down.inject({
        method: 'GET',
        url: '/api/v1/categories',
        headers: { 'accept-language': 'ru' },
      });
      expect(russian.json()).toEqual({
        error: 'unavailable',
        message: 'Произошла ошибка. Пожалуйста, попробуйте ещё раз.',
      });
      // Orders and the ambassador API too, not only the catalogue.
      const order = await down.inject({
        method: 'GET',
        url: `/api/v1/orders/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      });
      expect(order.statusCode).toBe(503);
    });
  });

  it('words deliberate errors in the request language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/orders/track?order_number=SB-NONE&email=a%40b.co',
      headers: { 'accept-language': 'ru' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Заказ не найден' });
  });
});
