/**
 * The sandbox provider's hosted payment page (GET) and its form (POST): the POST ends the session with
 * the test card's outcome, sends the signed webhook to the shop, then sends the browser back (303) to
 * the shop's success or cancel URL. Not part of the shop's API description: it stands for another company,
 * so it lives with the provider and is mounted only when the sandbox is the configured one (./provider.ts).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../db/schema';
import { localeOf } from '../../lib/locale';
import type { WebhookSender } from './delivery';
import { type FieldErrors, finishedPage, notFoundPage, paymentPage } from './page';
import { completeSession, findSession, type SandboxSession, type SessionOutcome, TEST_CARDS } from './sessions';

const FORM_BODY_LIMIT = 4096;

const params = z.object({ sessionId: z.string().max(200) });
const query = z.object({ locale: z.string().max(10).optional() });
const form = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});

function pageLocale(requested: string | undefined, fallback: Locale): Locale {
  return (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : fallback;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** No scripts at all; the form may post here and be redirected to the shop's return pages. */
function sendHtml(reply: FastifyReply, status: number, html: string, session?: SandboxSession) {
  const returnOrigins = session ? [originOf(session.successUrl), originOf(session.cancelUrl)].join(' ') : '';
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigins}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

/** MM/YY (or MM / YYYY) not before the current month. */
function validExpiry(text: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

type CardCheck = { outcome: SessionOutcome } | { errors: FieldErrors };

function checkCard(body: z.infer<typeof form>): CardCheck {
  const digits = body.card_number.replace(/[\s-]/g, '');
  const errors: FieldErrors = {};
  const card = Object.hasOwn(TEST_CARDS, digits) ? TEST_CARDS[digits as keyof typeof TEST_CARDS] : undefined;
  if (!card) errors.card_number = 'errorCardNumber';
  if (!validExpiry(body.expiry)) errors.expiry = 'errorExpiry';
  if (!/^\d{3,4}$/.test(body.cvc.trim())) errors.cvc = 'errorCvc';
  if (!card || Object.keys(errors).length > 0) return { errors };
  return { outcome: { status: card.outcome, failureCode: card.failureCode, cardLast4: digits.slice(-4) } };
}

export interface SandboxPagesOptions {
  /** The provider's webhook sender, which the app closes with it. */
  sender: WebhookSender;
}

export const sandboxPages: FastifyPluginAsyncZod<SandboxPagesOptions> = async (app, { sender }) => {
  const { db } = app.database;

  // Browsers post forms url-encoded; only this plugin accepts that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/pay/:sessionId', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const locale = pageLocale(request.query.locale, localeOf(request));
    const session = await findSession(db, request.params.sessionId);
    if (!session) return sendHtml(reply, 404, notFoundPage(locale));
    if (session.status !== 'open') {
      const back = session.status === 'succeeded' ? session.successUrl : session.cancelUrl;
      return sendHtml(reply, 200, finishedPage(locale, back), session);
    }
    return sendHtml(reply, 200, paymentPage({ session, locale, action: request.url }), session);
  });

  app.post(
    '/pay/:sessionId',
    { schema: { hide: true, params, querystring: query, body: form } },
    async (request, reply) => {
      const locale = pageLocale(request.query.locale, localeOf(request));
      const session = await findSession(db, request.params.sessionId);
      if (!session) return sendHtml(reply, 404, notFoundPage(locale));
      // A second submit (double click, back button) changes nothing and lands where the first one did.
      if (session.status !== 'open') {
        return reply.redirect(session.status === 'succeeded' ? session.successUrl : session.cancelUrl, 303);
      }

      let outcome: SessionOutcome;
      if (request.body.action === 'cancel') {
        outcome = { status: 'failed', failureCode: 'canceled', cardLast4: null };
      } else {
        const checked = checkCard(request.body);
        if ('errors' in checked) {
          const values = { card_number: request.body.card_number, expiry: request.body.expiry };
          const html = paymentPage({ session, locale, action: request.url, values, errors: checked.errors });
          return sendHtml(reply, 422, html, session);
        }
        outcome = checked.outcome;
      }

      const completed = await completeSession(db, session.id, outcome);
      if (completed) {
        // The first attempt is awaited so the shop usually knows before the browser arrives; retries
        // (the shop briefly down) continue in the background.
        await sender.deliver(completed.session.webhookUrl, completed.event);
      }
      const ended = completed?.session ?? (await findSession(db, session.id)) ?? session;
      return reply.redirect(ended.status === 'succeeded' ? ended.successUrl : ended.cancelUrl, 303);
    },
  );
};
