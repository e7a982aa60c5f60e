import { readListSearch } from '@phoneparts/shared-ui';
import { allOrdersFilterKeys, allOrdersQuery, getAllOrdersApi } from '../features/orders/api/get-all-orders';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { search }) =>
  dispatch(
    getAllOrdersApi.endpoints.getAllOrders.initiate(
      allOrdersQuery(readListSearch(search, allOrdersFilterKeys)),
      everyVisit,
    ),
  ),
);
