import { lowStockSorts, type LowStockPart, type LowStockSort } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage, type ListSearch } from '@phoneparts/shared-ui';
import { oneOf } from '../../../common/list-values';
import { tablePageSize } from '../../../common/page-size';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** The low-stock list's choices kept in its URL. */
export const lowStockFilterKeys = ['sort'] as const;

interface LowStockQuery {
  page: number;
  limit: number;
  /** Left out: the API's default, fewest units first. */
  sort?: LowStockSort;
}

/** The page's read for what its URL holds: the page and its route loader both ask with this. */
export function lowStockQuery({
  values,
  page,
}: Pick<ListSearch<(typeof lowStockFilterKeys)[number]>, 'values' | 'page'>): LowStockQuery {
  return { page, limit: tablePageSize, sort: oneOf(lowStockSorts, values.sort) };
}

/** GET /admin/parts/low-stock (admin): the parts under their threshold, one page, sorted by the server. */
export const getLowStockApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getLowStock: build.query<ListPage<LowStockPart>, LowStockQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/admin/parts/low-stock', { ...query }), page: true }),
      // Stock changes with every part edit, import and sale: the parts' list tag covers the first two.
      providesTags: [{ type: 'Part', id: listTag }],
    }),
  }),
});

export const { useGetLowStockQuery } = getLowStockApi;
