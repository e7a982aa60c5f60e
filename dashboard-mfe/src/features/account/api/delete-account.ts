import type { DeleteAccountBody, DeleteResult } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** POST /account/delete: the account goes, its sessions with it; its orders stay, anonymised. */
export const deleteAccountApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<DeleteResult, DeleteAccountBody>({
      query: (body) => ({ method: 'post', path: '/account/delete', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
