/**
 * Decorates `app.storage` (storage/index.ts picks the implementation). Called on the root instance while
 * the app is built, before any route, so every route plugin sees it.
 */
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../storage';

export async function setupStorage(app: FastifyInstance): Promise<void> {
  app.decorate('storage', await createStorage(app.config, app.log.child({ component: 'storage' })));
}
