import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf, pickTranslation } from '../../lib/locale';
import { listCategories } from '../../catalogue/repository';
import { categoriesSchema } from '../../catalogue/schemas';

const categories: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: categoriesSchema }, async (request) => {
    const locale = localeOf(request);
    const rows = await listCategories(app.database.db);
    return rows.map((row) => ({ slug: row.slug, name: pickTranslation(row.name, locale) }));
  });
};

export default categories;
