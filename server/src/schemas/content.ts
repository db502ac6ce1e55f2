import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { errorResponse } from './common';

export const faqsSchema = {
  response: {
    200: z.object({ faqs: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })) }),
  },
};

export const pageSchema = {
  params: z.object({ slug: z.string({ error: VALIDATION_MESSAGES.invalid }).max(100, VALIDATION_MESSAGES.invalid) }),
  response: {
    200: z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
      updated_at: z.iso.datetime(),
    }),
    400: errorResponse,
    404: errorResponse,
  },
};

export const reviewsSchema = {
  response: {
    200: z.object({
      reviews: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          rating: z.number().int().min(1).max(5),
          text: z.string(),
          date: z.iso.date(),
        }),
      ),
    }),
  },
};
