import type { BuyerTaxDetails, BuyerTaxDetailsBody } from '@phoneparts/contracts';
import { callWithFieldIssues } from '../../../common/field-issues';
import { dashboardApi } from '../../../store/dashboard-api';

/**
 * GET and PUT /account/tax-details: a business buyer's company name and tax ID (null clears), and
 * whether an admin exempted it from tax; a new tax ID ends an exemption.
 */
const taxDetailsApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    getTaxDetails: build.query<BuyerTaxDetails, void>({
      query: () => ({ method: 'get', path: '/account/tax-details' }),
      providesTags: ['TaxDetails'],
    }),
    saveTaxDetails: build.mutation<BuyerTaxDetails, BuyerTaxDetailsBody>({
      queryFn: (body, store) =>
        callWithFieldIssues<BuyerTaxDetails>({ method: 'put', path: '/account/tax-details', body }, store),
      invalidatesTags: (_result, error) => (error ? [] : ['TaxDetails']),
    }),
  }),
});

export const { useGetTaxDetailsQuery, useSaveTaxDetailsMutation } = taxDetailsApi;
