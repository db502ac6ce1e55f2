import { currencyRatesResponseSchema } from '@shop/shared/contracts';

export const currencyRatesSchema = {
  response: { 200: currencyRatesResponseSchema },
};
