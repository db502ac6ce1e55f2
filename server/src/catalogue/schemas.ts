import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { errorResponse } from '../lib/http-error';

export const PER_PAGE_MAX = 48;
export const PER_PAGE_DEFAULT = 12;
export const POPULAR_DEFAULT = 8;
/** Far beyond any real catalogue; only keeps absurd numbers out. */
const PAGE_MAX = 10_000;

const INVALID = { error: VALIDATION_MESSAGES.invalid };

/** A positive whole number from the query string ('2' → 2); anything else reads 'Please enter a valid value'. */
const queryInt = (max: number, fallback: number) =>
  z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(max, INVALID).default(fallback);

// The router already refuses parameters over 100 characters (404); this keeps the schema honest.
const slugParam = z.string(INVALID).max(100, INVALID);

export const imageSchema = z.object({
  url: z.string().describe('/media/… with ?v=<content hash>; safe to cache forever'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});

export const bookCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  page_count: z.number().int(),
  formats: z.array(z.enum(['pdf', 'softcover', 'hardcover'])),
  age_min: z.number().int(),
  age_max: z.number().int(),
  cover: imageSchema,
});

export const bookDetailSchema = bookCardSchema.extend({
  description: z.array(z.string()).describe('Paragraphs'),
  sample_pages: z.array(imageSchema),
});

export type ImageView = z.infer<typeof imageSchema>;
export type BookCard = z.infer<typeof bookCardSchema>;
export type BookDetail = z.infer<typeof bookDetailSchema>;

const bookList = z.object({ books: z.array(bookCardSchema) });
export type BookList = z.infer<typeof bookList>;

const bookPage = bookList.extend({
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type BookPage = z.infer<typeof bookPage>;

export const listBooksSchema = {
  querystring: z.object({
    category: z
      .string(INVALID)
      .trim()
      .max(100, INVALID)
      .default('all')
      .describe("A category slug, or 'all'; an unknown slug gives an empty list"),
    page: queryInt(PAGE_MAX, 1),
    per_page: queryInt(PER_PAGE_MAX, PER_PAGE_DEFAULT),
  }),
  response: { 200: bookPage, 400: errorResponse },
};

export const popularBooksSchema = {
  querystring: z.object({ limit: queryInt(PER_PAGE_MAX, POPULAR_DEFAULT) }),
  response: { 200: bookList, 400: errorResponse },
};

export const bookSchema = {
  params: z.object({ slug: slugParam }),
  response: { 200: bookDetailSchema, 400: errorResponse, 404: errorResponse },
};

export const relatedBooksSchema = {
  params: z.object({ slug: slugParam }),
  response: { 200: bookList, 400: errorResponse, 404: errorResponse },
};

export const categoriesSchema = {
  response: {
    200: z.array(z.object({ slug: z.string(), name: z.string() })),
  },
};

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
