import AccountPage from '../features/account/components/account-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('account', AccountPage);
