import type { SavedAddress } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** GET /account/addresses: the caller's address book, oldest first, one of them the default. */
export const getAddressesApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<SavedAddress[], void>({
      query: () => ({ method: 'get', path: '/account/addresses' }),
      providesTags: [{ type: 'Address', id: listTag }],
    }),
  }),
});

export const { useGetAddressesQuery } = getAddressesApi;
