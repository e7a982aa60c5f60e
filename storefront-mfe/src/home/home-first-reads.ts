import { readListSearch, type PageRead } from '@phoneparts/shared-ui';
import type { StorefrontStore } from '../store/create-storefront-store';
import { storefrontApi } from '../store/storefront-api';
import { catalogueSearchKeys, partsSearchFor } from './catalogue-search';

const { getParts, getPartFacets, getReviews } = storefrontApi.endpoints;
// Started for the page, not for a component: the sections' hooks subscribe when they mount.
const unsubscribed = { subscribe: false } as const;

/**
 * The home page's three reads, with the arguments its sections' hooks use; the page first renders once
 * they have settled (see shared-ui's `withStore`). The shell has usually fetched them already (the
 * page's `firstReads` in contracts/src/remotes.ts); these take its answers over.
 */
export const homeFirstReads: readonly PageRead<StorefrontStore>[] = [
  (store, search) => {
    const { values, page } = readListSearch(search, catalogueSearchKeys);
    return store.dispatch(getParts.initiate(partsSearchFor(values, page), unsubscribed));
  },
  (store) => store.dispatch(getPartFacets.initiate(undefined, unsubscribed)),
  (store) => store.dispatch(getReviews.initiate(undefined, unsubscribed)),
];
