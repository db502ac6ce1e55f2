/** Shared steps of the ambassador API tests: accounts through the real API, paid orders straight into the table. */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { activateAmbassador } from '../src/ambassadors/activation';
import { recordRewardsForPaidOrder } from '../src/ambassadors/ledger';
import { findByEmail } from '../src/ambassadors/repository';
import { ledgerEntries, type OrderPrice, orders, payments } from '../src/db/schema';
import { newAccessToken } from '../src/orders/access';
import { completeSession, insertSession } from '../src/payments/sandbox/sessions';
import { buildTestApp, type TestAppOptions } from './helpers';

export const PASSWORD = 'correct horse battery';
/** Known to the tests that forge tokens with it. */
export const TOKEN_SECRET = 'test-secret-of-at-least-thirty-two-characters!';

/** An app whose keys and outbox live in a fresh directory, never in the repository's data/. */
export async function buildAmbassadorApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-ambassadors-'));
  return buildTestApp({
    ...options,
    // The suites' orders earn a few dollars; the payout minimum has its own test (payout-operations.test.ts).
    env: { DATA_DIR: dataDir, AMBASSADOR_TOKEN_SECRET: TOKEN_SECRET, PAYOUT_MINIMUM_CENTS: '1', ...options.env },
  });
}

export const uniqueEmail = (name = 'amb') => `${name}-${randomUUID()}@example.com`;

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Leyla Həsənova',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country: 'AZ',
    phone: '+994 50 123 45 67',
    about: 'I write about books for children.',
    instagram: 'https://instagram.com/leyla.reads',
    ...overrides,
  };
}

interface RequestOptions {
  language?: string;
  cookie?: string;
  ip?: string;
  token?: string;
}

function headers(options: RequestOptions): Record<string, string> {
  return {
    ...(options.language ? { 'accept-language': options.language } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
}

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/referrals${url}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: headers(options),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export const signUp = (app: FastifyInstance, fields: Record<string, unknown>, options: RequestOptions = {}) =>
  send(app, 'POST', '/auth/sign_up', { brand_ambassador: fields }, options);

export const signIn = (app: FastifyInstance, email: string, password = PASSWORD, options: RequestOptions = {}) =>
  send(app, 'POST', '/auth/sign_in', { brand_ambassador: { email, password } }, options);

export function tokenOf(response: LightMyRequestResponse): string {
  const match = /^Bearer (\S+)$/.exec(String(response.headers.authorization ?? ''));
  if (!match?.[1]) throw new Error(`no token in ${response.statusCode} ${response.body}`);
  return match[1];
}

export interface TestAmbassador {
  id: string;
  email: string;
  name: string;
  referralCode: string;
  token: string;
}

/** Signs up through the API, is activated like the team does it, and signs in. */
export async function activeAmbassador(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<TestAmbassador> {
  const fields = signUpPayload(overrides);
  const created = await signUp(app, fields, options);
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const row = await findByEmail(app.database.db, String(fields.email));
  if (!row) throw new Error('no ambassador row');
  await activateAmbassador({ db: app.database.db, mailer: app.mailer, config: app.config }, row.id);
  const token = tokenOf(await signIn(app, row.email));
  return { id: row.id, email: row.email, name: row.name, referralCode: row.referralCode, token };
}

export interface PaidOrderInput {
  referralCode: string | null;
  email?: string;
  total?: number;
  currency?: string;
  fullName?: string;
  paidAt?: Date;
}

/** A paid order as the checkout leaves it (price fixed, paid_at set). */
export async function insertPaidOrder(app: FastifyInstance, input: PaidOrderInput) {
  const currency = input.currency ?? 'USD';
  const total = input.total ?? 4999;
  const price: OrderPrice = {
    currency,
    basePrice: total,
    versionPrice: 0,
    shipping: 0,
    subtotal: total,
    discount: 0,
    total,
    totalAzn: 0,
  };
  const [order] = await app.database.db
    .insert(orders)
    .values({
      accessTokenHash: newAccessToken().hash,
      status: 'paid',
      child: { gender: 'boy', name: 'Murad', age: 6, storyLanguage: 'az', illustrationStyle: 'anime' },
      version: 'pdf',
      email: input.email ?? uniqueEmail('parent'),
      fullName: input.fullName ?? 'Aysel Məmmədova',
      currency,
      price,
      referralCode: input.referralCode,
      paidAt: input.paidAt ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('no order row');
  // Paid through the sandbox, as the shop records it: a paid session at the provider and its payment row,
  // so a refund can go back through the provider.
  const session = await insertSession(app.database.db, {
    amount: total,
    currency,
    description: order.orderNumber,
    reference: order.id,
    successUrl: 'http://127.0.0.1:9/order-success',
    cancelUrl: 'http://127.0.0.1:9/order-error',
    webhookUrl: 'http://127.0.0.1:9/api/v1/payments/webhook',
  });
  await completeSession(app.database.db, session.id, { status: 'succeeded', failureCode: null, cardLast4: '4242' });
  await app.database.db.insert(payments).values({
    orderId: order.id,
    provider: 'sandbox',
    sessionId: session.id,
    status: 'succeeded',
    amount: total,
    currency,
  });
  return order;
}

/** A German IBAN by bank transfer, the payout desk's usual bank detail. */
export const GERMAN_BANK_DETAIL: Record<string, string> = {
  payment_method: 'bank_transfer',
  account_holder_name: 'Leyla Həsənova',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift_bic: 'COBADEFFXXX',
};

/** An ambassador called `name` with `total` cents of paid sales through them, payable now, and a payout of it requested. */
export async function requestedPayout(
  app: FastifyInstance,
  name: string,
  total: number,
  bankDetail: Record<string, string> = GERMAN_BANK_DETAIL,
): Promise<{ ambassador: TestAmbassador; payoutId: string }> {
  const ambassador = await activeAmbassador(app, { name });
  const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total });
  await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
  await app.database.db
    .update(ledgerEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(ledgerEntries.ambassadorId, ambassador.id));
  const detail = await send(
    app,
    'POST',
    '/bank_details',
    { bank_detail: bankDetail, current_password: PASSWORD },
    { token: ambassador.token },
  );
  if (detail.statusCode !== 201) throw new Error(detail.body);
  const payout = await send(
    app,
    'POST',
    '/reward_payouts',
    { reward_payout: { brand_ambassador_bank_detail_id: detail.json().bank_detail.id } },
    { token: ambassador.token },
  );
  if (payout.statusCode !== 201) throw new Error(payout.body);
  return { ambassador, payoutId: payout.json().reward_payout.id };
}
