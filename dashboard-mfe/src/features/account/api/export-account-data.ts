import type { AccountExport } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** GET /account/export, read on demand and never cached: it is saved as a file, not shown. */
export const exportAccountDataApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    exportAccountData: build.mutation<AccountExport, void>({
      query: () => ({ method: 'get', path: '/account/export' }),
    }),
  }),
});

export const { useExportAccountDataMutation } = exportAccountDataApi;
