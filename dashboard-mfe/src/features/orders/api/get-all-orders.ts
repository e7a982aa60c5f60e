import type { Order, OrderSort, OrderStatus } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

interface AllOrdersQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  /** Any part of the customer's email. */
  email?: string;
  /** Left out: the API's default, newest first. */
  sort?: OrderSort;
}

/** GET /myOrders (admin): one page of every customer's orders, filtered and sorted by the server. */
const getAllOrdersApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAllOrders: build.query<ListPage<Order>, AllOrdersQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/myOrders', { ...query }), page: true }),
      providesTags: [{ type: 'Order', id: listTag }],
    }),
  }),
});

export const { useGetAllOrdersQuery } = getAllOrdersApi;
