/**
 * The order confirmation e-mail as a durable job: queued in the transaction that makes the order paid,
 * sent through the mailer, recorded in sent_emails. A retry after a sent-but-not-recorded crash could send
 * twice; a record found first means it was sent, so the job then does nothing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadBook } from '../book/book';
import { renderPageJpeg } from '../book/render-raster';
import { forSubscriber } from '../contact/unsubscribe';
import { bookName } from '../fulfilment/book-name';
import { ORDER_CONFIRMATION_KIND, orderConfirmationEmail } from '../mail/order-confirmation';
import { recordSentEmail, wasSent } from '../mail/sent-emails';
import type { OrderRow } from './access';
import { isBookVersion, orderLocale } from './order-json';
import { isCurrency } from './pricing';
import { findOrder } from './repository';

export const ORDER_CONFIRMATION_JOB = 'order-confirmation-email';

const payloadSchema = z.object({ orderId: z.uuid() });

/** '' for English, '/ru', '/tr', '/az': the shop's URL prefix of a language. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** The cover's width in the message: twice the 552 px it is shown at, so it stays sharp on phones. */
const COVER_PIXEL_WIDTH = 1104;

/**
 * The front cover of the order's book, drawn by the book engine as it will be printed (the child's
 * character, the title with the child's name), without the preview's watermark. Null when the book cannot
 * be drawn: the confirmation still goes out, without the picture.
 */
async function coverPicture(app: FastifyInstance, order: OrderRow) {
  try {
    const book = await loadBook(app, order);
    const front = book.pages.find((page) => page.kind === 'cover');
    if (!front) return null;
    const image = await renderPageJpeg(front, COVER_PIXEL_WIDTH, { quality: 72 });
    return { jpeg: image.data, width: image.width, height: image.height, title: book.text.title };
  } catch (error) {
    app.log.warn({ err: error, orderId: order.id }, 'the confirmation goes out without the book cover');
    return null;
  }
}

export type ConfirmationOutcome = 'sent' | 'already_sent' | 'no_email' | 'not_paid';

export async function sendOrderConfirmation(
  app: FastifyInstance,
  orderId: string,
  /** The team's "resend": send again even if it went out before. */
  options: { force?: boolean } = {},
): Promise<ConfirmationOutcome> {
  const { db } = app.database;
  const order = await findOrder(db, orderId);
  if (!order?.paidAt) return 'not_paid';
  if (!order.email) return 'no_email';
  if (!options.force && (await wasSent(db, order.id, ORDER_CONFIRMATION_KIND))) return 'already_sent';

  const locale = orderLocale(order);
  const price = order.price;
  // The amount charged, in the currency it was charged in.
  const charged = price?.currency ?? order.currency;
  const currency = isCurrency(charged) ? charged : 'USD';
  const query = new URLSearchParams({ order_number: order.orderNumber, email: order.email });
  const version = isBookVersion(order.version) ? order.version : 'pdf';
  const message = orderConfirmationEmail({
    locale,
    to: order.email,
    fullName: order.fullName,
    orderNumber: order.orderNumber,
    bookName: await bookName(app, order, locale),
    childName: order.child.name,
    gender: order.child.gender,
    version,
    price: price ?? { basePrice: 0, versionPrice: 0, shipping: 0, subtotal: 0, discount: 0, total: 0 },
    currency,
    region: app.config.region,
    address:
      version === 'pdf'
        ? null
        : { fullName: order.fullName, lines: order.shippingAddress ?? '', postalCode: order.postalCode },
    cover: await coverPicture(app, order),
    trackingUrl: `${app.config.publicUrl}${localePrefix(locale)}/track-order?${query}`,
    siteName: app.config.siteName,
  });
  const sent = await forSubscriber(app, message, { newsletter: order.newsletter, locale });
  const delivery = await app.mailer.send(sent);
  await recordSentEmail(db, { orderId: order.id, kind: ORDER_CONFIRMATION_KIND, locale, message: sent, delivery });
  return 'sent';
}

/** Registers the job's handler; called while the app is built. */
export function defineOrderConfirmationJob(app: FastifyInstance): void {
  app.jobs.define(ORDER_CONFIRMATION_JOB, async (payload, { log }) => {
    const { orderId } = payloadSchema.parse(payload);
    const outcome = await sendOrderConfirmation(app, orderId);
    log.info({ orderId, outcome }, 'order confirmation e-mail');
  });
}
