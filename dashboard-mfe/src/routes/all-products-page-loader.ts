import { readListSearch } from '@phoneparts/shared-ui';
import { getProductsApi, productsFilterKeys, productsQuery } from '../features/products/api/get-products';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { search }) =>
  dispatch(
    getProductsApi.endpoints.getProducts.initiate(
      productsQuery(readListSearch(search, productsFilterKeys)),
      everyVisit,
    ),
  ),
);
