/**
 * Deleting an order's personal data on request, through the API on a database of its own (the file's erasure
 * jobs must not be run by another file's worker): the parent from the order's page with its token, the team from
 * the back office (admin, audited), refused while the book is being made; what was deleted answers 410 at once,
 * its files go with the job, a confirmation e-mail goes to the address the order had. A refund revokes the book
 * and its preview at once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, payments, sentEmails } from '../../src/db/schema';
import { bookKey } from '../../src/fulfilment/fulfil';
import { sendOrderConfirmation } from '../../src/orders/confirmation-email';
import { DATA_ERASED_EMAIL_JOB, ERASE_FILES_JOB } from '../../src/orders/erasure';
import { findOrder, lockOrder } from '../../src/orders/repository';
import { transition } from '../../src/orders/transitions';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { PUBLIC_URL, payFor, smallPdf, tempDataDir, uniqueEmail, withStoredBook } from '../fulfilment-fixtures';
import { parseMail } from '../fulfilment-mail';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';
import { completeOrder, orderCall, tokenHeader } from '../orders-fixtures';

let own: OwnDatabase;
let app: FastifyInstance;
let dataDir: string;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  own = await ownDatabase('shop_erasure');
  dataDir = await tempDataDir();
  app = await buildTestApp({ databaseUrl: own.url, env: { DATA_DIR: dataDir, PUBLIC_URL } });
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(async () => {
  await app?.close();
  await own?.drop();
});

/** story_writing → completed, as the fulfilment job does once the PDF is e-mailed. */
async function complete(orderId: string): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error('no order');
    await transition(tx, order, 'completed', 'system');
  });
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4c9a8' } })
    .jpeg()
    .toBuffer();

/** The files a finished order has: its photo and face box, a preview page, and the stored book. */
async function storeFiles(orderId: string): Promise<Record<'photo' | 'face' | 'preview' | 'book', string>> {
  const order = await findOrder(app.database.db, orderId);
  if (!order?.photoKey) throw new Error('the order has no photo key');
  const keys = {
    photo: order.photoKey,
    face: order.photoKey.replace(/\.jpg$/, '.face.json'),
    preview: `orders/${orderId}/preview/f1/page-01.jpg`,
    book: bookKey(order),
  };
  await app.storage.put(keys.photo, await jpeg(), 'image/jpeg');
  await app.storage.put(keys.face, Buffer.from('{"x":1,"y":1,"width":9,"height":9,"score":1}'), 'application/json');
  await app.storage.put(keys.preview, await jpeg(), 'image/jpeg');
  return keys;
}

/** A PDF order, paid, its book stored and e-mailed: completed, with every file a finished order has. */
async function completedPdfOrder(label: string, locale = 'en') {
  const paid = await payFor(app, { version: 'pdf', email: uniqueEmail(label), locale });
  const keys = await storeFiles(paid.id);
  await withStoredBook(app, paid.id, await smallPdf(), ['story_writing']);
  await complete(paid.id);
  return { ...paid, keys };
}

const fetchFile = (key: string, locale = 'en') =>
  app.inject({ method: 'GET', url: app.storage.signedUrl(key), headers: { 'accept-language': locale } });

