import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A drizzle transaction on the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query takes when it may run on the pool or inside the caller's transaction. */
export type DbOrTx = Db | Tx;

/** The app's database handle: the pool (for health checks and shutdown) and drizzle on top of it. */
export interface Database {
  pool: pg.Pool;
  db: Db;
}

export interface DatabaseOptions {
  max?: number;
  connectionTimeoutMillis?: number;
  /**
   * Called when a client's connection fails (e.g. the database server restarted), idle or in use; without a
   * listener pg crashes the process. A query in flight fails on its own, with its error.
   */
  onConnectionError?: (error: Error) => void;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
  });
  // Every client, idle in the pool or checked out (the job queue's listening client stays out), reports its own
  // failure; the pool repeats an idle client's, and needs a listener for it, but it was reported already.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}
