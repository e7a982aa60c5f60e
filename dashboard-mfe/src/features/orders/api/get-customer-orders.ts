import type { Order } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

interface CustomerOrdersQuery {
  email: string;
  page: number;
  limit: number;
}

/** GET /myOrders/:email: one page of a customer's own orders. */
const getCustomerOrdersApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerOrders: build.query<ListPage<Order>, CustomerOrdersQuery>({
      query: ({ email, ...paging }) => ({
        method: 'get',
        path: pathWithQuery(`/myOrders/${encodeURIComponent(email)}`, { ...paging }),
        page: true,
      }),
      providesTags: [{ type: 'Order', id: listTag }],
    }),
  }),
});

export const { useGetCustomerOrdersQuery } = getCustomerOrdersApi;
