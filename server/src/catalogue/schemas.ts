/**
 * Route schemas of the catalogue (OpenAPI, validation, serialisation). The answers and the list queries are
 * the API contract in @shop/shared/contracts, which the storefront and the checkout read too.
 */
import {
  bookDetailSchema,
  bookListSchema,
  bookPageSchema,
  booksQuerySchema,
  categoriesResponseSchema,
  contentPageSchema,
  faqsResponseSchema,
  popularBooksQuerySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';

export type { BookCard, BookDetail, BookList, BookPage, ImageJson } from '@shop/shared/contracts';

const INVALID = { error: VALIDATION_MESSAGES.invalid };

// The router already refuses parameters over 100 characters (404); this keeps the schema honest.
const slugParam = z.string(INVALID).max(100, INVALID);

export const listBooksSchema = {
  querystring: booksQuerySchema,
  response: { 200: bookPageSchema, 400: errorResponse },
};

export const popularBooksSchema = {
  querystring: popularBooksQuerySchema,
  response: { 200: bookListSchema, 400: errorResponse },
};

export const bookSchema = {
  params: z.object({ slug: slugParam }),
  response: { 200: bookDetailSchema, 400: errorResponse, 404: errorResponse },
};

export const relatedBooksSchema = {
  params: z.object({ slug: slugParam }),
  response: { 200: bookListSchema, 400: errorResponse, 404: errorResponse },
};

export const categoriesSchema = {
  response: { 200: categoriesResponseSchema },
};

export const faqsSchema = {
  response: { 200: faqsResponseSchema },
};

export const pageSchema = {
  params: z.object({ slug: z.string({ error: VALIDATION_MESSAGES.invalid }).max(100, VALIDATION_MESSAGES.invalid) }),
  response: { 200: contentPageSchema, 400: errorResponse, 404: errorResponse },
};

export const reviewsSchema = {
  querystring: reviewsQuerySchema,
  response: { 200: reviewsResponseSchema, 400: errorResponse },
};
