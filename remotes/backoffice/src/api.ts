/**
 * The back office API (/admin/...), injected into the one shared slice. The staff session is an HttpOnly
 * cookie the browser sends on its own (same origin), so no call here handles a token. Every list takes
 * the same query (page, per_page, sort, order and filters) and answers {items, total, page, per_page}.
 * Money is integer minor units.
 */
import { api, apiUrl, type OrderStatus } from '@shop/shared';
import type {
  AmbassadorStep,
  AuditLogEntry,
  ContentAnswer,
  ContentKind,
  ContentRow,
  ContentRowOf,
  JobJson,
  ListOf,
  NewStaffAccount,
  OutboxItem,
  OutboxMessage,
  PayoutStatus,
  ReviewDecision,
  ShipmentInput,
  StaffAmbassador,
  StaffAmbassadorDetail,
  StaffAmbassadorItem,
  StaffChildPictures,
  StaffNote,
  StaffOrderDetail,
  StaffOrderItem,
  StaffPayout,
  StaffReferralReview,
  StaffReport,
  StaffSummary,
  StaffUser,
  StaffUserAccount,
} from '@shop/shared/contracts';
import type { ChildPicturesRequest, StaffRole } from '@shop/shared/validation';

/** A printed book waiting for the team because the print partner refused or cancelled it. */
export interface PrintAttentionItem {
  order_id: string;
  order_number: string;
  partner: string;
  partner_job_id: string | null;
  status: 'rejected' | 'canceled';
  partner_status: string | null;
  reason: string | null;
  updated_at: string;
}

export type { JobState } from '@shop/shared/contracts';
// The pages' names for the answers' types; each is z.infer of its schema in @shop/shared/contracts.
export type {
  AmbassadorStep,
  AuditLogEntry as AuditEntry,
  ContentKind,
  ContentRow,
  JobJson as JobItem,
  OutboxItem,
  PayoutStatus,
  StaffAmbassadorDetail as AmbassadorDetail,
  StaffAmbassadorItem as AmbassadorListItem,
  StaffOrderDetail as OrderDetail,
  StaffOrderItem as OrderListItem,
  StaffPayout,
  StaffReferralReview,
  StaffReport,
  StaffRole,
  StaffUser as Staff,
  StaffUserAccount as StaffAccount,
};
export type ListAnswer<T> = ListOf<T>;

/** A list query as the URL holds it: every value a string, left out when empty. */
export type ListArgs = Record<string, string>;

/** Where one content row lives: numeric ids for FAQs, reviews and price configs, slugs for the rest. */
export const contentKey = (row: ContentRow): string => ('slug' in row ? row.slug : String(row.id));

const list = (path: string, args: ListArgs) => ({ url: path, params: args });

/** The record a note is written on: an order or an ambassador (their API paths' plural). */
export interface NoteSubject {
  kind: 'orders' | 'ambassadors';
  id: string;
}
const NOTE_TAG = { orders: 'Order', ambassadors: 'Ambassador' } as const;

