import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** The app's database handle: the pool (for health checks and shutdown) and drizzle on top of it. */
export interface Database {
  pool: pg.Pool;
  db: Db;
}

export interface DatabaseOptions {
  max?: number;
  connectionTimeoutMillis?: number;
  /** Called when an idle client errors (e.g. the server restarted); without a listener pg crashes the process. */
  onIdleError?: (error: Error) => void;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  return { pool, db: drizzle(pool, { schema }) };
}
