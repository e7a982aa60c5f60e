import { getOrderApi } from '../features/orders/api/get-order';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { params }) =>
  dispatch(getOrderApi.endpoints.getOrder.initiate(params.id ?? '', everyVisit)),
);
