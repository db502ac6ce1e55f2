import { countryCodeResponseSchema } from '@shop/shared/contracts';

export const countryCodeSchema = {
  response: { 200: countryCodeResponseSchema },
};
