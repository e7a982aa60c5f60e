import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContracts, remotePages } from '@phoneparts/contracts';
import { urlForRoute } from '@phoneparts/shared-ui/testing';
import { clearRemoteCache } from './remote-loader';
import { ann, renderShellApp } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const pageLoader = jest.fn(async () => null);

/**
 * What the shell consumes of the remotes, checked against contracts/src/remotes.ts: the shop's
 * routes (docs/product.md#2-screens) are served by contracted modules, and each contracted page loads at its route.
 */
describe('the shell against the remotes contract', () => {
  beforeEach(() => {
    clearRemoteCache();
    load.mockReset();
    pageLoader.mockClear();
    load.mockImplementation(
      async (id: string) =>
        (id.endsWith('Loader') ? { default: pageLoader } : { default: () => <p>remote {id}</p> }) as never,
    );
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
    "loads the contracted module at %s, with the page's route loader if it has one",
    async (route, page) => {
      const { api } = renderShellApp({ path: urlForRoute(route), token: 'jwt', user: ann });
      expect(await screen.findByText(`remote ${page.id}`)).toBeInTheDocument();
      const loaderId = page.loader && `${page.remote}/${page.loader.slice(2)}`;
      expect(load.mock.calls.map(([id]) => id)).toEqual(loaderId ? [page.id, loaderId] : [page.id]);
      if (loaderId) {
        expect(pageLoader).toHaveBeenCalledTimes(1);
        // urlForRoute fills `:id` with p1 and leaves a splat (the dashboard's pages) empty.
        const params = Object.fromEntries(page.params.map((name) => [name, name === 'id' ? 'p1' : '']));
        expect(pageLoader).toHaveBeenCalledWith(expect.objectContaining({ api, params }));
      } else expect(pageLoader).not.toHaveBeenCalled();
    },
  );

  it.each(remotePages.filter((p) => p.signedIn).map((page) => [page.route, page] as const))(
    'renders %s only for a signed-in user, as the page relies on',
    async (route) => {
      renderShellApp({ path: urlForRoute(route) });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
      expect(load).not.toHaveBeenCalled();
    },
  );
});
