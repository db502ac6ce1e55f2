import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesJson } from '../../catalogue/content';
import { categoriesSchema } from '../../catalogue/schemas';
import { localeOf } from '../../lib/locale';

const categories: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: categoriesSchema }, async (request) => categoriesJson(app.database.db, localeOf(request)));
};

export default categories;
