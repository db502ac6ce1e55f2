/**
 * Which graphile-worker workers are alive, so that jobs held by a dead one are released at once.
 *
 * graphile-worker frees a job locked by a worker that died without unlocking it (kill -9, power cut, OOM) only
 * after four hours, so a paid order would wait that long for its book and e-mails. Here every worker holds a
 * session advisory lock named after the id its jobs are locked by (`locked_by`: the worker pool's id in
 * graphile-worker 0.17), on one connection of its process, for as long as it lives;
 * PostgreSQL drops those locks the moment that connection or process dies. A worker whose lock can be taken
 * is therefore dead, and its jobs go back to the queue through graphile-worker's own `force_unlock_workers`.
 * This works across any number of server processes sharing the database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DbOrTx } from '../orders/transitions';

/**
 * A job locked more recently than this is never judged: its worker may have taken it a moment before its own
 * lock was in place. So a restarted server recovers a crashed one's jobs at most this long after it starts
 * (worker.ts sweeps again then); another server that lives on, at most this plus one sweep interval.
 */
export const GRACE_SECONDS = 15;
/** How often a running server looks for jobs of dead workers (another process may have died). */
export const SWEEP_INTERVAL_MS = 30_000;

/** A text[] literal; drizzle would spread a bare array into a parenthesised list. */
const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

const lockKey = (workerId: string) => sql`hashtextextended(${`graphile-worker:${workerId}`}, 0)`;

/** The workers that hold a job (locked a while ago) but whose liveness lock is free: their process is gone. */
export async function deadWorkers(db: DbOrTx): Promise<string[]> {
  const held = await db.execute<{ locked_by: string }>(
    sql`select distinct locked_by from graphile_worker._private_jobs
        where locked_by is not null and locked_at < now() - make_interval(secs => ${GRACE_SECONDS})`,
  );
  const dead: string[] = [];
  for (const { locked_by: workerId } of held.rows) {
    // Transaction-level try-lock: it says whether anyone holds the session lock, and lets go by itself.
    const probe = await db.execute<{ free: boolean }>(
      sql`select pg_try_advisory_xact_lock(${lockKey(workerId)}) as free`,
    );
    if (probe.rows[0]?.free) dead.push(workerId);
  }
  return dead;
}

/**
 * The back office's way out for one job: when the worker holding job `id` is dead, its jobs are released and
 * true is returned; false while that worker lives (or the job is not locked, or was locked a moment ago).
 */
export async function releaseIfWorkerDead(db: DbOrTx, id: string): Promise<boolean> {
  const held = await db.execute<{ locked_by: string }>(
    sql`select locked_by from graphile_worker._private_jobs
        where id = ${id}::bigint and locked_by is not null and locked_at < now() - make_interval(secs => ${GRACE_SECONDS})`,
  );
  const workerId = held.rows[0]?.locked_by;
  if (!workerId) return false;
  const probe = await db.execute<{ free: boolean }>(
    sql`select pg_try_advisory_xact_lock(${lockKey(workerId)}) as free`,
  );
  if (!probe.rows[0]?.free) return false;
  await db.execute(sql`select graphile_worker.force_unlock_workers(${textArray([workerId])})`);
  return true;
}

/** Releases the jobs of every dead worker; returns how many jobs went back to the queue. */
export async function releaseDeadWorkers(db: DbOrTx, log: FastifyBaseLogger): Promise<number> {
  const dead = await deadWorkers(db);
  if (dead.length === 0) return 0;
  const released = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker._private_jobs where locked_by = any(${textArray(dead)})`,
  );
  await db.execute(sql`select graphile_worker.force_unlock_workers(${textArray(dead)})`);
  const n = released.rows[0]?.n ?? 0;
  log.warn({ workers: dead, jobs: n }, 'released jobs held by workers that no longer exist');
  return n;
}

/** The locks this process's workers hold while they live: one dedicated connection, closed with the worker. */
export class WorkerLiveness {
  private readonly client: pg.Client;
  private connected: Promise<void>;

  constructor(connectionString: string, log: FastifyBaseLogger) {
    this.client = new pg.Client({ connectionString });
    this.client.on('error', (error) => log.error({ err: error }, 'worker liveness connection failed'));
    this.connected = this.client.connect().then(() => undefined);
  }

  /** Marks `workerId` alive until this process (or close()) ends. */
  async hold(workerId: string): Promise<void> {
    await this.connected;
    await this.client.query('select pg_advisory_lock(hashtextextended($1, 0))', [`graphile-worker:${workerId}`]);
  }

  async close(): Promise<void> {
    await this.connected.catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }
}
