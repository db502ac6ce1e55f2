import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config/env';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { WORKER_DATABASES, workerDatabaseUrl } from './global-setup';

export interface TestAppOptions {
  /** Environment variables as the server would read them (REGION, TRUSTED_COUNTRY_HEADER, ...). */
  env?: Record<string, string | undefined>;
  /** A web root with fake dist files (see createWebRoot); by default the front end is "not built". */
  webRoot?: string;
  /** Another database URL (e.g. an unreachable one); defaults to the run's test database. */
  databaseUrl?: string;
  /** Another pictures directory; defaults to server/assets. */
  assetsRoot?: string;
  /** A logger for tests that read what the server logs; silent by default. */
  logger?: AppOptions['logger'];
  /** A payment provider of the test's own instead of the configured sandbox. */
  paymentProvider?: AppOptions['paymentProvider'];
}

/**
 * This worker's copy of the seeded test database (global-setup.ts): test files running at the same time never
 * share one, so their jobs, listeners and row counts stay their own.
 */
export function testDatabaseUrl(): string {
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  if (!Number.isInteger(poolId) || poolId < 1 || poolId > WORKER_DATABASES)
    throw new Error(`no test database for worker ${process.env.VITEST_POOL_ID}: raise WORKER_DATABASES`);
  return workerDatabaseUrl(inject('databaseUrl'), poolId);
}

// Nothing lives here, which is exactly a checkout whose front end was never built.
const UNBUILT_WEB_ROOT = join(import.meta.dirname, 'fixtures', 'unbuilt-web-root');

/**
 * The real app on the real test database (migrated and seeded by global-setup). `app.close()` also
 * ends its pool. The environment is not inherited from the shell running the tests, so they are
 * reproducible; the background worker is off unless a test sets JOBS=on, so no cron fires mid-run, the
 * data folder is a fresh temporary one unless the test sets DATA_DIR, and the payments go through the sandbox
 * named on purpose, as a production shop would have to (tests with an https PUBLIC_URL count as production).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // A data folder of its own unless the test names one: keys, photos and mail never land in the repository's data/.
  const dataDir = options.env?.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'shop-test-')));
  // Every page a test renders comes from one address: the render limit is tested on its own (render-limit.test.ts).
  const config = loadConfig({
    JOBS: 'off',
    PAYMENT_PROVIDER: 'sandbox',
    RENDER_MISS_PER_MINUTE: '100000',
    ...options.env,
    DATA_DIR: dataDir,
  });
  const database = createDatabase(options.databaseUrl ?? testDatabaseUrl(), {
    max: 4,
    connectionTimeoutMillis: 2000,
  });
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? UNBUILT_WEB_ROOT,
    ...(options.assetsRoot ? { assetsRoot: options.assetsRoot } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
  });
  app.addHook('onClose', async () => {
    await database.pool.end();
  });
  return app;
}

/** Builds an app, hands it to `run`, and closes it whatever happens. */
export async function withTestApp<T>(options: TestAppOptions, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildTestApp(options);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** Writes `files` (path relative to the root → content) into a fresh temporary web root. */
export async function createWebRoot(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'shop-web-'));
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return root;
}

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A migrated and seeded database of its own on the run's test server, for a file whose writes would race
 * the other files' exact expectations (content editing, re-seeding, the fuzz test's admin calls).
 */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), { max: 2 });
  try {
    await runMigrations(database);
    await seed(database);
  } finally {
    await database.pool.end();
  }
  return { url: url.toString(), drop: () => run(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`) };
}

/**
 * Starts the real server (server/src/server.ts) with only `env` and the variables a process needs, and returns how it
 * ended: the configuration tests check a misconfigured start stops with one line and exit code 1. No database
 * answers at DATABASE_URL, so were the refusal missing the server would stop anyway, later and differently, rather
 * than start an embedded one in the repository.
 */
export function startServerWith(
  env: Record<string, string>,
  name: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'server', 'src', 'server.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
          DATA_DIR: join(tmpdir(), `shop-test-${name}`),
          HOST: '127.0.0.1',
          PORT: '9',
          ...env,
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
