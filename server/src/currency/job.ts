/**
 * The daily refresh of the central bank's rates as a job: a cron entry, plus a catch-up when the worker
 * starts after downtime (the cron does not backfill) or on a fresh database. Left out entirely when
 * CBAR_URL=off, so a worker can run where the bank is out of reach (e2e).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/types';
import { REFRESH_CURRENCY_RATES, refreshCurrencyRates } from './refresh';
import { lastFetchedAt } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Backoff is exp(attempt) seconds, so ten attempts span about three and a half hours. */
const RATE_ATTEMPTS = 10;
// Daily at 06:00 UTC (10:00 in Baku), after the bank has published the day's rates.
export const CURRENCY_RATES_CRONTAB = `0 6 * * * ${REFRESH_CURRENCY_RATES} ?max=${RATE_ATTEMPTS}&jobKey=${REFRESH_CURRENCY_RATES}`;

export interface CurrencyRatesJob {
  /** Queues a refresh when the stored rates are missing or older than a day. */
  catchUp(): Promise<void>;
}

export function defineCurrencyRatesJob(
  queue: JobQueue,
  { db, cbarUrl, log }: { db: Db; cbarUrl: string; log: FastifyBaseLogger },
): CurrencyRatesJob {
  queue.define(
    REFRESH_CURRENCY_RATES,
    async () => {
      const result = await refreshCurrencyRates({ db, urlTemplate: cbarUrl });
      log.info(result, 'currency rates refreshed');
    },
    { maxAttempts: RATE_ATTEMPTS },
  );
  return {
    async catchUp() {
      const fetchedAt = await lastFetchedAt(db);
      if (!fetchedAt || Date.now() - fetchedAt.getTime() > DAY_MS) {
        await queue.add(REFRESH_CURRENCY_RATES, {}, { jobKey: REFRESH_CURRENCY_RATES });
      }
    },
  };
}
