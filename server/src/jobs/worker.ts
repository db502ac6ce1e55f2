/**
 * The background worker (graphile-worker: jobs in PostgreSQL, LISTEN/NOTIFY, retries with backoff).
 * One runs inside each server process; jobs with a jobKey are deduplicated across processes.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { type Runner, run, type WorkerEvents } from 'graphile-worker';
import type { Db } from '../db/client';
import { GRACE_SECONDS, releaseDeadWorkers, SWEEP_INTERVAL_MS, WorkerLiveness } from './liveness';
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
  /** Where to look for jobs held by dead workers (liveness.ts). */
  db: Db;
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * Runs the worker, marks its workers alive (liveness.ts), and releases jobs of dead workers now (after a
 * crash of this or another server), once more when the grace of jobs taken just before a crash is over, and
 * every SWEEP_INTERVAL_MS.
 */
export async function startWorker({
  connectionString,
  queue,
  crontab,
  log,
  db,
}: WorkerOptions): Promise<RunningWorker> {
  const liveness = new WorkerLiveness(connectionString, log);
  const events: WorkerEvents = new EventEmitter();
  // graphile-worker 0.17 locks jobs in the name of the worker pool (`locked_by` is the pool's id, shared by its
  // WORKER_CONCURRENCY workers), so the pool's id is what must be marked alive.
  events.on('pool:create', ({ workerPool }) => {
    liveness.hold(workerPool.id).catch((error) => log.error({ err: error }, 'marking a worker alive failed'));
  });
  // This process's own pools are alive whatever their lock says: it is missing only while the liveness
  // connection is being made again (a database restart), and releasing their jobs would run them twice.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = releaseDeadWorkers(db, log, { ownWorkers: liveness.workerIds }).catch((error) =>
      log.error({ err: error }, 'releasing dead workers failed'),
    );
    return sweeping;
  };
  await sweep();
  let runner: Runner;
  try {
    runner = await runWorker(connectionString, queue, crontab, log, events);
  } catch (error) {
    await liveness.close();
    throw error;
  }
  // What a crashed process took in its last seconds is too young to judge at start, and all of it is old
  // enough GRACE_SECONDS later: one sweep then, so a restart recovers in the grace, not a whole interval.
  const afterGrace = setTimeout(sweep, GRACE_SECONDS * 1000);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  afterGrace.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(afterGrace);
      clearInterval(timer);
      await runner.stop();
      // A sweep waits CONFIRM_MS before it judges a worker; it ends before the database pool it uses does.
      await sweeping;
      await liveness.close();
    },
  };
}

function runWorker(
  connectionString: string,
  queue: GraphileJobQueue,
  crontab: string,
  log: FastifyBaseLogger,
  events: WorkerEvents,
): Promise<Runner> {
  return run({
    events,
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
