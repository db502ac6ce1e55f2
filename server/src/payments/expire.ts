/**
 * Closing payment attempts nobody should pay any more (the order changed, or a new attempt was opened), at
 * the provider, so a payment page left open in another tab cannot take money for the order as it was. Called
 * after the commit that superseded them and not awaited by the parent. If the provider cannot close one (or
 * this is lost in a crash) and the parent pays it anyway, apply.ts gives that money back by itself.
 */
import type { FastifyInstance } from 'fastify';

export function closeSupersededSessions(app: FastifyInstance, orderId: string, sessionIds: readonly string[]): void {
  const { gateway } = app.payments;
  for (const sessionId of sessionIds) {
    gateway.expireSession?.(sessionId).catch((error: unknown) => {
      app.log.warn({ err: error, orderId, sessionId }, 'could not close a superseded payment session');
    });
  }
}
