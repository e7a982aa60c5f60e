import TaxPage from '../features/tax/components/tax-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('tax', TaxPage);
