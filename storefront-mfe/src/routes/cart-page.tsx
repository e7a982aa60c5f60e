import CartPage from '../features/cart/components/cart-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(CartPage);
