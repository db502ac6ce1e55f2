/**
 * Contact messages are limited per client address (every attempt, before the body is even parsed) and
 * per sender address (valid messages only), each within CONTACT_LIMIT_WINDOW_MINUTES. Counters live in
 * PostgreSQL (plugins/rate-limit-store.ts), so several instances of the shop keep one count.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function senderOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new HttpError(429, 'rate_limited', 'common.error.rateLimited');
}

export function contactRateLimits(app: FastifyInstance) {
  const { perEmail, perIp, windowMs } = app.config.contactLimits;
  const byClient = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `contact:ip:${request.ip}`,
  });
  const bySender = app.createRateLimit({
    max: perEmail,
    timeWindow: windowMs,
    keyGenerator: (request) => `contact:email:${senderOf(request.body)}`,
  });
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => enforce(byClient, request, reply),
    preHandler: (request: FastifyRequest, reply: FastifyReply) => enforce(bySender, request, reply),
  };
}
