/**
 * After payment, on the real database with the real book engine and a real SMTP sink: the PDF version is
 * rendered, e-mailed with the book attached and completed; a printed book goes printing → printed →
 * shipped → delivered → completed through the fulfilment service, with its e-mails; nothing is sent twice.
 *
 * The tests run the 'fulfil-order' job's work through `fulfilOrder` for their own order rather than
 * `jobs.runOnce`: other test files pay for orders in the same database at the same time, and a runOnce
 * here would fulfil those too.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sentEmails, shipments } from '../../src/db/schema';
import { ATTACHMENT_MAX_BYTES } from '../../src/fulfilment/emails';
import { coverKey, fulfilOrder } from '../../src/fulfilment/fulfil';
import { COMPLETE_ORDER_JOB, FULFIL_ORDER_JOB, ORDER_EMAIL_JOB } from '../../src/fulfilment/queue';
import { completeOrder, markDelivered, markPrinted, shipOrder } from '../../src/fulfilment/service';
import { HttpError } from '../../src/lib/http-error';
import { findOrder } from '../../src/orders/repository';
import {
  buildFulfilmentApp,
  history,
  PUBLIC_URL,
  payFor,
  smallPdf,
  toPrinting,
  withStoredBook,
} from '../fulfilment-fixtures';
import { parseMail } from '../fulfilment-mail';
import { queuedJobs } from '../orders-fixtures';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

let sink: SmtpSink;
let app: FastifyInstance;
beforeAll(async () => {
  sink = await startSmtpSink();
  // Completion right after delivery, so the test can run the automatic completion now.
  app = await buildFulfilmentApp({ SMTP_URL: sink.url, ORDER_AUTO_COMPLETE_DAYS: '0' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

/** Every message the sink received for `email`, parsed. */
const mailsTo = (email: string) =>
  sink.received.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw));

async function sentKinds(orderId: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ kind: sentEmails.kind })
    .from(sentEmails)
    .where(eq(sentEmails.orderId, orderId))
    .orderBy(sentEmails.createdAt);
  return rows.map((row) => row.kind);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

const runEmailJobs = () => app.jobs.runOnce({ tasks: [ORDER_EMAIL_JOB] });

