/**
 * The whole HTTP app as a plugin tree, built from validated config and an open database. No process
 * concerns here (env, signals, listening), so tests build the real thing and call `app.inject`.
 */
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Catalogue } from './catalogue/service';
import { type AppConfig, REPO_ROOT } from './config/env';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/types';
import { ensureDataDir } from './lib/data-dir';
import { redactingLogger } from './lib/log-redaction';
import { cachingSerializerCompiler, preparedCompression } from './lib/prepared-json';
import { createMailer, type Mailer } from './mail';
import { createMediaIndex } from './media/media-index';
import { ASSETS_ROOT } from './media/paths';
import type { ProviderFactory } from './payments/providers';
import contentSync from './plugins/content-sync';
import errorHandling from './plugins/errors';
import jobs from './plugins/jobs';
import media from './plugins/media';
import openApi from './plugins/openapi';
import payments from './plugins/payments';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import searchEngines from './plugins/search-engines';
import securityHeaders from './plugins/security-headers';
import storage from './plugins/storage';
import textRule from './plugins/text-rule';
import web, { API_PREFIX, createPageFallback } from './plugins/web';
import api from './routes';
import type { Storage } from './storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    catalogue: Catalogue;
    mailer: Mailer;
    /** Decorated by plugins/storage.ts. */
    storage: Storage;
    /** Decorated by plugins/jobs.ts; works with JOBS=off too (jobs wait in the database). */
    jobs: JobQueue;
    /** Where the built front end is (the server renderer among it). */
    webRoot: string;
  }
}

/** JSON bodies are small forms; anything larger is refused with 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  /** Owned by the caller, who closes it after `app.close()`. */
  database: Database;
  /** Where shell/dist and remotes/<name>/dist live; the repository root unless a test points elsewhere. */
  webRoot?: string;
  /** The shop's pictures, served under /media/; server/assets unless a test points elsewhere. */
  assetsRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** A payment provider of the test's own instead of the configured one (what the shop serves with another). */
  paymentProvider?: ProviderFactory;
}

/** A hop count as Fastify's types accept it: trust the `hops` nearest proxies. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const webRoot = options.webRoot ?? REPO_ROOT;
  const assetsRoot = options.assetsRoot ?? ASSETS_ROOT;
  const app = Fastify({
    // Whoever gives the logger, it never writes e-mail addresses, tokens or signed links (lib/log-redaction.ts).
    logger: redactingLogger(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // A client that opens a request and never finishes sending it (slowloris, a body that never comes) is cut
    // off after this, instead of holding its socket for Node's five minutes; long enough for a photo on a slow phone.
    requestTimeout: config.requestTimeoutMs,
    // Given to the HTTP server itself too: Node 20 only enforces a limit it was created with (Fastify sets it on
    // the server afterwards), and looks for late requests every 30 s unless told to look more often.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 5000),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(cachingSerializerCompiler);
  // Decorated on the root so every encapsulated route plugin sees them.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('webRoot', webRoot);
  const mediaIndex = await createMediaIndex(assetsRoot);
  app.decorate('catalogue', new Catalogue({ db: database.db, media: mediaIndex, log: app.log }));
  // Made here too for the commands that build the app without server.ts (order, bench): 0711, not 0700.
  await ensureDataDir(config.dataDir);
  app.addHook('onClose', async () => {
    app.catalogue.close();
  });

  // Before any route, so static files and the page fallback are answered by the same handlers.
  const pageFallback = createPageFallback(app, config, webRoot);
  await app.register(errorHandling, { pageFallback });
  // On the root, before any route: every answer, error pages and static files included, gets the headers.
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(storage);
  // After storage: the outbox keeps its messages there (private, like the child's files).
  app.decorate(
    'mailer',
    createMailer({ ...config.mail, storage: app.storage, log: app.log.child({ component: 'mail' }) }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  await app.register(jobs);
  await app.register(contentSync);
  await app.register(payments, { provider: options.paymentProvider });

  await app.register(openApi);
  // Only routes that ask for it are limited (POST /contact); the plugin supplies the counters.
  // Counted in PostgreSQL, so every instance of the shop shares one count (docs/deploy.md).
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(database.db) });
  // A GET or HEAD brings no body to decompress: the request-decompression hook would only add a step to every read.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress = false;
  });
  // The catalogue's shared answers compressed once; everything else per request.
  await app.register(preparedCompression);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(textRule);
  await app.register(api, { prefix: API_PREFIX });
  await app.register(media, { root: assetsRoot, dataDir: config.dataDir });
  await app.register(searchEngines);
  await app.register(web, { config, webRoot, pageFallback });

  if (mediaIndex.size === 0) app.log.warn(`No pictures found in ${assetsRoot}; book images will not load`);
  return app;
}
