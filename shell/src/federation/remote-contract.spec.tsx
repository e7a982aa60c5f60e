import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
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
    load.mockImplementation(async (id: string) => {
      if (id.endsWith('Loader')) return { default: pageLoader } as never;
      // A layout draws its page where react-router's <Outlet /> is.
      if (id.endsWith('Layout'))
        return {
          default: () => (
            <>
              <p>remote {id}</p>
              <Outlet />
            </>
          ),
        } as never;
      return { default: () => <p>remote {id}</p> } as never;
    });
  });

  it.each([
    ['/', 'storefront', './HomePage'],
    ['/purchase/:id', 'storefront', './PurchasePage'],
    ['/payment/:id', 'storefront', './PaymentPage'],
    ['/dashboard', 'dashboard', './DashboardLayout'],
    ['/dashboard', 'dashboard', './DashboardHomePage'],
    ['/dashboard/orders/:id', 'dashboard', './OrderPage'],
    ['/dashboard/*', 'dashboard', './DashboardNotFoundPage'],
  ] as const)('routes %s to %s %s, which the contract promises there', (route, remote, expose) => {
    const contract = remoteContracts[remote] as Record<string, { route: string }>;
    expect(contract[expose]?.route).toBe(route);
  });

  const pages = remotePages.filter((page) => !remotePages.some((other) => other.layout === page.expose));
  it.each(pages.map((page) => [page.id, page] as const))(
    "loads %s at its route, in its layout, with the page's route loader if it has one",
    async (_, page) => {
      const { api } = renderShellApp({ path: urlForRoute(page.route), token: 'jwt', user: ann });
      expect(await screen.findByText(`remote ${page.id}`)).toBeInTheDocument();
      const layoutId = page.layout && `${page.remote}/${page.layout.slice(2)}`;
      if (layoutId) expect(screen.getByText(`remote ${layoutId}`)).toBeInTheDocument();
      const loaderId = page.loader && `${page.remote}/${page.loader.slice(2)}`;
      expect(load.mock.calls.map(([id]) => id)).toEqual([layoutId, page.id, loaderId].filter(Boolean));
      if (loaderId) {
        expect(pageLoader).toHaveBeenCalledTimes(1);
        // urlForRoute fills each `:param` with p1.
        const params = Object.fromEntries(page.params.map((name) => [name, 'p1']));
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
