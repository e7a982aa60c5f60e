import { readListSearch, type RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../../../store/create-storefront-store';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueSearchKeys, partsSearchFor } from './catalogue-search';

const { getParts, getPartFacets, getReviews } = catalogueApi.endpoints;
// Started for the route, not for a component: the sections' hooks subscribe when they mount.
const unsubscribed = { subscribe: false } as const;

/**
 * The home page's route loader (exposed as ./HomePageLoader): starts the catalogue's page for the
 * address's search, its facets and the latest reviews, under the cache keys the sections' hooks use,
 * and settles at once: the page is drawn as soon as its code is in, each section with its loading text
 * until its answer lands in the store (spec §2), often already there since both started together.
 */
const homePageLoader: RemoteRouteLoader = async ({ request, api }) => {
  const store = storefrontStoreFor(api);
  const { values, page } = readListSearch(new URL(request.url).searchParams, catalogueSearchKeys);
  void store.dispatch(getParts.initiate(partsSearchFor(values, page), unsubscribed));
  void store.dispatch(getPartFacets.initiate(undefined, unsubscribed));
  void store.dispatch(getReviews.initiate(undefined, unsubscribed));
  return null;
};

export default homePageLoader;
