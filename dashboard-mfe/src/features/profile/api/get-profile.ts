import type { UserProfile } from '@phoneparts/contracts';
import { dashboardApi } from '../../../lib/dashboard-api';

/** GET /user/:email: the profile, read as the first element of a list (docs/product.md#7-api). */
const getProfileApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile | undefined, string>({
      query: (email) => ({ method: 'get', path: `/user/${encodeURIComponent(email)}` }),
      transformResponse: (answer: UserProfile[] | undefined) => answer?.[0],
      providesTags: (_profile, _error, email) => [{ type: 'Profile', id: email }],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
