/**
 * GET /health: the process answers and reaches its database (liveness, and the old check monitors use).
 * GET /health/ready: this instance should get traffic now: its database has every migration of this build
 * (during a rolling deploy an older schema is not enough), the server renderer is loaded, and it is not
 * shutting down. A load balancer sends requests only to ready instances.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { loadRenderer } from '../../plugins/page-render';
import { healthSchema, readySchema } from './schema';

/** How long readiness waits for the renderer to load before saying not yet. */
const RENDERER_WAIT_MS = 2000;

async function migrationsOfThisBuild(): Promise<number> {
  const journal = JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const health: FastifyPluginAsyncZod = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  const expectedMigrations = migrationsOfThisBuild();

  app.get('/', { schema: healthSchema }, async (request, reply) => {
    try {
      await app.database.pool.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'unavailable', message: 'The database is unavailable.' });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  app.get('/ready', { schema: readySchema }, async (_request, reply) => {
    const database: 'ok' | 'migrations_pending' | 'unreachable' = await app.database.pool
      .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      .then(async ({ rows }) => ((rows[0]?.n ?? 0) >= (await expectedMigrations) ? 'ok' : 'migrations_pending'))
      .catch(() => 'unreachable' as const);
    const loading = loadRenderer(app.webRoot);
    const renderer: 'ok' | 'loading' | 'not_built' | 'failed' = !loading
      ? 'not_built'
      : await Promise.race([
          loading.then(() => 'ok' as const),
          new Promise<'loading'>((resolve) => setTimeout(() => resolve('loading'), RENDERER_WAIT_MS).unref()),
        ]).catch(() => 'failed' as const);
    const checks = { database, renderer, shutting_down: draining };
    const ready = database === 'ok' && renderer === 'ok' && !draining;
    return reply.code(ready ? 200 : 503).send({ ready, checks });
  });
};

export default health;
