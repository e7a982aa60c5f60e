/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createApi } from '@reduxjs/toolkit/query/react';
import { MemoryRouter } from 'react-router-dom';
import { useStore } from 'react-redux';
import { ShopProvider, type AuthContextValue } from '../context/shop-context';
import { createFakeApi } from '../testing';
import { apiClientBaseQuery } from './api-client-base-query';
import { createRemoteStore } from './remote-store';

const testApi = createApi({ reducerPath: 'testApi', baseQuery: apiClientBaseQuery, endpoints: () => ({}) });
const remote = createRemoteStore(testApi, { accountTags: [] });

const signedOut: AuthContextValue = {
  user: null,
  token: null,
  status: 'signedOut',
  signOut: jest.fn(),
  refresh: jest.fn(),
};

function tree(api: ReturnType<typeof createFakeApi>, Page: React.ComponentType) {
  return (
    <ShopProvider value={{ config: { apiUrl: '', remotes: { storefront: '', dashboard: '' } }, api, auth: signedOut }}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ShopProvider>
  );
}

describe('withStore', () => {
  it("renders the page at once, inside the store a route loader reaches with storeFor(the shop's API client)", () => {
    const api = createFakeApi({});
    let seen: unknown;
    const Page = remote.withStore(function Page() {
      seen = useStore();
      return <p>page</p>;
    });
    render(tree(api, Page));
    expect(screen.getByText('page')).toBeTruthy();
    expect(seen).toBe(remote.storeFor(api));
  });
});
