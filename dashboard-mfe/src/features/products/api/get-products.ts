import type { Part } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

interface ProductsQuery {
  page: number;
  limit: number;
}

/** GET /parts: one page of the catalogue for Manage Products. */
const getProductsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ListPage<Part>, ProductsQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/parts', { ...query }), page: true }),
      providesTags: [{ type: 'Part', id: listTag }],
    }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
