import AllUsersPage from '../features/users/components/all-users-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('allUsers', AllUsersPage);
