import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const documentSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });

/** The API described from the routes' own zod schemas (see plugins/openapi.ts); not listed in itself. */
const openapi: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true, response: { 200: documentSchema } } }, async () =>
    documentSchema.parse(app.swagger()),
  );
};

export default openapi;
