import type { BuyerTaxDetails, BuyerTaxRecord } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import { tablePageSize } from '../../../common/page-size';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/**
 * GET /admin/tax-exemptions (admin, a page at a time): buyers that entered a tax ID, with their
 * exemption; PUT /admin/tax-exemptions/:userId grants or ends one (409 without a tax ID on file).
 */
export const taxExemptionsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxExemptions: build.query<ListPage<BuyerTaxRecord>, number>({
      query: (page) => ({
        method: 'get',
        path: pathWithQuery('/admin/tax-exemptions', { page, limit: tablePageSize }),
        page: true,
      }),
      providesTags: [{ type: 'TaxExemption', id: listTag }],
    }),
    setTaxExempt: build.mutation<BuyerTaxDetails, { userId: string; taxExempt: boolean }>({
      query: ({ userId, taxExempt }) => ({
        method: 'put',
        path: `/admin/tax-exemptions/${encodeURIComponent(userId)}`,
        body: { taxExempt },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'TaxExemption', id: listTag }]),
    }),
  }),
});

export const { useGetTaxExemptionsQuery, useSetTaxExemptMutation } = taxExemptionsApi;
