import type { OrderReturn } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /myOrders/:id/returns: an order's returns, for its buyer's order page. */
export const getOrderReturnsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderReturns: build.query<OrderReturn[], string>({
      query: (orderId) => ({ method: 'get', path: `/myOrders/${encodeURIComponent(orderId)}/returns` }),
      providesTags: (_result, _error, orderId) => [{ type: 'Return', id: orderId }],
    }),
  }),
});

export const { useGetOrderReturnsQuery } = getOrderReturnsApi;
