/**
 * @fastify/swagger collects every route registered after it; the zod transform turns the routes' zod
 * schemas into JSON Schema, so validation, serialisation and this document share one source.
 * Only /api/v1 routes are described; the front-end hosting routes are not part of the API.
 */
import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from './web';

/** Not encapsulated (fastify-plugin): swagger must see the routes registered after it on the root. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Storybook Shop API',
          version: '1',
          description:
            'Texts follow Accept-Language (en, ru, tr, az; English otherwise). Errors: { error, message, details? }.',
        },
      },
      transform: (document) => {
        if (!document.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: document.url };
        const { schema, url } = jsonSchemaTransform(document);
        // A resource's root route is registered as '/books/', but clients call (and Fastify serves) '/books'.
        return { schema, url: url.replace(/(.)\/$/, '$1') };
      },
    });
  },
  { name: 'openapi' },
);
