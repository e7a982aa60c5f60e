import type { ShippingMethod, UpdateShippingMethodBody } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** PATCH /admin/shipping-methods/:id (admin): orders placed before keep the name and price they had. */
const updateShippingMethodApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    updateShippingMethod: build.mutation<ShippingMethod, { id: string; body: UpdateShippingMethodBody }>({
      query: ({ id, body }) => ({ method: 'patch', path: `/admin/shipping-methods/${encodeURIComponent(id)}`, body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ShippingMethod', id: listTag }]),
    }),
  }),
});

export const { useUpdateShippingMethodMutation } = updateShippingMethodApi;
