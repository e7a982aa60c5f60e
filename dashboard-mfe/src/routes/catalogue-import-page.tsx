import CatalogueImportPage from '../features/catalogue-transfer/components/catalogue-import-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('importCatalogue', CatalogueImportPage);
