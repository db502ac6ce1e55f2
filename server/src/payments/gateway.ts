/**
 * The one interface every payment provider sits behind: a hosted payment page the browser is sent to,
 * a way to ask for a session's result, and signed webhooks. The shop never sees a card number.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface CreateSessionInput {
  /** The shop's reference, echoed in every event about the session. */
  orderId: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Where the browser goes after a successful payment, and after a failed or cancelled one. */
  successUrl: string;
  cancelUrl: string;
  /** The language of the payment page, when the provider offers it. */
  locale?: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's payment page. */
  url: string;
}

export type SessionStatus = 'open' | 'succeeded' | 'failed';

export interface SessionResult {
  status: SessionStatus;
  /** Why a failed session failed ('card_declined', 'insufficient_funds', 'canceled'), else null. */
  failureCode: string | null;
  /** The provider's id of the money once paid, where it is not the session's (Stripe's PaymentIntent). */
  paymentId?: string | undefined;
}

/** A verified event: a session's final result. */
export interface GatewayEvent {
  /** The provider's own id of the event; the same for every redelivery of it. */
  id: string;
  status: Exclude<SessionStatus, 'open'>;
  sessionId: string;
  reference: string;
  amount: number;
  currency: string;
  failureCode: string | null;
  /** The event as received, kept with the record of it. */
  payload: unknown;
  /** The provider's name of the event, recorded in payment_events; unset: `checkout.session.<status>`. */
  type?: string;
  /** As SessionResult.paymentId. */
  paymentId?: string | undefined;
}

/**
 * A verified event saying money went back on a payment, by the shop or in the provider's own dashboard.
 * It carries the payment's refunded total so far, not one refund: applying it is then a comparison with
 * what the shop has recorded, the same however many events arrive and in whatever order.
 */
export interface RefundGatewayEvent {
  id: string;
  kind: 'refund';
  type: string;
  /** The provider's id of the payment (SessionResult.paymentId, or the session's id where they are one). */
  paymentId: string;
  /** Everything refunded on the payment so far, in minor units of `currency`. */
  refundedTotal: number;
  currency: string;
  payload: unknown;
}

/**
 * A verified event the shop has nothing to do for (a provider sends more kinds than the shop acts on):
 * answered 200 so the provider stops resending it, and not applied.
 */
export interface IgnoredGatewayEvent {
  id: string;
  ignored: true;
  type: string;
}

export type VerifiedEvent = GatewayEvent | IgnoredGatewayEvent | RefundGatewayEvent;

/** A webhook request as the provider sent it. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  /** The sender's address (behind the shop's trusted proxies), for providers that publish theirs. */
  ip: string;
}

export interface RefundInput {
  /**
   * The shop's id of this refund, sent as the provider's idempotency key: asking again with it (after a
   * time-out, or a crash before the answer was recorded) answers the same refund instead of a second one.
   */
  refundId: string;
  orderId: string;
  /** The session the money was paid through. */
  sessionId: string;
  /** Minor units of `currency`, at most what is left of the payment. */
  amount: number;
  currency: string;
  /** The team's words, kept with the refund at the provider. */
  reason: string;
}

export interface RefundResult {
  providerRefundId: string;
  /**
   * succeeded: the provider took it (money on its way back; Stripe's `pending` counts, it settles later);
   * failed: it will not happen, `failureCode` says why.
   */
  status: 'succeeded' | 'failed';
  failureCode: string | null;
  /** As SessionResult.paymentId, when the provider told it on the way. */
  paymentId?: string | undefined;
}

export interface PaymentGateway {
  /** Names the provider in payments and payment_events rows ('sandbox'). */
  readonly provider: string;
  createSession(input: CreateSessionInput): Promise<CheckoutSession>;
  /** Rejects with SessionNotFoundError for an id the provider does not know. */
  retrieveSession(sessionId: string): Promise<SessionResult>;
  /**
   * Closes a session nobody should pay any more (the order changed and a new one was opened), so a payment
   * page left open in another tab cannot take money for the old order. Optional: the sandbox's superseded
   * sessions are refused by its own page.
   */
  expireSession?(sessionId: string): Promise<void>;
  /**
   * Gives money back on a paid session. Throws RefundDeclinedError when the provider refuses for good
   * (nothing to refund, more than is left); any other error leaves the answer unknown, to be asked again.
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * The event in a webhook request; rejects with WebhookVerificationError unless it is authentic (and fresh,
   * where the scheme says when it was sent).
   */
  verifyWebhook(request: WebhookRequest): Promise<VerifiedEvent>;
}

export class RefundDeclinedError extends Error {
  override name = 'RefundDeclinedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export class SessionNotFoundError extends Error {
  override name = 'SessionNotFoundError';
}
