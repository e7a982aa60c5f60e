import { render, screen, waitFor } from '@testing-library/react';
import type { AuthIdentity } from '@phoneparts/contracts';
import { ShopProvider, type AuthContextValue } from '@phoneparts/shared-ui';
import { createFakeApi, makeOrder } from '@phoneparts/shared-ui/testing';
import { customer } from '../testing/fixtures';
import { useGetPaymentOrderQuery } from '../features/payment/api/payment-api';
import { StorefrontStoreProvider } from './storefront-store-provider';

function OrderName() {
  const { data } = useGetPaymentOrderQuery('o-1');
  return <p>{data ? data.name : 'none'}</p>;
}

describe('StorefrontStoreProvider', () => {
  it("drops the previous account's orders when another account signs in", async () => {
    let owner = 'Battery';
    const api = createFakeApi({ 'GET /myOrders/payment/o-1': () => makeOrder({ name: owner }) });
    const tree = (user: AuthIdentity) => {
      const auth: AuthContextValue = { user, token: 't', status: 'signedIn', signOut: jest.fn(), refresh: jest.fn() };
      return (
        <ShopProvider value={{ config: { apiUrl: '', remotes: { storefront: '', dashboard: '' } }, api, auth }}>
          <StorefrontStoreProvider>
            <OrderName />
          </StorefrontStoreProvider>
        </ShopProvider>
      );
    };
    const { rerender } = render(tree(customer));
    expect(await screen.findByText('Battery')).toBeInTheDocument();

    owner = 'Screen';
    rerender(tree({ ...customer, uid: 'u-2', email: 'other@example.com' }));
    expect(await screen.findByText('Screen')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/myOrders/payment/o-1')).toHaveLength(2));
  });
});
