/**
 * Runs the background worker for the app's lifetime: started when the app is ready (after server.ts has
 * migrated the database, since listening makes the app ready) and stopped on close. Off when JOBS=off.
 */
import type { FastifyInstance } from 'fastify';
import type { Runner } from 'graphile-worker';
import { startWorker } from '../jobs/worker';

export function setupJobs(app: FastifyInstance): void {
  if (!app.config.jobs) return;
  let runner: Runner | undefined;

  app.addHook('onReady', async () => {
    const { connectionString } = app.database.pool.options;
    if (!connectionString) throw new Error('the background worker needs a connection string');
    runner = await startWorker({
      connectionString,
      db: app.database.db,
      cbarUrl: app.config.cbarUrl,
      log: app.log.child({ component: 'jobs' }),
    });
  });

  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
