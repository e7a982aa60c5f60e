import type { Part } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /purchase/:id: one part, as the update form starts from it. */
export const getProductApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Part, string>({
      query: (id) => ({ method: 'get', path: `/purchase/${encodeURIComponent(id)}` }),
      providesTags: (_part, _error, id) => [{ type: 'Part', id }],
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
