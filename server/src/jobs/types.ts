/**
 * Durable background work (graphile-worker on PostgreSQL). Features define their tasks while the app is
 * built and queue jobs from routes; one worker per server process runs them with retries and backoff.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

export type TaskHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface AddJobOptions {
  /** Deduplicates: a second job with the same key replaces a waiting one. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Registers a task; call while the app is being built, before it is ready. */
  define<P>(name: string, handler: TaskHandler<P>): void;
  /** Queues a job durably; it runs even if this process dies before the worker picks it up. */
  add(name: string, payload: unknown, options?: AddJobOptions): Promise<void>;
}
