import { z } from 'zod';

export const currencyRatesSchema = {
  response: {
    200: z.object({
      rates: z.object({
        success: z.boolean().describe('false when the built-in fallback rates are returned'),
        rates: z.record(z.string(), z.number()).describe('AZN per nominal units of each currency'),
      }),
    }),
  },
};