export const backofficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<{ staff: StaffUser }, void>({ query: () => '/admin/auth/me', providesTags: ['Staff'] }),
    staffSignIn: build.mutation<{ staff: StaffUser }, { email: string; password: string }>({
      query: (body) => ({ url: '/admin/auth/sign_in', method: 'POST', body }),
      // Everything cached belonged to whoever was signed in before; a refused sign-in changes nothing
      // (refetching "me" then would remount the form and lose what was typed).
      invalidatesTags: (result) => (result ? ['Staff', 'Order', 'Ambassador', 'Payout', 'Audit', 'Outbox', 'Job'] : []),
    }),
    staffSignOut: build.mutation<void, void>({
      query: () => ({ url: '/admin/auth/sign_out', method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
    getSummary: build.query<StaffSummary, void>({
      query: () => '/admin/summary',
      providesTags: ['Order', 'Ambassador', 'Payout', 'Job', 'Outbox'],
    }),
    /** Sales of the days from..to (inclusive, UTC), for the overview's reports. */
    getReport: build.query<StaffReport, { from: string; to: string }>({
      query: (args) => ({ url: '/admin/reports', params: args }),
      providesTags: ['Order'],
    }),
    /** Printed books the print partner refused or cancelled (GET /admin/print/attention). */
    getPrintAttention: build.query<{ items: PrintAttentionItem[] }, void>({
      query: () => '/admin/print/attention',
      providesTags: ['Order'],
    }),

    listAmbassadors: build.query<ListOf<StaffAmbassadorItem>, ListArgs>({
      query: (args) => list('/admin/ambassadors', args),
      providesTags: ['Ambassador'],
    }),
    getAmbassador: build.query<StaffAmbassadorDetail, string>({
      query: (id) => `/admin/ambassadors/${id}`,
      providesTags: ['Ambassador'],
    }),
    stepAmbassador: build.mutation<
      { ambassador: StaffAmbassador },
      { id: string; step: AmbassadorStep; reason?: string }
    >({
      query: ({ id, step, reason }) => ({
        url: `/admin/ambassadors/${id}/${step}`,
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
      }),
      invalidatesTags: ['Ambassador', 'Audit'],
    }),

    listReferralReviews: build.query<ListOf<StaffReferralReview>, ListArgs>({
      query: (args) => list('/admin/referral-reviews', args),
      providesTags: ['Ambassador'],
    }),
    decideReferralReview: build.mutation<{ id: string }, { id: string; decision: ReviewDecision }>({
      query: ({ id, decision }) => ({ url: `/admin/referral-reviews/${id}/${decision}`, method: 'POST' }),
      invalidatesTags: ['Ambassador', 'Audit'],
    }),
    listPayouts: build.query<ListOf<StaffPayout>, ListArgs>({
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

    listOrders: build.query<ListOf<StaffOrderItem>, ListArgs>({
      query: (args) => list('/admin/orders', args),
      providesTags: ['Order'],
    }),
    getOrder: build.query<StaffOrderDetail, string>({ query: (id) => `/admin/orders/${id}`, providesTags: ['Order'] }),
    /** Internal notes; tagged by their record alone, so writing one refetches only that record's notes. */
    listNotes: build.query<{ items: StaffNote[] }, NoteSubject>({
      query: ({ kind, id }) => `/admin/${kind}/${id}/notes`,
      providesTags: (_result, _error, { kind, id }) => [{ type: NOTE_TAG[kind], id: `notes:${id}` }],
    }),
    addNote: build.mutation<StaffNote, NoteSubject & { text: string }>({
      query: ({ kind, id, text }) => ({ url: `/admin/${kind}/${id}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: (_result, _error, { kind, id }) => [{ type: NOTE_TAG[kind], id: `notes:${id}` }, 'Audit'],
    }),
    orderStep: build.mutation<
      StaffOrderDetail,
      | { id: string; step: 'transition'; body: { to: OrderStatus; note?: string } }
      | { id: string; step: 'ship'; body: ShipmentInput }
      | { id: string; step: 'deliver'; body: Record<string, never> }
      | { id: string; step: 'refund'; body: { reason: string } }
      | { id: string; step: 'regenerate_characters'; body: Record<string, never> }
      | { id: string; step: 'erase'; body: Record<string, never> }
      | { id: string; step: 'resend_email'; body: { kind: string } }
    >({
      query: ({ id, step, body }) => ({ url: `/admin/orders/${id}/${step}`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Ambassador', 'Audit'],
    }),
    /** The child's pictures, for a reason the server writes to the audit log; kept only by the page that asked. */
    showChildPictures: build.mutation<StaffChildPictures, { id: string; body: ChildPicturesRequest }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/child_pictures`, method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),

    listStaff: build.query<ListOf<StaffUserAccount>, ListArgs>({
      query: (args) => list('/admin/staff', args),
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<{ staff: StaffUserAccount }, NewStaffAccount>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    updateStaff: build.mutation<{ staff: StaffUserAccount }, { id: string; role?: StaffRole; disabled?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    revokeStaffSessions: build.mutation<{ revoked: number }, string>({
      query: (id) => ({ url: `/admin/staff/${id}/revoke_sessions`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),

    listAudit: build.query<ListOf<AuditLogEntry>, ListArgs>({
      query: (args) => list('/admin/audit', args),
      providesTags: ['Audit'],
    }),

    listOutbox: build.query<ListOf<OutboxItem>, ListArgs>({
      query: (args) => list('/admin/outbox', args),
      providesTags: ['Outbox'],
    }),
    getOutboxMessage: build.query<{ message: OutboxMessage }, string>({
      query: (id) => `/admin/outbox/${id}`,
      providesTags: ['Outbox'],
    }),
    resendOutbox: build.mutation<{ message: OutboxItem }, string>({
      query: (id) => ({ url: `/admin/outbox/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['Outbox', 'Audit'],
    }),

    listContent: build.query<ListOf<ContentRow>, { kind: ContentKind; args: ListArgs }>({
      query: ({ kind, args }) => list(`/admin/content/${kind}`, args),
      providesTags: ['Book', 'Category', 'Faq', 'Review', 'Page', 'PriceConfig'],
    }),
    saveContent: build.mutation<ContentAnswer, { kind: ContentKind; key?: string; body: unknown }>({
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

    listJobs: build.query<ListOf<JobJson>, ListArgs>({
      query: (args) => list('/admin/jobs', args),
      providesTags: ['Job'],
    }),
    retryJob: build.mutation<{ job: JobJson }, string>({
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
  useGetReportQuery,
  useGetPrintAttentionQuery,
  useListAmbassadorsQuery,
  useGetAmbassadorQuery,
  useStepAmbassadorMutation,
  useListPayoutsQuery,
  useListReferralReviewsQuery,
  useDecideReferralReviewMutation,
  useProcessPayoutMutation,
  usePayPayoutMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useListNotesQuery,
  useAddNoteMutation,
  useOrderStepMutation,
  useShowChildPicturesMutation,
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

/**
 * One kind's content rows, typed as that kind's: the server answers /admin/content/<kind> with rows of that
 * kind (its response schema is the kind's row), which the one listContent endpoint cannot express.
 */
export function useContentRows<K extends ContentKind>(kind: K, args: ListArgs) {
  const answer = useListContentQuery({ kind, args });
  return { ...answer, data: answer.data as ListOf<ContentRowOf<K>> | undefined };
}

/**
 * Where a list's CSV (orders, ambassadors) downloads with the list's filters and sort; the page and page size
 * stay behind, as the file holds every row. The browser sends the session cookie.
 */
export function listCsvUrl(list: 'orders' | 'ambassadors', args: ListArgs): string {
  const { page: _page, per_page: _perPage, ...filters } = args;
  const query = new URLSearchParams(filters).toString();
  return apiUrl(`/admin/${list}.csv${query ? `?${query}` : ''}`);
}

/** Where the bank file of `ids` (or of every payout in `status`) downloads; the browser sends the cookie. */
export function payoutsCsvUrl(selection: { ids?: string[]; status?: PayoutStatus }): string {
  const params = new URLSearchParams(
    selection.ids ? { ids: selection.ids.join(',') } : { status: selection.status ?? 'processing' },
  );
  return apiUrl(`/admin/payouts/export.csv?${params}`);
}
