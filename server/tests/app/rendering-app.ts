/**
 * The app as the server-rendering tests need it: the built front end of this checkout (`npm test` builds before the
 * unit tests) and a database of its own, so the pages they render and cache see only their own writes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type OwnDatabase, ownDatabase } from '../helpers';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

export async function renderingApp(
  databasePrefix: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; database: OwnDatabase }> {
  if (!existsSync(join(repositoryRoot, 'shell', 'dist', 'server', 'render.cjs'))) {
    throw new Error('Server rendering tests need the built front end: run npm run build first');
  }
  const database = await ownDatabase(databasePrefix);
  const app = await buildTestApp({ databaseUrl: database.url, webRoot: repositoryRoot, env });
  return { app, database };
}
