import type { OrderReturn, ReturnRequestBody } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /myOrders/:id/returns: the buyer asks to send back some units of some lines. */
export const requestReturnApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    requestReturn: build.mutation<OrderReturn, { orderId: string; body: ReturnRequestBody }>({
      query: ({ orderId, body }) => ({
        method: 'post',
        path: `/myOrders/${encodeURIComponent(orderId)}/returns`,
        body,
      }),
      // A refusal may come from units another tab returned meanwhile: read the order's returns again either way.
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Return', id: orderId },
        { type: 'Return', id: listTag },
      ],
    }),
  }),
});

export const { useRequestReturnMutation } = requestReturnApi;
