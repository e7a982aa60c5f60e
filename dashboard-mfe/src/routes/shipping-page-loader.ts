import { getShippingMethodsApi } from '../features/shipping/api/get-shipping-methods';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch) =>
  dispatch(getShippingMethodsApi.endpoints.getShippingMethods.initiate(undefined, everyVisit)),
);
