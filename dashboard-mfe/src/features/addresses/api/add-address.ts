import type { Address, SavedAddress } from '@phoneparts/contracts';
import { callWithFieldIssues } from '../../../common/field-issues';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /account/addresses: the first address saved, or one sent with isDefault, becomes the default. */
const addAddressApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    addAddress: build.mutation<SavedAddress, Address & { isDefault: boolean }>({
      queryFn: (body, store) =>
        callWithFieldIssues<SavedAddress>({ method: 'post', path: '/account/addresses', body }, store),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Address', id: listTag }]),
    }),
  }),
});

export const { useAddAddressMutation } = addAddressApi;
