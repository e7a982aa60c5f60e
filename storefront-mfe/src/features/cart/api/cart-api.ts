import type { AddCartLinesBody, Cart, CartCheckoutInput, CartProblem, CartQuote, Order } from '@phoneparts/contracts';
import { toStoreError, type RemoteStoreExtra, type StoreError } from '@phoneparts/shared-ui';
import { announceCartCount } from '../components/cart-events';
import { storefrontApi } from '../../../store/storefront-api';

export interface CartLineChange {
  partId: string;
  quantity: number;
}

/**
 * A refused checkout or batch add (409) names each line that cannot be served, with its current stock;
 * a checkout whose figures changed since the quote the buyer saw carries the new `quote`.
 */
export interface CheckoutError extends StoreError {
  lines?: CartProblem[];
  quote?: CartQuote;
}

const cartTag = { type: 'Cart', id: 'MINE' } as const;
const catalogue = { type: 'Part', id: 'LIST' } as const;
const emptyCart: Cart = { lines: [], lineCount: 0, totalUnits: 0, total: 0, canCheckout: false };
const linePath = (partId: string) => `/cart/lines/${encodeURIComponent(partId)}`;

function problemsOf(error: unknown): CartProblem[] | undefined {
  const body = (error as { body?: { lines?: unknown } } | null)?.body;
  return Array.isArray(body?.lines) ? (body.lines as CartProblem[]) : undefined;
}

function newQuoteOf(error: unknown): CartQuote | undefined {
  const body = (error as { body?: { quote?: unknown } } | null)?.body;
  return body?.quote && typeof body.quote === 'object' ? (body.quote as CartQuote) : undefined;
}

/**
 * The cart routes (docs/product.md#10-orders-with-lines-and-the-cart). Every change answers the whole cart: it
 * replaces the cached one, and the top bar hears the new count at once (see cart-events.ts).
 */
export const cartApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, void>({
      query: () => ({ method: 'get', path: '/cart' }),
      providesTags: [cartTag],
      // Every cart the storefront learns, read or answered by a change (kept here by `keepCart`, which
      // runs this too), tells the top bar its count: another tab or device may have changed it.
      async onQueryStarted(_arg, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) announceCartCount(answer.data.lineCount);
      },
    }),
    setCartLine: build.mutation<Cart, CartLineChange>({
      query: ({ partId, quantity }) => ({ method: 'put', path: linePath(partId), body: { quantity } }),
      onQueryStarted: (_arg, api) => keepCart(api),
    }),
    /**
     * Adds `quantity` units to what the cart already holds of the part: one request, and the API adds
     * them to the line it keeps, so adds from two tabs (or twice) add up rather than replace.
     */
    addToCart: build.mutation<Cart, CartLineChange>({
      query: ({ partId, quantity }) => ({ method: 'post', path: linePath(partId), body: { quantity } }),
      onQueryStarted: (_arg, api) => keepCart(api),
    }),
    /** Many parts at once (quick order's good lines), added to what the cart holds; all or nothing. */
    addCartLines: build.mutation<Cart, AddCartLinesBody>({
      async queryFn(body, { extra }) {
        const { api } = extra as RemoteStoreExtra;
        try {
          return { data: await api.post<Cart>('/cart/lines', body) };
        } catch (error) {
          const refusal: CheckoutError = { ...toStoreError(error), lines: problemsOf(error) };
          return { error: refusal };
        }
      },
      onQueryStarted: (_arg, api) => keepCart(api),
    }),
    removeCartLine: build.mutation<Cart, string>({
      query: (partId) => ({ method: 'delete', path: linePath(partId) }),
      onQueryStarted: (_arg, api) => keepCart(api),
    }),
    emptyCart: build.mutation<Cart, void>({
      query: () => ({ method: 'delete', path: '/cart' }),
      onQueryStarted: (_arg, api) => keepCart(api),
    }),
    checkout: build.mutation<Order, CartCheckoutInput>({
      async queryFn(body, { extra }) {
        const { api } = extra as RemoteStoreExtra;
        try {
          return { data: await api.post<Order>('/cart/checkout', body) };
        } catch (error) {
          const refusal: CheckoutError = { ...toStoreError(error), lines: problemsOf(error), quote: newQuoteOf(error) };
          return { error: refusal };
        }
      },
      // Either way the catalogue's stock is news. Refused: the cart is read again for its lines' flags.
      invalidatesTags: (_order, error) => (error ? [cartTag, catalogue] : [catalogue]),
      // Placed: the API emptied the cart in the same transaction. The cart page is left at once (no one
      // would read it again), so the empty cart is kept here, and the top bar hears its count of 0.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          void dispatch(cartApi.util.upsertQueryData('getCart', undefined, emptyCart));
      },
    }),
  }),
});

type CartMutationApi = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
};

/** The answer of a change is the cart now: cached as the cart's read (whose lifecycle announces it). */
async function keepCart({ dispatch, queryFulfilled }: CartMutationApi) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) void dispatch(cartApi.util.upsertQueryData('getCart', undefined, answer.data));
}

export const {
  useGetCartQuery,
  useSetCartLineMutation,
  useAddToCartMutation,
  useAddCartLinesMutation,
  useRemoveCartLineMutation,
  useEmptyCartMutation,
  useCheckoutMutation,
} = cartApi;