const erase = (order: { id: string; token: string }) =>
  app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/erase`, headers: tokenHeader(order.token) });

describe("a parent deletes their child's data from the order's page", () => {
  it('clears the child, the photo and what was drawn from it, the book and the contact; 410 at once; files and e-mail follow', async () => {
    const order = await completedPdfOrder('request', 'ru');
    expect(await sendOrderConfirmation(app, order.id)).toBe('sent');
    for (const key of Object.values(order.keys)) expect((await fetchFile(key)).statusCode, key).toBe(200);
    const character = (await orderCall(app, order, 'GET')).json().order.character.url as string;
    expect((await app.inject({ method: 'GET', url: character })).statusCode).toBe(200);

    const response = await erase(order);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json().order;
    expect(json.erasures).toEqual([
      {
        at: expect.any(String),
        reason: 'request',
        items: ['photo', 'face_box', 'features', 'portraits', 'preview', 'book', 'child', 'contact'],
      },
    ]);
    expect(json).toMatchObject({ photo: null, character: null, characters_status: 'none', status: 'completed' });
    expect(json.child).toMatchObject({ name: '', age: 0, favourite_hero: null });
    expect(json.contact).toMatchObject({ full_name: null, email: null, phone: null, shipping_address: null });
    // What accounting needs stays.
    expect(json.order_number).toBe(order.order.orderNumber);
    expect(json.price.total).toBe(order.order.price?.total);
    expect(json.paid_at).not.toBeNull();

    // The files still exist until the job runs, and none of them is served any more.
    const gone = await fetchFile(order.keys.photo, 'ru');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'data_erased', message: 'Это было удалено и больше недоступно.' });
    for (const key of [order.keys.face, order.keys.preview, order.keys.book]) {
      expect((await fetchFile(key)).statusCode, key).toBe(410);
    }
    expect((await app.inject({ method: 'GET', url: character })).statusCode).toBe(410);
    expect(await app.storage.get(order.keys.book)).toBeDefined();

    // Tracking by number and e-mail no longer finds it: the e-mail address is gone.
    const track = await app.inject({
      method: 'GET',
      url: `/api/v1/orders/track?order_number=${order.order.orderNumber}&email=${encodeURIComponent(order.email)}`,
    });
    expect(track.statusCode).toBe(404);
    const emails = await app.database.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id));
    expect(emails.map((email) => email.to)).toEqual(emails.map(() => ''));

    await app.jobs.runOnce({ tasks: [ERASE_FILES_JOB, DATA_ERASED_EMAIL_JOB] });
    for (const key of Object.values(order.keys)) expect(await app.storage.get(key), key).toBeUndefined();
    // The outbox copies of the order's e-mails (the book attached, the child's name) are gone with them.
    const outbox = await app.storage.list('outbox');
    const messages = await Promise.all(
      outbox
        .filter((key) => key.endsWith('.eml'))
        .map(async (key) => (await app.storage.get(key))?.data.toString('utf8') ?? ''),
    );
    const mine = messages.map(parseMail).filter((mail) => mail.to === order.email);
    expect(mine.map((mail) => mail.subject)).toEqual([
      `Данные вашего ребёнка удалены (заказ ${order.order.orderNumber})`,
    ]);
    expect(mine[0]?.text).toContain('фотографию ребёнка');
    expect(mine[0]?.text).toContain('ваши имя, адрес электронной почты, номер телефона и адрес доставки');

    // Asking again changes nothing and mails nothing.
    const again = await erase(order);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.erasures).toHaveLength(1);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.erasures).toHaveLength(1);
  });

  it('is refused while the book is being made, and without the token', async () => {
    const paid = await payFor(app, { version: 'hardcover', email: uniqueEmail('production') });
    const refused = await erase(paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('order_in_production');
    expect((await erase({ id: paid.id, token: 'not-the-token' })).statusCode).toBe(404);
    expect((await findOrder(app.database.db, paid.id))?.erasures).toEqual([]);
  });

  it('ends an order never paid: its payment attempt superseded, the wizard answers 410', async () => {
    const created = await completeOrder(app, {}, { version: 'pdf', contact: { email: uniqueEmail('unpaid') } });
    const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const response = await erase(created);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order.status).toBe('pending');
    const attempts = await app.database.db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['superseded']);

    const patch = await orderCall(app, created, 'PATCH', '', { order: { version: 'hardcover' } });
    expect(patch.statusCode).toBe(410);
    expect((await orderCall(app, created, 'GET', 'preview')).statusCode).toBe(410);
    expect((await orderCall(app, created, 'POST', 'characters/regenerate')).statusCode).toBe(410);
    expect((await orderCall(app, created, 'PATCH', 'confirm_and_pay')).statusCode).not.toBe(200);
  });
});

describe("the team deletes a child's data from the back office", () => {
  it('is an admin action, audited, with the same result and confirmation', async () => {
    const order = await completedPdfOrder('team');
    const before = await asStaff(app, admin, 'GET', `/orders/${order.id}`);
    expect(before.json().actions.erase_data).toBe(true);

    expect((await asStaff(app, support, 'POST', `/orders/${order.id}/erase`)).statusCode).toBe(403);
    const response = await asStaff(app, admin, 'POST', `/orders/${order.id}/erase`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.order.erasures).toEqual([
      expect.objectContaining({ reason: 'team', items: expect.arrayContaining(['photo', 'child', 'contact']) }),
    ]);
    expect(detail.order).toMatchObject({ photo_url: null, book_pdf_url: null, email: null, full_name: null });
    expect(detail.actions.erase_data).toBe(false);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'order.erase_data')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staffEmail).toBe(admin.email);
    expect((await fetchFile(order.keys.photo)).statusCode).toBe(410);
  });
});

describe('a refund revokes the book', () => {
  it('stops the PDF link, the tracking download and the preview at once; the photo keeps its 30 days', async () => {
    const order = await completedPdfOrder('refund');
    const trackUrl = `/api/v1/orders/track?order_number=${order.order.orderNumber}&email=${encodeURIComponent(order.email)}`;
    const download = (await app.inject({ method: 'GET', url: trackUrl })).json().download_url as string;
    expect((await app.inject({ method: 'GET', url: download })).statusCode).toBe(200);

    const refund = await asStaff(app, admin, 'POST', `/orders/${order.id}/refund`, { reason: 'The parent asked' });
    expect(refund.statusCode, refund.body).toBe(200);

    expect((await app.inject({ method: 'GET', url: download })).statusCode).toBe(410);
    const tracked = (await app.inject({ method: 'GET', url: trackUrl })).json();
    expect(tracked.download_url).toBeNull();
    expect(tracked.erasures).toEqual([expect.objectContaining({ reason: 'refund', items: ['book', 'preview'] })]);
    expect((await fetchFile(order.keys.book)).statusCode).toBe(410);
    expect((await fetchFile(order.keys.preview)).statusCode).toBe(410);
    expect((await orderCall(app, order, 'GET', 'preview')).statusCode).toBe(410);
    expect((await fetchFile(order.keys.photo)).statusCode).toBe(200);
  });
});
