import { createRemoteStore } from '@phoneparts/shared-ui';
import { dashboardApi } from './dashboard-api';

/** The dashboard's store: every tag but the catalogue is per account, dropped when another one signs in. */
export const dashboardStore = createRemoteStore(dashboardApi, {
  accountTags: ['Order', 'User', 'Profile', 'Overview'],
});
