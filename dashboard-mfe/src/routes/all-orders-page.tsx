import AllOrdersPage from '../features/orders/components/all-orders-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('allOrders', AllOrdersPage);
