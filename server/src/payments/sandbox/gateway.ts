/**
 * The shop's side of the sandbox provider, behind the PaymentGateway interface. With a real provider
 * these would be HTTPS calls to its API; here the provider lives in the same process and database.
 */
import type { Db } from '../../db/client';
import { API_PREFIX } from '../../plugins/web';
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
  type WebhookRequest,
  WebhookVerificationError,
} from '../gateway';
import { findSession, insertSession, refundSession, SANDBOX_PROVIDER, sandboxEventSchema } from './sessions';
import { SIGNATURE_HEADER, verifySignature } from './signature';

/** Where the sandbox's own pages are mounted under /api/v1 (routes.ts, registered by provider.ts). */
export const SANDBOX_PAGES_PREFIX = '/sandbox-gateway';
export const SANDBOX_PAGE_PATH = `${SANDBOX_PAGES_PREFIX}/pay`;
export const WEBHOOK_PATH = '/payments/webhook';

export interface SandboxGatewayOptions {
  db: Db;
  /** The shop's public origin: the payment page and the webhook URL are built on it. */
  publicUrl: string;
  webhookSecret: string;
}

export function createSandboxGateway({ db, publicUrl, webhookSecret }: SandboxGatewayOptions): PaymentGateway {
  return {
    provider: SANDBOX_PROVIDER,

    async createSession(input: CreateSessionInput): Promise<CheckoutSession> {
      const session = await insertSession(db, {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        reference: input.orderId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        webhookUrl: `${publicUrl}${API_PREFIX}${WEBHOOK_PATH}`,
      });
      const query = input.locale ? `?locale=${encodeURIComponent(input.locale)}` : '';
      return { sessionId: session.id, url: `${publicUrl}${API_PREFIX}${SANDBOX_PAGE_PATH}/${session.id}${query}` };
    },

    async retrieveSession(sessionId: string): Promise<SessionResult> {
      const session = await findSession(db, sessionId);
      if (!session) throw new SessionNotFoundError(sessionId);
      const status = session.status === 'succeeded' || session.status === 'failed' ? session.status : 'open';
      return { status, failureCode: session.failureCode };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const refund = await refundSession(db, {
        sessionId: input.sessionId,
        amount: input.amount,
        idempotencyKey: input.refundId,
      });
      if (typeof refund === 'string')
        throw new RefundDeclinedError(refund, `the sandbox refused the refund: ${refund}`);
      return { providerRefundId: refund.id, status: 'succeeded', failureCode: null };
    },

    async verifyWebhook({ rawBody, headers }: WebhookRequest): Promise<GatewayEvent> {
      verifySignature(webhookSecret, rawBody, headers[SIGNATURE_HEADER]);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('signed body is not JSON');
      }
      const result = sandboxEventSchema.safeParse(parsed);
      if (!result.success) throw new WebhookVerificationError('signed body is not a sandbox event');
      const event = result.data;
      return {
        id: event.id,
        status: event.type === 'checkout.session.succeeded' ? 'succeeded' : 'failed',
        sessionId: event.data.session_id,
        reference: event.data.reference,
        amount: event.data.amount,
        currency: event.data.currency,
        failureCode: event.data.failure_code,
        payload: event,
      };
    },
  };
}
