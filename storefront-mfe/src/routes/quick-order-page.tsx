import QuickOrderPage from '../features/quick-order/components/quick-order-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(QuickOrderPage);
