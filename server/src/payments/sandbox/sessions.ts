/**
 * The sandbox provider's own records and rules: its checkout sessions (sandbox_sessions, which the shop
 * never reads directly), its test cards, and the events it sends when a session ends. It stands for an
 * outside company; the shop reaches it only through gateway.ts, redirects and signed webhooks.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxRefunds, sandboxSessions } from '../../db/schema';

export type SandboxSession = typeof sandboxSessions.$inferSelect;

export const SANDBOX_PROVIDER = 'sandbox';

/** The test cards the payment page lists; any other number is refused as not a test card. */
export const TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded', failureCode: null },
  '4000000000000002': { outcome: 'failed', failureCode: 'card_declined' },
  '4000000000009995': { outcome: 'failed', failureCode: 'insufficient_funds' },
} as const;

export const EVENT_TYPES = {
  succeeded: 'checkout.session.succeeded',
  failed: 'checkout.session.failed',
} as const;

/** The body of every webhook the sandbox sends. */
export const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{32}$/),
  type: z.enum([EVENT_TYPES.succeeded, EVENT_TYPES.failed]),
  created: z.number().int(),
  data: z.object({
    session_id: z.string().min(1).max(200),
    reference: z.string().min(1).max(200),
    amount: z.number().int(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    failure_code: z.string().nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export interface NewSession {
  amount: number;
  currency: string;
  description: string;
  reference: string;
  successUrl: string;
  cancelUrl: string;
  webhookUrl: string;
}

export async function insertSession(db: Db, session: NewSession): Promise<SandboxSession> {
  const [created] = await db
    .insert(sandboxSessions)
    .values({ id: `cs_test_${randomBytes(16).toString('hex')}`, ...session })
    .returning();
  if (!created) throw new Error('inserting the sandbox session returned nothing');
  return created;
}

export async function findSession(db: Db, id: string): Promise<SandboxSession | undefined> {
  const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
  return session;
}

export interface SessionOutcome {
  status: 'succeeded' | 'failed';
  failureCode: string | null;
  cardLast4: string | null;
}

/**
 * Ends an open session; undefined when it was not open any more (a double submit, a second tab), so
 * a session ends exactly once and sends one event.
 */
export async function completeSession(
  db: Db,
  id: string,
  outcome: SessionOutcome,
): Promise<{ session: SandboxSession; event: SandboxEvent } | undefined> {
  const [session] = await db
    .update(sandboxSessions)
    .set({ ...outcome, completedAt: new Date() })
    .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open')))
    .returning();
  if (!session) return undefined;
  const event: SandboxEvent = {
    id: `evt_${randomBytes(16).toString('hex')}`,
    type: EVENT_TYPES[outcome.status],
    created: Math.floor(Date.now() / 1000),
    data: {
      session_id: session.id,
      reference: session.reference,
      amount: session.amount,
      currency: session.currency,
      failure_code: outcome.failureCode,
    },
  };
  return { session, event };
}

export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** Why the sandbox refuses a refund, as a real provider would. */
export type RefundRefusal = 'session_not_found' | 'not_paid' | 'amount_too_large';

/**
 * Gives back `amount` on a paid session, at most what is left of it. The same idempotency key answers the
 * refund made with it before, so the shop may ask again after losing an answer. The session's row lock
 * makes two refunds at once see each other.
 */
export async function refundSession(
  db: Db,
  input: { sessionId: string; amount: number; idempotencyKey: string },
): Promise<SandboxRefund | RefundRefusal> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, input.sessionId))
      .for('update');
    if (!session) return 'session_not_found';
    const [earlier] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
    if (earlier) return earlier;
    if (session.status !== 'succeeded') return 'not_paid';
    const [given] = await tx
      .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.sessionId, session.id));
    if (input.amount <= 0 || input.amount > session.amount - (given?.total ?? 0)) return 'amount_too_large';
    const [refund] = await tx
      .insert(sandboxRefunds)
      .values({
        id: `re_test_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        sessionId: session.id,
        amount: input.amount,
      })
      .returning();
    if (!refund) throw new Error('inserting the sandbox refund returned nothing');
    return refund;
  });
}
