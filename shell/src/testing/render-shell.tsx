import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { AuthIdentity } from '@phoneparts/contracts';
import type { ShopConfig } from '@phoneparts/shared-ui';
import { shellRoutes } from '../app/routes';
import { ShellProviders } from '../app/shell-providers';
import { createShellStore } from '../store/create-shell-store';
import { authActions } from '../store/auth-slice';
import { fakeFetch, type FakeRoute } from './fake-fetch';

export const testConfig: ShopConfig = {
  apiUrl: 'http://api.test',
  remotes: { storefront: 'http://sf.test/mf-manifest.json', dashboard: 'http://db.test/mf-manifest.json' },
};

export const ann: AuthIdentity = {
  uid: 'u1',
  email: 'ann@example.com',
  displayName: 'Ann Lee',
  photoURL: null,
  emailVerified: false,
  admin: false,
};

/** Shows the current location so tests can assert redirects. */
function LocationDisplay() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

interface Options {
  path?: string | { pathname: string; state?: unknown; hash?: string; search?: string };
  routes?: Record<string, FakeRoute>;
  /** A stored session token before start-up (localStorage accessToken). */
  token?: string;
  /** Start signed in as this user (with `token`, default 'jwt'). */
  user?: AuthIdentity;
}

/** Renders `ui` inside the real shell store and providers, with a scripted API behind the client. */
export function renderShell(ui: ReactElement, { path = '/', routes = {}, token, user }: Options = {}) {
  const { api, shell } = startShell({ routes, token, user });
  const result = render(
    <ShellProviders config={testConfig} store={shell.store} api={shell.api}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { ...result, ...shell, calls: api.calls };
}

function startShell({ routes = {}, token, user }: Omit<Options, 'path'>) {
  if (token) window.localStorage.setItem('accessToken', token);
  const api = fakeFetch(routes);
  const shell = createShellStore(testConfig, { fetch: api.fetch });
  if (user) shell.store.dispatch(authActions.signedIn({ token: token ?? 'jwt', user }));
  return { api, shell };
}

/** Renders the whole shell (its routes, in react-router's data router, as the entry does) at `path`. */
export function renderShellApp({ path = '/', ...options }: Options = {}) {
  const { api, shell } = startShell(options);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationDisplay />
          </>
        ),
        children: shellRoutes(shell),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ShellProviders config={testConfig} store={shell.store} api={shell.api}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...result, ...shell, router, calls: api.calls };
}
