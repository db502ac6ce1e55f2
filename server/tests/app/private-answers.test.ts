/**
 * Answers about one person carry Cache-Control: private, no-store (plugins/private-answers.ts), whatever their status:
 * orders (and their characters, preview, tracking), private files, every ambassador answer, the back office.
 * Public answers are left to their own policy.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, signedInStaff } from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp, send, signUp, signUpPayload } from '../ambassadors-helpers';
import { child, createOrder, markCharactersReady, orderCall } from '../orders-fixtures';

let app: FastifyInstance;
const fileKey = `orders/private-answers-${Date.now()}/photo-1.jpg`;

beforeAll(async () => {
  app = await buildAmbassadorApp();
  await app.storage.put(fileKey, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
});
afterAll(async () => {
  await app.storage.delete(fileKey);
  await app.close();
});

function expectNoStore(response: LightMyRequestResponse, what: string, status: number) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['cache-control'], what).toBe('private, no-store');
}

describe('private answers are never stored by a cache', () => {
  it('an order, its characters, its preview and a tracking lookup', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/orders', payload: { order: { child: child() } } });
    expectNoStore(created, 'POST /orders (answers the access token)', 201);

    const order = await createOrder(app);
    await markCharactersReady(app, order.id);
    expectNoStore(await orderCall(app, order, 'GET'), 'GET /orders/:id', 200);
    expectNoStore(await orderCall(app, order, 'GET', 'characters'), 'GET /orders/:id/characters', 200);
    // No story chosen yet: refused, and the refusal is private too.
    expectNoStore(await orderCall(app, order, 'GET', 'preview'), 'GET /orders/:id/preview', 409);
    expectNoStore(
      await app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}` }),
      'GET /orders/:id without its token',
      404,
    );
    expectNoStore(
      await app.inject({ method: 'GET', url: '/api/v1/orders/track?order_number=SB-000000&email=a%40example.com' }),
      'GET /orders/track',
      404,
    );
  });

  it('a private file behind its signed link', async () => {
    expectNoStore(await app.inject({ method: 'GET', url: app.storage.signedUrl(fileKey) }), 'GET /files', 200);
  });

  it('every ambassador answer, signed in or not', async () => {
    const ambassador = await activeAmbassador(app, { country: 'AZ' });
    expectNoStore(await send(app, 'GET', '/me', undefined, { token: ambassador.token }), 'GET /referrals/me', 200);
    expectNoStore(
      await send(app, 'GET', '/reward_payouts', undefined, { token: ambassador.token }),
      'GET /referrals/reward_payouts',
      200,
    );
    expectNoStore(await send(app, 'GET', '/me'), 'GET /referrals/me without a token', 401);
    expectNoStore(await signUp(app, signUpPayload({ country: 'AZ' })), 'POST /referrals/auth/sign_up', 201);
    expectNoStore(
      await send(app, 'POST', '/visits', { referral_code: ambassador.referralCode }),
      'POST /referrals/visits',
      201,
    );
  });

  it('the back office', async () => {
    const staff = await signedInStaff(app, 'support');
    expectNoStore(await asStaff(app, staff, 'GET', '/summary'), 'GET /admin/summary', 200);
    expectNoStore(await asStaff(app, null, 'GET', '/summary'), 'GET /admin/summary signed out', 401);
  });

  it('leaves public answers alone', async () => {
    for (const url of ['/api/v1/books', '/api/v1/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'] ?? '', url).not.toContain('no-store');
    }
  });
});
