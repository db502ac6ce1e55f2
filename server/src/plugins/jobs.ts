/**
 * The job queue for the app's lifetime. `app.jobs` can define and add jobs always (graphile-worker's
 * schema comes with the database migrations, db/migrate.ts); with JOBS=on, once the app is ready (after
 * server.ts has migrated, since listening makes the app ready) this process also runs a worker, stopped
 * on close.
 */
import fp from 'fastify-plugin';
import { GraphileJobQueue } from '../jobs/queue';
import { defineTasks } from '../jobs/tasks';
import { type RunningWorker, startWorker } from '../jobs/worker';

/** Not encapsulated (fastify-plugin): `app.jobs` is used by routes and by other plugins. */
export default fp(
  async (app) => {
    const log = app.log.child({ component: 'jobs' });
    // graphile-worker borrows the app's pool (migrations, runOnce) and insists that a connection that
    // breaks while checked out is reported rather than crashing the process; so do we.
    if (app.database.pool.listenerCount('connect') === 0) {
      app.database.pool.on('connect', (client) => {
        client.on('error', (error) => log.error({ err: error }, 'database connection failed'));
      });
    }
    const queue = new GraphileJobQueue(app.database.db, app.database.pool, log);
    app.decorate('jobs', queue);
    // Every task of the shop, from the one list (jobs/tasks.ts).
    const tasks = defineTasks(app);
    let runner: RunningWorker | undefined;

    app.addHook('onReady', async () => {
      if (!app.config.jobs) return;
      const { connectionString } = app.database.pool.options;
      if (!connectionString) throw new Error('the background worker needs a connection string');
      runner = await startWorker({
        connectionString,
        queue,
        crontab: tasks.crontab,
        log,
        db: app.database.db,
      });
      try {
        await tasks.catchUp();
      } catch (error) {
        await runner.stop();
        throw error;
      }
    });

    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  },
  { name: 'jobs' },
);
