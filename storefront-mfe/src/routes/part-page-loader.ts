import { skuParamPattern } from '@phoneparts/contracts';
import { shopCurrency, type RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { partPageApi, readPartBySku } from '../features/part-page/api/part-page-api';
import { preloadPicture } from '../features/purchase/components/preload-picture';
import { partPageHead } from '../features/part-page/part-page-head';

/**
 * The public part page's route loader (exposed as ./PartPageLoader): reads the part by its SKU into
 * the shop's store and preloads its picture, so the page is first drawn whole. It settles with the
 * read (a missing part included: the page shows its not-found state from the store), which is also
 * what a server render waits for; an address that names no part settles with 404, the status a server
 * render answers with.
 */
const notFound = { status: 404 };

const partPageLoader: RemoteRouteLoader = async ({ params, api }) => {
  const sku = params.sku ?? '';
  if (!skuParamPattern.test(sku)) return notFound;
  const store = storefrontStoreFor(api);
  const part = await readPartBySku(store, sku);
  if (!part) {
    const { error } = partPageApi.endpoints.getPartBySku.select(sku)(store.getState());
    const status = error && 'status' in error ? error.status : 0;
    return status === 404 || status === 400 ? notFound : null;
  }
  const pictureUrl = api.assetUrl(part.picture);
  // In a browser the picture starts now; a server render names it in the page's head instead.
  if (typeof document !== 'undefined') {
    preloadPicture(pictureUrl);
    return null;
  }
  return { head: partPageHead(part, pictureUrl, shopCurrency()) };
};

export default partPageLoader;
