import { readListSearch, type RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { catalogueApi } from '../features/catalogue/api/catalogue-api';
import { readDevice } from '../features/devices/components/device-search';
import { catalogueSearchKeys, partsSearchFor } from '../features/catalogue/components/catalogue-search';

const { getParts, getPartFacets, getReviews } = catalogueApi.endpoints;
// Started for the route, not for a component: the sections' hooks subscribe when they mount.
const unsubscribed = { subscribe: false } as const;

/**
 * The home page's route loader (exposed as ./HomePageLoader): starts the catalogue's page for the
 * address's search, its facets, the latest reviews and the chosen device's parts (if any), under the cache keys the sections' hooks use,
 * and settles at once: the page is drawn as soon as its code is in, each section with its loading text
 * until its answer lands in the store (docs/product.md#22-home), often already there since both started together.
 * A server render (no document) waits for the reads instead: its one answer holds the sections' content.
 */
const homePageLoader: RemoteRouteLoader = async ({ request, api }) => {
  const store = storefrontStoreFor(api);
  const params = new URL(request.url).searchParams;
  const { values, page } = readListSearch(params, catalogueSearchKeys);
  const reads: Promise<unknown>[] = [
    store.dispatch(getParts.initiate(partsSearchFor(values, page), unsubscribed)),
    store.dispatch(getPartFacets.initiate(undefined, unsubscribed)),
    store.dispatch(getReviews.initiate(undefined, unsubscribed)),
  ];
  // A shared link to a device: its parts and the code that lists them start with the page.
  const device = readDevice(params);
  // (Imported here, not at the top: the picker's code stays out of every other first load.)
  if (device)
    reads.push(import('../features/devices/components/device-picker').then((m) => m.startDeviceParts(store, device)));
  if (typeof document === 'undefined') await Promise.all(reads);
  return null;
};

export default homePageLoader;
