import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthIdentity } from '@phoneparts/contracts';
import { ShopProvider, type AuthContextValue, type ShopContextValue } from '../context/shop-context';
import { createFakeApi } from './fake-api-client';

export const sampleUser: AuthIdentity = {
  uid: 'u1',
  email: 'ann@example.com',
  displayName: 'Ann',
  photoURL: null,
  emailVerified: true,
  admin: false,
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    token: null,
    status: 'signedOut',
    signOut: jest.fn(),
    refresh: jest.fn(async () => undefined),
    ...overrides,
  };
}

/** Shows where a redirect went and the state it carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}|{JSON.stringify(location.state ?? null)}
    </p>
  );
}

/** Renders `element` at `path` inside a ShopProvider, with a /login route that shows the location. */
export function renderTree(shop: Partial<ShopContextValue>, path: string, element: ReactNode) {
  const value: ShopContextValue = {
    config: { apiUrl: 'http://api.test', remotes: { storefront: 's', dashboard: 'd' } },
    api: createFakeApi(),
    auth: fakeAuth(),
    ...shop,
  };
  return (
    <ShopProvider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LocationProbe />} />
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </ShopProvider>
  );
}
