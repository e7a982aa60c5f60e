import OrderPage from '../features/orders/components/order-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('order', OrderPage);
