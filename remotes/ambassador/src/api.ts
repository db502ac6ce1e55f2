/**
 * The ambassador API (/referrals/...), injected into the one shared slice. Calls other than sign-up and
 * sign-in send the bearer token (`auth: true`); sign-in keeps the token from the Authorization header
 * (`captureToken`). Money is USD cents.
 */
import { api } from '@shop/shared';
import type {
  AmbassadorJson,
  AmbassadorResponse,
  BankDetailFields,
  BankDetailJson,
  BankDetailResponse,
  BankDetailsResponse,
  PageQuery,
  PasswordResetFields,
  PasswordResetRequest,
  PayoutResponse,
  PayoutsPage,
  ProfileFields,
  ReferralsPage,
  RequestPayoutBody,
  RewardJson,
  RewardsPage,
  SignInFields,
  SignUpFields,
  StatsJson,
  StatsResponse,
} from '@shop/shared/contracts';

// The dashboard's names for the API's types (the contract in @shop/shared/contracts).
export type {
  AmbassadorJson as Ambassador,
  BankDetailFields,
  BankDetailJson as BankDetail,
  PageMeta,
  PaymentMethod,
  PayoutJson as Payout,
  PayoutStatus,
  ReferralJson as Referral,
  ReferralStatus,
  RewardJson as Reward,
} from '@shop/shared/contracts';
export type RewardStatus = RewardJson['status'];

/** A change that needs the account's current password beside its fields. */
export type WithCurrentPassword<T> = T & { current_password?: string };

export interface PageArgs {
  page: number;
  perPage: number;
}

const pageQuery = (path: string, { page, perPage }: PageArgs) => ({
  url: path,
  params: { page, per_page: perPage } satisfies PageQuery,
});

export const ambassadorApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<AmbassadorResponse, SignUpFields>({
      query: (fields) => ({
        url: '/referrals/auth/sign_up',
        method: 'POST',
        body: { brand_ambassador: fields },
        credentials: 'include',
      }),
    }),
    signIn: build.mutation<AmbassadorResponse, SignInFields>({
      query: (fields) => ({
        url: '/referrals/auth/sign_in',
        method: 'POST',
        body: { brand_ambassador: fields },
        credentials: 'include',
      }),
      extraOptions: { captureToken: true },
      invalidatesTags: ['Profile', 'Referral', 'Reward', 'Payout', 'BankDetail'],
    }),
    // Answered alike whether or not the e-mail has an account.
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (fields) => ({ url: '/referrals/auth/password', method: 'POST', body: { brand_ambassador: fields } }),
    }),
    resetPassword: build.mutation<void, PasswordResetFields>({
      query: (fields) => ({ url: '/referrals/auth/password', method: 'PUT', body: { brand_ambassador: fields } }),
    }),
    getMe: build.query<AmbassadorJson, void>({
      query: () => '/referrals/me',
      extraOptions: { auth: true },
      transformResponse: (body: AmbassadorResponse) => body.brand_ambassador,
      providesTags: ['Profile'],
    }),
    // A new password or e-mail goes with the current password (asked in CurrentPasswordDialog).
    updateMe: build.mutation<AmbassadorJson, WithCurrentPassword<ProfileFields>>({
      query: ({ current_password, ...fields }) => ({
        url: '/referrals/me',
        method: 'PATCH',
        body: { brand_ambassador: fields, ...(current_password ? { current_password } : {}) },
      }),
      extraOptions: { auth: true },
      transformResponse: (body: AmbassadorResponse) => body.brand_ambassador,
      invalidatesTags: ['Profile'],
    }),
    getStats: build.query<StatsJson, void>({
      query: () => '/referrals/stats',
      extraOptions: { auth: true },
      transformResponse: (body: StatsResponse) => body.stats,
      providesTags: [
        { type: 'Referral', id: 'LIST' },
        { type: 'Reward', id: 'LIST' },
        { type: 'Payout', id: 'LIST' },
      ],
    }),
    getReferrals: build.query<ReferralsPage, PageArgs>({
      query: (args) => pageQuery('/referrals/referrals', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Referral', id: 'LIST' }],
    }),
    getRewards: build.query<RewardsPage, PageArgs>({
      query: (args) => pageQuery('/referrals/rewards', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Reward', id: 'LIST' }],
    }),
    getPayouts: build.query<PayoutsPage, PageArgs>({
      query: (args) => pageQuery('/referrals/reward_payouts', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Payout', id: 'LIST' }],
    }),
    requestPayout: build.mutation<PayoutResponse, { bankDetailId: string }>({
      query: ({ bankDetailId }) => ({
        url: '/referrals/reward_payouts',
        method: 'POST',
        body: { reward_payout: { brand_ambassador_bank_detail_id: bankDetailId } } satisfies RequestPayoutBody,
      }),
      extraOptions: { auth: true },
      invalidatesTags: [
        { type: 'Payout', id: 'LIST' },
        { type: 'Reward', id: 'LIST' },
      ],
    }),
    getBankDetails: build.query<BankDetailJson[], void>({
      query: () => '/referrals/bank_details',
      extraOptions: { auth: true },
      transformResponse: (body: BankDetailsResponse) => body.bank_details,
      providesTags: [{ type: 'BankDetail', id: 'LIST' }],
    }),
    createBankDetail: build.mutation<BankDetailJson, WithCurrentPassword<BankDetailFields>>({
      query: ({ current_password, ...fields }) => ({
        url: '/referrals/bank_details',
        method: 'POST',
        body: { bank_detail: fields, current_password },
      }),
      extraOptions: { auth: true },
      transformResponse: (body: BankDetailResponse) => body.bank_detail,
      invalidatesTags: [{ type: 'BankDetail', id: 'LIST' }],
    }),
  }),
});

export const {
  useSignUpMutation,
  useSignInMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useGetStatsQuery,
  useGetReferralsQuery,
  useGetRewardsQuery,
  useGetPayoutsQuery,
  useRequestPayoutMutation,
  useGetBankDetailsQuery,
  useCreateBankDetailMutation,
} = ambassadorApi;

/**
 * Referrals, rewards, payouts and the statistics change through other people's purchases, not through this
 * dashboard's own mutations, so cached copies would go stale: each page asks again when it opens.
 */
export const FRESH_ON_OPEN = { refetchOnMountOrArgChange: true } as const;
