import { readListSearch } from '@phoneparts/shared-ui';
import { createFakeApi, makePart, never } from '@phoneparts/shared-ui/testing';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { catalogueApi } from '../features/catalogue/api/catalogue-api';
import { catalogueSearchKeys, partsSearchFor } from '../features/catalogue/components/catalogue-search';
import homePageLoader from './home-page-loader';

describe('homePageLoader', () => {
  const answers = {
    'GET /parts/facets': { brands: [], categories: [] },
    'GET /reviews?limit=6': [],
  };

  it.each([
    ['', '/parts'],
    ['?q=screen&sort=price-asc&page=2&utm_source=mail', '/parts?q=screen&sort=price-asc&page=2'],
    ['?category=not-a-category', '/parts'],
  ])(
    "reads what the sections' hooks read, under the same cache keys, in the shop's store (address %p)",
    async (query, partsPath) => {
      const api = createFakeApi({ ...answers, [`GET ${partsPath}`]: () => [makePart()] });
      await homePageLoader({ params: {}, request: { url: `http://shop.test/${query}` } as Request, api });

      const search = new URLSearchParams(query);
      const { values, page } = readListSearch(search, catalogueSearchKeys);
      const state = storefrontStoreFor(api).getState();
      // What ProductsSection and ReviewsCarousel then ask for is under way: no second request.
      expect(catalogueApi.endpoints.getParts.select(partsSearchFor(values, page))(state).status).toBe('pending');
      expect(catalogueApi.endpoints.getPartFacets.select()(state).status).toBe('pending');
      expect(catalogueApi.endpoints.getReviews.select()(state).status).toBe('pending');
      expect(api.calls.map((call) => call.path)).toEqual([partsPath, '/parts/facets', '/reviews?limit=6']);
    },
  );

  it('settles at once, without waiting for the answers (the sections show their loading text)', async () => {
    const api = createFakeApi({ ...answers, 'GET /parts': never });
    await expect(
      homePageLoader({ params: {}, request: { url: 'http://shop.test/' } as Request, api }),
    ).resolves.toBeNull();
  });
});
