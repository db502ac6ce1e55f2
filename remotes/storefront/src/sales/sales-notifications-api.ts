/**
 * GET /sales_notifications, injected only when the pop-ups load (their own chunk), so the endpoint costs
 * the first load nothing. Keyed by language like every query: places come back in it.
 */
import { api, type SalesNotificationJson } from '@shop/shared';

export const salesNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesNotifications: build.query<{ sales_notifications: SalesNotificationJson[] }, void>({
      query: () => '/sales_notifications',
    }),
  }),
});

export const { useGetSalesNotificationsQuery } = salesNotificationsApi;
