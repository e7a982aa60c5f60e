import {
  partCategories,
  partSorts,
  partStocks,
  type Part,
  type PartCategory,
  type PartSort,
  type PartStock,
} from '@phoneparts/contracts';
import { pathWithQuery, type ListPage, type ListSearch } from '@phoneparts/shared-ui';
import { oneOf } from '../../../common/list-values';
import { dashboardApi, listTag } from '../../../store/dashboard-api';
import { tablePageSize } from '../../../common/page-size';

/** Manage Products' choices kept in its URL. */
export const productsFilterKeys = ['q', 'category', 'stock', 'sort'] as const;

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

/** The page's read for what its URL holds: the page and its route loader both ask with this. */
export function productsQuery({
  values,
  page,
}: Pick<ListSearch<(typeof productsFilterKeys)[number]>, 'values' | 'page'>): ProductsQuery {
  return {
    page,
    limit: tablePageSize,
    q: values.q,
    category: oneOf(partCategories, values.category),
    stock: oneOf(partStocks, values.stock),
    sort: oneOf(partSorts, values.sort),
  };
}

/** GET /parts: one page of the catalogue for Manage Products, searched, filtered and sorted by the server. */
export const getProductsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ListPage<Part>, ProductsQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/parts', { ...query }), page: true }),
      providesTags: [{ type: 'Part', id: listTag }],
    }),
  }),
});

export const { useGetProductsQuery } = getProductsApi;
