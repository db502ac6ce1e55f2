/**
 * What the crash-recovery suite does to a running shop, over real HTTP as the browser, the gateway, the
 * team and an ambassador would: an order from the wizard's steps to payment, a signed webhook, the back
 * office's approval of an ambassador, bank details and a payout request.
 */
import { ORDER_TOKEN_HEADER } from '@shop/shared/orders';
import { vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { completeSession, type SandboxEvent } from '../../src/payments/sandbox/sessions';
import { SIGNATURE_HEADER, signatureHeader } from '../../src/payments/sandbox/signature';
import { signUpPayload } from '../ambassadors-helpers';
import { astronautPng, multipartBody } from '../fixtures/photos';
import { child, contact, READY_BOOK } from '../orders-fixtures';

export interface Answer<T = unknown> {
  status: number;
  /** The parsed body, read as T: what the route's response schema promises for the expected status. */
  json: T;
  headers: Headers;
}

export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: { payload: Buffer; type: string } } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = new Uint8Array(options.raw.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, json: json as T, headers: response.headers };
}

function expectStatus(answer: Answer<unknown>, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}, expected ${status}: ${JSON.stringify(answer.json)}`);
  }
}

export interface ShopOrder {
  id: string;
  token: string;
  email: string;
}

const orderHeaders = (order: ShopOrder) => ({ [ORDER_TOKEN_HEADER.toLowerCase()]: order.token });

/** The wizard's first step, with the referral cookie of `referralCode` when given. */
export async function createOrder(base: string, email: string, referralCode?: string): Promise<ShopOrder> {
  const answer = await call<{ order: { id: string }; access_token: string }>(base, 'POST', '/orders', {
    body: { order: { child: child(), book_slug: READY_BOOK } },
    headers: referralCode ? { cookie: `shop_ref=${referralCode}` } : {},
  });
  expectStatus(answer, 201, 'POST /orders');
  return { id: answer.json.order.id, token: answer.json.access_token, email };
}

/** The photo step: the fixture portrait, which queues the characters job. */
export async function uploadPhoto(base: string, order: ShopOrder): Promise<void> {
  const { payload, headers } = multipartBody(await astronautPng(), { filename: 'photo.png', contentType: 'image/png' });
  const answer = await call(base, 'PATCH', `/orders/${order.id}/upload_image`, {
    raw: { payload, type: headers['content-type'] ?? '' },
    headers: orderHeaders(order),
  });
  expectStatus(answer, 200, 'PATCH upload_image');
}

export async function charactersStatus(base: string, order: ShopOrder): Promise<string> {
  const answer = await call<{ status: string }>(base, 'GET', `/orders/${order.id}/characters`, {
    headers: orderHeaders(order),
  });
  expectStatus(answer, 200, 'GET characters');
  return answer.json.status;
}

export async function orderStatus(base: string, order: ShopOrder): Promise<string> {
  const answer = await call<{ order: { status: string } }>(base, 'GET', `/orders/${order.id}`, {
    headers: orderHeaders(order),
  });
  expectStatus(answer, 200, 'GET order');
  return answer.json.order.status;
}

/** Waits (vi.waitFor, every 500 ms) until `check` holds; fails naming `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 500 },
  );
}

/** The remaining steps for the PDF version (characters ready by now), then confirm_and_pay: the gateway session. */
export async function checkout(base: string, order: ShopOrder): Promise<string> {
  const patched = await call(base, 'PATCH', `/orders/${order.id}`, {
    body: { order: { version: 'pdf', contact: contact({ email: order.email }) } },
    headers: orderHeaders(order),
  });
  expectStatus(patched, 200, 'PATCH order');
  const confirmed = await call<{ payment_url: string }>(base, 'PATCH', `/orders/${order.id}/confirm_and_pay`, {
    headers: orderHeaders(order),
  });
  expectStatus(confirmed, 200, 'PATCH confirm_and_pay');
  return new URL(confirmed.json.payment_url).pathname.split('/').pop() ?? '';
}

/** The gateway's side of a card payment: the session ends as paid and its event is made (not yet sent). */
export async function gatewayPays(db: Db, sessionId: string): Promise<SandboxEvent> {
  const done = await completeSession(db, sessionId, { status: 'succeeded', failureCode: null, cardLast4: '4242' });
  if (!done) throw new Error(`sandbox session ${sessionId} was not open`);
  return done.event;
}

/** The gateway sends `event`, signed now. Rejects when the connection dies before an answer (the server was killed). */
export function sendWebhook(base: string, secret: string, event: SandboxEvent) {
  const body = Buffer.from(JSON.stringify(event));
  return call<{ received: boolean; duplicate: boolean }>(base, 'POST', '/payments/webhook', {
    raw: { payload: body, type: 'application/json' },
    headers: { [SIGNATURE_HEADER]: signatureHeader(secret, body) },
  });
}

export interface Staff {
  email: string;
  password: string;
}

/** Signs the team's first admin (STAFF_ADMIN_EMAIL) in; the Cookie header of the session. */
export async function staffSession(base: string, staff: Staff): Promise<string> {
  const answer = await call(base, 'POST', '/admin/auth/sign_in', { body: staff });
  expectStatus(answer, 200, 'staff sign-in');
  const match = /^(staff_session=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no staff session cookie');
  return match[1];
}

export interface Ambassador {
  id: string;
  referralCode: string;
  token: string;
  bankDetailId: string;
}

/** Signs up, is approved in the back office, signs in and adds a bank account. */
export async function approvedAmbassador(base: string, staff: Staff): Promise<Ambassador> {
  // A phone of her own: the buyer's is the fixtures' too, and the fraud checks hold a referral with the same phone.
  const fields = { ...signUpPayload(), phone: '+994 55 765 43 21' };
  const signedUp = await call<{ brand_ambassador: { id: string; referral_code: string } }>(
    base,
    'POST',
    '/referrals/auth/sign_up',
    { body: { brand_ambassador: fields } },
  );
  expectStatus(signedUp, 201, 'ambassador sign-up');
  const { id, referral_code: referralCode } = signedUp.json.brand_ambassador;
  const cookie = await staffSession(base, staff);
  expectStatus(await call(base, 'POST', `/admin/ambassadors/${id}/approve`, { headers: { cookie } }), 200, 'approve');
  const signedIn = await call(base, 'POST', '/referrals/auth/sign_in', {
    body: { brand_ambassador: { email: fields.email, password: fields.password } },
  });
  expectStatus(signedIn, 200, 'ambassador sign-in');
  const token = (signedIn.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  const detail = await call<{ bank_detail: { id: string } }>(base, 'POST', '/referrals/bank_details', {
    body: {
      bank_detail: {
        payment_method: 'bank_transfer',
        iban: 'DE89 3704 0044 0532 0130 00',
        swift_bic: 'COBADEFFXXX',
        account_holder_name: String(fields.name),
      },
      current_password: fields.password,
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expectStatus(detail, 201, 'bank detail');
  return { id, referralCode, token, bankDetailId: detail.json.bank_detail.id };
}

/** The ambassador's "pay me out" button. */
export function requestPayout(base: string, ambassador: Ambassador) {
  return call<{ reward_payout: { id: string; amount: number } } & { error?: string }>(
    base,
    'POST',
    '/referrals/reward_payouts',
    {
      body: { reward_payout: { brand_ambassador_bank_detail_id: ambassador.bankDetailId } },
      headers: { authorization: `Bearer ${ambassador.token}` },
    },
  );
}
