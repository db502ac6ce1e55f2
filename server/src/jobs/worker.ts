/**
 * The background worker (graphile-worker: jobs in PostgreSQL, LISTEN/NOTIFY, retries with backoff).
 * One runs inside each server process; jobs with a jobKey are deduplicated across processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Runner, run } from 'graphile-worker';
import { type GraphileJobQueue, workerLogger } from './queue';

/**
 * Jobs run at once per process. More than one, so a character generation (seconds of CPU) never holds
 * up an e-mail or a webhook; few, because the machine has two cores.
 */
export const WORKER_CONCURRENCY = 3;

export interface WorkerOptions {
  connectionString: string;
  queue: GraphileJobQueue;
  /** graphile-worker crontab lines; empty for none. */
  crontab: string;
  log: FastifyBaseLogger;
}

export function startWorker({ connectionString, queue, crontab, log }: WorkerOptions): Promise<Runner> {
  return run({
    connectionString,
    // Its own small pool, so slow jobs never take connections from HTTP requests.
    maxPoolSize: WORKER_CONCURRENCY + 1,
    concurrency: WORKER_CONCURRENCY,
    // The server's own signal handlers stop the app, which stops the worker.
    noHandleSignals: true,
    logger: workerLogger(log),
    crontab,
    taskList: queue.taskList(),
  });
}
