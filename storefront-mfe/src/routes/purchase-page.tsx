import PurchasePage from '../features/purchase/components/purchase-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(PurchasePage);
