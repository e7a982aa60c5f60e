import type { AddProductBody, InsertResult } from '@phoneparts/contracts';
import { dashboardApi, listTag } from '../../../store/dashboard-api';

/** POST /parts (admin): a new part on sale. */
const addProductApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    addProduct: build.mutation<InsertResult, AddProductBody>({
      query: (body) => ({ method: 'post', path: '/parts', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Part', id: listTag }, 'Overview']),
    }),
  }),
});

export const { useAddProductMutation } = addProductApi;
