import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detectCountry } from '../../lib/detect-country';
import { countryCodeSchema } from './schema';

const countryCode: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: countryCodeSchema }, async (request) => ({ country_code: detectCountry(request) }));
};

export default countryCode;
