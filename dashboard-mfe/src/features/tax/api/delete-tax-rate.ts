import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /admin/tax-rates/:id (admin): its place then takes its country's rate, or none. */
const deleteTaxRateApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTaxRate: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/admin/tax-rates/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'TaxRate', id: listTag }]),
    }),
  }),
});

export const { useDeleteTaxRateMutation } = deleteTaxRateApi;
