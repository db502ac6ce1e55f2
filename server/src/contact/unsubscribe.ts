/**
 * Leaving the newsletter. Every e-mail to an address that agreed to the newsletter carries a link made for that
 * address: the `List-Unsubscribe` header with one-click POST (RFC 8058: mail clients show an "Unsubscribe"
 * button that posts to it) and a visible link to the unsubscribe page, which asks before it acts (mail scanners
 * open links). Either way the address is deleted from the subscribers and every order's consent is withdrawn.
 *
 * The link's token is an HMAC of the lower-cased address, so it needs no table and works for as long as the key
 * (UNSUBSCRIBE_SECRET, or one generated in DATA_DIR) stays the same.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, orders, subscribers } from '../db/schema';
import { generatedKey } from '../lib/generated-key';
import { escapeHtml } from '../mail/layout';
import type { MailMessage } from '../mail/types';
import { localePrefix } from '../orders/confirmation-email';

const keys = new WeakMap<FastifyInstance, Promise<Buffer>>();

function unsubscribeKey(app: FastifyInstance): Promise<Buffer> {
  let key = keys.get(app);
  if (!key) {
    const { unsubscribeSecret, dataDir } = app.config;
    key = unsubscribeSecret
      ? Promise.resolve(Buffer.from(unsubscribeSecret, 'utf8'))
      : generatedKey(dataDir, 'unsubscribe.key', 'UNSUBSCRIBE_SECRET', app.log);
    keys.set(app, key);
  }
  return key;
}

const normalise = (email: string) => email.trim().toLowerCase();

async function tokenFor(app: FastifyInstance, email: string): Promise<Buffer> {
  return createHmac('sha256', await unsubscribeKey(app))
    .update(normalise(email))
    .digest();
}

export async function unsubscribeToken(app: FastifyInstance, email: string): Promise<string> {
  return (await tokenFor(app, email)).toString('base64url');
}

export async function isUnsubscribeToken(app: FastifyInstance, email: string, token: string): Promise<boolean> {
  const expected = await tokenFor(app, email);
  const given = Buffer.from(token, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Deletes the address from the newsletter and withdraws the consent every order with it gave. Idempotent. */
export async function unsubscribe(app: FastifyInstance, email: string): Promise<void> {
  const address = normalise(email);
  await app.database.db.transaction(async (tx) => {
    await tx.delete(subscribers).where(eq(subscribers.email, address));
    await tx.update(orders).set({ newsletter: false }).where(sql`lower(${orders.email}) = ${address}`);
  });
  app.log.info('an address left the newsletter and was deleted');
}

/** Whether the address agreed to the newsletter: subscribed, or the order it is written for said yes. */
export async function isSubscribed(app: FastifyInstance, email: string, orderConsent: boolean): Promise<boolean> {
  if (orderConsent) return true;
  const [row] = await app.database.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.email, normalise(email)))
    .limit(1);
  return row !== undefined;
}

const LABEL: Record<Locale, string> = {
  en: 'Unsubscribe from our newsletter',
  ru: 'Отписаться от рассылки',
  tr: 'Bülten aboneliğinden çıkın',
  az: 'Xəbər bülletenindən çıxın',
};

/**
 * `message` with its unsubscribe link: the List-Unsubscribe headers (one-click POST to the API) and a line under
 * the message pointing to the page in `locale`.
 */
export async function withUnsubscribeLink(
  app: FastifyInstance,
  message: MailMessage,
  locale: Locale,
): Promise<MailMessage> {
  const query = new URLSearchParams({ email: normalise(message.to), token: await unsubscribeToken(app, message.to) });
  const { publicUrl } = app.config;
  const oneClick = `${publicUrl}/api/v1/unsubscribe?${query}`;
  const page = `${publicUrl}${localePrefix(locale)}/unsubscribe?${query}`;
  const label = LABEL[locale];
  const footer = `<p style="margin:0;padding:0 24px 24px;font-family:Helvetica,Arial,sans-serif;font-size:13px;text-align:center"><a href="${escapeHtml(page)}" style="color:#6b6475">${escapeHtml(label)}</a></p>`;
  return {
    ...message,
    text: `${message.text.replace(/\n*$/, '')}\n\n${label}: ${page}\n`,
    ...(message.html ? { html: message.html.replace('</body>', `${footer}\n</body>`) } : {}),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The message as it goes to `order`'s address: with the unsubscribe link when that address is a subscriber's. */
export async function forSubscriber(
  app: FastifyInstance,
  message: MailMessage,
  order: { newsletter: boolean; locale: Locale },
): Promise<MailMessage> {
  return (await isSubscribed(app, message.to, order.newsletter))
    ? withUnsubscribeLink(app, message, order.locale)
    : message;
}
