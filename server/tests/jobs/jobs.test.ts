import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_CURRENCY_RATES } from '../../src/currency/refresh';
import type { JobContext } from '../../src/jobs/types';
import { buildTestApp } from '../helpers';

/** A task name of this test alone: other test files' workers (same database) cannot run it. */
const taskName = (label: string) => `test-${label}-${randomUUID().slice(0, 8)}`;

async function jobsOf(app: FastifyInstance, task: string) {
  const { rows } = await app.database.pool.query<{
    key: string | null;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    run_at: Date;
  }>('select key, attempts, max_attempts, last_error, run_at from graphile_worker.jobs where task_identifier = $1', [
    task,
  ]);
  return rows;
}

describe('the job queue with JOBS=off', () => {
  let app: FastifyInstance;
  const echo = taskName('echo');
  const flaky = taskName('flaky');
  const seen: Array<{ payload: unknown; context: Omit<JobContext, 'log'> }> = [];

  beforeAll(async () => {
    app = await buildTestApp();
    app.jobs.define(echo, async (payload, { attempt, maxAttempts }) => {
      seen.push({ payload, context: { attempt, maxAttempts } });
    });
    app.jobs.define(
      flaky,
      async () => {
        throw new Error('the mail server is down');
      },
      { maxAttempts: 4 },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps added jobs in the database until something runs them', async () => {
    await app.jobs.add(echo, { orderId: 'o-1' });
    expect(await jobsOf(app, echo)).toMatchObject([{ attempts: 0 }]);
    expect(seen).toEqual([]);
    await app.jobs.runOnce({ tasks: [echo] });
    expect(seen).toEqual([{ payload: { orderId: 'o-1' }, context: { attempt: 1, maxAttempts: 25 } }]);
    expect(await jobsOf(app, echo)).toEqual([]);
  });

  it('deduplicates by job key: a second add replaces the waiting job', async () => {
    seen.length = 0;
    await app.jobs.add(echo, { version: 1 }, { jobKey: `${echo}:k` });
    await app.jobs.add(echo, { version: 2 }, { jobKey: `${echo}:k` });
    expect(await jobsOf(app, echo)).toMatchObject([{ key: `${echo}:k` }]);
    await app.jobs.runOnce({ tasks: [echo] });
    expect(seen.map((run) => run.payload)).toEqual([{ version: 2 }]);
  });

  it('adds inside a transaction: a rolled-back change leaves no job behind', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.jobs.add(echo, { doomed: true }, { db: tx });
        const queued = await tx.execute(
          sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${echo}`,
        );
        expect(queued.rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobsOf(app, echo)).toEqual([]);
  });

  it('retries a failing job later with backoff, up to the task maximum', async () => {
    const before = Date.now();
    await app.jobs.add(flaky, {});
    await app.jobs.runOnce({ tasks: [flaky] });
    const job = await vi.waitFor(
      async () => {
        const [found] = await jobsOf(app, flaky);
        if (!found?.last_error) throw new Error('the failure is not recorded yet');
        return found;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(job).toMatchObject({ attempts: 1, max_attempts: 4, last_error: 'the mail server is down' });
    // exp(1) ≈ 2.7 s later, not at once.
    expect(job?.run_at.getTime()).toBeGreaterThan(before + 2_000);
  });

  it('refuses to queue a task nobody defined, and to define one twice', async () => {
    await expect(app.jobs.add(taskName('unknown'), {})).rejects.toThrow(/not defined/);
    expect(() => app.jobs.define(echo, async () => undefined)).toThrow(/defined twice/);
  });
});

// Its worker may also pick up other test files' jobs (same database), so it gets time to finish them.
describe('the worker with JOBS=on', { timeout: 180_000 }, () => {
  it('runs queued jobs in the server process; CBAR_URL=off leaves the rates job out', async () => {
    const app = await buildTestApp({ env: { JOBS: 'on', CBAR_URL: 'off' } });
    const task = taskName('worker');
    const done: unknown[] = [];
    app.jobs.define(task, async (payload) => {
      done.push(payload);
    });
    try {
      await app.ready();
      await app.jobs.add(task, { n: 1 });
      await vi.waitFor(() => expect(done).toEqual([{ n: 1 }]), { timeout: 120_000, interval: 50 });
      // Nothing can fetch the bank's rates in this app: the task is not even defined.
      await expect(app.jobs.add(REFRESH_CURRENCY_RATES, {})).rejects.toThrow(/not defined/);
    } finally {
      await app.close();
    }
  });
});
