import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /account/addresses/:id: the oldest address left becomes the default. */
const deleteAddressApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAddress: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/account/addresses/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Address', id: listTag }]),
    }),
  }),
});

export const { useDeleteAddressMutation } = deleteAddressApi;
