import { orderSorts, orderStatuses, type Order, type OrderSort, type OrderStatus } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage, type ListSearch } from '@phoneparts/shared-ui';
import { oneOf } from '../../../common/list-values';
import { dashboardApi, listTag } from '../../../store/dashboard-api';
import { tablePageSize } from '../../../common/page-size';

/** The All Orders page's choices kept in its URL. */
export const allOrdersFilterKeys = ['status', 'email', 'sort'] as const;

interface AllOrdersQuery {
  page: number;
  limit: number;
  status?: OrderStatus;
  /** Any part of the customer's email. */
  email?: string;
  /** Left out: the API's default, newest first. */
  sort?: OrderSort;
}

/** The page's read for what its URL holds: the page and its route loader both ask with this. */
export function allOrdersQuery({
  values,
  page,
}: Pick<ListSearch<(typeof allOrdersFilterKeys)[number]>, 'values' | 'page'>): AllOrdersQuery {
  return {
    page,
    limit: tablePageSize,
    status: oneOf(orderStatuses, values.status),
    email: values.email,
    sort: oneOf(orderSorts, values.sort),
  };
}

/** GET /myOrders (admin): one page of every customer's orders, filtered and sorted by the server. */
export const getAllOrdersApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAllOrders: build.query<ListPage<Order>, AllOrdersQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/myOrders', { ...query }), page: true }),
      providesTags: [{ type: 'Order', id: listTag }],
    }),
  }),
});

export const { useGetAllOrdersQuery } = getAllOrdersApi;
