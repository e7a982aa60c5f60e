import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /users/:id (admin); the API refuses the last admin and the caller's own account. */
const deleteUserApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteUser: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/users/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'User', id: listTag }]),
    }),
  }),
});

export const { useDeleteUserMutation } = deleteUserApi;
