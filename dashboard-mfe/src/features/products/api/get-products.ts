import type { Part, PartCategory, PartSort, PartStock } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

interface ProductsQuery {
  page: number;
  limit: number;
  /** Search words, as the storefront's search reads them. */
  q?: string;
  category?: PartCategory;
  stock?: PartStock;
  /** Left out: the API's default, the order the parts were added. */
  sort?: PartSort;
}

/** GET /parts: one page of the catalogue for Manage Products, searched, filtered and sorted by the server. */
const getProductsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ListPage<Part>, ProductsQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/parts', { ...query }), page: true }),
      providesTags: [{ type: 'Part', id: listTag }],
    }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
