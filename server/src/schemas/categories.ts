import { z } from 'zod';

export const categoriesSchema = {
  response: {
    200: z.array(z.object({ slug: z.string(), name: z.string() })),
  },
};
