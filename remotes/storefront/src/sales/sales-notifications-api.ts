/**
 * GET /sales_notifications, injected only when the pop-ups load (their own chunk), so the endpoint costs
 * the first load nothing. Keyed by language like every query: places come back in it.
 */
import { api } from '@shop/shared';
import type { SalesNotificationsResponse } from '@shop/shared/contracts';

export const salesNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesNotifications: build.query<SalesNotificationsResponse, void>({
      query: () => '/sales_notifications',
    }),
  }),
});

export const { useGetSalesNotificationsQuery } = salesNotificationsApi;
