import type { UpdateResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

/** PUT /user/admin/:email (admin); the list then reloads (docs/product.md#4-states). */
const makeAdminApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    makeAdmin: build.mutation<UpdateResult, string>({
      query: (email) => ({ method: 'put', path: `/user/admin/${encodeURIComponent(email)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'User', id: listTag }]),
    }),
  }),
});

export const { useMakeAdminMutation } = makeAdminApi;
