import { dashboardPages, type DashboardPageId } from '@phoneparts/contracts';
import { readListSearch, type RemoteRouteLoader } from '@phoneparts/shared-ui';
import { matchPath } from 'react-router-dom';
import { getAccountApi } from '../features/account/api/get-account';
import { allOrdersFilterKeys, allOrdersQuery, getAllOrdersApi } from '../features/orders/api/get-all-orders';
import { getOrderApi } from '../features/orders/api/get-order';
import { getProductApi } from '../features/products/api/get-product';
import { getProductsApi, productsFilterKeys, productsQuery } from '../features/products/api/get-products';
import { getUsersApi, usersFilterKeys, usersQuery } from '../features/users/api/get-users';
import { dashboardStore } from '../lib/dashboard-store';

type Dispatch = ReturnType<typeof dashboardStore.storeFor>['dispatch'];

interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Read the server at every visit, as the pages did before (orders change in other hands too). */
const once = { subscribe: false, forceRefetch: true } as const;

/**
 * The first read of each page that can start before the page renders: what it needs is in its address.
 * Each asks exactly as the page does (the same query builder), so the page's hook finds the answer in
 * the store. The pages read by the account's email (My Orders, the profile) start as they mount: on a
 * cold load the shell has not read the identity yet.
 */
const firstReads: Partial<Record<DashboardPageId, (dispatch: Dispatch, page: PageAddress) => Promise<unknown>>> = {
  order: (dispatch, { params }) => dispatch(getOrderApi.endpoints.getOrder.initiate(params.id ?? '', once)),
  updateProduct: (dispatch, { params }) => dispatch(getProductApi.endpoints.getProduct.initiate(params.id ?? '', once)),
  account: (dispatch) => dispatch(getAccountApi.endpoints.getAccount.initiate(undefined, once)),
  allOrders: (dispatch, { search }) =>
    dispatch(
      getAllOrdersApi.endpoints.getAllOrders.initiate(
        allOrdersQuery(readListSearch(search, allOrdersFilterKeys)),
        once,
      ),
    ),
  allProducts: (dispatch, { search }) =>
    dispatch(
      getProductsApi.endpoints.getProducts.initiate(productsQuery(readListSearch(search, productsFilterKeys)), once),
    ),
  allUsers: (dispatch, { search }) =>
    dispatch(getUsersApi.endpoints.getUsers.initiate(usersQuery(readListSearch(search, usersFilterKeys)), once)),
};

const pageIds = Object.keys(dashboardPages) as DashboardPageId[];

/**
 * The dashboard's route loader (exposed as ./DashboardLoader): the shell calls it for `/dashboard/*`
 * while the dashboard's code loads. It finds the page the address names and starts that page's first
 * read in the dashboard's store, and settles when the read has (a refused read, e.g. an admin page
 * opened by a customer, is the page's to show).
 */
const dashboardRouteLoader: RemoteRouteLoader = async ({ request, api }) => {
  const url = new URL(request.url);
  for (const id of pageIds) {
    const match = matchPath(dashboardPages[id].path, url.pathname);
    if (!match) continue;
    await firstReads[id]?.(dashboardStore.storeFor(api).dispatch, { params: match.params, search: url.searchParams });
    return null;
  }
  return null;
};

export default dashboardRouteLoader;
