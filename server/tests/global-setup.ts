/**
 * One PostgreSQL database for the whole server test run, migrated once. With DATABASE_URL set (CI's
 * Debian PostgreSQL, a developer's server) a fresh `shop_test_<random>` database is created on that
 * server and dropped afterwards; otherwise an embedded PostgreSQL runs in a temporary directory.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  const dir = await mkdtemp(join(tmpdir(), 'shop-test-pg-'));
  // mkdtemp makes the directory 0700; postgres runs as its own user when we are root and must enter it.
  await chmod(dir, 0o755);
  const silent = () => undefined;
  const started = performance.now();
  const running = await startEmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port: await freePort(),
    database: 'shop_test',
    logger: { debug: silent, info: silent, warn: silent, error: (message) => console.error(message) },
  });
  console.info(`[server tests] embedded PostgreSQL ready in ${Math.round(performance.now() - started)} ms`);
  return {
    url: running.url,
    teardown: async () => {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
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
