import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { AuthIdentity } from '@phoneparts/contracts';
import { ShopProvider, type ApiClient, type AuthContextValue, type ShopConfig } from '@phoneparts/shared-ui';
import { customer } from './fixtures';

/** Stands in for the dashboard's orders page, so a test can see where the storefront sent the user. */
function MyOrdersProbe() {
  return <p>Orders of {useParams().email}</p>;
}

/** Stands in for the payment page, where the cart's checkout sends the buyer. */
function PaymentProbe() {
  return <p>Payment of {useParams().id}</p>;
}

/** Stands in for the cart page, showing the add a visitor's "Add to cart" left pending in the address. */
function CartProbe() {
  return <p>Cart {useLocation().search}</p>;
}

/**
 * Renders an exposed page as the shell would: inside ShopProvider (with a fake API client and a
 * signed-in customer), a router on `path` at `url`, and the shell's toast container.
 */
export function renderWithShop(
  page: ReactElement,
  {
    api,
    path,
    url,
    user = customer,
    shop = {},
  }: {
    api: ApiClient;
    /** The shop's settings of config.json (its `country`, `currency`); absent: the defaults. */
    shop?: Pick<ShopConfig, 'country' | 'currency'>;
    path: string;
    /** The address, or an entry with route state (what another page handed this one). */
    url: string | { pathname: string; state: unknown };
    user?: AuthIdentity | null;
  },
) {
  const auth: AuthContextValue = {
    user,
    token: user ? 'token' : null,
    status: user ? 'signedIn' : 'signedOut',
    signOut: () => undefined,
    refresh: async () => undefined,
  };
  const config = { apiUrl: 'http://api.test', remotes: { storefront: '', dashboard: '' }, ...shop };
  return render(
    <ShopProvider value={{ config, api, auth }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/dashboard/myOrders/:email" element={<MyOrdersProbe />} />
          {path !== '/payment/:id' && <Route path="/payment/:id" element={<PaymentProbe />} />}
          {path !== '/cart' && <Route path="/cart" element={<CartProbe />} />}
        </Routes>
      </MemoryRouter>
      <ToastContainer />
    </ShopProvider>,
  );
}
