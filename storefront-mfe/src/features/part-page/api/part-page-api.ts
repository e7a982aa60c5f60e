import { publicPartApiPath, type PublicPart } from '@phoneparts/contracts';
import type { StorefrontStore } from '../../../store/create-storefront-store';
import { catalogueTag, storefrontApi } from '../../../store/storefront-api';

/**
 * The public part page's read, GET /parts/sku/:sku (anyone). Under the catalogue's tag: an order
 * placed from this shop re-reads it, so the stock shown is the API's.
 */
export const partPageApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getPartBySku: build.query<PublicPart, string>({
      query: (sku) => ({ method: 'get', path: publicPartApiPath(sku) }),
      providesTags: (part) => (part ? [catalogueTag, { type: 'Part', id: part._id }] : [catalogueTag]),
    }),
  }),
});

export const { useGetPartBySkuQuery } = partPageApi;

/** Reads the part into `store` (the route's loader) and settles with it, or null when there is none. */
export async function readPartBySku(store: StorefrontStore, sku: string): Promise<PublicPart | null> {
  const { data } = await store.dispatch(partPageApi.endpoints.getPartBySku.initiate(sku, { subscribe: false }));
  return data ?? null;
}
