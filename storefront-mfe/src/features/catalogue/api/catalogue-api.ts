import { latestReviewsLimit, type Part, type PartFacets, type PartListQuery, type Review } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { catalogueTag, storefrontApi } from '../../../store/storefront-api';

/** Public lists stay cached while the shopper moves between pages (read once on load). */
const keepListsForSeconds = 600;

/** The catalogue's search as the grid asks for it: only what the shopper chose (the API fills in the rest). */
export type PartsSearch = Partial<Omit<PartListQuery, 'limit'>>;

/** The home page's reads: the catalogue's pages, its facets and the latest reviews. */
export const catalogueApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    // Only what the shopper chose goes in the URL, so the first visit reads plain GET /parts.
    getParts: build.query<ListPage<Part>, PartsSearch>({
      query: (search) => ({ method: 'get', path: pathWithQuery('/parts', { ...search }), page: true }),
      providesTags: [catalogueTag],
      keepUnusedDataFor: keepListsForSeconds,
    }),
    getPartFacets: build.query<PartFacets, void>({
      query: () => ({ method: 'get', path: '/parts/facets' }),
      providesTags: [catalogueTag],
      keepUnusedDataFor: keepListsForSeconds,
    }),
    // The carousel shows the latest reviews (the API answers newest first), not every review ever written.
    getReviews: build.query<Review[], void>({
      query: () => ({ method: 'get', path: pathWithQuery('/reviews', { limit: latestReviewsLimit }) }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
      keepUnusedDataFor: keepListsForSeconds,
    }),
  }),
});

export const { useGetPartsQuery, useGetPartFacetsQuery, useGetReviewsQuery } = catalogueApi;
