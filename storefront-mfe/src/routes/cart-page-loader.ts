import type { RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { cartApi } from '../features/cart/api/cart-api';

/**
 * The cart page's route loader (exposed as ./CartPageLoader): reads the cart anew, even when cached
 * (another tab or device may have changed it), while the page's code loads, and settles at once: the
 * page shows its loader until the answer lands in the store.
 */
const cartPageLoader: RemoteRouteLoader = async ({ api }) => {
  const store = storefrontStoreFor(api);
  void store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return null;
};

export default cartPageLoader;
