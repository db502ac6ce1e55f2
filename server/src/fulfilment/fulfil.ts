/**
 * What happens to an order after payment: paid → story_writing, the book rendered and stored, then for
 * the PDF version the 'book ready' e-mail → completed, and for a printed book → printing (the print partner's
 * job takes it from there, print/submit.ts; with PRINT_PARTNER=manual the team does, with the fulfilment service). The PDF version stores the screen PDF; a printed book stores
 * the printer's two files: the interior (at the book's key) and the cover sheet (coverKey).
 *
 * Each run continues from where the order is, so a retry after a crash at any point repeats nothing that
 * was done: a stored book is not rendered again, a sent e-mail is not sent again (emails.ts), a status is
 * moved only from the one the step expects.
 */

import { isPhysicalVersion } from '@shop/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BookFiles, renderBookFiles } from '../book/pdf';
import { orders } from '../db/schema';
import { faultPoint } from '../lib/fault-point';
import { BOOK_READY_KIND } from '../mail/book-ready';
import type { OrderRow } from '../orders/access';
import { notErased } from '../orders/erasure';
import { findOrder, lockOrder } from '../orders/repository';
import { transition } from '../orders/transitions';
import { sendOrderEmail } from './emails';
import { withOrderLock } from './lock';
import { queuePrintSubmission } from './queue';

export type BookRenderer = (app: FastifyInstance, orderId: string) => Promise<BookFiles>;

export type FulfilOutcome =
  /** PDF: e-mailed and completed. */
  | 'completed'
  /** Printed book: rendered and handed to printing. */
  | 'printing'
  /** The order is not (or no longer) at a step this job does: unknown, unpaid, in review, or further on. */
  | 'nothing_to_do';

export function bookKey(order: Pick<OrderRow, 'id' | 'orderNumber'>): string {
  return `books/${order.id}/${order.orderNumber}.pdf`;
}

/** A printed book's cover sheet, beside its interior (bookKey). */
export function coverKey(order: Pick<OrderRow, 'id' | 'orderNumber'>): string {
  return `books/${order.id}/${order.orderNumber}-cover.pdf`;
}

async function stored(app: FastifyInstance, key: string | null): Promise<boolean> {
  return key !== null && (await app.storage.get(key)) !== undefined;
}

/** Moves the order from `from` to `to` if it is still at `from`; returns the order as it is afterwards. */
async function advance(
  app: FastifyInstance,
  orderId: string,
  from: OrderRow['status'],
  to: 'story_writing' | 'printing' | 'completed',
) {
  return app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== from) return order;
    const moved = await transition(tx, order, to, 'system');
    // With a print partner the book goes to it from here; with none (manual) the team takes it as before.
    if (to === 'printing' && app.config.print.partner !== 'manual') await queuePrintSubmission(app, orderId, tx);
    return moved;
  });
}

/** The book in storage, rendered only when it is not there yet. */
async function ensureBook(app: FastifyInstance, order: OrderRow, render: BookRenderer): Promise<OrderRow> {
  const needsCover = isPhysicalVersion(order.version);
  if ((await stored(app, order.bookPdfKey)) && (!needsCover || (await stored(app, coverKey(order))))) return order;
  const started = performance.now();
  const { pdf, cover, pageCount } = await render(app, order.id);
  if (needsCover && !cover) throw new Error(`the printed book of order ${order.id} was rendered without its cover`);
  const key = bookKey(order);
  // The cover first: a stored interior with its key on the order is what says the book is done.
  if (cover) await app.storage.put(coverKey(order), cover, 'application/pdf');
  await app.storage.put(key, pdf, 'application/pdf');
  // The book is in storage but the order does not say so, and the job is locked by this worker: the order
  // sits at story_writing until a retry finds the job, renders again and moves it on.
  await faultPoint(app.config, 'book-stored');
  const [updated] = await app.database.db
    .update(orders)
    .set({ bookPdfKey: key, bookPdfBytes: pdf.length, bookRenderedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), notErased('book')))
    .returning();
  if (!updated) {
    // Refunded (or deleted) while it was rendered: the book must not outlive that.
    await app.storage.deletePrefix(`books/${order.id}`);
    return (await findOrder(app.database.db, order.id)) ?? order;
  }
  app.log.info(
    {
      orderId: order.id,
      pageCount,
      bytes: pdf.length,
      coverBytes: cover?.length,
      renderMs: Math.round(performance.now() - started),
    },
    'book rendered and stored',
  );
  return updated;
}

export async function fulfilOrder(
  app: FastifyInstance,
  orderId: string,
  render: BookRenderer = renderBookFiles,
): Promise<FulfilOutcome> {
  return withOrderLock(app, orderId, async () => {
    let order = await findOrder(app.database.db, orderId);
    if (order?.status === 'paid') order = await advance(app, orderId, 'paid', 'story_writing');
    if (order?.status !== 'story_writing') return 'nothing_to_do';

    order = await ensureBook(app, order, render);
    if (order.version === 'pdf') {
      // The e-mail first: an order is completed only once the parent has the book.
      await sendOrderEmail(app, order.id, BOOK_READY_KIND);
      const done = await advance(app, order.id, 'story_writing', 'completed');
      return done?.status === 'completed' ? 'completed' : 'nothing_to_do';
    }
    const printing = await advance(app, order.id, 'story_writing', 'printing');
    return printing?.status === 'printing' ? 'printing' : 'nothing_to_do';
  });
}
