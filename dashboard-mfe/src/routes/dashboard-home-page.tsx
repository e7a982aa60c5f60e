import DashboardHome from '../features/overview/components/dashboard-home';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('home', DashboardHome);
