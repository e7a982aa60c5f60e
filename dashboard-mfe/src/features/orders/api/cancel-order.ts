import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

/** DELETE /myOrders/:id: the API cancels an unpaid order and puts its stock back on the part. */
const cancelOrderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/myOrders/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'Order', id: listTag }, { type: 'Part', id: listTag }, 'Overview'],
    }),
  }),
});

export const { useCancelOrderMutation } = cancelOrderApi;
