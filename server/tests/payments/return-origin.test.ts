/**
 * The gateway sends the parent back to the host name they paid from, when it is one of the shop's: the
 * order's token is in that origin's storage, and the success page finds nothing under another name. Any
 * other origin gets PUBLIC_URL, so a forged Origin header cannot turn the gateway into an open redirect.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSessions } from '../../src/db/schema';
import { returnOrigin, shopOrigins } from '../../src/payments/return-origin';
import { buildTestApp } from '../helpers';
import { type CreatedOrder, completeOrder, tokenHeader } from '../orders-fixtures';

describe('shopOrigins', () => {
  it('is PUBLIC_URL, its www twin and, outside production, the loopback names on its port', () => {
    expect([...shopOrigins({ publicUrl: 'http://localhost:3000', production: false })].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect([...shopOrigins({ publicUrl: 'https://shop.example', production: true })].sort()).toEqual([
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect([...shopOrigins({ publicUrl: 'https://www.shop.example:8443', production: true })].sort()).toEqual([
      'https://shop.example:8443',
      'https://www.shop.example:8443',
    ]);
  });
});

describe('returnOrigin', () => {
  const development = { publicUrl: 'http://localhost:3000', production: false };
  const production = { publicUrl: 'https://www.shop.example', production: true };

  it("is the parent's origin when it is one of the shop's", () => {
    expect(returnOrigin(development, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(returnOrigin(development, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(returnOrigin(production, 'https://shop.example')).toBe('https://shop.example');
    expect(returnOrigin(production, 'https://www.shop.example')).toBe('https://www.shop.example');
  });

  it("is PUBLIC_URL's for anything else: none, another site, port or scheme, loopback in production, junk", () => {
    for (const requested of [
      undefined,
      '',
      'null',
      'https://evil.example',
      'https://shop.example.evil.example',
      'https://evilshop.example',
      'http://shop.example',
      'https://shop.example:444',
      'http://localhost',
      'not a url',
    ]) {
      expect(returnOrigin(production, requested), String(requested)).toBe('https://www.shop.example');
    }
    expect(returnOrigin(production, 'http://127.0.0.1:3000')).toBe('https://www.shop.example');
    expect(returnOrigin(development, 'http://127.0.0.1:4000')).toBe('http://localhost:3000');
    expect(returnOrigin(development, 'http://192.168.1.5:3000')).toBe('http://localhost:3000');
  });
});

describe('the return addresses given to the gateway', () => {
  // Nothing listens there: the sandbox's own webhook deliveries fail, which these tests do not need.
  const PUBLIC_URL = 'http://localhost:9';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => app.close());

  async function startPayment(created: CreatedOrder, action: 'confirm_and_pay' | 'pay_again', origin?: string) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${created.id}/${action}`,
      headers: { ...tokenHeader(created.token), ...(origin ? { origin } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sessionId = new URL(response.json().payment_url).pathname.split('/').pop() ?? '';
    const [session] = await app.database.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    return { successUrl: session?.successUrl, cancelUrl: session?.cancelUrl };
  }

  it('come back to 127.0.0.1 for a parent who opened the shop there while PUBLIC_URL says localhost', async () => {
    const created = await completeOrder(app, {}, { headers: { 'accept-language': 'tr' } });
    expect(await startPayment(created, 'confirm_and_pay', 'http://127.0.0.1:9')).toEqual({
      successUrl: `http://127.0.0.1:9/tr/order-success?order=${created.id}`,
      cancelUrl: `http://127.0.0.1:9/tr/order-error?order=${created.id}`,
    });
    // Trying again from the error page, under the same name.
    expect((await startPayment(created, 'pay_again', 'http://127.0.0.1:9')).successUrl).toBe(
      `http://127.0.0.1:9/tr/order-success?order=${created.id}`,
    );
  });

  it('come back to PUBLIC_URL without an Origin, or with one that is not the shop', async () => {
    const created = await completeOrder(app);
    expect((await startPayment(created, 'confirm_and_pay')).successUrl).toBe(
      `${PUBLIC_URL}/order-success?order=${created.id}`,
    );
    expect(await startPayment(created, 'pay_again', 'https://evil.example')).toEqual({
      successUrl: `${PUBLIC_URL}/order-success?order=${created.id}`,
      cancelUrl: `${PUBLIC_URL}/order-error?order=${created.id}`,
    });
  });
});
