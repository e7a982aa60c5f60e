import type { AuthResponse, ChangePasswordBody } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** POST /account/password: every other session ends; the answer is a fresh session for this tab. */
export const changePasswordApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<AuthResponse, ChangePasswordBody>({
      query: (body) => ({ method: 'post', path: '/account/password', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
