import type { DeleteResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** DELETE /parts/:id (admin); orders already placed keep their copy of the part. */
const deleteProductApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteProduct: build.mutation<DeleteResult, string>({
      query: (id) => ({ method: 'delete', path: `/parts/${encodeURIComponent(id)}` }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Part', id: listTag }, 'Overview']),
    }),
  }),
});

export const { useDeleteProductMutation } = deleteProductApi;
