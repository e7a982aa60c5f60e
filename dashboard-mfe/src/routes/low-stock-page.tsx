import LowStockPage from '../features/low-stock/components/low-stock-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('lowStock', LowStockPage);
