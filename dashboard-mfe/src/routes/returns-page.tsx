import ReturnsPage from '../features/returns/components/returns-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('returns', ReturnsPage);
