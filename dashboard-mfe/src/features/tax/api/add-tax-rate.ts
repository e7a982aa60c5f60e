import type { CreateTaxRateBody, TaxRate } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /admin/tax-rates (admin): 409 when the country (and region) has a rate already. */
const addTaxRateApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    addTaxRate: build.mutation<TaxRate, CreateTaxRateBody>({
      query: (body) => ({ method: 'post', path: '/admin/tax-rates', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'TaxRate', id: listTag }]),
    }),
  }),
});

export const { useAddTaxRateMutation } = addTaxRateApi;
