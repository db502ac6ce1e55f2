/**
 * The one text rule (plugins/text-rule.ts): a NUL or an unpaired surrogate anywhere in a request is a 400 with
 * a translated message, wherever it hides, instead of a 500 from PostgreSQL or from encoding.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const json = (method: 'POST' | 'PATCH', url: string, payload: string, language = 'en') =>
  app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', 'accept-language': language },
    payload,
  });

describe('text that cannot be stored', () => {
  it('in a path parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/pages/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      details: [{ path: ['slug'], message_id: 'common.validation.text', location: 'params' }],
    });
  });

  it('in a query parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/books?category=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: ['category'], location: 'querystring' });
  });

  it('as a NUL in a JSON value, answered in the visitor language', async () => {
    // JSON's own escape for NUL, exactly as a hostile client sends it.
    const payload = '{"order":{"child":{"name":"a\\u0000b"}}}';
    const response = await json('POST', '/api/v1/orders', payload, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message:
        'В тексте есть символы, которые нельзя сохранить (например, нулевой символ); пожалуйста, введите его заново',
      details: [{ path: ['order', 'child', 'name'], location: 'body' }],
    });
  });

  it('as a lone surrogate in a JSON value or key', async () => {
    const inValue = await json('POST', '/api/v1/contact', '{"full_name":"a\\ud800b","email":"x@example.com"}');
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json().details[0].path).toEqual(['full_name']);
    const inKey = await json('POST', '/api/v1/contact', '{"\\udc00":"x"}');
    expect(inKey.statusCode).toBe(400);
  });

  it('lets a surrogate pair (an emoji) and every script through to the route', async () => {
    const response = await json('POST', '/api/v1/subscribe', '{"subscriber":{"email":"not-an-email 🦄 Əli Маша"}}');
    // The route's own validation answers: the text rule had nothing against it.
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message_id).toBe('common.validation.email');
  });
});
