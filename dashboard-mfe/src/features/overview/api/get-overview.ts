import type { AdminOverview } from '@phoneparts/contracts';
import { pathWithQuery } from '@phoneparts/shared-ui';
import { dashboardApi } from '../../../store/dashboard-api';

interface OverviewArgs {
  days: number;
  /** The IANA zone the admin's days start in (the browser's). */
  tz: string;
}

/** GET /admin/overview (admin): the shop's figures as SQL aggregates — never every order. */
const getOverviewApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, OverviewArgs>({
      query: (args) => ({ method: 'get', path: pathWithQuery('/admin/overview', { ...args }) }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = getOverviewApi;
