import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant shared by every process that migrates this database; serialises concurrent starts.
const MIGRATION_LOCK_ID = 7_420_001;

/**
 * Applies the committed SQL migrations in server/drizzle. Errors propagate: a server that cannot
 * migrate must not start.
 */
export async function runMigrations(database: Database): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
