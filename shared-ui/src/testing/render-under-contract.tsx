import type { ComponentType } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthIdentity, RemotePageContract, ShopContextKey } from '@phoneparts/contracts';
import { ShopProvider, type ShopContextValue } from '../context/shop-context';
import { createFakeApi, type FakeCall } from './fake-api-client';

/**
 * A URL that matches a contract route and no more specific one: `/purchase/:id` → `/purchase/p1`,
 * `/dashboard/*` → `/dashboard/no/such/page`.
 */
export const urlForRoute = (route: string) => route.replace(/:\w+/g, 'p1').replace(/\*$/, 'no/such/page');

/**
 * Renders an exposed page as the shell does under its contract (contracts/src/remotes.ts): no props,
 * at a URL of its route, signed in when the contract says the shell only shows it signed in — and
 * records which parts of the shell context (config, api, auth) it read and the API calls it made, so
 * a remote's test can check them against what the contract says. The API answers nothing (404s): this is
 * about the page's inputs, its behaviour has its own tests.
 */
export async function renderUnderContract(
  Page: ComponentType,
  contract: RemotePageContract,
  user: AuthIdentity,
): Promise<RenderResult & { read: Set<ShopContextKey>; calls: FakeCall[] }> {
  const read = new Set<ShopContextKey>();
  const api = createFakeApi();
  const signedIn = contract.signedIn ? user : null;
  const value: ShopContextValue = {
    config: {
      apiUrl: 'http://api.test',
      remotes: { storefront: 'http://sf.test/mf-manifest.json', dashboard: 'http://db.test/mf-manifest.json' },
    },
    api,
    auth: {
      user: signedIn,
      token: signedIn && 'token',
      status: signedIn ? 'signedIn' : 'signedOut',
      signOut: () => undefined,
      refresh: async () => undefined,
    },
  };
  // Only what the page reads counts: the provider itself reads the config (the shop's currency) as it
  // renders, before the page does, so recording starts when the page first renders.
  let pageRendering = false;
  const recording = {} as ShopContextValue;
  for (const key of Object.keys(value) as ShopContextKey[]) {
    Object.defineProperty(recording, key, {
      enumerable: true,
      get() {
        if (pageRendering) read.add(key);
        return value[key];
      },
    });
  }
  const RecordedPage = () => {
    pageRendering = true;
    return <Page />;
  };
  // In an awaited act: a page that waits for its first reads (withStore) suspends its first render.
  const rendered = await act(async () =>
    render(
      <ShopProvider value={recording}>
        <MemoryRouter initialEntries={[urlForRoute(contract.route)]}>
          <Routes>
            <Route path={contract.route} element={<RecordedPage />} />
          </Routes>
        </MemoryRouter>
      </ShopProvider>,
    ),
  );
  // Let effects run and the (failing) first requests settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { ...rendered, read, calls: api.calls };
}
