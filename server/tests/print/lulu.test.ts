/**
 * PRINT_PARTNER=lulu against a local stand-in of Lulu's Print API (fake-lulu.ts), on the real database: a paid
 * printed book reaching printing queues its submission in the same transaction; the job sends Lulu expiring
 * links to the interior and to a cover made to Lulu's size, the product of its binding and the delivery address;
 * a lost answer, a 5xx and a hang never print twice nor lose the book; Lulu's signed webhooks move the order
 * printing → ready_for_shipping → shipped → delivered once each, whatever is replayed, forged or out of order;
 * a rejected file lands on the team's attention list with Lulu's reason. PRINT_PARTNER=manual queues nothing.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spineWidth } from '../../src/book/bleed';
import { BLEED, PAGE_HEIGHT, PAGE_WIDTH } from '../../src/book/page-model';
import { ConfigError, loadConfig } from '../../src/config/env';
import { printEvents, printSubmissions, shipments } from '../../src/db/schema';
import { type BookRenderer, coverKey, fulfilOrder } from '../../src/fulfilment/fulfil';
import { SUBMIT_PRINT_JOB } from '../../src/fulfilment/queue';
import { findOrder } from '../../src/orders/repository';
import { pdfPageCount, pdfPageSize } from '../../src/print/files';
import { usePrintPartner } from '../../src/print/index';
import { DEFAULT_LULU_PACKAGES, LuluPartner, productFor } from '../../src/print/lulu';
import { PartnerUnavailableError } from '../../src/print/partner';
import { type CoverRenderer, submitToPrinter } from '../../src/print/submit';
import { asStaff, signedInStaff } from '../admin-helpers';
import { buildFulfilmentApp, history, payFor } from '../fulfilment-fixtures';
import { queuedJobs } from '../orders-fixtures';
import { CLIENT_KEY, CLIENT_SECRET, type FakeLulu, type LuluJob, startFakeLulu } from './fake-lulu';
import { pdfOf } from './pdf-fixtures';

const INTERIOR_PAGES = 32;

/** The book engine's output for a printed book, without drawing one: 32 pages and our own cover sheet. */
const fakeBook =
  (binding: 'hardcover' | 'softcover'): BookRenderer =>
  async () => ({
    pdf: await pdfOf(INTERIOR_PAGES, PAGE_WIDTH + 2 * BLEED, PAGE_HEIGHT + 2 * BLEED),
    cover: await pdfOf(1, 2 * PAGE_WIDTH + spineWidth(INTERIOR_PAGES, binding) + 2 * BLEED, PAGE_HEIGHT + 2 * BLEED),
    pageCount: INTERIOR_PAGES + 4,
  });

/** Draws "the cover again" as a blank sheet of exactly the asked size. */
const coverRenders: Array<{ width: number; height: number }> = [];
const fakeCover: CoverRenderer = async (_app, _order, size) => {
  coverRenders.push(size);
  return pdfOf(1, size.width, size.height);
};

let lulu: FakeLulu;
let app: FastifyInstance;

beforeAll(async () => {
  lulu = await startFakeLulu();
  app = await buildFulfilmentApp({
    PRINT_PARTNER: 'lulu',
    LULU_CLIENT_KEY: CLIENT_KEY,
    LULU_CLIENT_SECRET: CLIENT_SECRET,
    LULU_API_URL: lulu.url,
  });
  // A short timeout keeps the hang test bounded; everything else is the configured adapter.
  usePrintPartner(
    app,
    new LuluPartner({ ...(app.config.print.lulu as NonNullable<typeof app.config.print.lulu>), timeoutMs: 700 }),
  );
});

afterAll(async () => {
  await app?.close();
  await lulu?.close();
});

beforeEach(() => {
  lulu.failure = 'none';
  coverRenders.length = 0;
});

/** A paid printed book moved to printing by the fulfilment job (with the book engine stood in for). */
async function atPrinting(binding: 'hardcover' | 'softcover' = 'hardcover') {
  const paid = await payFor(app, { version: binding });
  expect(await fulfilOrder(app, paid.id, fakeBook(binding))).toBe('printing');
  return paid;
}

async function submission(orderId: string) {
  const [row] = await app.database.db.select().from(printSubmissions).where(eq(printSubmissions.orderId, orderId));
  return row;
}

const jobsOf = (orderId: string) => lulu.jobs.filter((job) => job.external_id === orderId);

function postWebhook(body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/print/webhook',
    headers: { 'content-type': 'application/json', 'lulu-hmac-sha256': signature },
    payload: body,
  });
}

