import MyOrdersPage from '../features/orders/components/my-orders-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('myOrders', MyOrdersPage);
