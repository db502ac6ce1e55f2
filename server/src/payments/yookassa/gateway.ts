/**
 * YooKassa (API v3) behind the PaymentGateway interface, for region russia: a payment per attempt with a
 * redirect confirmation (YooKassa's hosted page, in roubles), the payment's status when the browser comes
 * back, refunds, and notifications.
 *
 * YooKassa does not sign its notifications. One is believed only when it comes from an address YooKassa
 * publishes, and even then its body is only a hint: the payment (or refund) it names is fetched back from the
 * API with the shop's key and only that answer is used. A forged `payment.succeeded` for a payment nobody
 * paid finds it pending and changes nothing.
 *
 * Results reach the order only through payments/apply.ts, like the other providers'.
 */
import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { YooKassaSettings } from '../../config/env';
import type { Locale } from '../../db/schema';
import {
  type CheckoutSession,
  type CreateSessionInput,
  type GatewayEvent,
  type PaymentGateway,
  RefundDeclinedError,
  type RefundInput,
  type RefundResult,
  SessionNotFoundError,
  type SessionResult,
  type VerifiedEvent,
  type WebhookRequest,
  WebhookVerificationError,
} from '../gateway';

export const YOOKASSA_PROVIDER = 'yookassa';
export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/**
 * The addresses YooKassa sends notifications from, as its documentation lists them
 * (yookassa.ru/developers/using-api/webhooks#ip). YOOKASSA_TRUSTED_IPS replaces them (tests, or a list
 * YooKassa has changed before this one is updated).
 */
export const YOOKASSA_NOTIFICATION_IPS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const;

/**
 * The payment page's languages for the shop's. YooKassa has Russian and English only. Azerbaijani readers
 * in a Russian shop read Russian (the language of their schooling and daily life there); Turkish readers
 * are better served by English.
 */
export const PAYMENT_PAGE_LOCALES: Record<Locale, 'ru_RU' | 'en_US'> = {
  en: 'en_US',
  ru: 'ru_RU',
  tr: 'en_US',
  az: 'ru_RU',
};

/** YooKassa keeps at most 128 characters of a payment's description and 250 of a refund's. */
const PAYMENT_DESCRIPTION_MAX = 128;
const REFUND_DESCRIPTION_MAX = 250;

/** YooKassa's ids are short strings of letters, digits and hyphens; anything else in a notification is not its. */
const OBJECT_ID = /^[A-Za-z0-9-]{1,64}$/;

export interface YooKassaGatewayOptions {
  settings: YooKassaSettings;
  log: FastifyBaseLogger;
  /** One request's limit; the parent waits on it when pressing Pay. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network, with a 5xx or 429, or was still processing (202). */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRIES = 2;
/** The longest pause before a retry, whatever YooKassa's retry_after asks: the parent is waiting. */
const MAX_RETRY_PAUSE_MS = 2_000;

export interface YooKassaAmount {
  value: string;
  currency: string;
}

/** The fields of YooKassa's payment object the shop reads (API reference, "Payment object"). */
export interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: YooKassaAmount;
  refunded_amount?: YooKassaAmount;
  description?: string;
  metadata?: Record<string, string>;
  confirmation?: { type: string; confirmation_url?: string; return_url?: string };
  cancellation_details?: { party: string; reason: string };
  test?: boolean;
}

/** The fields of YooKassa's refund object the shop reads (API reference, "Refund object"). */
export interface YooKassaRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: YooKassaAmount;
  description?: string;
  cancellation_details?: { party: string; reason: string };
}

/** An answer from YooKassa other than 200, or none; the body's `code` and `description` when it sent them. */
export class YooKassaApiError extends Error {
  override name = 'YooKassaApiError';
  constructor(
    /** The HTTP status; 0 when nothing came back (network, time-out). */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** Worth asking again with the same key: the answer is unknown, not a refusal. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 202 || this.status === 429 || this.status >= 500;
  }
}

/**
 * Integer minor units as YooKassa's decimal string ("1234.00"), exactly: no floating point on the way.
 * RUB has two decimals (kopecks), as every currency YooKassa takes.
 */
