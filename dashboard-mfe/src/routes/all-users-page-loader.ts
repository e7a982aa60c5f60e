import { readListSearch } from '@phoneparts/shared-ui';
import { getUsersApi, usersFilterKeys, usersQuery } from '../features/users/api/get-users';
import { dashboardPageLoader, everyVisit } from './dashboard-page-loader';

export default dashboardPageLoader((dispatch, { search }) =>
  dispatch(getUsersApi.endpoints.getUsers.initiate(usersQuery(readListSearch(search, usersFilterKeys)), everyVisit)),
);
