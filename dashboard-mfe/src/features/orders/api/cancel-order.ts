import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /myOrders/:id: the API cancels an unpaid order and puts its stock back on the part. */
const cancelOrderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/myOrders/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error, id) =>
        // A refusal may mean the order moved meanwhile (paid first): its page reads it again either way.
        error
          ? [{ type: 'Order', id }]
          : [{ type: 'Order', id: listTag }, { type: 'Order', id }, { type: 'Part', id: listTag }, 'Overview'],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
