import { api } from '@shop/shared';

/** Prices in integer minor units of `currency`. */
export interface PriceConfig {
  id: number;
  currency: string;
  base_price: number;
  pdf_price: number;
  softcover_price: number;
  hardcover_price: number;
  shipping: number;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPriceConfigs: build.query<{ price_configs: PriceConfig[] }, void>({
      query: () => '/orders/price-configs',
      providesTags: [{ type: 'PriceConfig', id: 'LIST' }],
    }),
  }),
});

export const { useGetPriceConfigsQuery } = checkoutApi;
