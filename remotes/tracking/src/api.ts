import { api } from '@shop/shared';
import type { TrackOrderJson, TrackOrderQuery } from '@shop/shared/contracts';

export interface TrackOrderArgs {
  orderNumber: string;
  email: string;
}

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Nothing else changes what this answers in the page's lifetime, so it carries no tags; every search
    // asks the server again (the lazy trigger does not prefer the cache).
    trackOrder: build.query<TrackOrderJson, TrackOrderArgs>({
      query: ({ orderNumber, email }) => ({
        url: '/orders/track',
        params: { order_number: orderNumber, email } satisfies TrackOrderQuery,
      }),
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
