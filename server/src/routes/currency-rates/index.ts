import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentRates } from '../../currency/service';
import { currencyRatesSchema } from '../../currency/schemas';

const currencyRates: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: currencyRatesSchema }, async () => ({ rates: await currentRates(app.database.db) }));
};

export default currencyRates;
