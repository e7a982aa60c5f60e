import type { AdminOverview } from '@phoneparts/contracts';
import { pathWithQuery } from '@phoneparts/shared-ui';
import { dashboardApi } from '../../../lib/dashboard-api';

/** GET /admin/overview (admin): the shop's figures as SQL aggregates — never every order. */
export const getOverviewApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, { days: number }>({
      query: ({ days }) => ({ method: 'get', path: pathWithQuery('/admin/overview', { days }) }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = getOverviewApi;
