/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { createApi } from '@reduxjs/toolkit/query/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopProvider, type AuthContextValue } from '../context/shop-context';
import { createFakeApi } from '../testing';
import { apiClientBaseQuery } from './api-client-base-query';
import { createRemoteStore, type PageRead } from './remote-store';

const testApi = createApi({ reducerPath: 'testApi', baseQuery: apiClientBaseQuery, endpoints: () => ({}) });
const remote = createRemoteStore(testApi, { accountTags: [] });
type Store = ReturnType<typeof remote.create>;

const signedOut: AuthContextValue = {
  user: null,
  token: null,
  status: 'signedOut',
  signOut: jest.fn(),
  refresh: jest.fn(),
};
const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('withStore', () => {
  it("starts the page's first reads once, each in a task of its own, with the page's store and the address's query", async () => {
    const api = createFakeApi({});
    const log: string[] = [];
    const read =
      (name: string): PageRead<Store> =>
      (store, search) =>
        log.push(`${name} q=${search.get('q')} own store=${store === remote.storeFor(api)}`);
    const Page = remote.withStore(() => <p>page</p>, { firstReads: [read('first'), read('second')] });
    const tree = (
      <ShopProvider
        value={{ config: { apiUrl: '', remotes: { storefront: '', dashboard: '' } }, api, auth: signedOut }}
      >
        <MemoryRouter initialEntries={['/?q=screen']}>
          <Page />
        </MemoryRouter>
      </ShopProvider>
    );
    const { rerender } = render(tree);
    expect(log).toEqual([]);
    await nextTurn();
    expect(log).toEqual(['first q=screen own store=true']);
    await nextTurn();
    expect(log).toEqual(['first q=screen own store=true', 'second q=screen own store=true']);

    rerender(tree);
    await nextTurn();
    await nextTurn();
    expect(log).toHaveLength(2);
  });
});
