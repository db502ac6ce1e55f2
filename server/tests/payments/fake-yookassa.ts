/**
 * A local stand-in for YooKassa's API v3 (node:http), for the gateway pointed at it with YOOKASSA_API_URL: the
 * endpoints the shop calls (create, get and cancel a payment; create and get a refund), answered with bodies
 * shaped like YooKassa's API reference, its rules (HTTP Basic auth with the shop id and secret key, an
 * Idempotence-Key on every POST, a key seen before answered as the first time), and the ways the real service
 * fails: a 500, no answer at all, or an answer lost after the work was done.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeFailure =
  /** Answers every request normally. */
  | 'none'
  /** 500 internal_server_error, nothing done. */
  | 'error500'
  /** Never answers. */
  | 'hang'
  /** Does the work of the next POST but never answers it; a retry with the same key gets the answer. */
  | 'lose-first-answer'
  /** Answers the next POST 202 (still processing, ask again after retry_after ms), nothing done yet. */
  | 'processing-once';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface Amount {
  value: string;
  currency: string;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  income_amount?: Amount;
  refunded_amount?: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  created_at: string;
  captured_at?: string;
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url: string; locale?: string };
  test: boolean;
  refundable: boolean;
  metadata: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  created_at: string;
  amount: Amount;
  description?: string;
  cancellation_details?: { party: string; reason: string };
}

export interface FakeYooKassa {
  url: string;
  requests: RecordedRequest[];
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  failure: FakeFailure;
  /** The parent paid on YooKassa's page. */
  pay(paymentId: string): FakePayment;
  /** The payment ended without money (the parent gave up, the card was declined, the time ran out). */
  cancel(paymentId: string, reason?: string): FakePayment;
  close(): Promise<void>;
}

/** Kopecks ↔ YooKassa's "1234.50", kept apart from the gateway's own conversion so each checks the other. */
const kopecks = (value: string) => Math.round(Number(value) * 100);
const rubles = (minor: number) => (minor / 100).toFixed(2);

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** YooKassa's error body (API reference, "Response handling"). */
const apiError = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** YooKassa's ids look like UUIDs whose second group is 000f (a payment) or 0015 (a refund). */
const objectId = (kind: '000f' | '0015') => {
  const hex = randomBytes(14).toString('hex');
  return `${hex.slice(0, 8)}-${kind}-5000-8000-${hex.slice(8, 20)}`;
};

const isAmount = (value: unknown): value is Amount =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Amount).value === 'string' &&
  /^\d+(\.\d{1,2})?$/.test((value as Amount).value) &&
  typeof (value as Amount).currency === 'string';

