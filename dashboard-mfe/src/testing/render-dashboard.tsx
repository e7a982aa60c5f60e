import type { AuthIdentity } from '@phoneparts/contracts';
import { ShopProvider, type AuthContextValue, type ShopContextValue } from '@phoneparts/shared-ui';
import { createFakeApi, type FakeApiClient } from '@phoneparts/shared-ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { dashboardRoutes } from '../routes/dashboard-routes';
import { customer } from './fixtures';

/** Shows where the router is, so tests can see a redirect (to /login, /payment/…, another page) and its state. */
function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <output data-testid="location" data-state={state ? JSON.stringify(state) : undefined}>
      {pathname}
    </output>
  );
}

/**
 * Renders the dashboard's routes at `path` the way the shell does (the layout at /dashboard, each page
 * its child route, a ShopProvider and the toast container), signed in as `user`, talking to a fake API.
 * The pages' route loaders run only with `loaders: true`: a page's test is about the page's own reads.
 */
export function renderDashboard(
  path: string,
  {
    api = createFakeApi(),
    user = customer,
    fakeTimers = false,
    loaders = false,
    shop = {},
  }: {
    api?: FakeApiClient;
    user?: AuthIdentity;
    fakeTimers?: boolean;
    loaders?: boolean;
    /** config.json's shop settings (`country`, `currency`); absent: the defaults. */
    shop?: { country?: string; currency?: string };
  } = {},
) {
  const adminCheck = `/admin/${encodeURIComponent(user.email)}`;
  if (!api.has('GET', adminCheck)) api.answer('GET', adminCheck, { admin: user.admin });
  const auth: AuthContextValue = {
    user,
    token: 'test-token',
    status: 'signedIn',
    signOut: jest.fn(),
    refresh: jest.fn(async () => undefined),
    startSession: jest.fn(),
  };
  const value: ShopContextValue = {
    config: {
      apiUrl: 'http://api.test',
      remotes: { storefront: 'http://sf.test', dashboard: 'http://db.test' },
      ...shop,
    },
    api,
    auth,
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [dashboardRoutes(loaders ? { api } : {}), { path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ShopProvider value={value}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={4000} />
    </ShopProvider>,
  );
  const events = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { ...result, api, auth, events };
}
