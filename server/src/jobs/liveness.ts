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
 *
 * A live worker's lock is gone for a moment too when its connection drops (the database restarted, a network
 * blip): WorkerLiveness then connects again and takes its locks again within a few seconds, and until then
 * neither its own process (which knows its workers live) nor any other (which waits CONFIRM_MS for a free lock
 * to be taken again) takes it for dead. Releasing a live worker's job would run it twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

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

const lockName = (workerId: string) => `graphile-worker:${workerId}`;

/** The longest wait between two attempts of WorkerLiveness to connect again. */
export const RECONNECT_MAX_DELAY_MS = 1_000;
/**
 * How long a worker's lock must stay free before the worker is judged dead: a live worker whose connection
 * dropped has connected again and taken its lock back well within it (attempts at most RECONNECT_MAX_DELAY_MS
 * apart), with room for a busy event loop.
 */
export const CONFIRM_MS = 5_000;

/**
 * Whether a session holds `workerId`'s lock, read from pg_locks (a 64-bit advisory key is split into classid
 * and objid). Reading rather than trying the lock leaves it alone: a try-lock inside the caller's transaction
 * would hold it to the end of that transaction, keep a reconnecting worker from taking it back, and find it
 * free again itself.
 */
async function isHeld(db: DbOrTx, workerId: string): Promise<boolean> {
  const held = await db.execute<{ held: boolean }>(
    sql`select exists (
          select 1 from pg_locks
          where locktype = 'advisory' and granted and objsubid = 1
            and database = (select oid from pg_database where datname = current_database())
            and ((classid::bigint << 32) | objid::bigint) = hashtextextended(${lockName(workerId)}, 0)
        ) as held`,
  );
  return held.rows[0]?.held === true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The workers among `candidates` whose lock is free now and still free CONFIRM_MS later. */
async function confirmedDead(db: DbOrTx, candidates: readonly string[]): Promise<string[]> {
  const free: string[] = [];
  for (const workerId of candidates) if (!(await isHeld(db, workerId))) free.push(workerId);
  if (free.length === 0) return [];
  await pause(CONFIRM_MS);
  const dead: string[] = [];
  for (const workerId of free) if (!(await isHeld(db, workerId))) dead.push(workerId);
  return dead;
}

export interface JudgeOptions {
  /** This process's own workers (WorkerLiveness.workerIds): alive whatever their lock says this moment. */
  ownWorkers?: readonly string[];
}

/** The workers that hold a job (locked a while ago) but whose liveness lock stays free: their process is gone. */
export async function deadWorkers(db: DbOrTx, options: JudgeOptions = {}): Promise<string[]> {
  const held = await db.execute<{ locked_by: string }>(
    sql`select distinct locked_by from graphile_worker.jobs
        where locked_by is not null and locked_at < now() - make_interval(secs => ${GRACE_SECONDS})`,
  );
  const own = new Set(options.ownWorkers ?? []);
  return confirmedDead(
    db,
    held.rows.map((row) => row.locked_by).filter((workerId) => !own.has(workerId)),
  );
}

/**
 * The back office's way out for one job: when the worker holding job `id` is dead, its jobs are released and
 * true is returned; false while that worker lives (or the job is not locked, or was locked a moment ago).
 */
export async function releaseIfWorkerDead(db: DbOrTx, id: string): Promise<boolean> {
  const held = await db.execute<{ locked_by: string }>(
    sql`select locked_by from graphile_worker.jobs
        where id = ${id}::bigint and locked_by is not null and locked_at < now() - make_interval(secs => ${GRACE_SECONDS})`,
  );
  const workerId = held.rows[0]?.locked_by;
  if (!workerId) return false;
  if ((await confirmedDead(db, [workerId])).length === 0) return false;
  await db.execute(sql`select graphile_worker.force_unlock_workers(${textArray([workerId])})`);
  return true;
}

/** Releases the jobs of every dead worker; returns how many jobs went back to the queue. */
export async function releaseDeadWorkers(
  db: DbOrTx,
  log: FastifyBaseLogger,
  options: JudgeOptions = {},
): Promise<number> {
  const dead = await deadWorkers(db, options);
  if (dead.length === 0) return 0;
  const released = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs where locked_by = any(${textArray(dead)})`,
  );
  await db.execute(sql`select graphile_worker.force_unlock_workers(${textArray(dead)})`);
  const n = released.rows[0]?.n ?? 0;
  log.warn({ workers: dead, jobs: n }, 'released jobs held by workers that no longer exist');
  return n;
}

/** How the liveness connection shows in pg_stat_activity. */
export const LIVENESS_APPLICATION_NAME = 'storybook-shop worker liveness';

/**
 * The locks this process's workers hold while they live, on one dedicated connection. When that connection
 * ends (the database restarted, the session was terminated) a new one is made, at once and then with a
 * backoff up to RECONNECT_MAX_DELAY_MS for as long as the database is away, and every lock is taken again.
 */
export class WorkerLiveness {
  private readonly ids = new Set<string>();
  /** The connection and the ids locked on it; undefined while (re)connecting. */
  private current: { client: pg.Client; locked: Set<string> } | undefined;
  /** The one run of `establish` under way, shared by everyone waiting for the locks. */
  private establishing: Promise<void> | undefined;
  /** When the last connection ended, until the locks are back (for the log). */
  private lostAt: number | undefined;
  private closed = false;
  private readonly wakeUps = new Set<() => void>();

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {
    void this.ensure();
  }

  /** The workers marked alive, whether or not their locks are in place this very moment. */
  get workerIds(): string[] {
    return [...this.ids];
  }

  /** Marks `workerId` alive until this process (or close()) ends; resolves once its lock is taken. */
  async hold(workerId: string): Promise<void> {
    this.ids.add(workerId);
    // A run that was about to finish may not have seen the new id, and the connection may drop meanwhile.
    while (!this.closed && !this.current?.locked.has(workerId)) await this.ensure();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wakeUp of this.wakeUps) wakeUp();
    const client = this.current?.client;
    this.current = undefined;
    // Ending the connection also ends a lock request still waiting on it, so the run under way stops.
    await client?.end().catch(() => undefined);
    await this.establishing;
  }

  /** Connected, with every id locked; joins the run under way if there is one. */
  private ensure(): Promise<void> {
    this.establishing ??= this.establish().finally(() => {
      this.establishing = undefined;
    });
    return this.establishing;
  }

  private async establish(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt += 1) {
      try {
        const current = this.current ?? (await this.connect());
        for (const id of this.ids) {
          if (current.locked.has(id)) continue;
          await current.client.query('select pg_advisory_lock(hashtextextended($1, 0))', [lockName(id)]);
          current.locked.add(id);
        }
        if (this.lostAt !== undefined) {
          const ms = Math.round(performance.now() - this.lostAt);
          this.log.info({ workers: [...this.ids], ms }, 'worker liveness locks taken again');
          this.lostAt = undefined;
        }
        return;
      } catch (error) {
        if (this.closed) return;
        // The connection is gone or never came up ('end' dropped it): the next attempt makes a new one.
        if (attempt === 0) this.log.warn({ err: error }, 'worker liveness cannot connect; trying again');
        await this.sleep(Math.min(RECONNECT_MAX_DELAY_MS, 50 * 2 ** attempt));
      }
    }
  }

  private async connect(): Promise<{ client: pg.Client; locked: Set<string> }> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LIVENESS_APPLICATION_NAME,
      // An attempt against a database that does not answer gives up and tries again rather than hanging.
      connectionTimeoutMillis: 5_000,
    });
    // pg reports a dropped connection as 'error' (which must have a listener, or the process crashes), then 'end'.
    client.on('error', (error) => this.log.warn({ err: error }, 'worker liveness connection failed'));
    const current = { client, locked: new Set<string>() };
    client.once('end', () => {
      if (this.current !== current || this.closed) return;
      this.current = undefined;
      this.lostAt = performance.now();
      this.log.warn({ workers: [...this.ids] }, 'worker liveness connection ended; taking its locks again');
      void this.ensure();
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('worker liveness is closed');
    }
    this.current = current;
    return current;
  }

  /** Waits `ms`, or less when close() is called. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.wakeUps.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, ms);
      this.wakeUps.add(wakeUp);
    });
  }
}
