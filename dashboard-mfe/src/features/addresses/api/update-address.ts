import type { SavedAddress, UpdateAddressBody } from '@phoneparts/contracts';
import { callWithFieldIssues } from '../../../common/field-issues';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/**
 * PATCH /account/addresses/:id: changes fields (null clears an optional one), or `{ isDefault: true }`
 * makes it the default. Orders placed to it keep their own copy.
 */
const updateAddressApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    updateAddress: build.mutation<SavedAddress, { id: string; body: UpdateAddressBody }>({
      queryFn: ({ id, body }, store) =>
        callWithFieldIssues<SavedAddress>(
          { method: 'patch', path: `/account/addresses/${encodeURIComponent(id)}`, body },
          store,
        ),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Address', id: listTag }]),
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
