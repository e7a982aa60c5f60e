import { createApi } from '@reduxjs/toolkit/query/react';
import { latestReviewsLimit } from '@phoneparts/contracts';
import type {
  CreateOrderBody,
  InsertResult,
  Order,
  Part,
  PartFacets,
  PartListQuery,
  PaymentIntentResponse,
  Review,
} from '@phoneparts/contracts';
import { apiClientBaseQuery, pathWithQuery, type ListPage } from '@phoneparts/shared-ui';

/** POST /myOrders answers with the stored order, whose availableQuantity is the stock left. */
export interface PlaceOrderResponse extends InsertResult {
  order: Order;
}

export interface ConfirmPaymentArgs {
  orderId: string;
  transactionId: string;
}

const catalogue = { type: 'Part', id: 'LIST' } as const;
/** Public lists stay cached while the shopper moves between pages (the spec reads them once on load). */
const keepListsForSeconds = 600;
const segment = encodeURIComponent;

/** The part's read, GET /purchase/:id: the page's query, and the answer the shell may have prefetched. */
export const partPath = (id: string) => `/purchase/${segment(id)}`;

/** The catalogue's search as the grid asks for it: only what the shopper chose (the API fills in the rest). */
export type PartsSearch = Partial<Omit<PartListQuery, 'limit'>>;

/**
 * Server state of the storefront. Each page of the catalogue (per search, filters and sort) and the
 * latest reviews are read once and kept; placing an order invalidates the catalogue so the next visit
 * to the home page shows the new stock.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: apiClientBaseQuery,
  tagTypes: ['Part', 'Review', 'Order', 'Cart'],
  endpoints: (build) => ({
    // Only what the shopper chose goes in the URL, so the first visit reads plain GET /parts.
    getParts: build.query<ListPage<Part>, PartsSearch>({
      query: (search) => ({ method: 'get', path: pathWithQuery('/parts', { ...search }), page: true }),
      providesTags: [catalogue],
      keepUnusedDataFor: keepListsForSeconds,
    }),
    getPartFacets: build.query<PartFacets, void>({
      query: () => ({ method: 'get', path: '/parts/facets' }),
      providesTags: [catalogue],
      keepUnusedDataFor: keepListsForSeconds,
    }),
    getPart: build.query<Part, string>({
      query: (id) => ({ method: 'get', path: partPath(id) }),
      providesTags: (_part, _error, id) => [{ type: 'Part', id }],
    }),
    // The carousel shows the latest reviews (the API answers newest first), not every review ever written.
    getReviews: build.query<Review[], void>({
      query: () => ({ method: 'get', path: pathWithQuery('/reviews', { limit: latestReviewsLimit }) }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
      keepUnusedDataFor: keepListsForSeconds,
    }),
    placeOrder: build.mutation<PlaceOrderResponse, CreateOrderBody>({
      query: (body) => ({ method: 'post', path: '/myOrders', body }),
      // A refusal (409: stock ran out meanwhile) means our copy of the part is stale: re-read it.
      invalidatesTags: (_result, error, body) =>
        error?.status === 409 ? [catalogue, { type: 'Part', id: body.productId }] : [catalogue],
      // The part page shows the stock the server reports right after this order, not a guess.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          storefrontApi.util.updateQueryData('getPart', body.productId, (part) => {
            part.availableQuantity = data.order.availableQuantity;
          }),
        );
      },
    }),
    getPaymentOrder: build.query<Order, string>({
      query: (id) => ({ method: 'get', path: `/myOrders/payment/${segment(id)}` }),
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    // A query (not a mutation) so that re-renders and StrictMode re-mounts reuse one intent per order.
    getPaymentIntent: build.query<PaymentIntentResponse, string>({
      query: (orderId) => ({ method: 'post', path: '/create-payment-intent', body: { orderId } }),
      providesTags: (_intent, _error, orderId) => [{ type: 'Order', id: orderId }],
      keepUnusedDataFor: 0,
    }),
    confirmOrderPayment: build.mutation<Order, ConfirmPaymentArgs>({
      query: ({ orderId, transactionId }) => ({
        method: 'patch',
        path: `/myOrders/${segment(orderId)}`,
        body: { transactionId },
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        void dispatch(storefrontApi.util.upsertQueryData('getPaymentOrder', orderId, data));
      },
    }),
  }),
});

export const {
  useGetPartsQuery,
  useGetPartFacetsQuery,
  useGetPartQuery,
  useGetReviewsQuery,
  usePlaceOrderMutation,
  useGetPaymentOrderQuery,
  useGetPaymentIntentQuery,
  useConfirmOrderPaymentMutation,
} = storefrontApi;
