import type { CreateShippingMethodBody, ShippingMethod } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /admin/shipping-methods (admin). */
const addShippingMethodApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    addShippingMethod: build.mutation<ShippingMethod, CreateShippingMethodBody>({
      query: (body) => ({ method: 'post', path: '/admin/shipping-methods', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ShippingMethod', id: listTag }]),
    }),
  }),
});

export const { useAddShippingMethodMutation } = addShippingMethodApi;
