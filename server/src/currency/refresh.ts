/**
 * Fetches the central bank's rates of the day and stores them. Any failure (network, timeout, HTTP
 * status, malformed XML) leaves the stored rates untouched and rejects, so the job queue logs it and
 * retries with backoff.
 */
import type { Db } from '../db/client';
import { cbarUrlFor, parseCbarXml } from './cbar';
import { storeRates } from './repository';

export const REFRESH_CURRENCY_RATES = 'refresh_currency_rates';
export const FETCH_TIMEOUT_MS = 10_000;
/** A day's document is a few kilobytes; anything far larger is not it. */
const MAX_BYTES = 1_000_000;

export interface RefreshOptions {
  db: Db;
  /** CBAR_URL: `{date}` becomes DD.MM.YYYY. */
  urlTemplate: string;
  now?: Date;
  timeoutMs?: number;
}

export interface RefreshResult {
  url: string;
  date: string;
  currencies: number;
}

export async function refreshCurrencyRates(options: RefreshOptions): Promise<RefreshResult> {
  const url = cbarUrlFor(options.urlTemplate, options.now ?? new Date());
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_BYTES) throw new Error(`GET ${url} returned ${body.length} bytes; expected a small XML file`);
  const { date, rates } = parseCbarXml(body);
  await storeRates(options.db, rates);
  return { url, date, currencies: rates.length };
}
