/**
 * The whole HTTP app as a plugin tree, built from validated config and an open database. No process
 * concerns here (env, signals, listening), so tests build the real thing and call `app.inject`.
 */
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, REPO_ROOT } from './config/env';
import type { Database } from './db/client';
import { setupErrorHandling } from './plugins/errors';
import web, { API_PREFIX, createPageFallback } from './plugins/web';
import api from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export interface AppOptions {
  config: AppConfig;
  /** Owned by the caller, who closes it after `app.close()`. */
  database: Database;
  /** Where shell/dist and remotes/<name>/dist live; the repository root unless a test points elsewhere. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const webRoot = options.webRoot ?? REPO_ROOT;
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Decorated on the root so every encapsulated route plugin sees them.
  app.decorate('config', options.config);
  app.decorate('database', options.database);

  // Before any route, so static files and the page fallback are answered by the same handlers.
  setupErrorHandling(app, { pageFallback: createPageFallback(options.config, webRoot) });

  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(api, { prefix: API_PREFIX });
  await app.register(web, { config: options.config, webRoot });

  return app;
}
