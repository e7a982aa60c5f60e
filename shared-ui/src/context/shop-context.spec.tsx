/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { formatMoney } from '../format/format-money';
import { createFakeApi } from '../testing';
import { type AuthContextValue, ShopProvider, type ShopConfig } from './shop-context';

const signedOut: AuthContextValue = {
  user: null,
  token: null,
  status: 'signedOut',
  signOut: jest.fn(),
  refresh: jest.fn(),
};
const Price = () => <p>{formatMoney(12.5)}</p>;
const shop = (config: Partial<ShopConfig>) => (
  <ShopProvider
    value={{
      config: { apiUrl: '', remotes: { storefront: '', dashboard: '' }, ...config },
      api: createFakeApi({}),
      auth: signedOut,
    }}
  >
    <Price />
  </ShopProvider>
);

describe('ShopProvider', () => {
  it('shows every price below it in the configured currency, US dollars when none is configured', () => {
    const { rerender } = render(shop({ currency: 'EUR' }));
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    rerender(shop({}));
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });
});
