import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../src/db/schema';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/subscribe',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('POST /api/v1/subscribe', () => {
  it('answers 201 for a new address and 200 when it subscribes again in any case', async () => {
    const email = `Reader-${randomUUID()}@Example.com`;
    const first = await subscribe({ subscriber: { email: ` ${email} ` } }, { 'accept-language': 'az' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true });

    const again = await subscribe({ subscriber: { email: email.toUpperCase() } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });

    const rows = await app.database.db.select().from(subscribers).where(eq(subscribers.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.locale).toBe('az');
  });

  it('rejects an invalid address with the spec message, translated', async () => {
    for (const payload of [
      { subscriber: { email: 'not-an-email' } },
      { subscriber: {} },
      {},
      { subscriber: 'a@b.co' },
    ]) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        message: 'Please enter a valid email address',
      });
    }
    const russian = await subscribe({ subscriber: { email: 'nope' } }, { 'accept-language': 'ru' });
    expect(russian.json().message).toBe('Пожалуйста, введите корректный адрес электронной почты');
    expect(russian.json().details[0]).toMatchObject({
      path: ['subscriber', 'email'],
      message_id: 'common.validation.email',
    });
  });
});

describe('bad request bodies', () => {
  const post = (payload: string | Buffer, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/subscribe', payload, headers });

  it('answers malformed JSON with 400 invalid_json, translated', async () => {
    for (const payload of ['{"subscriber":', '{subscriber: 1}', '', '{"__proto__": {"x": 1}}']) {
      const response = await post(payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({
        error: 'invalid_json',
        message: 'The request body is not valid JSON',
      });
    }
    const russian = await post('{', { 'content-type': 'application/json', 'accept-language': 'ru' });
    expect(russian.json()).toEqual({ error: 'invalid_json', message: 'Тело запроса не является корректным JSON' });
  });

  it('answers wrong types with 400 in the error shape', async () => {
    for (const payload of ['[]', '"a@b.co"', '42', 'null', '{"subscriber":{"email":42}}', '{"subscriber":[]}']) {
      const response = await post(payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ error: 'validation_error', message: expect.any(String) });
    }
  });

  it('answers a body over 1 MB with 413, translated', async () => {
    const huge = JSON.stringify({ subscriber: { email: `${'a'.repeat(1024 * 1024)}@example.com` } });
    const response = await post(huge, { 'content-type': 'application/json', 'accept-language': 'tr' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: 'İstek çok büyük' });
  });

  it('answers another content type with 415', async () => {
    const response = await post('email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'unsupported_media_type', message: 'Unsupported content type' });
  });

  it('answers an unknown route in the request language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(404);
    // German is catalogued but not offered: the API answers in English.
    expect(response.json()).toEqual({ error: 'not_found', message: 'Not found' });
    const russian = await app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { 'accept-language': 'ru' } });
    expect(russian.json()).toEqual({ error: 'not_found', message: 'Не найдено' });
  });
});
