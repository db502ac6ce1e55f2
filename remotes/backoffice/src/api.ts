/**
 * The back office API (/admin/...), injected into the one shared slice. The staff session is an HttpOnly
 * cookie the browser sends on its own (same origin), so no call here handles a token. Every list takes
 * the same query (page, per_page, sort, order and filters) and answers {items, total, page, per_page}.
 * Money is integer minor units.
 */
import {
  type AmbassadorJson,
  api,
  apiUrl,
  type OrderStatus,
  type PayoutStatus,
  type PriceSummaryJson,
} from '@shop/shared';

export type StaffRole = 'admin' | 'support';
// Declared once in @shop/shared; the console's pages take them from here with its other API types.
export type { PayoutStatus };

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffAccount extends Staff {
  disabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface ListAnswer<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** A list query as the URL holds it: every value a string, left out when empty. */
export type ListArgs = Record<string, string>;

export interface Summary {
  orders_by_status: Record<string, number>;
  ambassadors_awaiting_review: number;
  payouts: { pending: number; processing: number };
  failed_jobs: number;
  outbox: number;
}

export interface AmbassadorListItem
  extends Pick<AmbassadorJson, 'id' | 'name' | 'email' | 'country' | 'status' | 'referral_code' | 'created_at'> {
  referrals_count: number;
  earned: number;
}

/** The ambassador as the dashboard shows them, with what only the team sees. */
export interface AmbassadorProfile extends AmbassadorJson {
  status_reason: string | null;
  recruiter_id: string | null;
  activated_at: string | null;
}

export interface AmbassadorDetail {
  ambassador: AmbassadorProfile;
  balances: { currency: string; earned: number; available: number; on_hold: number; paid_out: number };
  referrals: Array<{
    id: string;
    name: string;
    referred_type: string;
    status: string;
    order_id: string | null;
    created_at: string;
  }>;
  ledger: Array<{
    id: string;
    kind: string;
    amount: number;
    currency: string;
    status: string;
    order_id: string | null;
    payout_id: string | null;
    available_at: string;
    created_at: string;
  }>;
  payouts: Array<{
    id: string;
    amount: number;
    currency: string;
    status: PayoutStatus;
    destination: string;
    requested_at: string;
    paid_at: string | null;
    bank_reference: string | null;
  }>;
}

export type AmbassadorStep = 'review' | 'approve' | 'reject' | 'suspend';

export interface StaffPayout {
  id: string;
  reference: string;
  ambassador: { id: string; name: string; email: string };
  amount: number;
  currency: string;
  status: PayoutStatus;
  payment_method: 'card' | 'bank_transfer';
  destination: string;
  swift_bic: string | null;
  requested_at: string;
  processed_at: string | null;
  paid_at: string | null;
  bank_reference: string | null;
}

export interface OrderListItem {
  id: string;
  order_number: string;
  status: OrderStatus;
  email: string | null;
  full_name: string | null;
  book_name: string;
  version: string | null;
  total: number | null;
  currency: string;
  created_at: string;
  paid_at: string | null;
}

export interface OrderDetail {
  order: {
    id: string;
    order_number: string;
    status: OrderStatus;
    locale: string;
    email: string | null;
    full_name: string | null;
    phone: string | null;
    shipping_address: string | null;
    postal_code: string | null;
    country: string | null;
    notes: string | null;
    child: {
      name: string;
      gender: string;
      age: number;
      story_language: string;
      illustration_style: string;
      favourite_hero: string | null;
    };
    book_name: string;
    story_type: string | null;
    version: string | null;
    price: PriceSummaryJson | null;
    photo_url: string | null;
    characters_status: string;
    characters: Array<{ style: string; url: string }>;
    referral_code: string | null;
    book_pdf_url: string | null;
    created_at: string;
    paid_at: string | null;
  };
  history: Array<{
    from: string | null;
    status: OrderStatus;
    at: string;
    actor: string;
    staff: string | null;
    note: string | null;
  }>;
  emails: Array<{ id: string; kind: string; to: string; subject: string; via: string; created_at: string }>;
  shipment: {
    carrier: string;
    tracking_number: string;
    estimated_delivery: string | null;
    shipped_at: string;
    delivered_at: string | null;
  } | null;
  allowed_transitions: OrderStatus[];
  actions: {
    ship: boolean;
    deliver: boolean;
    refund: boolean;
    regenerate_characters: boolean;
    resend_emails: string[];
  };
}

export interface ShipmentFields {
  carrier: string;
  tracking_number: string;
  estimated_delivery?: string | null;
}

export interface AuditEntry {
  id: string;
  staff_id: string | null;
  staff_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  created_at: string;
  attachments: Array<{ filename: string; bytes: number }>;
  resent_at: string[];
}

export type JobState = 'failed' | 'running' | 'waiting';

export interface JobItem {
  id: string;
  task: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: string;
  locked_at: string | null;
  created_at: string;
  key: string | null;
  order_id: string | null;
}

/** Content kinds the team edits, as the API names them under /admin/content. */
export type ContentKind = 'categories' | 'faqs' | 'reviews' | 'books' | 'pages' | 'price_configs';
export type ContentRow = Record<string, unknown> & { id?: number; slug?: string };

/** Where one content row lives: numeric ids for FAQs, reviews and price configs, slugs for the rest. */
export const contentKey = (row: ContentRow): string => String(row.slug ?? row.id);

const list = (path: string, args: ListArgs) => ({ url: path, params: args });

export const backofficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<{ staff: Staff }, void>({ query: () => '/admin/auth/me', providesTags: ['Staff'] }),
    staffSignIn: build.mutation<{ staff: Staff }, { email: string; password: string }>({
      query: (body) => ({ url: '/admin/auth/sign_in', method: 'POST', body }),
      // Everything cached belonged to whoever was signed in before; a refused sign-in changes nothing
      // (refetching "me" then would remount the form and lose what was typed).
      invalidatesTags: (result) => (result ? ['Staff', 'Order', 'Ambassador', 'Payout', 'Audit', 'Outbox', 'Job'] : []),
    }),
    staffSignOut: build.mutation<void, void>({
      query: () => ({ url: '/admin/auth/sign_out', method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
    getSummary: build.query<Summary, void>({
      query: () => '/admin/summary',
      providesTags: ['Order', 'Ambassador', 'Payout', 'Job', 'Outbox'],
    }),

    listAmbassadors: build.query<ListAnswer<AmbassadorListItem>, ListArgs>({
      query: (args) => list('/admin/ambassadors', args),
      providesTags: ['Ambassador'],
    }),
    getAmbassador: build.query<AmbassadorDetail, string>({
      query: (id) => `/admin/ambassadors/${id}`,
      providesTags: ['Ambassador'],
    }),
    stepAmbassador: build.mutation<
      { ambassador: AmbassadorProfile },
      { id: string; step: AmbassadorStep; reason?: string }
    >({
      query: ({ id, step, reason }) => ({
        url: `/admin/ambassadors/${id}/${step}`,
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
      invalidatesTags: ['Ambassador', 'Audit'],
    }),

    listPayouts: build.query<ListAnswer<StaffPayout>, ListArgs>({
      query: (args) => list('/admin/payouts', args),
      providesTags: ['Payout'],
    }),
    processPayout: build.mutation<{ payout: StaffPayout }, string>({
      query: (id) => ({ url: `/admin/payouts/${id}/process`, method: 'POST' }),
      invalidatesTags: ['Payout', 'Ambassador', 'Audit'],
    }),
    payPayout: build.mutation<{ payout: StaffPayout }, { id: string; bank_reference: string }>({
      query: ({ id, bank_reference }) => ({
        url: `/admin/payouts/${id}/pay`,
        method: 'POST',
        body: { bank_reference },
      }),
      invalidatesTags: ['Payout', 'Ambassador', 'Audit'],
    }),

    listOrders: build.query<ListAnswer<OrderListItem>, ListArgs>({
      query: (args) => list('/admin/orders', args),
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetail, string>({ query: (id) => `/admin/orders/${id}`, providesTags: ['Order'] }),
    orderStep: build.mutation<
      OrderDetail,
      | { id: string; step: 'transition'; body: { to: OrderStatus; note?: string } }
      | { id: string; step: 'ship'; body: ShipmentFields }
      | { id: string; step: 'deliver'; body: Record<string, never> }
      | { id: string; step: 'refund'; body: { reason: string } }
      | { id: string; step: 'regenerate_characters'; body: Record<string, never> }
      | { id: string; step: 'resend_email'; body: { kind: string } }
    >({
      query: ({ id, step, body }) => ({ url: `/admin/orders/${id}/${step}`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Ambassador', 'Audit'],
    }),

    listStaff: build.query<ListAnswer<StaffAccount>, ListArgs>({
      query: (args) => list('/admin/staff', args),
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<
      { staff: StaffAccount },
      { email: string; name: string; role: StaffRole; password: string }
    >({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    updateStaff: build.mutation<{ staff: StaffAccount }, { id: string; role?: StaffRole; disabled?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    revokeStaffSessions: build.mutation<{ revoked: number }, string>({
      query: (id) => ({ url: `/admin/staff/${id}/revoke_sessions`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),

    listAudit: build.query<ListAnswer<AuditEntry>, ListArgs>({
      query: (args) => list('/admin/audit', args),
      providesTags: ['Audit'],
    }),

    listOutbox: build.query<ListAnswer<OutboxItem>, ListArgs>({
      query: (args) => list('/admin/outbox', args),
      providesTags: ['Outbox'],
    }),
    getOutboxMessage: build.query<
      { message: OutboxItem & { from: string; text: string | null; html: string | null } },
      string
    >({ query: (id) => `/admin/outbox/${id}`, providesTags: ['Outbox'] }),
    resendOutbox: build.mutation<{ message: OutboxItem }, string>({
      query: (id) => ({ url: `/admin/outbox/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['Outbox', 'Audit'],
    }),

    listContent: build.query<ListAnswer<ContentRow>, { kind: ContentKind; args: ListArgs }>({
      query: ({ kind, args }) => list(`/admin/content/${kind}`, args),
      providesTags: ['Book', 'Category', 'Faq', 'Review', 'Page', 'PriceConfig'],
    }),
    saveContent: build.mutation<unknown, { kind: ContentKind; key?: string; body: unknown }>({
      query: ({ kind, key, body }) => ({
        url: key === undefined ? `/admin/content/${kind}` : `/admin/content/${kind}/${key}`,
        method: key === undefined ? 'POST' : 'PATCH',
        body,
      }),
      invalidatesTags: ['Book', 'Category', 'Faq', 'Review', 'Page', 'PriceConfig', 'Audit'],
    }),
    deleteContent: build.mutation<void, { kind: ContentKind; key: string }>({
      query: ({ kind, key }) => ({ url: `/admin/content/${kind}/${key}`, method: 'DELETE' }),
      invalidatesTags: ['Book', 'Category', 'Faq', 'Review', 'Page', 'PriceConfig', 'Audit'],
    }),

    listJobs: build.query<ListAnswer<JobItem>, ListArgs>({
      query: (args) => list('/admin/jobs', args),
      providesTags: ['Job'],
    }),
    retryJob: build.mutation<{ job: JobItem }, string>({
      query: (id) => ({ url: `/admin/jobs/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Job', 'Audit'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useStaffSignInMutation,
  useStaffSignOutMutation,
  useGetSummaryQuery,
  useListAmbassadorsQuery,
  useGetAmbassadorQuery,
  useStepAmbassadorMutation,
  useListPayoutsQuery,
  useProcessPayoutMutation,
  usePayPayoutMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useOrderStepMutation,
  useListStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useRevokeStaffSessionsMutation,
  useListAuditQuery,
  useListOutboxQuery,
  useGetOutboxMessageQuery,
  useResendOutboxMutation,
  useListJobsQuery,
  useListContentQuery,
  useSaveContentMutation,
  useDeleteContentMutation,
  useRetryJobMutation,
} = backofficeApi;

/** Where the bank file of `ids` (or of every payout in `status`) downloads; the browser sends the cookie. */
export function payoutsCsvUrl(selection: { ids?: string[]; status?: PayoutStatus }): string {
  const params = new URLSearchParams(
    selection.ids ? { ids: selection.ids.join(',') } : { status: selection.status ?? 'processing' },
  );
  return apiUrl(`/admin/payouts/export.csv?${params}`);
}
