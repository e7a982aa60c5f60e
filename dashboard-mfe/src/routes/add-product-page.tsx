import AddProductPage from '../features/products/components/add-product-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('addProducts', AddProductPage);
