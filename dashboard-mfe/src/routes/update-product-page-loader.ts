import { getProductApi } from '../features/products/api/get-product';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { params }) =>
  dispatch(getProductApi.endpoints.getProduct.initiate(params.id ?? '', everyVisit)),
);
