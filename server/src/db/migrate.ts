import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as migrateJobQueue } from 'graphile-worker';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant shared by every process that migrates this database; serialises concurrent starts.
const MIGRATION_LOCK_ID = 7_420_001;

// graphile-worker reports each step of its own migrations; the server's log has nothing to learn from them.
const quiet = new Logger(() => () => undefined);

/**
 * Applies the committed SQL migrations in server/drizzle, then graphile-worker's schema (so jobs can be
 * queued with `graphile_worker.add_job` even when this process runs no worker). Both here, not when the
 * app becomes ready, so an app whose database is down still starts and reports it on /health. Errors
 * propagate: a server that cannot migrate must not start.
 */
export async function runMigrations(database: Database): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
    await migrateJobQueue({ pgPool: database.pool, logger: quiet });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
