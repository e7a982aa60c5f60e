import type { UpdateProfileBody } from '@phoneparts/contracts';
import { dashboardApi } from '../../../lib/dashboard-api';

interface UpdateProfileArgs {
  email: string;
  body: UpdateProfileBody & { userName?: string };
}

/**
 * PUT /user/:email with the profile fields of docs/product.md#5-validation; My Profile reads the saved profile again.
 */
const updateProfileApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<unknown, UpdateProfileArgs>({
      query: ({ email, body }) => ({ method: 'put', path: `/user/${encodeURIComponent(email)}`, body }),
      invalidatesTags: (_result, error, { email }) => (error ? [] : [{ type: 'Profile', id: email }]),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
