import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /admin/shipping-methods/:id (admin). */
const deleteShippingMethodApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteShippingMethod: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/admin/shipping-methods/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ShippingMethod', id: listTag }]),
    }),
  }),
});

export const { useDeleteShippingMethodMutation } = deleteShippingMethodApi;
