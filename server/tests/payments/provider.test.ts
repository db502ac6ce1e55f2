/**
 * The payment provider is the configured one, and only its pages exist: the sandbox's payment page is
 * mounted by the sandbox's registration (payments/providers.ts), not by the API's route tree, so a shop
 * configured with another provider answers its addresses like any unknown one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentGateway, WebhookVerificationError } from '../../src/payments/gateway';
import type { ProviderFactory } from '../../src/payments/providers';
import { insertSession } from '../../src/payments/sandbox/sessions';
import { buildTestApp } from '../helpers';
import { completeOrder, orderCall } from '../orders-fixtures';

const PUBLIC_URL = 'http://127.0.0.1:9';

/** A provider with its payment page on its own site, as a real one has. */
const elsewhere: ProviderFactory = () => {
  const gateway: PaymentGateway = {
    provider: 'elsewhere',
    createSession: async (input) => ({
      sessionId: `es_${input.orderId}`,
      url: `https://pay.elsewhere.example/c/es_${input.orderId}`,
    }),
    retrieveSession: async () => ({ status: 'open', failureCode: null }),
    refund: async () => {
      throw new Error('not reached in these tests');
    },
    verifyWebhook: async () => {
      throw new WebhookVerificationError('not signed');
    },
  };
  return { gateway };
};

/** An open sandbox session, made the way the sandbox gateway makes one. */
async function openSandboxSession(app: FastifyInstance): Promise<string> {
  const session = await insertSession(app.database.db, {
    amount: 1999,
    currency: 'USD',
    description: 'Storybook Shop SB-1',
    reference: '00000000-0000-4000-8000-000000000000',
    successUrl: `${PUBLIC_URL}/order-success`,
    cancelUrl: `${PUBLIC_URL}/order-error`,
    webhookUrl: `${PUBLIC_URL}/api/v1/payments/webhook`,
  });
  return session.id;
}

describe('PAYMENT_PROVIDER=sandbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL, PAYMENT_PROVIDER: 'sandbox' } });
  });
  afterAll(() => app.close());

  it("sends the parent to the sandbox's payment page, which it serves", async () => {
    const created = await completeOrder(app);
    const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paymentUrl = new URL(confirmed.json().payment_url);
    expect(paymentUrl.pathname).toMatch(/^\/api\/v1\/sandbox-gateway\/pay\/cs_test_/);
    const page = await app.inject({ method: 'GET', url: `${paymentUrl.pathname}${paymentUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('another payment provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL }, paymentProvider: elsewhere });
  });
  afterAll(() => app.close());

  it("sends the parent to that provider's page", async () => {
    const created = await completeOrder(app);
    const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payment_url).toBe(`https://pay.elsewhere.example/c/es_${created.id}`);
  });

  it('has no sandbox payment page nor form, even for an open sandbox session: 404 as any unknown address', async () => {
    const sessionId = await openSandboxSession(app);
    const page = await app.inject({ method: 'GET', url: `/api/v1/sandbox-gateway/pay/${sessionId}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    const form = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox-gateway/pay/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card_number=4242424242424242&expiry=12/40&cvc=123',
    });
    expect(form.statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(page.json()).toEqual(unknown.json());
  });

  it('still takes webhooks, verified by that provider', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_signature');
  });
});
