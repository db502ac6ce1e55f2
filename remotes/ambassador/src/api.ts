/**
 * The ambassador API (/referrals/...), injected into the one shared slice. Calls other than sign-up and
 * sign-in send the bearer token (`auth: true`); sign-in keeps the token from the Authorization header
 * (`captureToken`). Money is USD cents.
 */
import { type AmbassadorJson, api, type PayoutStatus } from '@shop/shared';

export type ReferralStatus = 'active' | 'pending' | 'inactive' | 'completed';
export type RewardStatus = 'pending' | 'processing' | 'paid' | 'reversed';
export type PaymentMethod = 'card' | 'bank_transfer';
// The signed-in ambassador and the payout states are declared once in @shop/shared; this remote's pages
// take them from here with its other API types.
export type { AmbassadorJson as Ambassador, PayoutStatus };

/** The sign-up payload (spec section 7): snake_case, as the API takes it. */
export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: string;
  phone: string;
  about?: string;
  website?: string;
  instagram?: string;
  tiktok?: string;
  youtube?: string;
  facebook?: string;
  pinterest?: string;
}

export type ProfileFields = Partial<Omit<SignUpFields, 'email'>>;

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface PageArgs {
  page: number;
  perPage: number;
}

export interface Referral {
  id: string;
  name: string;
  referred_type: 'order' | 'brandambassador';
  status: ReferralStatus;
  rewards: number;
  created_at: string;
}

export interface Reward {
  id: string;
  kind: 'direct' | 'indirect' | 'reversal';
  amount: number;
  currency: 'USD';
  status: RewardStatus;
  referral: { id: string; name: string; referred_type: Referral['referred_type'] } | null;
  available_at: string;
  paid_at: string | null;
  created_at: string;
}

export interface Payout {
  id: string;
  amount: number;
  currency: 'USD';
  status: PayoutStatus;
  payment_method: PaymentMethod;
  brand_ambassador_bank_detail_id: string;
  destination: string;
  paid_at: string | null;
  created_at: string;
}

export interface BankDetail {
  id: string;
  payment_method: PaymentMethod;
  account_number: string | null;
  routing_number: string | null;
  iban: string | null;
  swift_bic: string | null;
  created_at: string;
}

export interface BankDetailFields {
  payment_method: PaymentMethod;
  account_number?: string;
  routing_number?: string;
  iban?: string;
  swift_bic?: string;
}

export interface Stats {
  total_referrals: number;
  total_orders: { direct: number; indirect: number; total: number };
  total_rewards: number;
  pending_rewards: number;
  available_balance: number;
  total_payouts: number;
  paid_payouts: number;
  pending_payouts: number;
  currency: 'USD';
}

const pageQuery = (path: string, { page, perPage }: PageArgs) => `${path}?page=${page}&per_page=${perPage}`;

export const ambassadorApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<{ brand_ambassador: AmbassadorJson }, SignUpFields>({
      query: (fields) => ({
        url: '/referrals/auth/sign_up',
        method: 'POST',
        body: { brand_ambassador: fields },
        credentials: 'include',
      }),
    }),
    signIn: build.mutation<{ brand_ambassador: AmbassadorJson }, { email: string; password: string }>({
      query: (fields) => ({
        url: '/referrals/auth/sign_in',
        method: 'POST',
        body: { brand_ambassador: fields },
        credentials: 'include',
      }),
      extraOptions: { captureToken: true },
      invalidatesTags: ['Profile', 'Referral', 'Reward', 'Payout', 'BankDetail'],
    }),
    getMe: build.query<AmbassadorJson, void>({
      query: () => '/referrals/me',
      extraOptions: { auth: true },
      transformResponse: (body: { brand_ambassador: AmbassadorJson }) => body.brand_ambassador,
      providesTags: ['Profile'],
    }),
    updateMe: build.mutation<AmbassadorJson, ProfileFields>({
      query: (fields) => ({ url: '/referrals/me', method: 'PATCH', body: { brand_ambassador: fields } }),
      extraOptions: { auth: true },
      transformResponse: (body: { brand_ambassador: AmbassadorJson }) => body.brand_ambassador,
      invalidatesTags: ['Profile'],
    }),
    getStats: build.query<Stats, void>({
      query: () => '/referrals/stats',
      extraOptions: { auth: true },
      transformResponse: (body: { stats: Stats }) => body.stats,
      providesTags: [
        { type: 'Referral', id: 'LIST' },
        { type: 'Reward', id: 'LIST' },
        { type: 'Payout', id: 'LIST' },
      ],
    }),
    getReferrals: build.query<{ referrals: Referral[]; meta: PageMeta }, PageArgs>({
      query: (args) => pageQuery('/referrals/referrals', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Referral', id: 'LIST' }],
    }),
    getRewards: build.query<{ rewards: Reward[]; meta: PageMeta }, PageArgs>({
      query: (args) => pageQuery('/referrals/rewards', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Reward', id: 'LIST' }],
    }),
    getPayouts: build.query<{ reward_payouts: Payout[]; meta: PageMeta; available_balance: number }, PageArgs>({
      query: (args) => pageQuery('/referrals/reward_payouts', args),
      extraOptions: { auth: true },
      providesTags: [{ type: 'Payout', id: 'LIST' }],
    }),
    requestPayout: build.mutation<{ reward_payout: Payout }, { bankDetailId: string }>({
      query: ({ bankDetailId }) => ({
        url: '/referrals/reward_payouts',
        method: 'POST',
        body: { reward_payout: { brand_ambassador_bank_detail_id: bankDetailId } },
      }),
      extraOptions: { auth: true },
      invalidatesTags: [
        { type: 'Payout', id: 'LIST' },
        { type: 'Reward', id: 'LIST' },
      ],
    }),
    getBankDetails: build.query<BankDetail[], void>({
      query: () => '/referrals/bank_details',
      extraOptions: { auth: true },
      transformResponse: (body: { bank_details: BankDetail[] }) => body.bank_details,
      providesTags: [{ type: 'BankDetail', id: 'LIST' }],
    }),
    createBankDetail: build.mutation<BankDetail, BankDetailFields>({
      query: (fields) => ({ url: '/referrals/bank_details', method: 'POST', body: { bank_detail: fields } }),
      extraOptions: { auth: true },
      transformResponse: (body: { bank_detail: BankDetail }) => body.bank_detail,
      invalidatesTags: [{ type: 'BankDetail', id: 'LIST' }],
    }),
  }),
});

export const {
  useSignUpMutation,
  useSignInMutation,
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
