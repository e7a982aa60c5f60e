import { readListSearch } from '@phoneparts/shared-ui';
import { createFakeApi, makePart } from '@phoneparts/shared-ui/testing';
import { createStorefrontStore } from '../store/create-storefront-store';
import { storefrontApi } from '../store/storefront-api';
import { catalogueSearchKeys, partsSearchFor } from './catalogue-search';
import { homeFirstReads } from './home-first-reads';

describe('homeFirstReads', () => {
  const answers = { 'GET /parts': () => [makePart()], 'GET /parts/facets': { brands: [], categories: [] } };

  it.each([
    ['', '/parts'],
    ['?q=screen&sort=price-asc&page=2&utm_source=mail', '/parts?q=screen&sort=price-asc&page=2'],
    ['?category=not-a-category', '/parts'],
  ])("start the reads the sections' hooks make, under the same cache keys (address %p)", async (query, partsPath) => {
    const api = createFakeApi({ ...answers, [`GET ${partsPath}`]: () => [makePart()] });
    const store = createStorefrontStore(api);
    const search = new URLSearchParams(query);
    for (const read of homeFirstReads) read(store, search);

    const { values, page } = readListSearch(search, catalogueSearchKeys);
    const state = store.getState();
    // What ProductsSection and ReviewsCarousel then ask for finds each read under way: no second request.
    expect(storefrontApi.endpoints.getParts.select(partsSearchFor(values, page))(state).status).toBe('pending');
    expect(storefrontApi.endpoints.getPartFacets.select()(state).status).toBe('pending');
    expect(storefrontApi.endpoints.getReviews.select()(state).status).toBe('pending');
    expect(api.calls.map((call) => call.path)).toEqual([partsPath, '/parts/facets', '/reviews?limit=6']);
  });
});
