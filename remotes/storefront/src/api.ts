import { api } from '@shop/shared';

export interface Category {
  slug: string;
  name: string;
}

export const storefrontApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoriesQuery } = storefrontApi;
