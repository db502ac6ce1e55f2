/**
 * Crash recovery of the retention purge, on the real server as in faults.test.ts: server.ts in a child process on
 * a database and data folder of its own, stopped dead with SIGKILL while the purge deletes an erased order's files
 * (fault point 'erasure-files': the database already says the order's data is deleted, the book's folder is gone,
 * the photo's is not). What is still on disk is never served (410), and after the restart the purge finishes on
 * its own: the photo gone, within the suite's one-minute bound.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { freeLoopbackPort } from '../../src/db/embedded';
import { RETENTION_JOB } from '../../src/orders/retention';
import { type OwnDatabase, ownDatabase } from '../helpers';
import { call, charactersStatus, createOrder, until, uploadPhoto } from './shop-client';
import { killAllShops, startShop, tail } from './shop-process';

const RECOVERY_LIMIT_MS = 60_000;

let own: OwnDatabase | undefined;
let database: Database | undefined;
let dataDir: string | undefined;
/** The signed link the order's page gave for the photo before the crash (the key survives in DATA_DIR). */
let photoUrl = '';

afterAll(async () => {
  await killAllShops();
  await database?.pool.end();
  await own?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The files the order still has on disk (its photo, face box and portraits live under files/orders/<id>). */
async function filesOf(orderId: string): Promise<string[]> {
  return readdir(join(dataDir ?? '', 'files', 'orders', orderId), { recursive: true }).catch(() => []);
}

it('a crash while the purge deletes files serves nothing erased, and the purge finishes after the restart', {
  timeout: 200_000,
}, async () => {
  own = await ownDatabase('shop_purge');
  database = createDatabase(own.url, { max: 2 });
  dataDir = await mkdtemp(join(tmpdir(), 'shop-purge-'));
  const port = String(await freeLoopbackPort());
  const env = {
    DATABASE_URL: own.url,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOBS: 'on',
    CBAR_URL: 'off',
    LOG_LEVEL: 'info',
  };
  const shop = await startShop({ env }, ['erasure-files']);
  try {
    const order = await createOrder(shop.base, `purge-${randomBytes(4).toString('hex')}@example.com`);
    await uploadPhoto(shop.base, order);
    await until('the characters', async () => (await charactersStatus(shop.base, order)) === 'ready', 90_000);
    const read = await call<{ order: { photo: { url: string } } }>(shop.base, 'GET', `/orders/${order.id}`, {
      headers: { 'x-order-token': order.token },
    });
    photoUrl = `${shop.base}${read.json.order.photo.url}`;
    expect((await fetch(photoUrl)).status).toBe(200);
    expect(await filesOf(order.id)).not.toEqual([]);

    // Never paid, last changed eight days ago: the next sweep deletes all of it.
    await database.pool.query(`update orders set updated_at = now() - interval '8 days' where id = $1`, [order.id]);
    await database.pool.query(`select graphile_worker.add_job($1, '{}'::json, job_key := $1)`, [RETENTION_JOB]);
    await shop.reached('erasure-files');
    await shop.kill();
  } catch (error) {
    throw new Error(`${String(error)}\n${tail(shop.output())}`);
  }

  const [row] = (
    await database.pool.query<{ erasures: Array<{ reason: string }>; email: string | null; id: string }>(
      `select id, erasures, email from orders where erasures <> '[]'::jsonb`,
    )
  ).rows;
  expect(row?.erasures.map((erasure) => erasure.reason)).toEqual(['unpaid']);
  expect(row?.email).toBeNull();
  const orderId = row?.id ?? '';
  // Half done: the photo is still on disk.
  expect(await filesOf(orderId)).not.toEqual([]);

  const again = await startShop({ env });
  const restarted = again.spawnedAt;
  try {
    // The photo's link answers 410 from the first request on, while the photo may still wait on disk.
    const gone = await fetch(photoUrl);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { error: string }).error).toBe('data_erased');
    await until('the photo to be deleted', async () => (await filesOf(orderId)).length === 0, RECOVERY_LIMIT_MS);
  } catch (error) {
    throw new Error(`${String(error)}\n${tail(again.output())}`);
  }
  const ms = Math.round(performance.now() - restarted);
  console.info(`[faults] purge: from the restart to every file deleted: ${(ms / 1000).toFixed(1)} s`);
  expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
});
