/**
 * Decorates `app.storage` (storage/index.ts picks the implementation). Not encapsulated (fastify-plugin),
 * and registered before any route, so every route plugin sees it. Covers and outbox messages an older release
 * wrote straight into the data folder are moved into it first (storage/legacy.ts), before anything reads them.
 */
import fp from 'fastify-plugin';
import { createStorage } from '../storage';
import { moveLegacyFilesAtStart } from '../storage/legacy';

export default fp(
  async (app) => {
    const log = app.log.child({ component: 'storage' });
    const storage = await createStorage(app.config, log);
    await moveLegacyFilesAtStart(storage, app.config.dataDir, log);
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
