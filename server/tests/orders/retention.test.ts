/**
 * The retention periods the privacy page promises, as the scheduled sweep enforces them, on a database of its own
 * (the sweep reads every order): the photo and what was drawn from it 30 days after an order is finished, the book
 * and the child's details after 90, everything personal of an order never paid 7 days after its last change.
 * Idempotent: a second sweep erases nothing more. The time moves by giving the sweep its `now`.
 */
import { BOOK_RETENTION_DAYS, PHOTO_RETENTION_DAYS, UNPAID_RETENTION_DAYS } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import { bookKey } from '../../src/fulfilment/fulfil';
import { ERASE_FILES_JOB } from '../../src/orders/erasure';
import { findOrder, lockOrder } from '../../src/orders/repository';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  RETENTION_CRONTAB,
  RETENTION_JOB,
  runRetentionSweep,
} from '../../src/orders/retention';
import { transition } from '../../src/orders/transitions';
import { PUBLIC_URL, payFor, smallPdf, tempDataDir, uniqueEmail, withStoredBook } from '../fulfilment-fixtures';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';
import { completeOrder, orderCall } from '../orders-fixtures';

let own: OwnDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  own = await ownDatabase('shop_retention');
  app = await buildTestApp({ databaseUrl: own.url, env: { DATA_DIR: await tempDataDir(), PUBLIC_URL } });
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

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const fileStatus = async (key: string) =>
  (await app.inject({ method: 'GET', url: app.storage.signedUrl(key) })).statusCode;

async function completedWithFiles() {
  const paid = await payFor(app, { version: 'pdf', email: uniqueEmail('retention') });
  const order = await findOrder(app.database.db, paid.id);
  if (!order?.photoKey) throw new Error('no photo key');
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  await app.storage.put(order.photoKey, photo, 'image/jpeg');
  await withStoredBook(app, paid.id, await smallPdf(), ['story_writing']);
  await complete(paid.id);
  return { ...paid, photoKey: order.photoKey, bookKey: bookKey(order) };
}

describe('the retention sweep', () => {
  it('is scheduled hourly, one waiting run at a time', () => {
    expect(RETENTION_CRONTAB).toBe(`23 * * * * ${RETENTION_JOB} ?max=5&jobKey=${RETENTION_JOB}`);
  });

  it('deletes the photo and what was drawn from it 30 days after completion, the book and the child after 90', async () => {
    const order = await completedWithFiles();

    expect(await runRetentionSweep(app, daysFromNow(PHOTO_RETENTION_DAYS - 1))).toEqual({
      retention: 0,
      book_retention: 0,
      unpaid: 0,
      contact_messages: 0,
    });
    expect((await findOrder(app.database.db, order.id))?.erasures).toEqual([]);

    const month = await runRetentionSweep(app, daysFromNow(PHOTO_RETENTION_DAYS + 1));
    expect(month).toMatchObject({ retention: 1, book_retention: 0 });
    let row = await findOrder(app.database.db, order.id);
    expect(row?.erasures).toEqual([
      expect.objectContaining({
        reason: 'retention',
        items: ['photo', 'face_box', 'features', 'portraits', 'preview'],
      }),
    ]);
    expect(row).toMatchObject({ photoKey: null, characterFeatures: null, charactersStatus: 'none' });
    expect(row?.child.name).toBe('Aylin');
    expect(await fileStatus(order.photoKey)).toBe(410);
    expect(await fileStatus(order.bookKey)).toBe(200);
    // The order's page says what went and when.
    expect((await orderCall(app, order, 'GET')).json().order.erasures[0]).toMatchObject({ reason: 'retention' });

    // Idempotent: the same moment again finds nothing more to do.
    expect(await runRetentionSweep(app, daysFromNow(PHOTO_RETENTION_DAYS + 1))).toMatchObject({ retention: 0 });

    await app.jobs.runOnce({ tasks: [ERASE_FILES_JOB] });
    expect(await app.storage.get(order.photoKey)).toBeUndefined();
    expect(await app.storage.get(order.bookKey)).toBeDefined();

    expect(await runRetentionSweep(app, daysFromNow(BOOK_RETENTION_DAYS + 1))).toMatchObject({ book_retention: 1 });
    row = await findOrder(app.database.db, order.id);
    expect(row?.erasures.map((erasure) => erasure.reason)).toEqual(['retention', 'book_retention']);
    expect(row?.erasures[1]?.items).toEqual(['book', 'child']);
    expect(row).toMatchObject({ bookPdfKey: null, email: order.email });
    expect(row?.child.name).toBe('');
    expect(await fileStatus(order.bookKey)).toBe(410);
    await app.jobs.runOnce({ tasks: [ERASE_FILES_JOB] });
    expect(await app.storage.get(order.bookKey)).toBeUndefined();
  });

  it('deletes all personal data of an order never paid 7 days after its last change, and leaves paid ones alone', async () => {
    const unpaid = await completeOrder(app, {}, { version: 'pdf', contact: { email: uniqueEmail('unpaid') } });
    const inProduction = await payFor(app, { version: 'hardcover', email: uniqueEmail('production') });

    expect(await runRetentionSweep(app, daysFromNow(UNPAID_RETENTION_DAYS - 1))).toMatchObject({ unpaid: 0 });
    const week = await runRetentionSweep(app, daysFromNow(UNPAID_RETENTION_DAYS + 1));
    expect(week.unpaid).toBeGreaterThanOrEqual(1);
    const row = await findOrder(app.database.db, unpaid.id);
    expect(row?.erasures).toEqual([expect.objectContaining({ reason: 'unpaid' })]);
    expect(row).toMatchObject({ email: null, fullName: null, phone: null, shippingAddress: null, photoKey: null });
    expect(row?.child.name).toBe('');
    expect((await orderCall(app, unpaid, 'PATCH', '', { order: { version: 'hardcover' } })).statusCode).toBe(410);

    // A paid order still being made keeps everything, however old.
    expect((await findOrder(app.database.db, inProduction.id))?.erasures).toEqual([]);
    await runRetentionSweep(app, daysFromNow(BOOK_RETENTION_DAYS + 10));
    expect((await findOrder(app.database.db, inProduction.id))?.erasures).toEqual([]);
  });

  it('deletes a contact-form message two years after it was sent, and keeps the younger ones', async () => {
    const message = (subject: string, sentDaysAgo: number) => ({
      fullName: 'Leyla M.',
      email: uniqueEmail('contact'),
      subject,
      message: 'Can the book be printed in A4?',
      locale: 'az',
      ip: '203.0.113.9',
      createdAt: daysFromNow(-sentDaysAgo),
    });
    await app.database.db
      .insert(contactMessages)
      .values([
        message('old', CONTACT_MESSAGE_RETENTION_DAYS + 1),
        message('recent', CONTACT_MESSAGE_RETENTION_DAYS - 1),
      ]);
    expect(await runRetentionSweep(app)).toMatchObject({ contact_messages: 1 });
    const left = await app.database.db.select({ subject: contactMessages.subject }).from(contactMessages);
    expect(left.map((row) => row.subject)).toEqual(['recent']);
    expect(await runRetentionSweep(app)).toMatchObject({ contact_messages: 0 });
  });
});
