import { getTaxRatesApi } from '../features/tax/api/get-tax-rates';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch) =>
  dispatch(getTaxRatesApi.endpoints.getTaxRates.initiate(undefined, everyVisit)),
);
