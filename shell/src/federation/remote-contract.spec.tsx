import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContracts, remotePages } from '@phoneparts/contracts';
import { urlForRoute } from '@phoneparts/shared-ui/testing';
import { AppLayout } from '../app/app-layout';
import { clearRemoteCache } from './remote-loader';
import { ann, renderShell } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/**
 * What the shell consumes of the remotes, checked against contracts/src/remotes.ts: the spec §2
 * routes are served by contracted modules, and each contracted page loads at its route.
 */
describe('the shell against the remotes contract', () => {
  beforeEach(() => {
    clearRemoteCache();
    load.mockReset();
    load.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }) as never);
  });

  it.each([
    ['/', 'storefront', './HomePage'],
    ['/purchase/:id', 'storefront', './PurchasePage'],
    ['/payment/:id', 'storefront', './PaymentPage'],
    ['/dashboard/*', 'dashboard', './DashboardApp'],
  ] as const)('routes %s to %s %s, which the contract promises there', (route, remote, expose) => {
    const contract = remoteContracts[remote] as Record<string, { route: string }>;
    expect(contract[expose]?.route).toBe(route);
  });

  it.each(remotePages.map((page) => [page.route, page] as const))(
    'loads the contracted module at %s',
    async (route, page) => {
      renderShell(<AppLayout />, { path: urlForRoute(route), token: 'jwt', user: ann });
      expect(await screen.findByText(`remote ${page.id}`)).toBeInTheDocument();
      expect(load.mock.calls.map(([id]) => id)).toEqual([page.id]);
    },
  );

  it.each(remotePages.filter((p) => p.signedIn).map((page) => [page.route, page] as const))(
    'renders %s only for a signed-in user, as the page relies on',
    async (route) => {
      renderShell(<AppLayout />, { path: urlForRoute(route) });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
      expect(load).not.toHaveBeenCalled();
    },
  );
});
