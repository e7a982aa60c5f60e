import { createApi } from '@reduxjs/toolkit/query/react';
import { apiClientBaseQuery, extractServerState } from '@phoneparts/shared-ui';

/** The catalogue's cache tag: placing an order invalidates it so the next visit shows the new stock. */
export const catalogueTag = { type: 'Part', id: 'LIST' } as const;

/**
 * Server state of the storefront: the one RTK Query API of the remote, into which each feature injects
 * its own endpoints (`features/<name>/api/`, bulletproof-react's shape). Each page of the catalogue
 * (per search, filters and sort) and the latest reviews are read once and kept.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: apiClientBaseQuery,
  // A server-rendered page brings the reads its render made (docs/server-rendering.md).
  extractRehydrationInfo: extractServerState,
  tagTypes: ['Part', 'Review', 'Order', 'Cart', 'StockAlert', 'Address'],
  endpoints: () => ({}),
});
