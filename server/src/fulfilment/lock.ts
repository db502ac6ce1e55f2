/**
 * One fulfilment step per order at a time, across processes: the worker's job, a retry of it and the
 * order CLI may all reach the same order. A PostgreSQL advisory lock held on its own connection for the
 * whole step (rendering included) makes the second one wait and then find the work done.
 */
import type { FastifyInstance } from 'fastify';

export async function withOrderLock<T>(app: FastifyInstance, orderId: string, run: () => Promise<T>): Promise<T> {
  const client = await app.database.pool.connect();
  const key = `fulfilment:${orderId}`;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    }
  } finally {
    client.release();
  }
}
