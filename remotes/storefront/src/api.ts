/**
 * The storefront's endpoints, injected into the one shared API slice. Content that changes rarely
 * (pages, FAQs, categories, reviews) goes through the local cache with the lifetimes of spec section 9;
 * books are always asked fresh. Price configs come from @shop/shared (one cache entry with checkout).
 */
import { api, CACHE_TTL, cachedGet } from '@shop/shared';

export type BookFormat = 'pdf' | 'softcover' | 'hardcover';

export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface Category {
  slug: string;
  name: string;
}

export interface BookCard {
  slug: string;
  name: string;
  summary: string;
  category: Category;
  page_count: number;
  formats: BookFormat[];
  age_min: number;
  age_max: number;
  cover: Image;
}

export interface BookDetail extends BookCard {
  description: string[];
  sample_pages: Image[];
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface BooksPage {
  books: BookCard[];
  meta: PageMeta;
}

export interface BooksArgs {
  category: string;
  page: number;
  perPage: number;
}

export interface Faq {
  id: number | string;
  question: string;
  answer: string;
}

export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  sections: { heading: string; paragraphs: string[] }[];
  updated_at: string;
}

export interface Review {
  id: number | string;
  name: string;
  rating: number;
  text: string;
  date: string;
}

export interface ContactMessage {
  full_name: string;
  email: string;
  subject: string;
  message: string;
}

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedGet<Category[]>(baseQuery, {
          path: '/categories',
          ttlMs: CACHE_TTL.categories,
          keep: Array.isArray,
        }),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getBooks: build.query<BooksPage, BooksArgs>({
      query: ({ category, page, perPage }) => ({
        url: '/books',
        params: { category, page, per_page: perPage },
      }),
      providesTags: (result) => [
        { type: 'Book', id: 'LIST' },
        ...(result?.books ?? []).map((book) => ({ type: 'Book' as const, id: book.slug })),
      ],
    }),
    getPopularBooks: build.query<{ books: BookCard[] }, number | undefined>({
      query: (limit = 8) => ({ url: '/books/popular', params: { limit } }),
      providesTags: [{ type: 'Book', id: 'POPULAR' }],
    }),
    getBook: build.query<BookDetail, string>({
      query: (slug) => `/books/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Book', id: slug }],
    }),
    getRelatedBooks: build.query<{ books: BookCard[] }, string>({
      query: (slug) => `/books/${encodeURIComponent(slug)}/related-books`,
      providesTags: (_result, _error, slug) => [{ type: 'Book', id: `RELATED-${slug}` }],
    }),
    getFaqs: build.query<{ faqs: Faq[] }, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedGet<{ faqs: Faq[] }>(baseQuery, {
          path: '/faqs',
          ttlMs: CACHE_TTL.faqs,
          keep: (data) => Array.isArray(data?.faqs),
        }),
      providesTags: [{ type: 'Faq', id: 'LIST' }],
    }),
    getPage: build.query<ContentPage, string>({
      queryFn: (slug, _api, _extra, baseQuery) =>
        cachedGet<ContentPage>(baseQuery, {
          path: `/pages/${encodeURIComponent(slug)}`,
          ttlMs: CACHE_TTL.pages,
          keep: (data) => Array.isArray(data?.sections),
        }),
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
    getReviews: build.query<{ reviews: Review[] }, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedGet<{ reviews: Review[] }>(baseQuery, {
          path: '/reviews',
          ttlMs: CACHE_TTL.reviews,
          keep: (data) => Array.isArray(data?.reviews),
        }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    subscribe: build.mutation<{ subscribed: boolean }, string>({
      query: (email) => ({ url: '/subscribe', method: 'POST', body: { subscriber: { email } } }),
    }),
    sendContactMessage: build.mutation<{ received: boolean }, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetBookQuery,
  useGetBooksQuery,
  useGetCategoriesQuery,
  useGetFaqsQuery,
  useGetPageQuery,
  useGetPopularBooksQuery,
  useGetRelatedBooksQuery,
  useGetReviewsQuery,
  useSendContactMessageMutation,
  useSubscribeMutation,
} = storefrontApi;
