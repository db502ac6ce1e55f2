/**
 * One PostgreSQL database for the whole server test run, migrated once. With DATABASE_URL set (CI's
 * Debian PostgreSQL, a developer's server) a fresh `shop_test_<random>` database is created on that
 * server and dropped afterwards; otherwise an embedded PostgreSQL runs in a temporary directory.
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
  project.provide('databaseUrl', target.url);
  return target.teardown;
}
