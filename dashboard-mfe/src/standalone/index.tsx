// The standalone dev host (`npm run dev -w @phoneparts/dashboard-mfe`): the dashboard's routes at
// /dashboard as the shell routes them, against the real API, for the dashboard's own team.
import { Navigate, Outlet } from 'react-router-dom';
import { RequireAuth } from '@phoneparts/shared-ui';
import { startStandalone } from '@phoneparts/shared-ui/standalone';
import { dashboardRoutes } from '../routes/dashboard-routes';

void startStandalone({
  title: 'Dashboard dev host',
  home: '/dashboard',
  routes: [
    {
      element: (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      ),
      children: [dashboardRoutes()],
    },
    { path: '*', element: <Navigate to="/dashboard" replace /> },
  ],
});
