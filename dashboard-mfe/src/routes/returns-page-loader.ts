import { readListSearch } from '@phoneparts/shared-ui';
import { getReturnsApi, returnsFilterKeys, returnsQuery } from '../features/returns/api/get-returns';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { search }) =>
  dispatch(
    getReturnsApi.endpoints.getReturns.initiate(returnsQuery(readListSearch(search, returnsFilterKeys)), everyVisit),
  ),
);
