import { api } from '@shop/shared';

export interface TrackedOrder {
  order_number: string;
  status: string;
  created_at: string;
}

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<TrackedOrder, { orderNumber: string; email: string }>({
      query: ({ orderNumber, email }) => ({ url: '/orders/track', params: { order_number: orderNumber, email } }),
      providesTags: (result) => (result ? [{ type: 'Order', id: result.order_number }] : []),
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
