/**
 * A local stand-in for Stripe's API (node:http), for the SDK pointed at it with STRIPE_API_URL: the
 * endpoints the shop calls (create, retrieve and expire a Checkout Session; create a Refund), answered with bodies shaped like
 * Stripe's API reference, Stripe's idempotency (a key seen before gets the first answer again), and the
 * ways the real service fails: a 5xx, no answer at all, or an answer lost after the work was done.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeFailure =
  /** Answers every request normally. */
  | 'none'
  /** 500 with Stripe's api_error body, nothing done. */
  | 'error500'
  /** Never answers. */
  | 'hang'
  /** Does the work of the next POST but never answers it; a retry with the same key gets the answer. */
  | 'lose-first-answer'
  /** Makes the refund but answers neither it nor any retry, until the failure is reset (a long outage). */
  | 'work-then-hang';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, keys as sent (`line_items[0][price_data][currency]`). */
  form: Record<string, string>;
}

export type FakeSession = Stripe.Checkout.Session;

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  failure: FakeFailure;
  refunds: Stripe.Refund[];
  /** Ends a session as Stripe would after the parent paid, or let it lapse. */
  complete(sessionId: string): FakeSession;
  expire(sessionId: string): FakeSession;
  /** Gives money back as Stripe's dashboard would, without the shop asking. */
  refundInDashboard(paymentIntent: string, amount: number): Stripe.Refund;
  /** The charge of a paid session's PaymentIntent as `charge.refunded` carries it. */
  charge(paymentIntent: string): Stripe.Charge;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  response.end(JSON.stringify(body));
}

const apiError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra },
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function newSession(form: Record<string, string>): FakeSession {
  const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
  const amount = Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1);
  const created = Math.floor(Date.now() / 1000);
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  // The fields the API reference documents for a new payment-mode session that the shop may read.
  return {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: form.cancel_url ?? null,
    client_reference_id: form.client_reference_id ?? null,
    created,
    currency: form['line_items[0][price_data][currency]'] ?? null,
    customer: null,
    expires_at: created + 24 * 3600,
    livemode: false,
    locale: (form.locale ?? null) as FakeSession['locale'],
    metadata,
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: form.success_url ?? null,
    url: `https://checkout.stripe.com/c/pay/${sessionId}`,
  } as unknown as FakeSession;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const refunds: Stripe.Refund[] = [];
  const paidBy = (paymentIntent: string) =>
    [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
  const refundedOn = (paymentIntent: string) =>
    refunds.filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
  function makeRefund(paymentIntent: string, amount: number, metadata: Record<string, string>): Stripe.Refund {
    const session = paidBy(paymentIntent);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session?.currency ?? 'usd',
      created: Math.floor(Date.now() / 1000),
      metadata,
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent.slice(3)}`,
      reason: 'requested_by_customer',
      status: 'succeeded',
    } as unknown as Stripe.Refund;
    refunds.push(refund);
    return refund;
  }
  /** Idempotency key → the answer given (or owed) the first time. */
  const answers = new Map<string, { status: number; body: unknown }>();

  const fake: FakeStripe = {
    url: '',
    requests,
    sessions,
    refunds,
    failure: 'none',
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
      return session;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      Object.assign(session, { status: 'expired', url: null });
      return session;
    },
    refundInDashboard(paymentIntent, amount) {
      return makeRefund(paymentIntent, amount, {});
    },
    charge(paymentIntent) {
      const session = paidBy(paymentIntent);
      const refunded = refundedOn(paymentIntent);
      return {
        id: `ch_${paymentIntent.slice(3)}`,
        object: 'charge',
        amount: session?.amount_total ?? 0,
        amount_refunded: refunded,
        currency: session?.currency ?? 'usd',
        metadata: {},
        payment_intent: paymentIntent,
        refunded: refunded >= (session?.amount_total ?? 0),
      } as unknown as Stripe.Charge;
    },
    close: async () => {},
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const key = request.headers['idempotency-key'];
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: url.pathname,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      authorization: request.headers.authorization,
      form: Object.fromEntries(new URLSearchParams(raw)),
    };
    requests.push(recorded);

    if (fake.failure === 'hang') return;
    if (fake.failure === 'error500') {
      return json(response, 500, apiError('api_error', 'An unknown error occurred'));
    }
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return json(response, 401, apiError('invalid_request_error', 'Invalid API Key provided'));
    }

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const earlier = recorded.idempotencyKey ? answers.get(recorded.idempotencyKey) : undefined;
      if (earlier) return json(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      const session = newSession(recorded.form);
      sessions.set(session.id, session);
      if (recorded.idempotencyKey) answers.set(recorded.idempotencyKey, { status: 200, body: session });
      if (fake.failure === 'lose-first-answer') {
        fake.failure = 'none';
        return;
      }
      return json(response, 200, session);
    }

    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const earlier = recorded.idempotencyKey ? answers.get(recorded.idempotencyKey) : undefined;
      if (earlier && fake.failure === 'work-then-hang') return;
      if (earlier) return json(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      const paymentIntent = recorded.form.payment_intent ?? '';
      const session = paidBy(paymentIntent);
      if (!session) {
        return json(
          response,
          404,
          apiError('invalid_request_error', `No such payment_intent: '${paymentIntent}'`, { code: 'resource_missing' }),
        );
      }
      const left = (session.amount_total ?? 0) - refundedOn(paymentIntent);
      const amount = Number(recorded.form.amount ?? left);
      if (left <= 0) {
        return json(
          response,
          400,
          apiError('invalid_request_error', `Charge for ${paymentIntent} has already been refunded.`, {
            code: 'charge_already_refunded',
          }),
        );
      }
      if (amount > left) {
        return json(
          response,
          400,
          apiError('invalid_request_error', 'Refund amount is greater than unrefunded amount on charge', {
            code: 'amount_too_large',
            param: 'amount',
          }),
        );
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(recorded.form)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const refund = makeRefund(paymentIntent, amount, metadata);
      if (recorded.idempotencyKey) answers.set(recorded.idempotencyKey, { status: 200, body: refund });
      if (fake.failure === 'work-then-hang') return;
      if (fake.failure === 'lose-first-answer') {
        fake.failure = 'none';
        return;
      }
      return json(response, 200, refund);
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expire?.[1]) {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session || session.status !== 'open') {
        return json(
          response,
          400,
          apiError('invalid_request_error', 'Only Checkout Sessions with a status of open can be expired.', {
            code: 'checkout_session_not_open',
          }),
        );
      }
      Object.assign(session, { status: 'expired', url: null });
      return json(response, 200, session);
    }

    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (!session) {
        return json(
          response,
          404,
          apiError('invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, {
            code: 'resource_missing',
            param: 'session',
          }),
        );
      }
      return json(response, 200, session);
    }
    return json(
      response,
      404,
      apiError('invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** An event about `object` as Stripe's API reference shapes it. */
export function stripeEvent(type: string, object: unknown): Stripe.Event {
  return {
    id: id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

/** The body and Stripe-Signature header Stripe would send, signed with its real scheme. */
export function signedEvent(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, header };
}
