import { api } from '@shop/shared';

export interface AmbassadorProfile {
  name: string;
  email: string;
  referral_code: string;
}

export const ambassadorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<AmbassadorProfile, void>({
      query: () => '/referrals/me',
      extraOptions: { auth: true },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMeQuery } = ambassadorApi;
