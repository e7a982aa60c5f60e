import type { ShippingMethod } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** GET /admin/shipping-methods (admin): every method, active or not, oldest first (at most 50). */
export const getShippingMethodsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingMethods: build.query<ShippingMethod[], void>({
      query: () => ({ method: 'get', path: '/admin/shipping-methods' }),
      providesTags: [{ type: 'ShippingMethod', id: listTag }],
    }),
  }),
});

export const { useGetShippingMethodsQuery } = getShippingMethodsApi;
