import type { UpdateProductBody, UpdateResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../lib/dashboard-api';

/** PATCH /updatepart (admin): the part's id travels as `id` in the body. */
const updateProductApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    updateProduct: build.mutation<UpdateResult, UpdateProductBody>({
      query: (body) => ({ method: 'patch', path: '/updatepart', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [{ type: 'Part', id: listTag }, { type: 'Part', id: body.id }, 'Overview'],
    }),
  }),
});

export const { useUpdateProductMutation } = updateProductApi;
