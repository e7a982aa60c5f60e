import type { WebVitalsSummary } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /admin/web-vitals (admin): p75 of LCP, INP and CLS per page from sampled real visits, last 7 days. */
const getWebVitalsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getWebVitals: build.query<WebVitalsSummary, void>({
      query: () => ({ method: 'get', path: '/admin/web-vitals' }),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useGetWebVitalsQuery } = getWebVitalsApi;
