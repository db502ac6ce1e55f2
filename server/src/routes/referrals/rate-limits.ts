/**
 * Sign-in is limited per client address (every attempt, before the body is parsed) and per account (the
 * e-mail tried, whether or not it exists, so the limit does not tell accounts apart), each within
 * SIGN_IN_LIMIT_WINDOW_MINUTES. Counters live in this process's memory, like the contact form's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The e-mail a sign-in body names, wherever its form keeps it; '' when there is none. */
export type AccountOf = (body: unknown) => string;

const ambassadorAccount: AccountOf = (body) => {
  const fields = (body as { brand_ambassador?: { email?: unknown } } | null)?.brand_ambassador;
  return typeof fields?.email === 'string' ? fields.email.trim().toLowerCase() : '';
};

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new HttpError(429, 'rate_limited', 'common.error.rateLimited');
}

/** `scope` keeps the counters of different sign-ins (ambassadors, staff) apart. */
export function signInRateLimits(app: FastifyInstance, scope = 'sign-in', accountOf: AccountOf = ambassadorAccount) {
  const { perAccount, perIp, windowMs } = app.config.ambassadors.signInLimits;
  const byClient = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `${scope}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: perAccount,
    timeWindow: windowMs,
    keyGenerator: (request) => `${scope}:account:${accountOf(request.body)}`,
  });
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => enforce(byClient, request, reply),
    preHandler: (request: FastifyRequest, reply: FastifyReply) => enforce(byAccount, request, reply),
  };
}
