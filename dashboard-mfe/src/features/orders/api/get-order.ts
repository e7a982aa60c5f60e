import type { OrderDetail } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /myOrders/order/:id: one order with its history (its owner, or an admin). */
export const getOrderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderDetail, string>({
      query: (id) => ({ method: 'get', path: `/myOrders/order/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