export function toYooKassaValue(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** YooKassa's decimal string back to integer minor units ("1234.5" → 123450). */
export function fromYooKassaValue(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match?.[1]) throw new RangeError(`not a YooKassa amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The request's address as one the block list knows: an IPv4 client seen on an IPv6 socket is IPv4. */
function normalizeAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return undefined;
  return { address, family: family === 4 ? 'ipv4' : 'ipv6' };
}

export function notificationSenders(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** How a payment stands, as the shop counts it: paid, over without money, or not over yet. */
function sessionResult(payment: YooKassaPayment): SessionResult {
  switch (payment.status) {
    case 'succeeded':
      return { status: 'succeeded', failureCode: null, paymentId: payment.id };
    case 'canceled':
      // YooKassa's reasons: expired_on_confirmation, insufficient_funds, card_expired, permission_revoked, …
      return { status: 'failed', failureCode: payment.cancellation_details?.reason ?? 'canceled' };
    default:
      // pending (the parent has not paid yet) or waiting_for_capture (not asked for: capture is true).
      return { status: 'open', failureCode: null };
  }
}

function refundResult(refund: YooKassaRefund): RefundResult {
  // pending: YooKassa took it and the money is on its way back (some methods settle later), as Stripe's.
  const failed = refund.status === 'canceled';
  return {
    providerRefundId: refund.id,
    status: failed ? 'failed' : 'succeeded',
    failureCode: failed ? (refund.cancellation_details?.reason ?? 'canceled') : null,
    paymentId: refund.payment_id,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Notification {
  event: string;
  objectId: string;
}

/** The notification's claims (`{ type: 'notification', event, object: { id } }`), to be checked with the API. */
function parseNotification(rawBody: Buffer): Notification {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('notification is not JSON');
  }
  const { type, event, object } = (body ?? {}) as { type?: unknown; event?: unknown; object?: { id?: unknown } };
  if (type !== 'notification' || typeof event !== 'string' || typeof object?.id !== 'string') {
    throw new WebhookVerificationError('not a YooKassa notification');
  }
  if (!OBJECT_ID.test(object.id)) throw new WebhookVerificationError('notification names a malformed object id');
  return { event, objectId: object.id };
}

export function createYooKassaGateway(options: YooKassaGatewayOptions): PaymentGateway {
  const { settings } = options;
  const base = (settings.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const senders = notificationSenders(settings.trustedIps ?? YOOKASSA_NOTIFICATION_IPS);
  const log = options.log.child({ component: 'yookassa-gateway' });

  async function once<T>(method: 'GET' | 'POST', path: string, body: unknown, key: string | undefined): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotence-key': key } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new YooKassaApiError(0, 'network', `YooKassa did not answer ${method} ${path}: ${reason}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // An HTML error page from a proxy in front of YooKassa: the status says enough.
    }
    if (response.status === 200) return parsed as T;
    const code = typeof parsed.code === 'string' ? parsed.code : response.status === 202 ? 'processing' : 'http_error';
    const description = typeof parsed.description === 'string' ? parsed.description : `HTTP ${response.status}`;
    const error = new YooKassaApiError(response.status, code, `YooKassa ${method} ${path}: ${description}`);
    // 202: YooKassa is still working on this key and asks to be asked again after retry_after milliseconds.
    if (typeof parsed.retry_after === 'number') Object.assign(error, { retryAfterMs: parsed.retry_after });
    throw error;
  }

  /**
   * One API call, asked again while the answer is unknown. A POST carries its Idempotence-Key every time, so
   * a request that reached YooKassa but whose answer was lost is answered with what it did then.
   */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(method, path, body, key);
      } catch (error) {
        if (!(error instanceof YooKassaApiError) || !error.retryable || attempt >= maxRetries) throw error;
        const asked = (error as YooKassaApiError & { retryAfterMs?: number }).retryAfterMs;
        await pause(Math.min(asked ?? 200 * 2 ** attempt, MAX_RETRY_PAUSE_MS));
      }
    }
  }

  const getPayment = (id: string) => call<YooKassaPayment>('GET', `/payments/${encodeURIComponent(id)}`);
  const getRefund = (id: string) => call<YooKassaRefund>('GET', `/refunds/${encodeURIComponent(id)}`);

  /** The object a notification names, as the API says it is; a 404 means the notification was not YooKassa's. */
  async function fetchNamed<T>(fetcher: (id: string) => Promise<T>, id: string): Promise<T> {
    try {
      return await fetcher(id);
    } catch (error) {
      if (error instanceof YooKassaApiError && error.status === 404) {
        throw new WebhookVerificationError(`YooKassa does not know ${id}`);
      }
      throw error;
    }
  }

  function paymentEvent(event: string, payment: YooKassaPayment, status: GatewayEvent['status']): GatewayEvent {
    return {
      // YooKassa gives notifications no id; a payment reaches each final status once, so this names every
      // redelivery of the same notification alike.
      id: `${event}:${payment.id}`,
      type: event,
      status,
      sessionId: payment.id,
      reference: payment.metadata?.order_id ?? '',
      amount: fromYooKassaValue(payment.amount.value),
      currency: payment.amount.currency,
      failureCode: status === 'failed' ? (payment.cancellation_details?.reason ?? 'canceled') : null,
      payload: { type: 'notification', event, object: payment },
      paymentId: payment.id,
    };
  }

  return {
    provider: YOOKASSA_PROVIDER,

    async createSession(input: CreateSessionInput): Promise<CheckoutSession> {
      if (input.currency !== 'RUB') {
        throw new Error(`YooKassa takes RUB; order ${input.orderId} is priced in ${input.currency}`);
      }
      const locale = Object.hasOwn(PAYMENT_PAGE_LOCALES, input.locale ?? '')
        ? PAYMENT_PAGE_LOCALES[input.locale as Locale]
        : undefined;
      const payment = await call<YooKassaPayment>(
        'POST',
        '/payments',
        {
          amount: { value: toYooKassaValue(input.amount), currency: input.currency },
          capture: true,
          // YooKassa has one return address, for paid and unpaid alike: the success page asks complete_payment,
          // which learns the status here and sends a cancelled payment on to the error page.
          confirmation: { type: 'redirect', return_url: input.successUrl, ...(locale ? { locale } : {}) },
          description: input.description.slice(0, PAYMENT_DESCRIPTION_MAX),
          metadata: { order_id: input.orderId },
        },
        // One key per attempt (each confirm_and_pay or pay_again; YooKassa allows 64 characters), reused by the
        // retries above, so a lost answer is answered with the same payment instead of a second one.
        randomUUID(),
      );
      const url = payment.confirmation?.confirmation_url;
      if (!url) throw new Error(`YooKassa returned payment ${payment.id} without a confirmation URL`);
      return { sessionId: payment.id, url };
    },

    async retrieveSession(sessionId: string): Promise<SessionResult> {
      try {
        return sessionResult(await getPayment(sessionId));
      } catch (error) {
        if (error instanceof YooKassaApiError && error.status === 404) throw new SessionNotFoundError(sessionId);
        throw error;
      }
    },

    async expireSession(sessionId: string): Promise<void> {
      // YooKassa cancels only a payment waiting for capture; a pending one (the page still open) cannot be
      // closed through the API and lapses by itself, and apply.ts refuses to count it if it is paid meanwhile.
      const payment = await getPayment(sessionId);
      if (payment.status !== 'waiting_for_capture') {
        log.info(
          { sessionId, status: payment.status },
          'superseded YooKassa payment cannot be cancelled in this status',
        );
        return;
      }
      try {
        await call('POST', `/payments/${encodeURIComponent(sessionId)}/cancel`, {}, `cancel-${sessionId}`);
      } catch (error) {
        // Captured or cancelled meanwhile: nothing left to close.
        if (error instanceof YooKassaApiError && error.status === 400) {
          log.info({ sessionId, code: error.code }, 'superseded YooKassa payment was not cancelable any more');
          return;
        }
        throw error;
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      try {
        const refund = await call<YooKassaRefund>(
          'POST',
          '/refunds',
          {
            payment_id: input.sessionId,
            amount: { value: toYooKassaValue(input.amount), currency: input.currency },
            // The full reason stays with the shop's record.
            description: input.reason.slice(0, REFUND_DESCRIPTION_MAX),
          },
          // The shop's refund id: asked again after a lost answer, YooKassa answers the refund it made then.
          `refund-${input.refundId}`,
        );
        return refundResult(refund);
      } catch (error) {
        // 400/403/404: YooKassa refuses for good (more than is left, refunds not allowed, no such payment);
        // 401 is the shop's key, and 5xx, 429 and the network leave the answer unknown.
        if (error instanceof YooKassaApiError && [400, 403, 404].includes(error.status)) {
          throw new RefundDeclinedError(error.code, error.message);
        }
        throw error;
      }
    },

    async verifyWebhook({ rawBody, ip }: WebhookRequest): Promise<VerifiedEvent> {
      const sender = normalizeAddress(ip);
      if (!sender || !senders.check(sender.address, sender.family)) {
        throw new WebhookVerificationError(`notification from ${ip}, not one of YooKassa's addresses`);
      }
      const { event, objectId } = parseNotification(rawBody);
      switch (event) {
        case 'payment.succeeded':
        case 'payment.canceled': {
          const payment = await fetchNamed(getPayment, objectId);
          const claimed = event === 'payment.succeeded' ? 'succeeded' : 'canceled';
          // The body is a claim; YooKassa's own answer decides. A mismatch is refused (400), so a genuine but
          // early notification is redelivered later, and a forged one changes nothing.
          if (payment.status !== claimed) {
            throw new WebhookVerificationError(`${event} for ${objectId}, but YooKassa says ${payment.status}`);
          }
          return paymentEvent(event, payment, claimed === 'succeeded' ? 'succeeded' : 'failed');
        }
        case 'refund.succeeded': {
          const refund = await fetchNamed(getRefund, objectId);
          if (refund.status !== 'succeeded') {
            throw new WebhookVerificationError(`${event} for ${objectId}, but YooKassa says ${refund.status}`);
          }
          // The payment's refunded total, not this refund: applying it is a comparison, the same in any order.
          const payment = await fetchNamed(getPayment, refund.payment_id);
          const refunded = payment.refunded_amount ?? { value: '0.00', currency: payment.amount.currency };
          return {
            id: `${event}:${refund.id}`,
            kind: 'refund',
            type: event,
            paymentId: payment.id,
            refundedTotal: fromYooKassaValue(refunded.value),
            currency: refunded.currency,
            payload: { type: 'notification', event, object: refund, payment },
          };
        }
        default:
          // payment.waiting_for_capture (capture is true, so not expected), payouts, deals: nothing to do.
          return { id: `${event}:${objectId}`, ignored: true, type: event };
      }
    },
  };
}
