/**
 * Content changes reach every instance of the shop, not only the one that made them: a change commits a
 * NOTIFY on CONTENT_CHANNEL in its own transaction (catalogue/content-editing/editing.ts), PostgreSQL delivers
 * it to every process that listens once the change is committed, and each process then drops what it cached
 * (the catalogue, the page cache) exactly as for a change of its own. A listening connection that broke may
 * have missed notifications meanwhile, so after it is back the caches are dropped once more (a full re-check).
 *
 * The listener is one plain connection of its own (LISTEN needs a session; a pooled client would be handed to
 * queries), opened when the app is ready and closed with it.
 */
import fp from 'fastify-plugin';
import pg from 'pg';
import { CONTENT_CHANNEL, notifyContentChanged, PROCESS_ID } from '../db/content-events';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

export default fp(
  async (app) => {
    const { connectionString } = app.database.pool.options;
    const log = app.log.child({ component: 'content-sync' });
    let client: pg.Client | undefined;
    let closing = false;
    let retryMs = RETRY_MIN_MS;
    let timer: NodeJS.Timeout | undefined;
    let everConnected = false;

    const listen = async (): Promise<void> => {
      if (closing || !connectionString) return;
      const next = new pg.Client({ connectionString, application_name: 'shop-content-sync' });
      next.on('notification', (message) => {
        if (message.channel === CONTENT_CHANNEL && message.payload !== PROCESS_ID) notifyContentChanged();
      });
      const retry = (error: unknown) => {
        if (closing) return;
        log.warn({ err: error, retryMs }, 'content change listener lost its connection; listening again soon');
        next.removeAllListeners('end');
        next.end().catch(() => undefined);
        client = undefined;
        timer = setTimeout(() => void listen(), retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
      next.on('error', retry);
      next.on('end', () => retry(new Error('connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      } catch (error) {
        retry(error);
        return;
      }
      client = next;
      retryMs = RETRY_MIN_MS;
      // Changes made while nobody listened here are not replayed: whatever was cached meanwhile goes.
      if (everConnected) notifyContentChanged();
      everConnected = true;
    };

    app.addHook('onReady', listen);
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    });
  },
  { name: 'content-sync' },
);
