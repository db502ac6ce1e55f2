/**
 * The background worker (graphile-worker: jobs in PostgreSQL, LISTEN/NOTIFY, retries with backoff).
 * One runs inside each server process; jobs with a jobKey are deduplicated across processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type Runner, run } from 'graphile-worker';
import type { Db } from '../db/client';
import { lastFetchedAt } from '../repositories/currency-rates';
import { REFRESH_CURRENCY_RATES, refreshCurrencyRates } from './refresh-currency-rates';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Backoff is exp(attempt) seconds, so ten attempts span about three and a half hours. */
const RATE_ATTEMPTS = 10;
// Daily at 06:00 UTC (10:00 in Baku), after the bank has published the day's rates.
const CRONTAB = `0 6 * * * ${REFRESH_CURRENCY_RATES} ?max=${RATE_ATTEMPTS}&jobKey=${REFRESH_CURRENCY_RATES}`;

export interface WorkerOptions {
  connectionString: string;
  db: Db;
  cbarUrl: string;
  log: FastifyBaseLogger;
}

function workerLogger(log: FastifyBaseLogger): Logger {
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

export async function startWorker({ connectionString, db, cbarUrl, log }: WorkerOptions): Promise<Runner> {
  const runner = await run({
    connectionString,
    // Its own small pool, so a slow job never takes connections from HTTP requests.
    maxPoolSize: 3,
    concurrency: 1,
    // The server's own signal handlers stop the app, which stops the worker.
    noHandleSignals: true,
    logger: workerLogger(log),
    crontab: CRONTAB,
    taskList: {
      [REFRESH_CURRENCY_RATES]: async () => {
        const result = await refreshCurrencyRates({ db, urlTemplate: cbarUrl });
        log.info(result, 'currency rates refreshed');
      },
    },
  });
  try {
    const fetchedAt = await lastFetchedAt(db);
    // Catches up after downtime (the cron does not backfill) and fills a fresh database.
    if (!fetchedAt || Date.now() - fetchedAt.getTime() > DAY_MS) {
      await runner.addJob(REFRESH_CURRENCY_RATES, {}, { jobKey: REFRESH_CURRENCY_RATES, maxAttempts: RATE_ATTEMPTS });
    }
  } catch (error) {
    await runner.stop();
    throw error;
  }
  return runner;
}
