/**
 * Hands a printed book at `printing` to the print partner (the 'submit-print' job, queued by fulfil.ts in the
 * transaction that moves the order to printing). Once only, whatever crashes:
 * - the submission row is written before the partner is asked, and the partner gets our order id as its
 *   external reference;
 * - every run first asks the partner for a job with that reference, so a run after a crash that came between
 *   the partner's yes and our record finds the job instead of ordering a second book;
 * - a partner that cannot be reached (timeout, 5xx) throws, and the job retries with backoff.
 */
import { isPhysicalVersion } from '@shop/shared/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { printSubmissions } from '../db/schema';
import { coverKey } from '../fulfilment/fulfil';
import { faultPoint } from '../lib/fault-point';
import type { OrderRow } from '../orders/access';
import { findOrder } from '../orders/repository';
import { pdfPageCount, pdfPageSize, renderPartnerCover, sameSize } from './files';
import { printPartner } from './index';
import {
  type CoverSize,
  type PartnerJob,
  PartnerRefusedError,
  type PrintAddress,
  type PrintBinding,
  type PrintPartner,
} from './partner';

/** Long enough for a partner that fetches files hours later, or retries a failed download the next day. */
export const PRINT_FILE_LINK_TTL_SECONDS = 7 * 86_400;

export type SubmitOutcome =
  /** The partner accepted the book just now. */
  | 'submitted'
  /** The partner had it already (an earlier run's answer was lost); recorded now. */
  | 'found'
  /** Recorded before: nothing to do. */
  | 'already'
  /** The partner refused it for good (its reason is on the team's attention list). */
  | 'refused'
  /** No partner, or the order is not a printed book at printing (refunded, or moved on by hand). */
  | 'nothing_to_do';

export type CoverRenderer = (app: FastifyInstance, order: OrderRow, size: CoverSize) => Promise<Buffer>;

export class UnprintableOrderError extends Error {
  override name = 'UnprintableOrderError';
}

/**
 * The delivery address as the partner's form wants it. The checkout keeps the address in one text ("28 May
 * street 1, Baku"): its first part is the street, its last the city (orders.city is where the visitor was, not
 * where the book goes), what lies between the second street line.
 */
export function shippingAddressOf(order: OrderRow): PrintAddress {
  const parts = (order.shippingAddress ?? '')
    .split(/\r?\n|,/)
    .map((part) => part.trim())
    .filter(Boolean);
  const street1 = parts.length >= 2 ? parts[0] : undefined;
  const city = parts.length >= 2 ? parts.at(-1) : undefined;
  const missing = [
    ['full name', order.fullName],
    ['street', street1],
    ['city', city],
    ['postal code', order.postalCode],
    ['phone', order.phone],
    ['e-mail', order.email],
  ].filter(([, value]) => !value);
  if (missing.length > 0 || !street1 || !city) {
    throw new UnprintableOrderError(
      `order ${order.orderNumber} has no ${missing.map(([name]) => name).join(', ')} in its delivery address`,
    );
  }
  return {
    name: order.fullName ?? '',
    street1,
    street2: parts.length > 2 ? parts.slice(1, -1).join(', ') : undefined,
    city,
    postcode: order.postalCode ?? '',
    countryCode: (order.deliveryCountry ?? order.countryCode).toUpperCase(),
    phone: order.phone ?? '',
    email: order.email ?? '',
  };
}

async function submissionOf(app: FastifyInstance, order: OrderRow, partner: PrintPartner) {
  await app.database.db
    .insert(printSubmissions)
    .values({ orderId: order.id, partner: partner.name })
    .onConflictDoNothing({ target: printSubmissions.orderId });
  const [row] = await app.database.db.select().from(printSubmissions).where(eq(printSubmissions.orderId, order.id));
  if (!row) throw new Error(`no print submission for order ${order.id}`);
  return row;
}