async function send(job: LuluJob, status: string, options?: Parameters<FakeLulu['webhook']>[2]) {
  const { body, signature } = lulu.webhook(job, status, options);
  const response = await postWebhook(body, signature);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { received: true; duplicate: boolean; applied: boolean };
}

const SHIPPED_ITEM = {
  tracking_id: '1Z999AA10123456784',
  tracking_urls: ['https://www.ups.com/track?tracknum=1Z999AA10123456784'],
  carrier_name: 'UPS',
};

/** A book submitted to the stand-in; its Lulu job. */
async function submitted(binding: 'hardcover' | 'softcover' = 'hardcover') {
  const paid = await atPrinting(binding);
  expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('submitted');
  const [job] = jobsOf(paid.id);
  if (!job) throw new Error('no job at the stand-in');
  return { paid, job };
}

describe('configuration', () => {
  it('stops the start in one line naming what PRINT_PARTNER=lulu is missing', async () => {
    expect(() => loadConfig({ PRINT_PARTNER: 'lulu', LULU_CLIENT_KEY: CLIENT_KEY })).toThrow(
      new ConfigError(
        "Invalid environment configuration: PRINT_PARTNER=lulu needs LULU_CLIENT_SECRET (the client key and secret from Lulu's developer portal, API Keys)",
      ),
    );
    expect(() => loadConfig({ PRINT_PARTNER: 'lulu' })).toThrow(/needs LULU_CLIENT_KEY and LULU_CLIENT_SECRET/);
    expect(loadConfig({}).print).toEqual({ partner: 'manual', lulu: undefined });
  });

  it('refuses a Lulu product whose trim or binding is not the book’s', () => {
    expect(productFor({ hardcoverPackage: undefined, softcoverPackage: undefined }, 'hardcover')).toBe(
      DEFAULT_LULU_PACKAGES.hardcover,
    );
    expect(() =>
      productFor({ hardcoverPackage: '0900X0700.FC.PRE.CW.080CW444.MXX', softcoverPackage: undefined }, 'hardcover'),
    ).toThrow(/trim/);
    expect(() =>
      productFor({ hardcoverPackage: undefined, softcoverPackage: '1000X0700FCPRECW080CW444MXX' }, 'softcover'),
    ).toThrow(/not a softcover/);
  });
});