// Rendering a whole book takes seconds of CPU, more while other test files run.
describe('fulfilment of a PDF book', { timeout: 180_000 }, () => {
  it('renders the book, e-mails it attached with a working link, and completes the order', async () => {
    const paid = await payFor(app, { version: 'pdf', locale: 'ru', child: { name: 'Aylin', gender: 'girl' } });
    // The payment queued the job in its own transaction, keyed per order.
    expect(await queuedJobs(app, `${FULFIL_ORDER_JOB}:${paid.id}`)).toEqual([
      { task: FULFIL_ORDER_JOB, payload: { orderId: paid.id } },
    ]);

    expect(await fulfilOrder(app, paid.id)).toBe('completed');
    expect(await history(app, paid.id)).toEqual([
      'pending:visitor',
      'waiting_for_payment:visitor',
      'paid:payment',
      'story_writing:system',
      'completed:system',
    ]);
    const order = await findOrder(app.database.db, paid.id);
    expect(order?.bookPdfKey).toBe(`books/${paid.id}/${paid.order.orderNumber}.pdf`);

    const [mail, ...more] = mailsTo(paid.email);
    expect(more).toHaveLength(0);
    if (!mail) throw new Error('no e-mail arrived');
    expect(mail.subject).toBe(`Ваша книга готова (заказ ${paid.order.orderNumber})`);
    expect(mail.text).toContain('Здравствуйте, Leyla Aliyeva!');
    expect(mail.text).toContain('Отличная новость: ваша персональная книга готова, и её главная героиня\u00a0— Aylin!');
    expect(mail.text).toContain('PDF-файл приложен к этому письму.');
    const query = new URLSearchParams({ order_number: paid.order.orderNumber, email: paid.email });
    expect(mail.text).toContain(`${PUBLIC_URL}/ru/track-order?${query}`);
    expect(mail.html).toContain('<html lang="ru">');

    // The attachment is the book itself.
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(attachment?.content.length).toBe(order?.bookPdfBytes);
    expect(attachment?.filename).toMatch(/\.pdf$/);

    // The signed link serves the same file.
    const link = new RegExp(`${PUBLIC_URL}(/api/v1/files/\\S+)`).exec(mail.text)?.[1];
    if (!link) throw new Error(`no download link in:\n${mail.text}`);
    const download = await app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(attachment?.content ?? Buffer.alloc(0))).toBe(true);
    // It expires: about 30 days (BOOK_LINK_TTL_DAYS), and the e-mail says until when.
    const expires = Number(new URL(link, PUBLIC_URL).searchParams.get('exp')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(31 * 86_400_000);
    expect(mail.text).toMatch(/Ссылка действует до \d{1,2} [а-я]+ \d{4}/);

    expect(await sentKinds(paid.id)).toEqual(['book-ready']);
  });

  it('lets two runs race and continues after a crash, never sending twice or rendering again', async () => {
    const paid = await payFor(app, { version: 'pdf', locale: 'az', child: { name: 'Əli', gender: 'boy' } });
    // The job and, say, the order CLI at once: one renders and e-mails, the other waits and finds it done.
    const outcomes = await Promise.all([fulfilOrder(app, paid.id), fulfilOrder(app, paid.id)]);
    expect(outcomes.sort()).toEqual(['completed', 'nothing_to_do']);
    const first = await findOrder(app.database.db, paid.id);

    // A crash after the e-mail but before `completed` committed: the order is still story_writing.
    await app.database.db.update(orders).set({ status: 'story_writing' }).where(eq(orders.id, paid.id));
    expect(await fulfilOrder(app, paid.id)).toBe('completed');
    // And a duplicate of the job after it all finished does nothing.
    expect(await fulfilOrder(app, paid.id)).toBe('nothing_to_do');

    const again = await findOrder(app.database.db, paid.id);
    expect(again?.bookRenderedAt?.getTime()).toBe(first?.bookRenderedAt?.getTime());
    const mails = mailsTo(paid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Kitabınız hazırdır (${paid.order.orderNumber} nömrəli sifariş)`);
    expect(mails[0]?.text).toContain('Kitabın qəhrəmanı: Əli.');
    expect(await sentKinds(paid.id)).toEqual(['book-ready']);
  });
});

describe('fulfilment of a PDF book too large to attach', () => {
  it('continues from a stored book and e-mails only the link', async () => {
    const paid = await payFor(app, { version: 'pdf', locale: 'tr' });
    // As a crash right after rendering leaves it: story_writing with the book stored, no e-mail yet.
    const large = Buffer.concat([await smallPdf(), Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    await withStoredBook(app, paid.id, large, ['story_writing']);
    const before = await findOrder(app.database.db, paid.id);

    expect(await fulfilOrder(app, paid.id)).toBe('completed');
    expect((await findOrder(app.database.db, paid.id))?.bookRenderedAt).toEqual(before?.bookRenderedAt);
    const [mail, ...more] = mailsTo(paid.email);
    expect(more).toHaveLength(0);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain('PDF dosyası e-postaya eklenemeyecek kadar büyük; lütfen aşağıdaki düğmeden indirin.');
    const link = new RegExp(`${PUBLIC_URL}(/api/v1/files/\\S+)`).exec(mail?.text ?? '')?.[1] ?? '';
    const download = await app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(large.length);
  });
});

describe('fulfilment of a printed book', { timeout: 180_000 }, () => {
  it('goes printing → printed → shipped → delivered → completed, e-mailing the parent', async () => {
    const paid = await payFor(app, { version: 'hardcover', locale: 'tr' });
    const number = paid.order.orderNumber;
    expect(await fulfilOrder(app, paid.id)).toBe('printing');
    // The printer's copy is stored; the parent gets no 'book ready' e-mail for a printed book.
    const printed = await findOrder(app.database.db, paid.id);
    expect(printed?.bookPdfKey).toBe(`books/${paid.id}/${number}.pdf`);
    // The printer's two files: the interior (trim + bleed, without the covers) and the cover sheet.
    const interior = await app.storage.get(`books/${paid.id}/${number}.pdf`);
    const cover = printed ? await app.storage.get(coverKey(printed)) : undefined;
    expect(interior?.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(cover?.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await sentKinds(paid.id)).toEqual([]);

    // Shipping before printing is refused.
    const early = await refusal(shipOrder(app, number, { carrier: 'DHL', tracking_number: 'JD0123' }, 'staff:anna'));
    expect([early.statusCode, early.code]).toEqual([409, 'invalid_transition']);

    // By number, any case and spacing; twice is once.
    expect((await markPrinted(app, ` ${number.toLowerCase()} `, 'staff:anna')).changed).toBe(true);
    expect((await markPrinted(app, number, 'staff:anna')).changed).toBe(false);

    const shipment = { carrier: 'DHL', tracking_number: 'JD0123', estimated_delivery: '2026-12-01' };
    const shipped = await shipOrder(app, number, shipment, 'staff:anna');
    expect(shipped.changed).toBe(true);
    expect(shipped.order.status).toBe('shipped');
    expect(await queuedJobs(app, `${ORDER_EMAIL_JOB}:shipped:${paid.id}`)).toHaveLength(1);
    await runEmailJobs();
    const [shippedMail] = mailsTo(paid.email);
    expect(shippedMail?.subject).toBe(`${number} numaralı siparişiniz yola çıktı`);
    expect(shippedMail?.text).toContain('Kargo firması: DHL');
    expect(shippedMail?.text).toContain('Takip numarası: JD0123');
    expect(shippedMail?.text).toContain('Tahmini teslimat: 1 Aralık 2026');
    expect(shippedMail?.html).toContain('JD0123');

    // The same data again: nothing changes, nothing is sent.
    expect((await shipOrder(app, number, shipment, 'staff:anna')).changed).toBe(false);
    await runEmailJobs();
    expect(mailsTo(paid.email)).toHaveLength(1);

    // A corrected tracking number updates the shipment and tells the parent.
    const corrected = await shipOrder(app, paid.id, { ...shipment, tracking_number: 'JD0456' }, 'staff:anna');
    expect(corrected.changed).toBe(true);
    expect(corrected.shipment).toMatchObject({ trackingNumber: 'JD0456', estimatedDelivery: '2026-12-01' });
    await runEmailJobs();
    expect(mailsTo(paid.email).map((mail) => /Takip numarası: (\S+)/.exec(mail.text)?.[1])).toEqual([
      'JD0123',
      'JD0456',
    ]);

    const deliveredAt = new Date();
    expect((await markDelivered(app, number, 'staff:anna', deliveredAt)).changed).toBe(true);
    expect((await markDelivered(app, number, 'staff:anna')).changed).toBe(false);
    const [row] = await app.database.db.select().from(shipments).where(eq(shipments.orderId, paid.id));
    expect(row?.deliveredAt?.getTime()).toBe(deliveredAt.getTime());
    await runEmailJobs();
    const deliveredMail = mailsTo(paid.email)[2];
    expect(deliveredMail?.subject).toBe(`${number} numaralı siparişiniz teslim edildi`);
    expect(deliveredMail?.text).toContain('Umarız Aylin bu hikâyenin kahramanı olmayı çok sever!');
    expect(deliveredMail?.text).toContain(`${PUBLIC_URL}/tr/contact`);

    // ORDER_AUTO_COMPLETE_DAYS=0 here: the completion job is due at once.
    await app.jobs.runOnce({ tasks: [COMPLETE_ORDER_JOB] });
    expect(await history(app, paid.id)).toEqual([
      'pending:visitor',
      'waiting_for_payment:visitor',
      'paid:payment',
      'story_writing:system',
      'printing:system',
      'ready_for_shipping:staff:anna',
      'shipped:staff:anna',
      'delivered:staff:anna',
      'completed:system',
    ]);
    expect(await sentKinds(paid.id)).toEqual(['shipped', 'shipped', 'delivered']);
    // Once completed, the steps before are done: repeating them changes nothing.
    expect((await completeOrder(app, number, 'staff:anna')).changed).toBe(false);
    expect((await shipOrder(app, number, { ...shipment, tracking_number: 'JD0456' }, 'staff:anna')).changed).toBe(
      false,
    );
  });

  it('refuses steps out of order and bad input with clear codes', async () => {
    const paid = await payFor(app, { version: 'softcover' });
    const number = paid.order.orderNumber;

    const notPrinting = await refusal(markPrinted(app, number, 'staff:anna'));
    expect([notPrinting.statusCode, notPrinting.code, notPrinting.details]).toEqual([
      409,
      'invalid_transition',
      { from: 'paid', to: 'ready_for_shipping' },
    ]);
    const notDelivered = await refusal(completeOrder(app, number, 'staff:anna'));
    expect([notDelivered.statusCode, notDelivered.code]).toEqual([409, 'invalid_transition']);
    const notShipped = await refusal(markDelivered(app, number, 'staff:anna'));
    expect([notShipped.statusCode, notShipped.code]).toEqual([409, 'invalid_transition']);

    const unknown = await refusal(markPrinted(app, 'SB-999999999', 'staff:anna'));
    expect([unknown.statusCode, unknown.code, unknown.message]).toEqual([
      404,
      'not_found',
      'common.error.orderNotFound',
    ]);

    // Bad shipment data is refused before the order is even looked at.
    const blank = await refusal(shipOrder(app, number, { carrier: ' ', tracking_number: 'X1' }, 'staff:anna'));
    expect([blank.statusCode, blank.code]).toEqual([400, 'validation_error']);
    expect(blank.details).toEqual([
      { path: ['carrier'], message_id: 'common.validation.required', message: 'This field is required' },
    ]);
    const badDate = await refusal(
      shipOrder(app, number, { carrier: 'UPS', tracking_number: 'X1', estimated_delivery: '2026-13-45' }, 'staff:anna'),
    );
    expect(badDate.details).toEqual([
      { path: ['estimated_delivery'], message_id: 'common.validation.invalid', message: 'Please enter a valid value' },
    ]);

    // Through to shipped, then a delivery in the future is refused.
    await toPrinting(app, paid.id);
    await markPrinted(app, number, 'staff:anna');
    await shipOrder(app, number, { carrier: 'UPS', tracking_number: '1Z999' }, 'staff:anna');
    const future = await refusal(markDelivered(app, number, 'staff:anna', new Date(Date.now() + 86_400_000)));
    expect([future.statusCode, future.code]).toEqual([400, 'validation_error']);
    const [row] = await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, paid.id));
    expect(row?.status).toBe('shipped');
  });
});
