import { getAddressesApi } from '../features/addresses/api/get-addresses';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch) =>
  dispatch(getAddressesApi.endpoints.getAddresses.initiate(undefined, everyVisit)),
);
