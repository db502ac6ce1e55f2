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

export interface PaymentGateway {
  /** Names the provider in payments and payment_events rows ('sandbox'). */
  readonly provider: string;
  createSession(input: CreateSessionInput): Promise<CheckoutSession>;
  /** Rejects with SessionNotFoundError for an id the provider does not know. */
  retrieveSession(sessionId: string): Promise<SessionResult>;
  /** The event in a webhook request; throws WebhookVerificationError unless it is authentic and fresh. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): GatewayEvent | IgnoredGatewayEvent;
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export class SessionNotFoundError extends Error {
  override name = 'SessionNotFoundError';
}
