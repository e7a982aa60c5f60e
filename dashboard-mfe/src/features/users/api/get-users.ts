import type { UserProfile, UserRoleFilter } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

interface UsersQuery {
  page: number;
  limit: number;
  /** Any part of the email. */
  email?: string;
  role?: UserRoleFilter;
}

/** GET /users (admin): one page of the accounts, filtered by the server. */
const getUsersApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListPage<UserProfile>, UsersQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/users', { ...query }), page: true }),
      providesTags: [{ type: 'User', id: listTag }],
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
