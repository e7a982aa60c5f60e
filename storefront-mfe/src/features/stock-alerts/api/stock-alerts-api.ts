import { maxWaitingStockAlerts, type DeleteResult, type StockAlert } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { storefrontApi } from '../../../store/storefront-api';

const listTag = { type: 'StockAlert', id: 'LIST' } as const;

/**
 * The buyer's back-in-stock requests (docs/product.md#16-back-in-stock): read to show the part page's state, asked,
 * withdrawn.
 */
export const stockAlertsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    // As many as a buyer may have waiting: a waiting request for the part shown is among them.
    getStockAlerts: build.query<ListPage<StockAlert>, void>({
      query: () => ({
        method: 'get',
        path: pathWithQuery('/stock-alerts', { limit: maxWaitingStockAlerts }),
        page: true,
      }),
      providesTags: [listTag],
    }),
    requestStockAlert: build.mutation<StockAlert, { partId: string }>({
      query: (body) => ({ method: 'post', path: '/stock-alerts', body }),
      invalidatesTags: [listTag],
    }),
    withdrawStockAlert: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/stock-alerts/${encodeURIComponent(id)}` }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const { useGetStockAlertsQuery, useRequestStockAlertMutation, useWithdrawStockAlertMutation } = stockAlertsApi;
