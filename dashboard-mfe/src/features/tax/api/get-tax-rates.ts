import type { TaxRate } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** GET /admin/tax-rates (admin): every rate, by country then region. */
export const getTaxRatesApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxRates: build.query<TaxRate[], void>({
      query: () => ({ method: 'get', path: '/admin/tax-rates' }),
      providesTags: [{ type: 'TaxRate', id: listTag }],
    }),
  }),
});

export const { useGetTaxRatesQuery } = getTaxRatesApi;
