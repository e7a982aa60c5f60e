import type { Order, ShipOrderBody } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /myOrders/:id/ship (admin): a paid order moves to shipped with its carrier and tracking number. */
const shipOrderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    shipOrder: build.mutation<Order, { id: string; body: ShipOrderBody }>({
      query: ({ id, body }) => ({ method: 'post', path: `/myOrders/${encodeURIComponent(id)}/ship`, body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Order', id: listTag }, { type: 'Order', id }, 'Overview'],
    }),
  }),
});

export const { useShipOrderMutation } = shipOrderApi;