export async function startFakeYooKassa(credentials: { shopId: string; secretKey: string }): Promise<FakeYooKassa> {
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  /** Idempotence-Key → the answer given (or owed) the first time. */
  const answers = new Map<string, { status: number; body: unknown }>();

  const find = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`no fake payment ${paymentId}`);
    return payment;
  };

  const fake: FakeYooKassa = {
    url: '',
    requests,
    payments,
    refunds,
    failure: 'none',
    pay(paymentId) {
      const payment = find(paymentId);
      Object.assign(payment, {
        status: 'succeeded',
        paid: true,
        captured_at: new Date().toISOString(),
        income_amount: { value: rubles(Math.round(kopecks(payment.amount.value) * 0.965)), currency: 'RUB' },
        refunded_amount: { value: '0.00', currency: payment.amount.currency },
        refundable: true,
      });
      delete payment.confirmation;
      return payment;
    },
    cancel(paymentId, reason = 'expired_on_confirmation') {
      const payment = find(paymentId);
      const party = reason === 'expired_on_confirmation' ? 'yoo_money' : 'payment_network';
      Object.assign(payment, { status: 'canceled', paid: false, cancellation_details: { party, reason } });
      delete payment.confirmation;
      return payment;
    },
    close: async () => {},
  };

  function createPayment(body: Record<string, unknown>): { status: number; body: unknown } {
    const confirmation = body.confirmation as { type?: unknown; return_url?: unknown; locale?: unknown } | undefined;
    if (!isAmount(body.amount)) return { status: 400, body: apiError('invalid_request', 'Invalid amount', 'amount') };
    if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string') {
      return {
        status: 400,
        body: apiError('invalid_request', 'Redirect confirmation needs return_url', 'confirmation'),
      };
    }
    if (typeof body.description === 'string' && body.description.length > 128) {
      return { status: 400, body: apiError('invalid_request', 'Description is too long', 'description') };
    }
    const id = objectId('000f');
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      recipient: { account_id: credentials.shopId, gateway_id: '100500' },
      created_at: new Date().toISOString(),
      confirmation: {
        type: 'redirect',
        confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
        return_url: confirmation.return_url,
        ...(typeof confirmation.locale === 'string' ? { locale: confirmation.locale } : {}),
      },
      test: true,
      refundable: false,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    payments.set(id, payment);
    return { status: 200, body: payment };
  }

  function createRefund(body: Record<string, unknown>): { status: number; body: unknown } {
    const payment = typeof body.payment_id === 'string' ? payments.get(body.payment_id) : undefined;
    if (!payment) return { status: 404, body: apiError('not_found', 'Payment not found', 'payment_id') };
    if (!isAmount(body.amount) || body.amount.currency !== payment.amount.currency) {
      return { status: 400, body: apiError('invalid_request', 'Invalid amount', 'amount') };
    }
    if (payment.status !== 'succeeded') {
      return { status: 400, body: apiError('invalid_request', 'Payment is not succeeded', 'payment_id') };
    }
    const refunded = kopecks(payment.refunded_amount?.value ?? '0');
    const asked = kopecks(body.amount.value);
    if (asked <= 0 || refunded + asked > kopecks(payment.amount.value)) {
      return {
        status: 400,
        body: apiError('invalid_request', 'Refund amount exceeds the amount available for refund', 'amount'),
      };
    }
    const refund: FakeRefund = {
      id: objectId('0015'),
      payment_id: payment.id,
      status: 'succeeded',
      created_at: new Date().toISOString(),
      amount: body.amount,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    };
    refunds.set(refund.id, refund);
    payment.refunded_amount = { value: rubles(refunded + asked), currency: payment.amount.currency };
    payment.refundable = refunded + asked < kopecks(payment.amount.value);
    return { status: 200, body: refund };
  }

  function cancelPayment(paymentId: string): { status: number; body: unknown } {
    const payment = payments.get(paymentId);
    if (!payment) return { status: 404, body: apiError('not_found', 'Payment not found') };
    // The API reference: only a payment waiting for capture can be cancelled.
    if (payment.status !== 'waiting_for_capture') {
      return {
        status: 400,
        body: apiError('invalid_request', `Payment in status ${payment.status} cannot be canceled`),
      };
    }
    fake.cancel(paymentId, 'canceled_by_merchant');
    Object.assign(payment.cancellation_details ?? {}, { party: 'merchant' });
    return { status: 200, body: payment };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const key = request.headers['idempotence-key'];
    let body: Record<string, unknown> | undefined;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    } catch {
      return json(response, 400, apiError('invalid_request', 'Request body is not JSON'));
    }
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: url.pathname,
      idempotenceKey: typeof key === 'string' ? key : undefined,
      authorization: request.headers.authorization,
      body,
    };
    requests.push(recorded);

    if (fake.failure === 'hang') return;
    if (fake.failure === 'error500') {
      return json(response, 500, apiError('internal_server_error', 'Internal server error'));
    }
    if (request.headers.authorization !== expectedAuthorization) {
      return json(response, 401, apiError('invalid_credentials', 'Login or password is incorrect'));
    }

    if (request.method === 'POST') {
      const idempotenceKey = recorded.idempotenceKey;
      if (!idempotenceKey || idempotenceKey.length > 64) {
        return json(
          response,
          400,
          apiError('invalid_request', 'Idempotence key is missing or too long', 'Idempotence-Key'),
        );
      }
      if (fake.failure === 'processing-once') {
        fake.failure = 'none';
        return json(response, 202, { type: 'processing', description: 'Request accepted', retry_after: 30 });
      }
      const earlier = answers.get(`${url.pathname} ${idempotenceKey}`);
      if (earlier) return json(response, earlier.status, earlier.body);
      if (request.headers['content-type'] !== 'application/json' || !body) {
        return json(response, 415, apiError('invalid_request', 'Content-Type must be application/json'));
      }
      const cancel = /^\/v3\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
      let answer: { status: number; body: unknown } | undefined;
      if (url.pathname === '/v3/payments') answer = createPayment(body);
      else if (url.pathname === '/v3/refunds') answer = createRefund(body);
      else if (cancel?.[1]) answer = cancelPayment(decodeURIComponent(cancel[1]));
      if (answer) {
        answers.set(`${url.pathname} ${idempotenceKey}`, answer);
        if (fake.failure === 'lose-first-answer') {
          fake.failure = 'none';
          return;
        }
        return json(response, answer.status, answer.body);
      }
    }

    const payment = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && payment?.[1]) {
      const found = payments.get(decodeURIComponent(payment[1]));
      return found ? json(response, 200, found) : json(response, 404, apiError('not_found', 'Payment not found'));
    }
    const refund = /^\/v3\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && refund?.[1]) {
      const found = refunds.get(decodeURIComponent(refund[1]));
      return found ? json(response, 200, found) : json(response, 404, apiError('not_found', 'Refund not found'));
    }
    return json(response, 404, apiError('not_found', `Unknown request ${request.method} ${url.pathname}`));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v3`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The body YooKassa posts to the shop's notification URL about `object`. */
export function notification(event: string, object: object): string {
  return JSON.stringify({ type: 'notification', event, object });
}
