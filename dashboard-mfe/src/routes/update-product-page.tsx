import UpdateProductPage from '../features/products/components/update-product-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('updateProduct', UpdateProductPage);
