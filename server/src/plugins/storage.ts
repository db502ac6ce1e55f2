/**
 * Decorates `app.storage` (storage/index.ts picks the implementation). Not encapsulated (fastify-plugin),
 * and registered before any route, so every route plugin sees it.
 */
import fp from 'fastify-plugin';
import { createStorage } from '../storage';

export default fp(
  async (app) => {
    app.decorate('storage', await createStorage(app.config, app.log.child({ component: 'storage' })));
  },
  { name: 'storage' },
);
