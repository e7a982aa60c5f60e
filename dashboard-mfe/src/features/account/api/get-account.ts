import type { AccountSummary } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /account: how the signed-in account signs in (a password, Google, or both). */
export const getAccountApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<AccountSummary, void>({
      query: () => ({ method: 'get', path: '/account' }),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGetAccountQuery } = getAccountApi;
