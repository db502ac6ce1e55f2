/**
 * Creates or updates graphile-worker's schema (graphile_worker.add_job and its tables). Run when the app
 * becomes ready, whether or not this process runs the worker, so jobs can be added with JOBS=off too.
 */
import type { FastifyBaseLogger } from 'fastify';
import { runMigrations } from 'graphile-worker';
import type pg from 'pg';
import { workerLogger } from './queue';

// Any constant shared by every process; serialises concurrent starts (graphile-worker's own check only
// notices a clash after the fact and then sleeps).
const JOB_SCHEMA_LOCK_ID = 7_420_002;

export async function migrateJobQueue(pool: pg.Pool, log: FastifyBaseLogger): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOB_SCHEMA_LOCK_ID]);
    await runMigrations({ pgPool: pool, logger: workerLogger(log) });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [JOB_SCHEMA_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
