import type { Order } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

/** POST /myOrders/:id/ship (admin): a paid order moves to shipped; the answer is the order. */
const shipOrderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    shipOrder: build.mutation<Order, string>({
      query: (id) => ({ method: 'post', path: `/myOrders/${encodeURIComponent(id)}/ship` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order', id: listTag }, 'Overview']),
    }),
  }),
});

export const { useShipOrderMutation } = shipOrderApi;
