import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyRatesSchema } from '../../currency/schemas';
import { currentRates } from '../../currency/service';

const currencyRates: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: currencyRatesSchema }, async () => ({ rates: await currentRates(app.database.db) }));
};

export default currencyRates;
