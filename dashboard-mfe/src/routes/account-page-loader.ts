import { getAccountApi } from '../features/account/api/get-account';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch) =>
  dispatch(getAccountApi.endpoints.getAccount.initiate(undefined, everyVisit)),
);
