/**
 * Stripe behind the PaymentGateway interface: a Checkout Session per payment attempt (Stripe's hosted page,
 * in the order's currency and language), the session's result when the browser comes back, and webhooks
 * verified with Stripe's own signature scheme (stripe.webhooks.constructEvent on the raw body).
 *
 * Results reach the order only through payments/apply.ts, like the sandbox's: the event's id makes each
 * apply once, and a late `expired` after `completed` finds the payment succeeded and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config/env';
import type { Locale } from '../../db/schema';
import {
  type CheckoutSession,
  type CreateSessionInput,
  type GatewayEvent,
  type IgnoredGatewayEvent,
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

export const STRIPE_PROVIDER = 'stripe';

/**
 * Checkout's languages for the shop's. Stripe has no Azerbaijani: Turkish is the closest it has, a sister
 * language in the same Latin alphabet that Azerbaijani readers follow with little effort, where Russian
 * would switch alphabets and many younger parents read it less well. English would be the only other choice.
 */
export const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  ru: 'ru',
  tr: 'tr',
  az: 'tr',
};

/** Failure codes the shop records for a session that ended without money. */
export const FAILURE_CODES = {
  expired: 'expired',
  asyncPaymentFailed: 'async_payment_failed',
} as const;

export interface StripeGatewayOptions {
  settings: StripeSettings;
  log: FastifyBaseLogger;
  /** One request's limit; the parent waits on it when pressing Pay, so it is far below the SDK's 80 s. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx, with the same idempotency key. */
  maxNetworkRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_NETWORK_RETRIES = 2;

/** The SDK's address options for STRIPE_API_URL (a stand-in such as stripe-mock); none: api.stripe.com. */
function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeClient(options: StripeGatewayOptions): Stripe {
  return new Stripe(options.settings.secretKey, {
    ...apiAddress(options.settings.apiUrl),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    appInfo: { name: 'Storybook Shop' },
  });
}

function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && Object.hasOwn(CHECKOUT_LOCALES, value);
}

/** The id of an expandable field, whether Stripe sent the id or the object. */
function idOf(field: string | { id: string } | null | undefined): string | undefined {
  if (!field) return undefined;
  return typeof field === 'string' ? field : field.id;
}

/** How a session ended, as the shop counts it: paid, over without money, or not over yet. */
function sessionResult(session: Stripe.Checkout.Session): SessionResult {
  if (session.status === 'expired') return { status: 'failed', failureCode: FAILURE_CODES.expired };
  // A completed session with a delayed method (a bank debit) is not paid yet: async_payment_succeeded or
  // _failed will say how it ended.
  if (session.status === 'complete' && session.payment_status !== 'unpaid') {
    return { status: 'succeeded', failureCode: null, paymentId: idOf(session.payment_intent) };
  }
  return { status: 'open', failureCode: null };
}

/** Stripe's refund states as the shop counts them: pending and requires_action are on their way. */
function refundResult(refund: Stripe.Refund, paymentId: string): RefundResult {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  return {
    providerRefundId: refund.id,
    status: failed ? 'failed' : 'succeeded',
    failureCode: failed ? (refund.failure_reason ?? refund.status ?? 'failed') : null,
    paymentId,
  };
}

function gatewayEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  status: GatewayEvent['status'],
  failureCode: string | null,
): GatewayEvent {
  return {
    id: event.id,
    type: event.type,
    status,
    sessionId: session.id,
    reference: session.client_reference_id ?? session.metadata?.order_id ?? '',
    // Stripe's amounts are in the currency's smallest unit, as the shop's are (USD, TRY, AZN: cents, kuruş, qəpik).
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    failureCode,
    payload: event,
    paymentId: idOf(session.payment_intent),
  };
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  const { webhookSecret } = options.settings;
  const log = options.log.child({ component: 'stripe-gateway' });

  return {
    provider: STRIPE_PROVIDER,

    async createSession(input: CreateSessionInput): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.orderId,
          metadata: { order_id: input.orderId },
          // The payment and its charge carry the order too, so a refund or dispute in the dashboard names it.
          payment_intent_data: { metadata: { order_id: input.orderId } },
          ...(isLocale(input.locale) ? { locale: CHECKOUT_LOCALES[input.locale] } : {}),
        },
        // One key per attempt (each confirm_and_pay or pay_again), reused by the SDK's own retries: a request
        // that reached Stripe but whose answer was lost (a time-out, a 5xx) is answered with the same session.
        { idempotencyKey: `checkout-${input.orderId}-${randomUUID()}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId: string): Promise<SessionResult> {
      try {
        return sessionResult(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new SessionNotFoundError(sessionId);
        }
        throw error;
      }
    },

    async expireSession(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already completed or expired: nothing left to close (a completed one is applied by its own event).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          log.info({ sessionId, code: error.code }, 'superseded checkout session was not open any more');
          return;
        }
        throw error;
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      let paymentId: string | undefined;
      try {
        paymentId = idOf((await stripe.checkout.sessions.retrieve(input.sessionId)).payment_intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new RefundDeclinedError('session_not_found', `Stripe does not know session ${input.sessionId}`);
        }
        throw error;
      }
      if (!paymentId) throw new RefundDeclinedError('not_paid', `session ${input.sessionId} has no payment`);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: input.amount,
            reason: 'requested_by_customer',
            // Stripe keeps up to 500 characters per value; the full reason stays with the shop's record.
            metadata: { order_id: input.orderId, refund_id: input.refundId, reason: input.reason.slice(0, 500) },
          },
          // The shop's refund id: asked again after a lost answer, Stripe answers the refund it made then.
          { idempotencyKey: `refund-${input.refundId}` },
        );
        return refundResult(refund, paymentId);
      } catch (error) {
        // 4xx: Stripe refuses for good (charge_already_refunded, amount too large); 5xx and the network: unknown.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundDeclinedError(error.code ?? 'invalid_request', error.message);
        }
        throw error;
      }
    },

    async verifyWebhook({ rawBody, headers }: WebhookRequest): Promise<VerifiedEvent> {
      const header = headers['stripe-signature'];
      if (!header) throw new WebhookVerificationError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the exact bytes and the timestamp against Stripe's 5-minute tolerance.
        event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret);
      } catch (error) {
        throw new WebhookVerificationError(error instanceof Error ? error.message : 'invalid Stripe signature');
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          // Paid by card: the money is in. A delayed method completes unpaid and says later how it ended.
          if (session.payment_status === 'unpaid') return { id: event.id, ignored: true, type: event.type };
          return gatewayEvent(event, session, 'succeeded', null);
        }
        case 'checkout.session.async_payment_succeeded':
          return gatewayEvent(event, event.data.object, 'succeeded', null);
        case 'checkout.session.async_payment_failed':
          return gatewayEvent(event, event.data.object, 'failed', FAILURE_CODES.asyncPaymentFailed);
        case 'checkout.session.expired':
          return gatewayEvent(event, event.data.object, 'failed', FAILURE_CODES.expired);
        case 'charge.refunded': {
          // Sent for the shop's own refunds and for those made in Stripe's dashboard alike; the charge's
          // refunded total tells the shop whether there is money back it has not recorded yet.
          const charge = event.data.object;
          const paymentId = idOf(charge.payment_intent);
          if (!paymentId) return { id: event.id, ignored: true, type: event.type };
          return {
            id: event.id,
            kind: 'refund',
            type: event.type,
            paymentId,
            refundedTotal: charge.amount_refunded,
            currency: charge.currency.toUpperCase(),
            payload: event,
          };
        }
        default:
          return { id: event.id, ignored: true, type: event.type };
      }
    },
  };
}
