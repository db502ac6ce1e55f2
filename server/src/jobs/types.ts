/**
 * Durable background work (graphile-worker on PostgreSQL). Features define their tasks while the app is
 * built and queue jobs from routes; one worker per server process runs them with retries and backoff.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

export type TaskHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

/** Anything drizzle can run SQL on: the app's database or an open transaction. */
export type JobExecutor = Pick<Db, 'execute'>;

export interface DefineOptions {
  /** The default for jobs of this task (graphile-worker's own default is 25). Backoff is exp(attempt) s. */
  maxAttempts?: number;
}

export interface AddJobOptions {
  /** Deduplicates: a second job with the same key replaces a waiting one. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Queue inside this transaction instead of on its own, so the job exists exactly when the change that
   * needs it commits (and the worker is woken at commit).
   */
  db?: JobExecutor;
}

export interface RunOnceOptions {
  /** Only jobs of these tasks; by default every task this app defined. */
  tasks?: readonly string[];
}

export interface JobQueue {
  /** Registers a task; call while the app is being built, before it is ready. */
  define<P>(name: string, handler: TaskHandler<P>, options?: DefineOptions): void;
  /** Queues a job durably; it runs even if this process dies before the worker picks it up. */
  add(name: string, payload: unknown, options?: AddJobOptions): Promise<void>;
  /**
   * Runs every job that is due now in this process, one after another, and returns when none is left
   * (failed ones are rescheduled with backoff, not retried here). For tests and scripts; the server's
   * worker runs jobs on its own.
   */
  runOnce(options?: RunOnceOptions): Promise<void>;
}
