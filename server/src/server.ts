/**
 * Process glue: configuration, database (embedded unless DATABASE_URL is set), migrations, seed,
 * listening, and an orderly shutdown on SIGTERM/SIGINT. Everything HTTP lives in app.ts.
 */
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, DEFAULT_DATA_DIR, loadConfig } from './config/env';
import { createDatabase, type Database } from './db/client';
import type { RunningPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { describeSeed, seed } from './db/seed';
import { ensureDataDir } from './lib/data-dir';
import { ensureFirstAdmin } from './staff/accounts';

const APP_DATABASE = 'shop';
const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface Resources {
  app?: FastifyInstance;
  database?: Database;
  /** A promise, so a signal that arrives while the cluster is still starting waits for it and stops it. */
  embedded?: Promise<RunningPostgres>;
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function embeddedLogger(log: FastifyBaseLogger) {
  const pgLog = log.child({ component: 'postgres' });
  return {
    debug: (message: string) => pgLog.debug(message),
    info: (message: string) => pgLog.info(message),
    warn: (message: string) => pgLog.warn(message),
    error: (message: string) => pgLog.error(message),
  };
}

async function release({ app, database, embedded }: Resources): Promise<void> {
  await app?.close();
  await database?.pool.end();
  const running = await embedded?.catch(() => undefined);
  await running?.stop();
}

async function main(): Promise<void> {
  const config = readConfig();
  const resources: Resources = {};

  let shuttingDown = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    resources.app?.log.info(`Shutting down (${reason})`);
    let code = exitCode;
    try {
      await release(resources);
    } catch (error) {
      resources.app?.log.error({ err: error }, 'error during shutdown');
      code = code || 1;
    }
    process.exit(code);
  };

  // Imported only when needed. The handlers stop everything in order (app, pool, cluster) and exit 0.
  const embeddedModule = config.databaseUrl ? undefined : await import('./db/embedded');
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => void shutdown(signal, 0));
  }
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: when that process dies, even by kill -9,
  // the channel closes and the server stops with it instead of holding the port and the database.
  process.on('disconnect', () => void shutdown('npm start exited', 0));

  try {
    await ensureDataDir(config.dataDir);
  } catch (error) {
    console.error(
      `Cannot create the data folder ${config.dataDir}: ${(error as Error).message}. Set DATA_DIR to a writable folder.`,
    );
    process.exit(1);
  }

  try {
    // The embedded cluster's passwords are needed for the URL, before the app and its logger exist: a password
    // generated on the first start is told in the log once the app is built.
    const keyWarnings: string[] = [];
    const roles = await embeddedModule?.embeddedRoles(config.dataDir, { warn: (line) => keyWarnings.push(line) });
    const url =
      config.databaseUrl ?? embeddedModule!.embeddedDatabaseUrl(config.embeddedPgPort, APP_DATABASE, roles!.app);
    // pg.Pool connects lazily, so the app (and its logger) can exist before the database is up.
    const database = createDatabase(url, {
      onConnectionError: (error) => resources.app?.log.error({ err: error }, 'a database connection failed'),
    });
    resources.database = database;
    // Readable lines for a person at a terminal; one JSON object per line for everything else (a log collector).
    const pretty = process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {};
    const app = await buildApp({ config, database, logger: { level: config.logLevel, ...pretty } });
    resources.app = app;
    for (const line of keyWarnings) app.log.warn(line);

    if (embeddedModule) {
      const logger = embeddedLogger(app.log);
      const isDefault = config.dataDir === DEFAULT_DATA_DIR;
      const databaseDir = await embeddedModule.clusterDirectory(
        {
          databaseDir: join(config.dataDir, 'pg'),
          ...(isDefault
            ? { repairable: config.dataDir, fallbackDir: embeddedModule.fallbackClusterDir(config.dataDir) }
            : {}),
        },
        logger,
      );
      resources.embedded = embeddedModule.startEmbeddedPostgres({
        databaseDir,
        port: config.embeddedPgPort,
        database: APP_DATABASE,
        logger,
        ...roles,
      });
      await resources.embedded;
    }

    const started = performance.now();
    await runMigrations(database);
    app.log.info(describeSeed(await seed(database)));
    await ensureFirstAdmin(database.db, config.staff.firstAdmin, app.log);
    app.log.info(`Database migrated and seeded (${Math.round(performance.now() - started)} ms)`);

    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A signal during start-up closes the pool under a running query; that failure is expected.
    if (shuttingDown) return;
    // A problem the operator fixes (a folder postgres cannot enter, a busy port): its one line says how.
    if (embeddedModule && error instanceof embeddedModule.EmbeddedStartError) console.error(error.message);
    else if (resources.app) resources.app.log.fatal({ err: error }, 'start-up failed');
    else console.error(error);
    await shutdown('start-up failed', 1);
  }
}

void main();
