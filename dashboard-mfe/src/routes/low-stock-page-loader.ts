import { readListSearch } from '@phoneparts/shared-ui';
import { getLowStockApi, lowStockFilterKeys, lowStockQuery } from '../features/low-stock/api/get-low-stock';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { search }) =>
  dispatch(
    getLowStockApi.endpoints.getLowStock.initiate(
      lowStockQuery(readListSearch(search, lowStockFilterKeys)),
      everyVisit,
    ),
  ),
);