describe('submitting a printed book', () => {
  it('queues the submission with the move to printing, and sends Lulu the files to its size, product and address', async () => {
    const paid = await atPrinting('hardcover');
    expect(await queuedJobs(app, `${SUBMIT_PRINT_JOB}:${paid.id}`)).toEqual([
      { task: SUBMIT_PRINT_JOB, payload: { orderId: paid.id } },
    ]);

    expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('submitted');
    const [job] = jobsOf(paid.id);
    const item = job?.line_items[0];
    expect(item?.pod_package_id).toBe(DEFAULT_LULU_PACKAGES.hardcover);
    expect(item?.quantity).toBe(1);
    expect(job?.shipping_address).toMatchObject({
      name: 'Leyla Aliyeva',
      street1: '28 May street 1',
      city: 'Baku',
      postcode: 'AZ1000',
      phone_number: '+994 50 123 45 67',
    });
    // Lulu was asked the cover's size for the real page count, and the hardcover's wrap made our sheet
    // the wrong size, so the cover was drawn again at Lulu's.
    const asked = lulu.requests.find((request) => request.path === '/cover-dimensions/');
    expect(asked?.body).toMatchObject({
      pod_package_id: DEFAULT_LULU_PACKAGES.hardcover,
      interior_page_count: INTERIOR_PAGES,
      unit: 'pt',
    });
    const luluSize = lulu.coverDimensions(DEFAULT_LULU_PACKAGES.hardcover, INTERIOR_PAGES);
    expect(coverRenders).toHaveLength(1);

    // The links are the shop's own expiring ones, good for a week, and serve exactly those files.
    const order = await findOrder(app.database.db, paid.id);
    const interiorUrl = new URL(item?.printable_normalization.interior.source_url ?? '');
    const coverUrl = new URL(item?.printable_normalization.cover.source_url ?? '');
    expect(interiorUrl.origin).toBe(app.config.publicUrl);
    const expires = Number(interiorUrl.searchParams.get('exp'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const interior = await app.inject({ method: 'GET', url: interiorUrl.pathname + interiorUrl.search });
    expect(interior.statusCode).toBe(200);
    expect(pdfPageCount(interior.rawPayload)).toBe(INTERIOR_PAGES);
    const cover = await app.inject({ method: 'GET', url: coverUrl.pathname + coverUrl.search });
    expect(cover.statusCode).toBe(200);
    const size = pdfPageSize(cover.rawPayload);
    expect(size?.width).toBeCloseTo(luluSize.width, 0);
    expect(size?.height).toBeCloseTo(luluSize.height, 0);
    expect(coverUrl.pathname).not.toContain(
      encodeURIComponent(
        coverKey(order as NonNullable<typeof order>)
          .split('/')
          .pop() ?? '',
      ),
    );

    expect(await submission(paid.id)).toMatchObject({
      partner: 'lulu',
      partnerJobId: String(job?.id),
      status: 'submitted',
    });
    // Once only: another run changes nothing and asks Lulu for nothing new.
    expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('already');
    expect(jobsOf(paid.id)).toHaveLength(1);
  });

  it('sends our own cover when it already is Lulu’s size, and the softcover product', async () => {
    lulu.coverDimensions = (_product, pages) => ({
      width: 2 * PAGE_WIDTH + spineWidth(pages, 'softcover') + 2 * BLEED,
      height: PAGE_HEIGHT + 2 * BLEED,
    });
    try {
      const { paid, job } = await submitted('softcover');
      expect(coverRenders).toHaveLength(0);
      expect(job.line_items[0]?.pod_package_id).toBe(DEFAULT_LULU_PACKAGES.softcover);
      const order = await findOrder(app.database.db, paid.id);
      const name =
        coverKey(order as NonNullable<typeof order>)
          .split('/')
          .pop() ?? '';
      expect(job.line_items[0]?.printable_normalization.cover.source_url).toContain(name);
    } finally {
      const { luluLikeCover } = await import('./fake-lulu');
      lulu.coverDimensions = luluLikeCover;
    }
  });

  it('finds the job after a lost answer instead of ordering a second book', async () => {
    const paid = await atPrinting();
    lulu.failure = 'lose-first-answer';
    await expect(submitToPrinter(app, paid.id, fakeCover)).rejects.toBeInstanceOf(PartnerUnavailableError);
    // Lulu has the job; we did not write it down.
    expect(jobsOf(paid.id)).toHaveLength(1);
    expect((await submission(paid.id))?.partnerJobId).toBeNull();

    expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('found');
    expect(jobsOf(paid.id)).toHaveLength(1);
    expect((await submission(paid.id))?.partnerJobId).toBe(String(jobsOf(paid.id)[0]?.id));
  });

  it('retries after a 5xx and after no answer at all, within the timeout, printing once', async () => {
    const paid = await atPrinting();
    lulu.failure = 'error500';
    await expect(submitToPrinter(app, paid.id, fakeCover)).rejects.toThrow(/502/);
    lulu.failure = 'hang';
    const started = Date.now();
    await expect(submitToPrinter(app, paid.id, fakeCover)).rejects.toBeInstanceOf(PartnerUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(jobsOf(paid.id)).toHaveLength(0);
    lulu.failure = 'none';
    expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('submitted');
    expect(jobsOf(paid.id)).toHaveLength(1);
  });
  it('puts a book Lulu refuses for good (its address) on the attention list instead of retrying for hours', async () => {
    const paid = await atPrinting();
    lulu.failure = 'refuse-address';
    expect(await submitToPrinter(app, paid.id, fakeCover)).toBe('refused');
    expect(jobsOf(paid.id)).toHaveLength(0);
    expect(await submission(paid.id)).toMatchObject({ status: 'rejected', partnerJobId: null });
    expect((await submission(paid.id))?.reason).toContain('Address could not be verified');
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('printing');
  });
});

describe("Lulu's webhooks", () => {
  it('move the order printing → shipped → delivered once each; replays, stale and forged events change nothing', async () => {
    const { paid, job } = await submitted();
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();

    expect(await send(job, 'IN_PRODUCTION', { changed: at(1) })).toMatchObject({ duplicate: false, applied: true });
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('printing');

    // Forged: signed with another secret, or the body changed after signing.
    const shipped = lulu.webhook(job, 'SHIPPED', { changed: at(2), itemMessages: SHIPPED_ITEM });
    expect((await postWebhook(shipped.body, '00'.repeat(32))).statusCode).toBe(400);
    expect((await postWebhook(shipped.body.replace('UPS', 'DHL'), shipped.signature)).statusCode).toBe(400);
    expect((await postWebhook(shipped.body, '')).statusCode).toBe(400);
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('printing');

    expect((await postWebhook(shipped.body, shipped.signature)).json()).toMatchObject({
      duplicate: false,
      applied: true,
    });
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('shipped');
    const [parcel] = await app.database.db.select().from(shipments).where(eq(shipments.orderId, paid.id));
    expect(parcel).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-11',
    });
    expect(await queuedJobs(app, `order-email:shipped:${paid.id}`)).toHaveLength(1);

    // The same delivery again, and a late IN_PRODUCTION: recorded, nothing moves.
    expect((await postWebhook(shipped.body, shipped.signature)).json()).toMatchObject({
      duplicate: true,
      applied: false,
    });
    expect(await send(job, 'IN_PRODUCTION', { changed: at(3) })).toMatchObject({ duplicate: false, applied: false });

    expect(await send(job, 'DELIVERED', { changed: at(4), itemMessages: SHIPPED_ITEM })).toMatchObject({
      applied: true,
    });
    // SHIPPED redelivered after delivery (a new attempt, with its own change time): behind what we know.
    expect(await send(job, 'SHIPPED', { changed: at(5), itemMessages: SHIPPED_ITEM })).toMatchObject({
      applied: false,
    });

    expect((await findOrder(app.database.db, paid.id))?.status).toBe('delivered');
    expect((await history(app, paid.id)).slice(-4)).toEqual([
      'printing:system',
      'ready_for_shipping:system',
      'shipped:system',
      'delivered:system',
    ]);
    expect(await submission(paid.id)).toMatchObject({ status: 'delivered', partnerStatus: 'DELIVERED' });
    // The event log keeps the statuses and the parcel, not the address Lulu echoes back.
    const kept = await app.database.db
      .select()
      .from(printEvents)
      .where(eq(printEvents.submissionId, (await submission(paid.id))?.id ?? ''));
    expect(kept.map((event) => event.partnerStatus).sort()).toEqual([
      'DELIVERED',
      'IN_PRODUCTION',
      'IN_PRODUCTION',
      'SHIPPED',
      'SHIPPED',
    ]);
    expect(JSON.stringify(kept.map((event) => event.payload))).not.toMatch(/Leyla|28 May street|@example\.com/);
  });

  it('ships and delivers from DELIVERED when SHIPPED never came', async () => {
    const { paid, job } = await submitted();
    expect(await send(job, 'DELIVERED', { itemMessages: SHIPPED_ITEM })).toMatchObject({ applied: true });
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('delivered');
    expect((await history(app, paid.id)).slice(-3)).toEqual([
      'ready_for_shipping:system',
      'shipped:system',
      'delivered:system',
    ]);
  });

  it('puts a rejected file on the team’s attention list with Lulu’s reason, the order left at printing', async () => {
    const { paid, job } = await submitted();
    const reason = 'Interior file: fonts are not embedded on page 3';
    expect(await send(job, 'REJECTED', { messages: { error: reason } })).toMatchObject({ applied: true });
    expect((await findOrder(app.database.db, paid.id))?.status).toBe('printing');

    const staff = await signedInStaff(app, 'support');
    expect((await asStaff(app, null, 'GET', '/print/attention')).statusCode).toBe(401);
    const list = await asStaff(app, staff, 'GET', '/print/attention');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        order_id: paid.id,
        order_number: paid.order.orderNumber,
        status: 'rejected',
        partner_status: 'REJECTED',
        reason,
      }),
    );
  });

  it('answers 200 for a genuine event of a job that is not ours, and changes nothing', async () => {
    const { job } = await submitted();
    const stranger = { ...job, id: 999_999, external_id: 'someone-else' };
    expect(await send(stranger, 'SHIPPED', { itemMessages: SHIPPED_ITEM })).toMatchObject({ applied: false });
  });
});

describe('PRINT_PARTNER=manual', () => {
  it('queues no submission: the team prints by hand as before', async () => {
    const manual = await buildFulfilmentApp();
    try {
      const paid = await payFor(manual, { version: 'hardcover' });
      expect(await fulfilOrder(manual, paid.id, fakeBook('hardcover'))).toBe('printing');
      expect(await queuedJobs(manual, `${SUBMIT_PRINT_JOB}:${paid.id}`)).toEqual([]);
      expect(await submitToPrinter(manual, paid.id, fakeCover)).toBe('nothing_to_do');
      const webhook = await manual.inject({ method: 'POST', url: '/api/v1/print/webhook', payload: {} });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await manual.close();
    }
  });
});
