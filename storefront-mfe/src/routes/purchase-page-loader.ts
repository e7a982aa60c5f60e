import type { RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { purchaseApi } from '../features/purchase/api/purchase-api';
import { loadOrderForm } from '../features/purchase/components/order-form-code';
import { preloadPicture } from '../features/purchase/components/preload-picture';

/**
 * The part page's route loader (exposed as ./PurchasePageLoader): the part (the page's query, in the
 * shop's store) with its picture preloaded as soon as its address is known, and the order form's code.
 * The page first renders with both, so it is drawn once, form included.
 */
const purchasePageLoader: RemoteRouteLoader = async ({ params, api }) => {
  const id = params.id;
  if (!id) return null;
  const store = storefrontStoreFor(api);
  const form = loadOrderForm().catch(() => undefined); // a failed load is the page's Suspense's to retry
  const { data: part } = await store.dispatch(purchaseApi.endpoints.getPart.initiate(id, { subscribe: false }));
  if (part) preloadPicture(api.assetUrl(part.picture));
  await form;
  return null;
};

export default purchasePageLoader;
