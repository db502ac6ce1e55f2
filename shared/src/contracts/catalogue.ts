/**
 * The catalogue as the API answers it (books, categories, FAQs, pages, reviews) and the list queries the
 * storefront and the checkout send. Texts are in the request's language.
 */
import { BOOK_VERSIONS, VALIDATION_MESSAGES } from '../validation';
import { z } from '../zod';
import { pageMetaSchema } from './common';

export const PER_PAGE_MAX = 48;
export const PER_PAGE_DEFAULT = 12;
export const POPULAR_DEFAULT = 8;
/** Far beyond any real catalogue; only keeps absurd numbers out. */
const PAGE_MAX = 10_000;

const INVALID = { error: VALIDATION_MESSAGES.invalid };

/**
 * A positive whole number from the query string ('2' → 2); anything else reads 'Please enter a valid value'.
 * Typed as the number a client puts in the URL.
 */
const queryInt = (max: number, fallback: number) =>
  z.coerce.number<number>(INVALID).int(INVALID).min(1, INVALID).max(max, INVALID).default(fallback);

/** GET /books */
export const booksQuerySchema = z.object({
  category: z
    .string(INVALID)
    .trim()
    .max(100, INVALID)
    .default('all')
    .describe("A category slug, or 'all'; an unknown slug gives an empty list"),
  page: queryInt(PAGE_MAX, 1),
  per_page: queryInt(PER_PAGE_MAX, PER_PAGE_DEFAULT),
});
export type BooksQuery = z.input<typeof booksQuerySchema>;

/** GET /books/popular */
export const popularBooksQuerySchema = z.object({ limit: queryInt(PER_PAGE_MAX, POPULAR_DEFAULT) });
export type PopularBooksQuery = z.input<typeof popularBooksQuerySchema>;

export const imageSchema = z.object({
  url: z.string().describe('/media/… with ?v=<content hash>; safe to cache forever'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ImageJson = z.infer<typeof imageSchema>;

export const categorySchema = z.object({ slug: z.string(), name: z.string() });
export type CategoryJson = z.infer<typeof categorySchema>;

export const bookCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  category: categorySchema,
  page_count: z.number().int(),
  formats: z.array(z.enum(BOOK_VERSIONS)),
  age_min: z.number().int(),
  age_max: z.number().int(),
  cover: imageSchema,
});
export type BookCard = z.infer<typeof bookCardSchema>;

export const bookDetailSchema = bookCardSchema.extend({
  description: z.array(z.string()).describe('Paragraphs'),
  sample_pages: z.array(imageSchema),
  rating: z
    .object({ value: z.number().describe('Mean stars, 1 to 5, to one decimal'), count: z.number().int().min(1) })
    .optional()
    .describe("The parents' reviews of this book; absent while it has none"),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

/** GET /books/popular and GET /books/{slug}/related-books */
export const bookListSchema = z.object({ books: z.array(bookCardSchema) });
export type BookList = z.infer<typeof bookListSchema>;

/** GET /books */
export const bookPageSchema = bookListSchema.extend({ meta: pageMetaSchema });
export type BookPage = z.infer<typeof bookPageSchema>;

/** GET /categories */
export const categoriesResponseSchema = z.array(categorySchema);

export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqJson = z.infer<typeof faqSchema>;

/** GET /faqs */
export const faqsResponseSchema = z.object({ faqs: z.array(faqSchema) });
export type FaqsResponse = z.infer<typeof faqsResponseSchema>;

/** GET /pages/{slug}: an information page (about, terms, privacy, …). */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  updated_at: z.iso.datetime(),
});
export type ContentPageJson = z.infer<typeof contentPageSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  date: z.iso.date(),
});
export type ReviewJson = z.infer<typeof reviewSchema>;

/** GET /reviews: `limit` for a page that shows the newest few (the home page); every review without it. */
export const reviewsQuerySchema = z.object({
  limit: z.coerce.number<number>(INVALID).int(INVALID).min(1, INVALID).max(PAGE_MAX, INVALID).optional(),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** GET /reviews: the newest first. */
export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int().describe('How many reviews there are in all, however many `limit` let through'),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;
