import type { Order, PaymentIntentResponse } from '@phoneparts/contracts';
import { storefrontApi } from '../../../store/storefront-api';

export interface ConfirmPaymentArgs {
  orderId: string;
  transactionId: string;
}

const segment = encodeURIComponent;

/** The payment page's order, its payment intent and the payment's confirmation. */
export const paymentApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
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
        void dispatch(paymentApi.util.upsertQueryData('getPaymentOrder', orderId, data));
      },
    }),
  }),
});

export const { useGetPaymentOrderQuery, useGetPaymentIntentQuery, useConfirmOrderPaymentMutation } = paymentApi;
