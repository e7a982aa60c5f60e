import { readListSearch, type PageRead } from '@phoneparts/shared-ui';
import type { StorefrontStore } from '../store/create-storefront-store';
import { storefrontApi } from '../store/storefront-api';
import { catalogueSearchKeys, partsSearchFor } from './catalogue-search';

/**
 * The home page's three reads, started as the page first renders, each in a task of its own (see
 * shared-ui's `withStore`), with the arguments its sections' hooks use. The shell has usually fetched
 * them already (the page's `firstReads` in contracts/src/remotes.ts); these take its answers over.
 */
export const homeFirstReads: readonly PageRead<StorefrontStore>[] = [
  (store, search) => {
    const { values, page } = readListSearch(search, catalogueSearchKeys);
    store.dispatch(storefrontApi.util.prefetch('getParts', partsSearchFor(values, page), {}));
  },
  (store) => store.dispatch(storefrontApi.util.prefetch('getPartFacets', undefined, {})),
  (store) => store.dispatch(storefrontApi.util.prefetch('getReviews', undefined, {})),
];
