import { createApi } from '@reduxjs/toolkit/query/react';
import { apiClientBaseQuery } from '@phoneparts/shared-ui';

/**
 * The dashboard's RTK Query API. It starts empty: each call is one file under `features/<area>/api/`
 * that injects its endpoint here (bulletproof-react's shape), and a change invalidates the tags of the
 * lists it affects, so those lists read the server again instead of being patched by hand.
 */
export const dashboardApi = createApi({
  reducerPath: 'dashboardApi',
  baseQuery: apiClientBaseQuery,
  tagTypes: [
    'Order',
    'User',
    'Part',
    'Profile',
    'Overview',
    'Account',
    'StockAlert',
    'ShippingMethod',
    'TaxRate',
    'TaxSettings',
    'TaxExemption',
    'TaxDetails',
    'Address',
    'Return',
  ],
  // Every visit to a page reads the server again: orders also change in the storefront (paid) and in other
  // admins' hands, which no tag here hears of. The cached answer shows meanwhile.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/**
 * The hook option of a page whose first read its route loader starts (routes/*-page-loader.ts).
 * The loader reads the server again at every visit, so the page takes that answer as it mounts instead
 * of asking a second time; an answer older than this many seconds is read again.
 */
export const readByRouteLoader = { refetchOnMountOrArgChange: 10 } as const;

/** The id of the tag that stands for every page of a list. */
export const listTag = 'LIST';
