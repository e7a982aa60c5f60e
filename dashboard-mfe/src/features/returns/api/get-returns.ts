import { returnStatuses, type AdminOrderReturn, type ReturnStatus } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage, type ListSearch } from '@phoneparts/shared-ui';
import { oneOf } from '../../../common/list-values';
import { tablePageSize } from '../../../common/page-size';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** The Returns page's choices kept in its URL. */
export const returnsFilterKeys = ['status'] as const;

interface ReturnsQuery {
  page: number;
  limit: number;
  status?: ReturnStatus;
}

/** The page's read for what its URL holds: the page and its route loader both ask with this. */
export function returnsQuery({
  values,
  page,
}: Pick<ListSearch<(typeof returnsFilterKeys)[number]>, 'values' | 'page'>): ReturnsQuery {
  return { page, limit: tablePageSize, status: oneOf(returnStatuses, values.status) };
}

/** GET /admin/returns: one page of every buyer's returns, newest first, filtered by the server. */
export const getReturnsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getReturns: build.query<ListPage<AdminOrderReturn>, ReturnsQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/admin/returns', { ...query }), page: true }),
      providesTags: [{ type: 'Return', id: listTag }],
    }),
  }),
});

export const { useGetReturnsQuery } = getReturnsApi;
