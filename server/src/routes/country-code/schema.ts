import { z } from 'zod';

export const countryCodeSchema = {
  response: { 200: z.object({ country_code: z.string().length(2) }) },
};
