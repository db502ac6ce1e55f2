import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client';
import { testDatabaseUrl } from '../helpers';

describe('the database pool', () => {
  it('reports a connection the database server drops, in use or idle, instead of crashing the process', async () => {
    const errors: string[] = [];
    const database = createDatabase(testDatabaseUrl(), {
      max: 2,
      onConnectionError: (error) => errors.push(error.message),
    });
    const admin = createDatabase(testDatabaseUrl(), { max: 1 });
    try {
      // A client checked out and not querying, as the job queue's listening client is.
      const inUse = await database.pool.connect();
      const idle = await database.pool.connect();
      const pidOf = async (client: typeof inUse) =>
        (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const pids = [await pidOf(inUse), await pidOf(idle)];
      idle.release();
      // Without a listener on the checked-out client, its 'error' event would be an uncaught exception.
      await admin.pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      for (const message of errors) expect(message).toMatch(/terminat/i);
      inUse.release(true);
      // The pool goes on with new connections.
      expect((await database.pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    } finally {
      await database.pool.end();
      await admin.pool.end();
    }
  });
});
