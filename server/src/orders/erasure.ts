/**
 * Deleting an order's personal data, the one way: the retention sweep (retention.ts), a refund, the parent's
 * request from the order's page and the team's from the back office all call `eraseOrderData`.
 *
 * In one transaction the order's columns are cleared and the erasure is appended to `orders.erasures` (what went,
 * when, why); in the same transaction a job is queued that deletes the files. Every reader of a file (the file
 * links, tracking, the preview, the order's answer) asks the order first, so from the commit on nothing erased is
 * served even while its files still exist: a crash between the commit and the file job leaves the database
 * consistent and the job runs again after the restart. Deleting files twice is harmless, so the job is idempotent.
 */
import { unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  ERASED_ITEMS,
  type ErasedItem,
  type ErasureReason,
  type OrderErasureJson,
  type OrderStatus,
} from '@shop/shared/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { LOCALES, type Locale, type OrderErasure, orderCharacters, orders, sentEmails } from '../db/schema';
import { faultPoint } from '../lib/fault-point';
import { HttpError, notFound } from '../lib/http-error';
import { deleteOutboxMessage } from '../mail/back-office';
import { DATA_ERASED_KIND, dataErasedEmail } from '../mail/data-erased';
import { outboxIdOf } from '../mail/outbox';
import { recordSentEmail, wasSent } from '../mail/sent-emails';
import type { OrderRow } from './access';
import { lockOrder, supersedeOpenPayments } from './repository';
import { type Actor, transition } from './transitions';

export const ERASE_FILES_JOB = 'erase-order-files';
export const DATA_ERASED_EMAIL_JOB = 'data-erased-email';

/** The photo and everything drawn from it that is not the book. */
const PHOTO_AND_DERIVED: readonly ErasedItem[] = ['photo', 'face_box', 'features', 'portraits', 'preview'];

/** What each reason deletes; items an earlier erasure took already are skipped. */
export const ERASED_BY: Readonly<Record<ErasureReason, readonly ErasedItem[]>> = {
  retention: PHOTO_AND_DERIVED,
  // Without the book nothing needs the child any more; the contact stays with the order's accounting records.
  book_retention: [...PHOTO_AND_DERIVED, 'book', 'child'],
  unpaid: ERASED_ITEMS,
  // The money went back: the book and its preview stop working at once; the photo keeps its 30 days.
  refund: ['book', 'preview'],
  request: ERASED_ITEMS,
  team: ERASED_ITEMS,
};

/** Never paid: erasing one ends it (it goes back to pending, its open payment attempts superseded). */
const UNPAID_STATUSES: ReadonlySet<string> = new Set<OrderStatus>(['pending', 'waiting_for_payment', 'payment_failed']);

/**
 * Statuses in which the parent or the team may have the data deleted: before payment, and once the book is
 * made and delivered (or the order failed or is being refunded). In between, the book is being made or is on its
 * way, and the photo, the child's details and the address are what that needs.
 */
export const ERASABLE_STATUSES: ReadonlySet<string> = new Set<OrderStatus>([
  ...(UNPAID_STATUSES as Set<OrderStatus>),
  'delivered',
  'completed',
  'failed',
  'refund_requested',
  'refunded',
]);

export const erasureInProduction = () => new HttpError(409, 'order_in_production', 'common.error.erasureInProduction');

/** 410 for a part of an order that was deleted: the wizard's calls, the preview, a file link. */
export const dataErased = () => new HttpError(410, 'data_erased', 'common.error.dataErased');

/** The wizard's calls (change, photo, new characters) on an order any of whose data was deleted: 410. */
export function refuseErased(order: Pick<OrderRow, 'erasures'>, item?: ErasedItem): void {
  if (item ? isErased(order, item) : order.erasures.length > 0) throw dataErased();
}

export function erasedItems(order: Pick<OrderRow, 'erasures'>): Set<ErasedItem> {
  return new Set(order.erasures.flatMap((erasure) => erasure.items));
}

export function isErased(order: Pick<OrderRow, 'erasures'>, item: ErasedItem): boolean {
  return order.erasures.some((erasure) => erasure.items.includes(item));
}

/** SQL: the order's `item` has not been erased (for the sweep's queries and guarded writes). */
export function notErased(item: ErasedItem) {
  return sql`not (${orders.erasures} @> ${JSON.stringify([{ items: [item] }])}::jsonb)`;
}

/** What the order's page and the back office show: each erasure with its date, reason and parts. */
export function erasuresJson(order: Pick<OrderRow, 'erasures'>): OrderErasureJson[] {
  return order.erasures.map((erasure) => ({ at: erasure.at, reason: erasure.reason, items: erasure.items }));
}

