import { FALLBACK_RATES } from '@shop/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readStoredRates } from '../../currency/repository';
import { currencyRatesSchema } from '../../currency/schemas';

const currencyRates: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: currencyRatesSchema }, async () => {
    const stored = await readStoredRates(app.database.db);
    // Until the central bank job has stored rates, answer like a failed fetch so clients know these are estimates.
    if (Object.keys(stored).length === 0) return { rates: { success: false, rates: { ...FALLBACK_RATES } } };
    return { rates: { success: true, rates: stored } };
  });
};

export default currencyRates;
