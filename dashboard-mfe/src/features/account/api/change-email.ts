import type { ChangeEmailBody } from '@phoneparts/contracts';
import { dashboardApi } from '../../../store/dashboard-api';

/** POST /account/email: mails a link to the new address; the change happens when it is opened. */
export const changeEmailApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    requestEmailChange: build.mutation<{ acknowledged: boolean }, ChangeEmailBody>({
      query: (body) => ({ method: 'post', path: '/account/email', body }),
    }),
  }),
});

export const { useRequestEmailChangeMutation } = changeEmailApi;
