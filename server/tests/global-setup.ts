/**
 * The server tests' PostgreSQL, migrated and seeded once. With DATABASE_URL set (CI's Debian PostgreSQL, a
 * developer's server) a fresh `shop_test_<random>` database is created on that server and dropped afterwards;
 * otherwise an embedded PostgreSQL runs in a temporary directory. Test files run several at a time, and a file's
 * jobs, listeners or counts must not meet another's: each worker process gets its own copy of the seeded database
 * (`<name>_w<pool id>`, made from it as a template; helpers.ts `testDatabaseUrl`), so files only ever share a
 * database one after another, as they did when they ran one at a time.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seed } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** More than the server project's workers (vitest.config.ts), so every pool id finds its copy. */
export const WORKER_DATABASES = 6;

export function workerDatabaseUrl(baseUrl: string, poolId: number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${poolId}`;
  return url.toString();
}

/** Copies the seeded database once per worker (a file copy in PostgreSQL, well under a second each). */
async function copyPerWorker(baseUrl: string): Promise<() => Promise<void>> {
  const base = new URL(baseUrl).pathname.slice(1);
  // From the maintenance database: PostgreSQL copies a template only while nobody is connected to it.
  const maintenance = new URL(baseUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  const names = Array.from({ length: WORKER_DATABASES }, (_, index) => `${base}_w${index + 1}`);
  try {
    for (const name of names)
      await admin.query(`create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(base)}`);
  } finally {
    await admin.end();
  }
  return async () => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      for (const name of names)
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    } finally {
      await client.end();
    }
  };
}

async function onServer(serverUrl: string): Promise<{ url: string; teardown: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    teardown: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function onEmbedded(): Promise<{ url: string; teardown: () => Promise<void> }> {
  // Loaded only here: a run on a real server never needs the embedded cluster's packages.
  const { startThrowawayPostgres } = await import('../src/db/embedded');
  const started = performance.now();
  const running = await startThrowawayPostgres('shop_test', 'shop-test-pg-');
  console.info(`[server tests] embedded PostgreSQL ready in ${Math.round(performance.now() - started)} ms`);
  return { url: running.url, teardown: running.stop };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const target = serverUrl ? await onServer(serverUrl) : await onEmbedded();
  try {
    const database = createDatabase(target.url, { max: 2 });
    try {
      await runMigrations(database);
      await seed(database);
    } finally {
      await database.pool.end();
    }
  } catch (error) {
    await target.teardown();
    throw error;
  }
  let dropCopies: () => Promise<void>;
  try {
    dropCopies = await copyPerWorker(target.url);
  } catch (error) {
    await target.teardown();
    throw error;
  }
  project.provide('databaseUrl', target.url);
  return async () => {
    await dropCopies();
    await target.teardown();
  };
}
