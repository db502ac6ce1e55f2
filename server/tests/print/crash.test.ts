/**
 * Crash recovery of the print submission on the real server (the fault-injection suite's way: server.ts in a
 * child process, stopped dead with SIGKILL at a fault point, started again on the same database and data
 * folder): killed right after Lulu accepted the job and before the shop wrote it down, the restarted shop finds
 * the job at Lulu by the order id and records it; Lulu has one job, never two. And PRINT_PARTNER=lulu without
 * its keys stops the start in one line.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spineWidth } from '../../src/book/bleed';
import { BLEED, PAGE_HEIGHT, PAGE_WIDTH } from '../../src/book/page-model';
import { createDatabase, type Database } from '../../src/db/client';
import { freeLoopbackPort } from '../../src/db/embedded';
import { fulfilOrder } from '../../src/fulfilment/fulfil';
import { SUBMIT_PRINT_JOB } from '../../src/fulfilment/queue';
import { until } from '../faults/shop-client';
import { killAllShops, startShop } from '../faults/shop-process';
import { payFor } from '../fulfilment-fixtures';
import { buildTestApp, type OwnDatabase, ownDatabase, startServerWith } from '../helpers';
import { CLIENT_KEY, CLIENT_SECRET, type FakeLulu, startFakeLulu } from './fake-lulu';
import { pdfOf } from './pdf-fixtures';

const PAGES = 32;

let lulu: FakeLulu;
let own: OwnDatabase;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  lulu = await startFakeLulu();
  // Our cover is already Lulu's size here: the restarted shop need not draw a book to finish.
  lulu.coverDimensions = (_product, pages) => ({
    width: 2 * PAGE_WIDTH + spineWidth(pages, 'hardcover') + 2 * BLEED,
    height: PAGE_HEIGHT + 2 * BLEED,
  });
  own = await ownDatabase('shop_print_crash');
  database = createDatabase(own.url, { max: 2 });
  dataDir = await mkdtemp(join(tmpdir(), 'shop-print-crash-'));
});

afterAll(async () => {
  await killAllShops();
  await database?.pool.end();
  await own?.drop();
  await lulu?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a crash after Lulu accepted the book', () => {
  it('is repaired on restart by finding the job at Lulu: one job, recorded', { timeout: 150_000 }, async () => {
    const port = String(await freeLoopbackPort());
    const env = {
      DATABASE_URL: own.url,
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CBAR_URL: 'off',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'sandbox',
      PRINT_PARTNER: 'lulu',
      LULU_CLIENT_KEY: CLIENT_KEY,
      LULU_CLIENT_SECRET: CLIENT_SECRET,
      LULU_API_URL: lulu.url,
    };

    // The paid book reaches printing in the test's own app (the book engine stood in for), which queues the
    // submission in the same transaction; the shop's worker takes it from there.
    const app = await buildTestApp({ databaseUrl: own.url, env: { ...env, JOBS: 'off' } });
    let orderId: string;
    try {
      const paid = await payFor(app, { version: 'hardcover' });
      orderId = paid.id;
      const outcome = await fulfilOrder(app, paid.id, async () => ({
        pdf: await pdfOf(PAGES, PAGE_WIDTH + 2 * BLEED, PAGE_HEIGHT + 2 * BLEED),
        cover: await pdfOf(1, 2 * PAGE_WIDTH + spineWidth(PAGES, 'hardcover') + 2 * BLEED, PAGE_HEIGHT + 2 * BLEED),
        pageCount: PAGES + 4,
      }));
      expect(outcome).toBe('printing');
    } finally {
      await app.close();
    }

    const shop = await startShop({ env: { ...env, JOBS: 'on' } }, ['print-submitted']);
    await shop.reached('print-submitted');
    await shop.kill();
    const submitted = () => lulu.jobs.filter((job) => job.external_id === orderId);
    expect(submitted()).toHaveLength(1);
    const recordedJob = async () => {
      const { rows } = await database.pool.query<{ partner_job_id: string | null }>(
        'select partner_job_id from print_submissions where order_id = $1',
        [orderId],
      );
      return rows[0]?.partner_job_id ?? null;
    };
    expect(await recordedJob()).toBeNull();

    await startShop({ env: { ...env, JOBS: 'on' } });
    await until('the submission to be recorded', async () => (await recordedJob()) !== null, 60_000);
    expect(await recordedJob()).toBe(String(submitted()[0]?.id));
    expect(submitted()).toHaveLength(1);
    await until(
      'the submit-print job to finish',
      async () =>
        (
          await database.pool.query('select 1 from graphile_worker.jobs where key = $1', [
            `${SUBMIT_PRINT_JOB}:${orderId}`,
          ])
        ).rowCount === 0,
      30_000,
    );
    expect(lulu.jobs.filter((job) => job.external_id === orderId)).toHaveLength(1);
  });
});

describe('PRINT_PARTNER=lulu without its keys', () => {
  it('stops the start in one line naming the missing variable', { timeout: 40_000 }, async () => {
    const { code, stderr, stdout } = await startServerWith(
      { PRINT_PARTNER: 'lulu', LULU_CLIENT_KEY: CLIENT_KEY },
      `print-${randomBytes(4).toString('hex')}`,
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd()).toMatch(
      /^Invalid environment configuration: PRINT_PARTNER=lulu needs LULU_CLIENT_SECRET[^\n]*$/,
    );
  });
});
