/**
 * The app's JobQueue on graphile-worker. Jobs are added with graphile_worker.add_job through the app's
 * own database handle (or the caller's transaction), so adding works whether or not this process runs
 * a worker (JOBS=off: the jobs wait in the database for one that does).
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  runOnce as graphileRunOnce,
  type JobHelpers,
  Logger,
  type Task,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { Db } from '../db/client';
import type { AddJobOptions, DefineOptions, JobQueue, RunOnceOptions, TaskHandler } from './types';

/** graphile-worker's log lines through the app's logger. */
export function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    switch (String(level)) {
      case 'error':
        return log.error(fields, message);
      case 'warning':
        return log.warn(fields, message);
      case 'info':
        return log.info(fields, message);
      default:
        return log.debug(fields, message);
    }
  });
}

interface Definition {
  handler: TaskHandler<unknown>;
  maxAttempts: number | undefined;
}

export class GraphileJobQueue implements JobQueue {
  private readonly definitions = new Map<string, Definition>();

  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  define<P>(name: string, handler: TaskHandler<P>, options: DefineOptions = {}): void {
    if (this.definitions.has(name)) throw new Error(`job task ${name} is defined twice`);
    this.definitions.set(name, { handler: handler as TaskHandler<unknown>, maxAttempts: options.maxAttempts });
  }

  async add(name: string, payload: unknown, options: AddJobOptions = {}): Promise<void> {
    const definition = this.definitions.get(name);
    // A job nobody can run would wait forever; this is a programming error, so it fails loudly.
    if (!definition) throw new Error(`job task ${name} is not defined`);
    const maxAttempts = options.maxAttempts ?? definition.maxAttempts ?? null;
    await (options.db ?? this.db).execute(sql`select graphile_worker.add_job(
      identifier => ${name}::text,
      payload => ${JSON.stringify(payload ?? {})}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${maxAttempts}::int,
      job_key => ${options.jobKey ?? null}::text
    )`);
  }

  /** The tasks in graphile-worker's shape: each handler gets its attempt number and a job-scoped logger. */
  taskList(only?: readonly string[]): TaskList {
    const list: TaskList = {};
    for (const [name, { handler }] of this.definitions) {
      if (only && !only.includes(name)) continue;
      const task: Task = async (payload: unknown, helpers: JobHelpers) => {
        const log = this.log.child({ job: name, jobId: helpers.job.id, attempt: helpers.job.attempts });
        await handler(payload, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts, log });
      };
      list[name] = task;
    }
    return list;
  }

  async runOnce(options: RunOnceOptions = {}): Promise<void> {
    const events: WorkerEvents = new EventEmitter();
    const ran: string[] = [];
    events.on('job:start', ({ job }) => ran.push(job.id));
    await graphileRunOnce({
      pgPool: this.pool,
      taskList: this.taskList(options.tasks),
      logger: workerLogger(this.log.child({ component: 'jobs' })),
      events,
    });
    // graphile-worker records a job's outcome (deleted when done, unlocked for a retry) without waiting
    // for that write, so runOnce can return before it lands; wait for it, so callers see the outcome.
    for (let wait = 0; ran.length > 0 && wait < 100; wait += 1) {
      const { rows } = await this.pool.query<{ n: number }>(
        'select count(*)::int as n from graphile_worker.jobs where id = any($1::bigint[]) and locked_at is not null',
        [ran],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
