/**
 * What the fulfilment and tracking tests share: an app with its own data directory (files, keys), and an
 * order paid for through the real API (confirm_and_pay, the sandbox gateway, complete_payment).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { expect } from 'vitest';
import { orderCharacters, orderStatusHistory, orders } from '../src/db/schema';
import { bookKey } from '../src/fulfilment/fulfil';
import type { OrderRow } from '../src/orders/access';
import { findOrder, lockOrder } from '../src/orders/repository';
import { transition } from '../src/orders/transitions';
import { completeSession } from '../src/payments/sandbox/sessions';
import { buildTestApp } from './helpers';
import { type CreatedOrder, child, completeOrder, orderCall } from './orders-fixtures';

/** Nothing listens there: links in e-mails are read, never followed over the network. */
export const PUBLIC_URL = 'http://127.0.0.1:9';

export const tempDataDir = () => mkdtemp(join(tmpdir(), 'shop-fulfilment-'));

/** The test app with its files and keys in a fresh DATA_DIR (or `env.DATA_DIR`), never the repository's data/. */
export async function buildFulfilmentApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildTestApp({ env: { DATA_DIR: env.DATA_DIR ?? (await tempDataDir()), PUBLIC_URL, ...env } });
}

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export interface PaidOrder extends CreatedOrder {
  email: string;
  order: OrderRow;
}

/**
 * An order for the ready-made book in `version`, created in `locale`, (the child's fields over the fixture's), with a
 * character picture of the child's style in storage (what the book engine draws from), paid through the sandbox gateway.
 */
export async function payFor(
  app: FastifyInstance,
  options: {
    version: 'pdf' | 'softcover' | 'hardcover';
    locale?: string;
    email?: string;
    child?: Record<string, unknown>;
  },
): Promise<PaidOrder> {
  const email = options.email ?? uniqueEmail(options.version);
  const headers = { 'accept-language': options.locale ?? 'en' };
  const created = await completeOrder(app, options.child ? { child: child(options.child) } : {}, {
    version: options.version,
    contact: { email },
    headers,
  });
  await storeCharacter(app, created.id);
  const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const sessionId = new URL(confirmed.json().payment_url).pathname.split('/').pop() ?? '';
  await completeSession(app.database.db, sessionId, { status: 'succeeded', failureCode: null, cardLast4: '4242' });
  const paid = await orderCall(app, created, 'POST', 'complete_payment', { session_id: sessionId });
  expect(paid.json().order.status).toBe('paid');
  const order = await findOrder(app.database.db, created.id);
  if (!order) throw new Error('the paid order vanished');
  return { ...created, email, order };
}

/** A generated character as the character job leaves it: a row of the newest round and its JPEG. */
async function storeCharacter(app: FastifyInstance, orderId: string): Promise<void> {
  const order = await findOrder(app.database.db, orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const style = order.child.illustrationStyle;
  const key = `orders/${orderId}/characters/test-g1-${style}.jpg`;
  const picture = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#f4c9a8' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="512" height="512"><circle cx="256" cy="220" r="130" fill="#8a5a3c"/><circle cx="256" cy="240" r="100" fill="#f1c27d"/><rect x="156" y="340" width="200" height="172" rx="60" fill="#3d7dd8"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await app.storage.put(key, picture, 'image/jpeg');
  await app.database.db
    .insert(orderCharacters)
    .values({ orderId, generation: 1, style, storageKey: key, width: 512, height: 512, generator: 'test' });
}

/** The order's status changes, oldest first, as `status:actor`. */
export async function history(app: FastifyInstance, orderId: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  return rows.map((row) => `${row.to}:${row.actor}`);
}

/** A small real PDF, standing in for the book engine's where a test need not render a whole book. */
export function smallPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Aylin and the printed book');
    doc.end();
  });
}

/**
 * Moves a paid order through `statuses` as the fulfilment job would, with `pdf` stored as its book:
 * the state a crash after rendering leaves behind, or a printed book without rendering a whole one.
 */
export async function withStoredBook(
  app: FastifyInstance,
  orderId: string,
  pdf: Buffer,
  statuses: ReadonlyArray<'story_writing' | 'printing'>,
): Promise<void> {
  const order = await findOrder(app.database.db, orderId);
  if (!order) throw new Error('no order');
  const key = bookKey(order);
  await app.storage.put(key, pdf, 'application/pdf');
  await app.database.db.transaction(async (tx) => {
    let locked = await lockOrder(tx, orderId);
    for (const to of statuses) {
      if (!locked) throw new Error('order vanished');
      locked = await transition(tx, locked, to, 'system');
    }
    await tx
      .update(orders)
      .set({ bookPdfKey: key, bookPdfBytes: pdf.length, bookRenderedAt: new Date() })
      .where(eq(orders.id, orderId));
  });
}

/** A paid printed book at printing, with a small stored book. */
export async function toPrinting(app: FastifyInstance, orderId: string): Promise<void> {
  await withStoredBook(app, orderId, await smallPdf(), ['story_writing', 'printing']);
}
