import { maxWaitingStockAlerts, type DeleteResult, type StockAlert, type WaitingCounts } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

/**
 * Back in stock (docs/product.md#16-back-in-stock): the buyer's own requests (account page), withdrawing one, and how
 * many buyers wait for each part of a Manage Products page (admin).
 */
const stockAlertsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getMyStockAlerts: build.query<ListPage<StockAlert>, void>({
      query: () => ({
        method: 'get',
        path: pathWithQuery('/stock-alerts', { limit: maxWaitingStockAlerts }),
        page: true,
      }),
      providesTags: [{ type: 'StockAlert', id: listTag }],
    }),
    withdrawStockAlert: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/stock-alerts/${encodeURIComponent(id)}` }),
      invalidatesTags: [{ type: 'StockAlert', id: listTag }],
    }),
    getWaitingCounts: build.query<WaitingCounts, string[]>({
      query: (partIds) => ({
        method: 'get',
        path: pathWithQuery('/stock-alerts/waiting', { parts: partIds.join(',') }),
      }),
      providesTags: [{ type: 'StockAlert', id: listTag }],
    }),
  }),
});

export const { useGetMyStockAlertsQuery, useWithdrawStockAlertMutation, useGetWaitingCountsQuery } = stockAlertsApi;
