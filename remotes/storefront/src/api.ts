/**
 * The storefront's endpoints, injected into the one shared API slice. Content that changes rarely
 * (pages, FAQs, categories, reviews) goes through the local cache with the lifetimes of spec section 9;
 * books are always asked fresh. Price configs come from @shop/shared (one cache entry with checkout).
 */
import { api, CACHE_TTL, cachedGet } from '@shop/shared';
import type {
  BookDetail,
  BookList,
  BookPage,
  BooksQuery,
  CategoryJson,
  ContactReceived,
  ContentPageJson,
  FaqsResponse,
  PopularBooksQuery,
  ReviewsResponse,
  Subscribed,
  Unsubscribed,
  UnsubscribeQuery,
} from '@shop/shared/contracts';
import type { BookVersion, ContactMessage, Subscribe } from '@shop/shared/validation';

// The pages' names for the API's types (the contract in @shop/shared/contracts).
export type {
  BookCard,
  BookDetail,
  ImageJson as Image,
  ReviewJson as Review,
} from '@shop/shared/contracts';
export type { ContactMessage };
export type BookFormat = BookVersion;

export interface BooksArgs {
  category: string;
  page: number;
  perPage: number;
}

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryJson[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedGet<CategoryJson[]>(baseQuery, {
          path: '/categories',
          ttlMs: CACHE_TTL.categories,
          keep: Array.isArray,
        }),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getBooks: build.query<BookPage, BooksArgs>({
      query: ({ category, page, perPage }) => ({
        url: '/books',
        params: { category, page, per_page: perPage } satisfies BooksQuery,
      }),
      providesTags: (result) => [
        { type: 'Book', id: 'LIST' },
        ...(result?.books ?? []).map((book) => ({ type: 'Book' as const, id: book.slug })),
      ],
    }),
    getPopularBooks: build.query<BookList, number | undefined>({
      query: (limit = 8) => ({ url: '/books/popular', params: { limit } satisfies PopularBooksQuery }),
      providesTags: [{ type: 'Book', id: 'POPULAR' }],
    }),
    getBook: build.query<BookDetail, string>({
      query: (slug) => `/books/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Book', id: slug }],
    }),
    getRelatedBooks: build.query<BookList, string>({
      query: (slug) => `/books/${encodeURIComponent(slug)}/related-books`,
      providesTags: (_result, _error, slug) => [{ type: 'Book', id: `RELATED-${slug}` }],
    }),
    getFaqs: build.query<FaqsResponse, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedGet<FaqsResponse>(baseQuery, {
          path: '/faqs',
          ttlMs: CACHE_TTL.faqs,
          keep: (data) => Array.isArray(data?.faqs),
        }),
      providesTags: [{ type: 'Faq', id: 'LIST' }],
    }),
    getPage: build.query<ContentPageJson, string>({
      queryFn: (slug, _api, _extra, baseQuery) =>
        cachedGet<ContentPageJson>(baseQuery, {
          path: `/pages/${encodeURIComponent(slug)}`,
          ttlMs: CACHE_TTL.pages,
          keep: (data) => Array.isArray(data?.sections),
        }),
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
    /** The newest `limit` reviews (the home page's few), or every one. */
    getReviews: build.query<ReviewsResponse, number | undefined>({
      queryFn: (limit, _api, _extra, baseQuery) =>
        cachedGet<ReviewsResponse>(baseQuery, {
          path: limit === undefined ? '/reviews' : `/reviews?limit=${limit}`,
          ttlMs: CACHE_TTL.reviews,
          keep: (data) => Array.isArray(data?.reviews),
        }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    subscribe: build.mutation<Subscribed, string>({
      query: (email) => ({ url: '/subscribe', method: 'POST', body: { subscriber: { email } } satisfies Subscribe }),
    }),
    /** The unsubscribe page's button: the link's address and token, as the e-mail's one-click POST sends them. */
    unsubscribe: build.mutation<Unsubscribed, UnsubscribeQuery>({
      query: (params) => ({ url: '/unsubscribe', method: 'POST', params, body: {} }),
    }),
    sendContactMessage: build.mutation<ContactReceived, ContactMessage>({
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
  useUnsubscribeMutation,
} = storefrontApi;
