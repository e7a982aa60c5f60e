import { userRoleFilters, type UserProfile, type UserRoleFilter } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage, type ListSearch } from '@phoneparts/shared-ui';
import { oneOf } from '../../../common/list-values';
import { dashboardApi, listTag } from '../../../store/dashboard-api';
import { tablePageSize } from '../../../common/page-size';

/** All Users' choices kept in its URL. */
export const usersFilterKeys = ['email', 'role'] as const;

interface UsersQuery {
  page: number;
  limit: number;
  /** Any part of the email. */
  email?: string;
  role?: UserRoleFilter;
}

/** The page's read for what its URL holds: the page and its route loader both ask with this. */
export function usersQuery({
  values,
  page,
}: Pick<ListSearch<(typeof usersFilterKeys)[number]>, 'values' | 'page'>): UsersQuery {
  return { page, limit: tablePageSize, email: values.email, role: oneOf(userRoleFilters, values.role) };
}

/** GET /users (admin): one page of the accounts, filtered by the server. */
export const getUsersApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ListPage<UserProfile>, UsersQuery>({
      query: (query) => ({ method: 'get', path: pathWithQuery('/users', { ...query }), page: true }),
      providesTags: [{ type: 'User', id: listTag }],
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
