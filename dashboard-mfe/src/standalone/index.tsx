// The standalone dev host (`npm run dev -w @phoneparts/dashboard-mfe`): the dashboard mounted at
// /dashboard/* as the shell mounts it, against the real API, for the dashboard's own team.
import { Navigate, Route } from 'react-router-dom';
import { RequireAuth } from '@phoneparts/shared-ui';
import { startStandalone } from '@phoneparts/shared-ui/standalone';
import DashboardApp from '../dashboard-app';

void startStandalone({
  title: 'Dashboard dev host',
  home: '/dashboard',
  routes: (
    <>
      <Route
        path="/dashboard/*"
        element={
          <RequireAuth>
            <DashboardApp />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </>
  ),
});
