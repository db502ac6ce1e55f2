import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_CURRENCY_RATES, refreshCurrencyRates } from '../../src/currency/refresh';
import { readStoredRates } from '../../src/currency/repository';
import { currencyRates } from '../../src/db/schema';
import { buildTestApp, type OwnDatabase, ownDatabase, withTestApp } from '../helpers';
import { type CbarServer, serveXml, startCbarServer } from './cbar-server';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'cbar-14.11.2025.xml');
const OLD_RATES = { USD: 1.7, RUB: 2.0345, TRY: 0.0412 };

// Every case shares the one currency_rates table, so they live in this file and run in order, on a database
// of their own: the job tests count the worker's LISTEN connections, and other files run workers too.
let database: OwnDatabase;
let app: FastifyInstance;
let cbar: CbarServer;
let fixture: string;
beforeAll(async () => {
  database = await ownDatabase('shop_rates');
  app = await buildTestApp({ databaseUrl: database.url });
  fixture = await readFile(FIXTURE, 'utf8');
  cbar = await startCbarServer(serveXml(fixture));
});
afterEach(async () => {
  await app.database.db.delete(currencyRates);
  cbar.respond = serveXml(fixture);
});
afterAll(async () => {
  await app?.close();
  await cbar?.close();
  await database?.drop();
});

const storeOldRates = () =>
  app.database.db.insert(currencyRates).values([
    { currency: 'USD', rate: 1.7, nominal: 1 },
    { currency: 'RUB', rate: 2.0345, nominal: 100 },
    { currency: 'TRY', rate: 0.0412, nominal: 1 },
  ]);

describe('GET /api/v1/currency_rates', () => {
  it('returns the spec fallback rates with success false while nothing is stored', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/currency_rates' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: { success: false, rates: { USD: 1.7, RUB: 2.1146, TRY: 0.0438 } } });
  });

  it('returns the stored rates with success true', async () => {
    await storeOldRates();
    const response = await app.inject({ method: 'GET', url: '/api/v1/currency_rates' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: { success: true, rates: OLD_RATES } });
  });
});

describe('refreshCurrencyRates', () => {
  const refresh = (timeoutMs?: number) =>
    refreshCurrencyRates({
      db: app.database.db,
      urlTemplate: cbar.urlTemplate,
      now: new Date('2025-11-13T21:30:00Z'),
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it("fetches the day's document and stores every currency as quoted, with its nominal", async () => {
    await storeOldRates();
    expect(await refresh()).toMatchObject({ date: '2025-11-14', currencies: 12 });
    expect(cbar.requests.at(-1)).toBe('/currencies/14.11.2025.xml');

    const rows = await app.database.db.select().from(currencyRates);
    expect(rows.find((row) => row.currency === 'RUB')).toMatchObject({ rate: 2.1146, nominal: 100 });
    expect(rows.find((row) => row.currency === 'EUR')).toMatchObject({ rate: 1.9762, nominal: 1 });
    expect(rows.some((row) => row.currency === 'XAU')).toBe(false);

    const body = (await app.inject({ method: 'GET', url: '/api/v1/currency_rates' })).json();
    expect(body.rates.success).toBe(true);
    expect(body.rates.rates).toMatchObject({ USD: 1.7, EUR: 1.9762, RUB: 2.1146, TRY: 0.0402, JPY: 1.101 });
  });

  it('keeps the old rates when the bank answers an error, garbage, or nothing in time', async () => {
    await storeOldRates();
    const failures: Array<[string, CbarServer['respond']]> = [
      ['HTTP 500', (_request, response) => response.writeHead(500).end('oops')],
      ['HTML', (_request, response) => response.writeHead(200).end('<html><body>Maintenance</body></html>')],
      ['truncated XML', (_request, response) => response.writeHead(200).end(fixture.slice(0, 400))],
      ['no answer', () => undefined],
    ];
    for (const [label, respond] of failures) {
      cbar.respond = respond;
      await expect(refresh(300), label).rejects.toThrow();
      expect(await readStoredRates(app.database.db), label).toEqual(OLD_RATES);
    }
  });
});

/** Connections that have LISTENed (only the worker does); the server drops them shortly after they close. */
async function listeningConnections(): Promise<number> {
  const { rows } = await app.database.pool.query<{ n: number }>(
    // The worker's; every app also listens for content changes (plugins/content-sync.ts), on a connection of its own.
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid() and application_name <> 'shop-content-sync'",
  );
  return rows[0]?.n ?? 0;
}

/** Jobs of the rates task waiting in the queue (catch-up queues one when the rates are old or missing). */
async function queuedRateJobs(): Promise<number> {
  const { rows } = await app.database.pool.query<{ n: number }>(
    'select count(*)::int as n from graphile_worker.jobs where task_identifier = $1',
    [REFRESH_CURRENCY_RATES],
  );
  return rows[0]?.n ?? 0;
}

describe('the currency rates job', () => {
  it('runs on start when the rates are missing, in the server process, and stops with the app', {
    timeout: 90_000,
  }, async () => {
    await withTestApp(
      { databaseUrl: database.url, env: { JOBS: 'on', CBAR_URL: cbar.urlTemplate } },
      async (withJobs) => {
        await withJobs.ready();
        const rates = async () =>
          (await withJobs.inject({ method: 'GET', url: '/api/v1/currency_rates' })).json().rates;
        await expect.poll(async () => (await rates()).success, { timeout: 60_000, interval: 100 }).toBe(true);
        expect((await rates()).rates.RUB).toBe(2.1146);
        expect(await listeningConnections()).toBeGreaterThan(0);
      },
    );
    // withTestApp closed the app; the stopped worker's LISTEN connection goes away with it.
    await expect.poll(listeningConnections, { timeout: 5_000, interval: 100 }).toBe(0);
  });

  it('does not fetch on start when the rates are fresh', async () => {
    await storeOldRates();
    const before = cbar.requests.length;
    await withTestApp(
      { databaseUrl: database.url, env: { JOBS: 'on', CBAR_URL: cbar.urlTemplate } },
      async (withJobs) => {
        // Catch-up runs before the app is ready: had it wanted fresh rates, the job would be queued now.
        await withJobs.ready();
        expect(await queuedRateJobs()).toBe(0);
      },
    );
    expect(cbar.requests.length).toBe(before);
    expect(await readStoredRates(app.database.db)).toEqual(OLD_RATES);
  });
});
