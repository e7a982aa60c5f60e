// The standalone dev host (`npm run dev -w @phoneparts/dashboard-mfe`): the dashboard's routes at
// /dashboard as the shell routes them, against the real API, for the dashboard's own team.
import { Navigate, Route, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@phoneparts/shared-ui';
import { startStandalone } from '@phoneparts/shared-ui/standalone';
import { dashboardRoutes } from '../routes/dashboard-routes';

const layout = dashboardRoutes();
const route = ({ index, path, Component }: RouteObject) =>
  Component &&
  (index ? <Route key="index" index Component={Component} /> : <Route key={path} path={path} Component={Component} />);

void startStandalone({
  title: 'Dashboard dev host',
  home: '/dashboard',
  routes: (
    <>
      <Route path={layout.path} element={<RequireAuth>{layout.Component && <layout.Component />}</RequireAuth>}>
        {layout.children?.map(route)}
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </>
  ),
});
