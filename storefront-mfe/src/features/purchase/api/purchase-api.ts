import type { CreateOrderBody, InsertResult, Order, Part } from '@phoneparts/contracts';
import { catalogueTag, storefrontApi } from '../../../store/storefront-api';

/** POST /myOrders answers with the stored order, whose availableQuantity is the stock left. */
export interface PlaceOrderResponse extends InsertResult {
  order: Order;
}

/** The part's read, GET /purchase/:id. */
export const partPath = (id: string) => `/purchase/${encodeURIComponent(id)}`;

/** The part page's read and its order. */
export const purchaseApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getPart: build.query<Part, string>({
      query: (id) => ({ method: 'get', path: partPath(id) }),
      providesTags: (_part, _error, id) => [{ type: 'Part', id }],
    }),
    placeOrder: build.mutation<PlaceOrderResponse, CreateOrderBody>({
      query: (body) => ({ method: 'post', path: '/myOrders', body }),
      // A refusal (409: stock ran out meanwhile) means our copy of the part is stale: re-read it.
      invalidatesTags: (_result, error, body) =>
        error?.status === 409 ? [catalogueTag, { type: 'Part', id: body.productId }] : [catalogueTag],
      // The part page shows the stock the server reports right after this order, not a guess.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          purchaseApi.util.updateQueryData('getPart', body.productId, (part) => {
            part.availableQuantity = data.order.availableQuantity;
          }),
        );
      },
    }),
  }),
});

export const { useGetPartQuery, usePlaceOrderMutation } = purchaseApi;
