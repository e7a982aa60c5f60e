import AddressesPage from '../features/addresses/components/addresses-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('addresses', AddressesPage);
