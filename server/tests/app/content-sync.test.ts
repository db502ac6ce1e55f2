/**
 * Content changes reach every instance (plugins/content-sync.ts): a NOTIFY from another process on the content
 * channel drops this process's caches within a second, its own are not applied twice, a NOTIFY queued in a
 * transaction that rolls back never arrives, and after the listening connection broke the caches are dropped
 * once more (what was missed meanwhile is not replayed).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANNEL, notifyOtherInstances, onContentChanged, PROCESS_ID } from '../../src/db/content-events';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
let changes = 0;
let unsubscribe: () => void;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  unsubscribe = onContentChanged(() => {
    changes += 1;
  });
});
afterAll(async () => {
  unsubscribe?.();
  await app?.close();
});

const listening = async () =>
  Number(
    (
      await app.database.pool.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'shop-content-sync' and query ilike 'LISTEN%'",
      )
    ).rows[0]?.n ?? 0,
  );

async function settle<T>(check: () => T | Promise<T>, wanted: T, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await check()) === wanted) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await check()).toBe(wanted);
}

describe('content changes across instances', () => {
  it("drops this process's caches when another instance changes the content, within a second", async () => {
    await settle(listening, 1);
    const before = changes;
    const started = Date.now();
    await app.database.pool.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, 'another-instance']);
    await settle(() => changes, before + 1, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ignores its own notifications, and one of a change that was rolled back never comes', async () => {
    const before = changes;
    await app.database.db.transaction((tx) => notifyOtherInstances(tx));
    await app.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'another-instance')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toBe(before);
    expect(PROCESS_ID).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('listens again after its connection broke, and drops the caches once for what it may have missed', async () => {
    await settle(listening, 1);
    const before = changes;
    await app.database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'shop-content-sync'",
    );
    await settle(() => changes, before + 1, 5000);
    await settle(listening, 1, 5000);
    await app.database.pool.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, 'another-instance']);
    await settle(() => changes, before + 2, 1000);
  });
});
