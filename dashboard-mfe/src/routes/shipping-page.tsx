import ShippingPage from '../features/shipping/components/shipping-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('shipping', ShippingPage);