/** Which part of an order a storage key holds (storage layout: orders/<id>/…, books/<id>/…); undefined: none. */
export function fileOfOrder(key: string): { orderId: string; item: ErasedItem } | undefined {
  const match = /^(orders|books)\/([0-9a-f-]{36})\/(.+)$/i.exec(key);
  if (!match) return undefined;
  const [, root, orderId = '', rest = ''] = match;
  if (root === 'books') return { orderId, item: 'book' };
  if (rest.startsWith('preview/')) return { orderId, item: 'preview' };
  if (rest.startsWith('characters/')) return { orderId, item: 'portraits' };
  return { orderId, item: rest.endsWith('.face.json') ? 'face_box' : 'photo' };
}

/** Whether `key` is a file of an order whose part it holds was erased (the file route answers 410). */
export async function isErasedFile(app: FastifyInstance, key: string): Promise<boolean> {
  const file = fileOfOrder(key);
  if (!file) return false;
  const [order] = await app.database.db
    .select({ erasures: orders.erasures })
    .from(orders)
    .where(eq(orders.id, file.orderId))
    .limit(1);
  return order !== undefined && isErased(order, file.item);
}

/** The storage prefixes that hold `items` of the order. */
function prefixesOf(orderId: string, items: readonly ErasedItem[]): string[] {
  const has = (item: ErasedItem) => items.includes(item);
  // The book first: the photo's folder last, so a crash in between (the fault suite's 'erasure-files') leaves the
  // most personal file on disk, which the file route must then refuse.
  const prefixes: string[] = has('book') ? [`books/${orderId}`] : [];
  // Everything under orders/<id> is the photo or drawn from it.
  if (has('photo')) prefixes.push(`orders/${orderId}`);
  else {
    if (has('preview')) prefixes.push(`orders/${orderId}/preview`);
    if (has('portraits')) prefixes.push(`orders/${orderId}/characters`);
  }
  return prefixes;
}

/** The columns that hold `items`. */
function clearedColumns(order: OrderRow, items: readonly ErasedItem[]): Partial<typeof orders.$inferInsert> {
  const has = (item: ErasedItem) => items.includes(item);
  return {
    ...(has('photo') ? { photoKey: null, photoWidth: null, photoHeight: null, photoWarnings: [] } : {}),
    ...(has('features') ? { characterFeatures: null, characterFeaturesSource: null } : {}),
    ...(has('portraits') ? { charactersStatus: 'none', charactersError: null } : {}),
    ...(has('book') ? { bookPdfKey: null } : {}),
    // The column is required: what is left says nothing about who the child is (the book's grammar needs gender).
    ...(has('child')
      ? {
          child: {
            gender: order.child.gender,
            name: '',
            age: 0,
            storyLanguage: order.child.storyLanguage,
            illustrationStyle: order.child.illustrationStyle,
          },
        }
      : {}),
    ...(has('contact')
      ? {
          fullName: null,
          email: null,
          phone: null,
          shippingAddress: null,
          postalCode: null,
          notes: null,
          city: null,
          newsletter: false,
          // The browser's random id and the address it ordered from (the fraud checks' evidence) go with the rest.
          deviceId: null,
          clientIp: null,
        }
      : {}),
  };
}

export interface Erased {
  order: OrderRow;
  erasure: OrderErasure;
  /** The address and language the order had before, for the confirmation e-mail. */
  before: Pick<OrderRow, 'email' | 'fullName' | 'locale' | 'orderNumber'>;
}

/**
 * Erases what `reason` deletes of `order` (read `for update` by the caller, inside `tx`) that is still there;
 * undefined when nothing is left to erase (a repeated request, a second sweep). The caller checks whether the
 * reason is allowed in the order's status.
 */
export async function eraseOrderData(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  reason: ErasureReason,
  actor: Actor,
  now = new Date(),
): Promise<Erased | undefined> {
  const done = erasedItems(order);
  const items = ERASED_BY[reason].filter((item) => !done.has(item));
  if (items.length === 0) return undefined;
  let current = order;
  if (UNPAID_STATUSES.has(current.status) && items.includes('contact')) {
    // A payment finishing later finds the attempt superseded and the order pending: it is recorded and the
    // team refunds it (payments/apply.ts), the order is never made from data that is gone.
    await supersedeOpenPayments(tx, current.id);
    if (current.status !== 'pending') current = await transition(tx, current, 'pending', actor, 'data deleted');
  }
  if (items.includes('portraits')) await tx.delete(orderCharacters).where(eq(orderCharacters.orderId, current.id));
  const erasure: OrderErasure = { at: now.toISOString(), reason, items };
  const [updated] = await tx
    .update(orders)
    .set({ ...clearedColumns(current, items), erasures: [...current.erasures, erasure], updatedAt: now })
    .where(eq(orders.id, current.id))
    .returning();
  if (!updated) throw new Error(`order ${current.id} vanished while its data was erased`);
  // The copies of the order's e-mails kept in the outbox hold the child's name, the address and maybe the book.
  const mailsGo = items.some((item) => item === 'book' || item === 'child' || item === 'contact');
  const outbox = mailsGo
    ? await tx
        .select({ reference: sentEmails.reference })
        .from(sentEmails)
        .where(and(eq(sentEmails.orderId, current.id), eq(sentEmails.via, 'outbox')))
    : [];
  if (items.includes('contact')) {
    await tx.update(sentEmails).set({ to: '' }).where(eq(sentEmails.orderId, current.id));
  }
  await app.jobs.add(
    ERASE_FILES_JOB,
    {
      orderId: current.id,
      prefixes: prefixesOf(current.id, items),
      outbox: outbox.map((row) => basename(row.reference)),
    },
    // Keyed by the erasure too, so a later erasure of the same order queues its own files beside this one
    // instead of replacing it; the order id in the key is what the back office's job list shows.
    { db: tx, jobKey: `${ERASE_FILES_JOB}:${current.id}:${erasure.at}` },
  );
  app.log.info(
    { orderId: current.id, orderNumber: current.orderNumber, reason, items, actor },
    "an order's personal data was erased",
  );
  return {
    order: updated,
    erasure,
    before: { email: order.email, fullName: order.fullName, locale: order.locale, orderNumber: order.orderNumber },
  };
}

