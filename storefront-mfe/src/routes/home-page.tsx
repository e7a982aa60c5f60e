import HomePage from '../features/catalogue/components/home-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(HomePage);
