/**
 * The e-mails of fulfilment (book ready, shipped, delivered), each sent at most once per fact it reports.
 * Sending runs in a transaction that holds an advisory lock for the order and kind, checks sent_emails,
 * sends and records: two workers (or a job and the CLI) can never both send, and a retry after a crash
 * that happened after the record finds it. What is left is the window between the SMTP server accepting
 * the message and the commit, as for the confirmation e-mail.
 *
 * A 'shipped' e-mail reports the shipment as it is: when the team corrects the tracking number, the
 * shipment's updated_at moves and the next 'shipped' e-mail is due again; the same data twice is not.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forSubscriber } from '../contact/unsubscribe';
import type { Tx } from '../db/client';
import { BOOK_READY_KIND, bookReadyEmail } from '../mail/book-ready';
import { DELIVERED_KIND, deliveredEmail } from '../mail/delivered';
import { recordSentEmail, wasSent } from '../mail/sent-emails';
import { SHIPPED_KIND, shippedEmail } from '../mail/shipped';
import type { MailMessage } from '../mail/types';
import type { OrderRow } from '../orders/access';
import { localePrefix } from '../orders/confirmation-email';
import { orderLocale } from '../orders/order-json';
import { findOrder } from '../orders/repository';
import { bookName } from './book-name';
import { findShipment, sentSince } from './repository';

export const ORDER_EMAIL_KINDS = [BOOK_READY_KIND, SHIPPED_KIND, DELIVERED_KIND] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** Larger books go by link only: many mail servers refuse messages over 10 MB, and base64 adds a third. */
export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;

export type EmailOutcome = 'sent' | 'already_sent' | 'no_email' | 'not_due';

/** `<PUBLIC_URL><locale prefix><path>`: a page of the shop in the order's language. */
function pageUrl(app: FastifyInstance, order: OrderRow, path: string): string {
  return `${app.config.publicUrl}${localePrefix(orderLocale(order))}${path}`;
}

/** The tracking page with the form filled in from the link. */
export function trackingUrl(app: FastifyInstance, order: OrderRow & { email: string }): string {
  const query = new URLSearchParams({ order_number: order.orderNumber, email: order.email });
  return pageUrl(app, order, `/track-order?${query}`);
}

/** An absolute, signed link to the order's PDF and the moment it stops working. */
export function bookDownloadLink(
  app: FastifyInstance,
  key: string,
  ttlSeconds: number,
): { url: string; expiresAt: Date } {
  const path = app.storage.signedUrl(key, ttlSeconds);
  const expires = Number(new URL(path, 'http://x').searchParams.get('exp'));
  return { url: `${app.config.publicUrl}${path}`, expiresAt: new Date(expires * 1000) };
}

/** A file name a parent recognises, without characters file systems refuse. */
function pdfFileName(name: string, orderNumber: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${clean || orderNumber}.pdf`;
}

/** The message of `kind` for the order as it is now, or undefined when the fact it reports is not there. */
async function compose(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow & { email: string },
  kind: OrderEmailKind,
): Promise<{ message: MailMessage; since: Date | null } | undefined> {
  const locale = orderLocale(order);
  const common = {
    locale,
    to: order.email,
    fullName: order.fullName,
    orderNumber: order.orderNumber,
    bookName: await bookName(app, order, locale),
    trackingUrl: trackingUrl(app, order),
    siteName: app.config.siteName,
  };
  if (kind === BOOK_READY_KIND) {
    if (order.version !== 'pdf' || !order.bookPdfKey) return undefined;
    const file = await app.storage.get(order.bookPdfKey);
    if (!file) throw new Error(`the book of order ${order.id} is missing from storage (${order.bookPdfKey})`);
    const link = bookDownloadLink(app, order.bookPdfKey, app.config.fulfilment.bookLinkTtlSeconds);
    const attach = file.data.length <= ATTACHMENT_MAX_BYTES;
    const message = bookReadyEmail({
      ...common,
      childName: order.child.name,
      gender: order.child.gender,
      downloadUrl: link.url,
      downloadExpiresAt: link.expiresAt,
      attachment: attach ? { filename: pdfFileName(common.bookName, order.orderNumber), content: file.data } : null,
    });
    return { message, since: null };
  }
  const shipment = await findShipment(tx, order.id);
  if (!shipment) return undefined;
  if (kind === SHIPPED_KIND) {
    const message = shippedEmail({
      ...common,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      estimatedDelivery: shipment.estimatedDelivery,
    });
    return { message, since: shipment.updatedAt };
  }
  if (!shipment.deliveredAt) return undefined;
  const message = deliveredEmail({
    ...common,
    childName: order.child.name,
    gender: order.child.gender,
    deliveredAt: shipment.deliveredAt,
    contactUrl: pageUrl(app, order, '/contact'),
  });
  return { message, since: null };
}

export async function sendOrderEmail(
  app: FastifyInstance,
  orderId: string,
  kind: OrderEmailKind,
  /** The team's "resend": send again even if this e-mail went out before. */
  options: { force?: boolean } = {},
): Promise<EmailOutcome> {
  return app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${orderId}:${kind}`}, 0))`);
    const order = await findOrder(tx, orderId);
    if (!order) return 'not_due';
    const email = order.email;
    if (!email) return 'no_email';
    const composed = await compose(app, tx, { ...order, email }, kind);
    if (!composed) return 'not_due';
    const sent = composed.since
      ? await sentSince(tx, order.id, kind, composed.since)
      : await wasSent(tx, order.id, kind);
    if (sent && !options.force) return 'already_sent';
    const locale = orderLocale(order);
    const message = await forSubscriber(app, composed.message, { newsletter: order.newsletter, locale });
    const delivery = await app.mailer.send(message);
    await recordSentEmail(tx, { orderId: order.id, kind, locale, message, delivery });
    return 'sent';
  });
}
