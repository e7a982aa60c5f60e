import AllProductsPage from '../features/products/components/all-products-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('allProducts', AllProductsPage);