/** Writes the partner's job onto the submission, unless a webhook (which may come first) already did. */
async function record(app: FastifyInstance, submissionId: string, job: PartnerJob): Promise<void> {
  await app.database.db
    .update(printSubmissions)
    .set({
      partnerJobId: job.id,
      partnerStatus: job.status,
      status: job.stage,
      submittedAt: sql`coalesce(${printSubmissions.submittedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(printSubmissions.id, submissionId), isNull(printSubmissions.partnerJobId)));
}

const link = (app: FastifyInstance, key: string) =>
  `${app.config.publicUrl}${app.storage.signedUrl(key, PRINT_FILE_LINK_TTL_SECONDS)}`;

/** The cover file the partner gets: ours when it is the partner's size, else one drawn to it (stored once). */
async function coverFor(
  app: FastifyInstance,
  order: OrderRow,
  partner: PrintPartner,
  size: CoverSize,
  render: CoverRenderer,
): Promise<string> {
  const ours = await app.storage.get(coverKey(order));
  if (!ours) throw new UnprintableOrderError(`order ${order.orderNumber} has no stored cover`);
  const oursSize = pdfPageSize(ours.data);
  if (oursSize && sameSize(oursSize, size)) return coverKey(order);
  const key = `books/${order.id}/${order.orderNumber}-cover-${partner.name}.pdf`;
  const made = await app.storage.get(key);
  const madeSize = made && pdfPageSize(made.data);
  if (madeSize && sameSize(madeSize, size)) return key;
  const pdf = await render(app, order, size);
  await app.storage.put(key, pdf, 'application/pdf');
  app.log.info({ orderId: order.id, ours: oursSize, partner: size }, 'cover drawn again to the print partner size');
  return key;
}

/** Makes the files to the partner's size and creates the job. */
async function send(app: FastifyInstance, order: OrderRow, partner: PrintPartner, render: CoverRenderer) {
  const binding = order.version as PrintBinding;
  const interior = order.bookPdfKey ? await app.storage.get(order.bookPdfKey) : undefined;
  if (!order.bookPdfKey || !interior) throw new UnprintableOrderError(`order ${order.orderNumber} has no stored book`);
  const pages = pdfPageCount(interior.data);
  const size = await partner.coverSize(binding, pages);
  const cover = await coverFor(app, order, partner, size, render);

  return partner.createJob({
    reference: order.id,
    title: `Storybook ${order.orderNumber}`,
    binding,
    interiorUrl: link(app, order.bookPdfKey),
    coverUrl: link(app, cover),
    shipTo: shippingAddressOf(order),
  });
}

/** Puts the book on the team's attention list with the partner's (or our) reason; it stays at printing. */
async function refuse(app: FastifyInstance, submissionId: string, orderId: string, reason: string): Promise<void> {
  await app.database.db
    .update(printSubmissions)
    .set({ status: 'rejected', reason: reason.slice(0, 1000), updatedAt: sql`now()` })
    .where(and(eq(printSubmissions.id, submissionId), isNull(printSubmissions.partnerJobId)));
  app.log.error({ orderId, reason }, 'the print partner refused the book: it needs the team');
}

export async function submitToPrinter(
  app: FastifyInstance,
  orderId: string,
  render: CoverRenderer = renderPartnerCover,
): Promise<SubmitOutcome> {
  const partner = printPartner(app);
  if (!partner) return 'nothing_to_do';
  const order = await findOrder(app.database.db, orderId);
  if (order?.status !== 'printing' || !isPhysicalVersion(order.version)) return 'nothing_to_do';
  const submission = await submissionOf(app, order, partner);
  if (submission.partnerJobId) return 'already';

  const earlier = await partner.findJob(order.id);
  if (earlier) {
    await record(app, submission.id, earlier);
    app.log.warn({ orderId, jobId: earlier.id }, 'print job found at the partner after a lost answer');
    return 'found';
  }

  let job: PartnerJob;
  try {
    job = await send(app, order, partner, render);
  } catch (error) {
    if (!(error instanceof PartnerRefusedError || error instanceof UnprintableOrderError)) throw error;
    await refuse(app, submission.id, order.id, error.message);
    return 'refused';
  }
  // The partner has the job and will print it; we have not written it down. The next run asks the partner
  // for our reference first and records what it finds, so the book is neither lost nor printed twice.
  await faultPoint(app.config, 'print-submitted');
  await record(app, submission.id, job);
  app.log.info({ orderId, jobId: job.id, status: job.status }, 'book submitted to the print partner');
  return 'submitted';
}
