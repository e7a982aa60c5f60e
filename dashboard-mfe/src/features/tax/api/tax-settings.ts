import type { TaxSettings } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET and PUT /admin/tax-settings (admin): whether catalogue and shipping prices include tax. */
export const taxSettingsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => ({ method: 'get', path: '/admin/tax-settings' }),
      providesTags: ['TaxSettings'],
    }),
    setTaxSettings: build.mutation<TaxSettings, TaxSettings>({
      query: (body) => ({ method: 'put', path: '/admin/tax-settings', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['TaxSettings']),
    }),
  }),
});

export const { useGetTaxSettingsQuery, useSetTaxSettingsMutation } = taxSettingsApi;