const filesPayload = z.object({
  orderId: z.uuid(),
  prefixes: z.array(z.string()),
  outbox: z.array(z.string().regex(/^[A-Za-z0-9-]+\.eml$/)),
});

/**
 * The parent's or the team's deletion: only in a status where nothing still needs the data
 * (ERASABLE_STATUSES), with a confirmation e-mail to the address the order had, queued with the deletion.
 * `audit` writes the team's entry in the same transaction. A repeated request changes nothing and mails nothing.
 */
export async function eraseOnRequest(
  app: FastifyInstance,
  orderId: string,
  reason: 'request' | 'team',
  actor: Actor,
  audit?: (tx: Tx, before: OrderRow, erased: Erased) => Promise<void>,
): Promise<OrderRow> {
  return app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('common.error.orderNotFound');
    if (!ERASABLE_STATUSES.has(order.status)) throw erasureInProduction();
    const erased = await eraseOrderData(app, tx, order, reason, actor);
    if (!erased) return order;
    const { email, fullName, locale, orderNumber } = erased.before;
    if (email) {
      // The address is gone from the order once this commits; the job carries it until the message has left.
      await app.jobs.add(
        DATA_ERASED_EMAIL_JOB,
        { orderId, to: email, fullName, locale, orderNumber, at: erased.erasure.at, items: erased.erasure.items },
        { db: tx, jobKey: `${DATA_ERASED_EMAIL_JOB}:${orderId}` },
      );
    }
    await audit?.(tx, order, erased);
    return erased.order;
  });
}

const emailPayload = z.object({
  orderId: z.uuid(),
  to: z.string(),
  fullName: z.string().nullable(),
  locale: z.string(),
  orderNumber: z.string(),
  at: z.iso.datetime(),
  items: z.array(z.enum(ERASED_ITEMS)),
});

/** Registers the jobs of an erasure (its files, its confirmation e-mail); called while the app is built. */
export function defineErasureJobs(app: FastifyInstance): void {
  app.jobs.define(DATA_ERASED_EMAIL_JOB, async (payload, { log }) => {
    const input = emailPayload.parse(payload);
    const { db } = app.database;
    if (await wasSent(db, input.orderId, DATA_ERASED_KIND)) {
      log.info({ orderId: input.orderId }, 'the deletion was confirmed before');
      return;
    }
    const locale: Locale = (LOCALES as readonly string[]).includes(input.locale) ? (input.locale as Locale) : 'en';
    const message = dataErasedEmail({ ...input, locale, at: new Date(input.at), siteName: app.config.siteName });
    const delivery = await app.mailer.send(message);
    // The record says that the confirmation went, not where: the address was deleted with the order's data.
    await recordSentEmail(db, {
      orderId: input.orderId,
      kind: DATA_ERASED_KIND,
      locale,
      message: { ...message, to: '' },
      delivery,
    });
    log.info({ orderId: input.orderId }, 'deletion confirmed by e-mail');
  });

  app.jobs.define(
    ERASE_FILES_JOB,
    async (payload, { log }) => {
      const { orderId, prefixes, outbox } = filesPayload.parse(payload);
      for (const [index, prefix] of prefixes.entries()) {
        await app.storage.deletePrefix(prefix);
        // Some files are gone and some are not: the order already says all of them are, so none is served.
        if (index === 0 && prefixes.length > 1) await faultPoint(app.config, 'erasure-files');
      }
      for (const eml of outbox) {
        const name = eml.slice(0, -'.eml'.length);
        const id = outboxIdOf(name);
        if (id) await deleteOutboxMessage(app.storage, id);
        // A copy an older release wrote to DATA_DIR/outbox that the move into storage at start had to leave there.
        for (const file of [`${name}.eml`, `${name}.json`]) {
          await unlink(join(app.config.dataDir, 'outbox', file)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
        }
      }
      log.info({ orderId, prefixes, outboxFiles: outbox.length }, "an erased order's files were deleted");
    },
    { maxAttempts: 10 },
  );
}
