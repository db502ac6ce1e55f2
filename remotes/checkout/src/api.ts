/**
 * The checkout's calls of the orders API (spec section 7), injected into the one shared API slice.
 * Every call on an existing order carries its access token in the X-Order-Token header; the token is
 * part of the arguments, so the cache never mixes two orders. Names are specific to the checkout
 * because the slice refuses a second endpoint with an existing name (another remote may own `getOrder`).
 */
import { api, ORDER_TOKEN_HEADER } from '@shop/shared';
import type {
  BookPage,
  BooksQuery,
  CharactersResponse,
  CreateOrderInput,
  OrderJson,
  CreateOrderResponse as SharedCreateOrderResponse,
  OrderPatch as SharedOrderPatch,
  PaymentRedirectResponse as SharedPaymentRedirectResponse,
  SignedImageJson,
  UploadPhotoResponse,
} from '@shop/shared/contracts';

import type { OrderAccess } from './wizard/storage';

export type { OrderChildInput } from '@shop/shared/contracts';
export type { OrderAccess };

/*
 * What the orders API added for this checkout beyond the contracts of @shop/shared/contracts: the
 * delivery country of the contact step and the pictures of the result page (server/src/orders/schemas.ts
 * declares the same). Optional here, so the wizard also works against a server that does not send them yet.
 */
export type CheckoutOrderJson = OrderJson & {
  contact: OrderJson['contact'] & { delivery_country?: string };
  /** The child's character in the chosen style, once drawn. */
  character?: SignedImageJson | null;
  /** A custom story's cover as its preview drew it; a ready book's is book.cover_url. */
  cover?: SignedImageJson | null;
};
export interface OrderResponse {
  order: CheckoutOrderJson;
}
type CreateOrderResponse = SharedCreateOrderResponse & OrderResponse;
type PaymentRedirectResponse = SharedPaymentRedirectResponse & OrderResponse;
type ContactPatch = NonNullable<SharedOrderPatch['contact']> & { delivery_country?: string | null };
export type OrderPatch = Omit<SharedOrderPatch, 'contact'> & { contact?: ContactPatch };

const tokenHeader = (token: string) => ({ [ORDER_TOKEN_HEADER]: token });

// Characters change apart from the order (the job worker writes them), so they have a tag of their own.
const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Characters'] });

export const checkoutApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutOrder: build.mutation<CreateOrderResponse, CreateOrderInput>({
      query: (order) => ({ url: '/orders', method: 'POST', body: { order } }),
      // The answer is the order: the next step shows it without asking again.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const access = { id: data.order.id, token: data.access_token };
        dispatch(checkoutApi.util.upsertQueryData('getCheckoutOrder', access, { order: data.order }));
      },
    }),
    getCheckoutOrder: build.query<OrderResponse, OrderAccess>({
      query: ({ id, token }) => ({ url: `/orders/${encodeURIComponent(id)}`, headers: tokenHeader(token) }),
      providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
    updateCheckoutOrder: build.mutation<OrderResponse, OrderAccess & { order: OrderPatch }>({
      query: ({ id, token, order }) => ({
        url: `/orders/${encodeURIComponent(id)}`,
        method: 'PATCH',
        headers: tokenHeader(token),
        body: { order },
      }),
      // A new style, gender, corrected looks or a corrected favourite hero change the characters and the book preview.
      invalidatesTags: (_result, error, { id, order }) =>
        error ? [] : order.child || order.features || order.favourite_hero ? [{ type: 'Characters', id }] : [],
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('getCheckoutOrder', { id, token }, data));
      },
    }),
    uploadOrderPhoto: build.mutation<UploadPhotoResponse, OrderAccess & { file: File }>({
      query: ({ id, token, file }) => {
        const body = new FormData();
        body.append('photo', file, file.name);
        return {
          url: `/orders/${encodeURIComponent(id)}/upload_image`,
          method: 'PATCH',
          headers: tokenHeader(token),
          body,
        };
      },
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Order', id },
              { type: 'Characters', id },
            ],
    }),
    getOrderCharacters: build.query<CharactersResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/characters`,
        headers: tokenHeader(token),
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Characters', id }],
      // The order says where the wizard may go; it learns here that the characters are ready (or failed).
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          checkoutApi.util.updateQueryData('getCheckoutOrder', { id, token }, (draft) => {
            draft.order.characters_status = data.status;
            draft.order.regenerations_left = data.regenerations_left;
          }),
        );
      },
    }),
    regenerateOrderCharacters: build.mutation<CharactersResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/characters/regenerate`,
        method: 'POST',
        headers: tokenHeader(token),
      }),
      // regenerations_left lives on the order too.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Order', id }]),
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('getOrderCharacters', { id, token }, data));
      },
    }),
    confirmAndPay: build.mutation<PaymentRedirectResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/confirm_and_pay`,
        method: 'PATCH',
        headers: tokenHeader(token),
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Order', id }]),
    }),
    payAgain: build.mutation<PaymentRedirectResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/pay_again`,
        method: 'PATCH',
        headers: tokenHeader(token),
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Order', id }]),
    }),
    completePayment: build.mutation<OrderResponse, OrderAccess & { sessionId?: string }>({
      query: ({ id, token, sessionId }) => ({
        url: `/orders/${encodeURIComponent(id)}/complete_payment`,
        method: 'POST',
        headers: tokenHeader(token),
        body: sessionId ? { session_id: sessionId } : {},
      }),
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('getCheckoutOrder', { id, token }, data));
      },
    }),
    /** Deletes the child's data and the contact details (POST /orders/:id/erase); the answer is the order as it is after. */
    eraseOrderData: build.mutation<OrderResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/erase`,
        method: 'POST',
        headers: tokenHeader(token),
      }),
      async onQueryStarted({ id, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(checkoutApi.util.upsertQueryData('getCheckoutOrder', { id, token }, data));
      },
    }),
    /** The ready-made books to choose from; the catalogue is small (the API pages at most 48, PER_PAGE_MAX). */
    getReadyBooks: build.query<BookPage, void>({
      query: () => ({ url: '/books', params: { per_page: 48 } satisfies BooksQuery }),
      providesTags: [{ type: 'Book', id: 'LIST' }],
    }),
  }),
});

export const {
  useCompletePaymentMutation,
  useConfirmAndPayMutation,
  useCreateCheckoutOrderMutation,
  useEraseOrderDataMutation,
  useGetCheckoutOrderQuery,
  useGetOrderCharactersQuery,
  useGetReadyBooksQuery,
  usePayAgainMutation,
  useRegenerateOrderCharactersMutation,
  useUpdateCheckoutOrderMutation,
  useUploadOrderPhotoMutation,
} = checkoutApi;
