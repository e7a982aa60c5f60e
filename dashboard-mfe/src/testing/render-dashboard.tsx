import type { AuthIdentity } from '@phoneparts/contracts';
import { ShopProvider, type AuthContextValue, type ShopContextValue } from '@phoneparts/shared-ui';
import { createFakeApi, type FakeApiClient } from '@phoneparts/shared-ui/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import DashboardApp from '../dashboard-app';
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
 * Renders the exposed DashboardApp at `path` the way the shell does (under `/dashboard/*`, with a
 * ShopProvider and the toast container), signed in as `user`, talking to a fake API.
 */
export function renderDashboard(
  path: string,
  {
    api = createFakeApi(),
    user = customer,
    fakeTimers = false,
  }: { api?: FakeApiClient; user?: AuthIdentity; fakeTimers?: boolean } = {},
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
    config: { apiUrl: 'http://api.test', remotes: { storefront: 'http://sf.test', dashboard: 'http://db.test' } },
    api,
    auth,
  };
  const result = render(
    <ShopProvider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<DashboardApp />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastContainer position="top-right" autoClose={4000} />
    </ShopProvider>,
  );
  const events = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  return { ...result, api, auth, events };
}
