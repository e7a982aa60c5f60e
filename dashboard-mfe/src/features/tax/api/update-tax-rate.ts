import type { TaxRate, UpdateTaxRateBody } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** PATCH /admin/tax-rates/:id (admin): orders placed before keep their tax. */
const updateTaxRateApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    updateTaxRate: build.mutation<TaxRate, { id: string; body: UpdateTaxRateBody }>({
      query: ({ id, body }) => ({ method: 'patch', path: `/admin/tax-rates/${encodeURIComponent(id)}`, body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'TaxRate', id: listTag }]),
    }),
  }),
});

export const { useUpdateTaxRateMutation } = updateTaxRateApi;
