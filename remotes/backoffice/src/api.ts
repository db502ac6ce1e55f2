import { api } from '@shop/shared';

export interface Health {
  status: string;
  database: string;
}

export const backofficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({ query: () => '/health' }),
  }),
});

export const { useGetHealthQuery } = backofficeApi;
