import type { ReorderResult } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/**
 * POST /myOrders/:id/reorder: the order's lines into the caller's cart at today's prices and stock.
 * The cart belongs to the storefront, whose cart page reads it anew on arrival: nothing to keep here.
 */
const reorderApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    reorder: build.mutation<ReorderResult, string>({
      query: (id) => ({ method: 'post', path: `/myOrders/${encodeURIComponent(id)}/reorder` }),
    }),
  }),
});

export const { useReorderMutation } = reorderApi;
