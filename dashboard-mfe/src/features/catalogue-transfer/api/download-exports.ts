import { pathWithQuery } from '@phoneparts/shared-ui';
import { dashboardApi } from '../../../store/dashboard-api';

/** The order export's days (YYYY-MM-DD, UTC, both included); either may be left out. */
export interface OrderExportDays {
  from?: string;
  to?: string;
}

/**
 * The CSV exports (docs/product.md#22-import-and-export), read on demand with the session's token and
 * never cached: they are saved as files, not shown.
 */
export const downloadExportsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    exportCatalogue: build.mutation<string, void>({
      query: () => ({ method: 'get', path: '/admin/catalogue/export.csv' }),
    }),
    exportOrders: build.mutation<string, OrderExportDays>({
      query: (days) => ({ method: 'get', path: pathWithQuery('/admin/orders/export.csv', { ...days }) }),
    }),
  }),
});

export const { useExportCatalogueMutation, useExportOrdersMutation } = downloadExportsApi;
