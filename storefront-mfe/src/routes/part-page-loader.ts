import { skuParamPattern } from '@phoneparts/contracts';
import type { RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { readPartBySku } from '../features/part-page/api/part-page-api';
import { preloadPicture } from '../features/purchase/components/preload-picture';

/**
 * The public part page's route loader (exposed as ./PartPageLoader): reads the part by its SKU into
 * the shop's store and preloads its picture, so the page is first drawn whole. It settles with the
 * read (a missing part included: the page shows its not-found state from the store), which is also
 * what a server render will wait for.
 */
const partPageLoader: RemoteRouteLoader = async ({ params, api }) => {
  const sku = params.sku ?? '';
  if (!skuParamPattern.test(sku)) return null;
  const part = await readPartBySku(storefrontStoreFor(api), sku);
  // (In a browser only: a server render names the picture in the HTML it sends.)
  if (part && typeof document !== 'undefined') preloadPicture(api.assetUrl(part.picture));
  return null;
};

export default partPageLoader;
