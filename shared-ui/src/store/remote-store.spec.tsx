/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createApi } from '@reduxjs/toolkit/query/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShopProvider, type AuthContextValue } from '../context/shop-context';
import { createFakeApi } from '../testing';
import { apiClientBaseQuery } from './api-client-base-query';
import { firstReadsWaitMs, type PageRead } from './first-reads';
import { createRemoteStore } from './remote-store';

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

/** A read that logs when it starts and settles when the test says so. */
function heldRead(name: string, log: string[], api: ReturnType<typeof createFakeApi>) {
  let settle!: () => void;
  const read: PageRead<Store> = (store, search, params) => {
    log.push(`${name} q=${search.get('q')} id=${params?.id} own store=${store === remote.storeFor(api)}`);
    return new Promise<void>((resolve) => (settle = resolve));
  };
  return { read, settle: () => act(async () => settle()) };
}

function tree(api: ReturnType<typeof createFakeApi>, Page: React.ComponentType) {
  return (
    <ShopProvider value={{ config: { apiUrl: '', remotes: { storefront: '', dashboard: '' } }, api, auth: signedOut }}>
      <MemoryRouter initialEntries={['/parts/p-7?q=screen']}>
        <Routes>
          <Route path="/parts/:id" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </ShopProvider>
  );
}

describe('withStore', () => {
  afterEach(() => jest.useRealTimers());

  it("renders the page once its first reads have settled, started once with the page's store, the address's query and the route's parameters", async () => {
    const api = createFakeApi({});
    const log: string[] = [];
    const first = heldRead('first', log, api);
    const second = heldRead('second', log, api);
    const Page = remote.withStore(() => <p>page</p>, { firstReads: [first.read, second.read] });

    const { rerender } = await act(async () => render(tree(api, Page)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // each read starts in a task of its own
    expect(log).toEqual(['first q=screen id=p-7 own store=true', 'second q=screen id=p-7 own store=true']);
    await first.settle();
    expect(screen.queryByText('page')).toBeNull();
    await second.settle();
    expect(screen.getByText('page')).toBeTruthy();

    // Rendered again (or back on the page later): the reads are not started again, nor waited for.
    rerender(tree(api, Page));
    expect(screen.getByText('page')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toHaveLength(2);
  });

  it(`renders the page after ${firstReadsWaitMs} ms when a first read does not settle`, async () => {
    jest.useFakeTimers();
    const api = createFakeApi({});
    const hanging = heldRead('hanging', [], api);
    const Page = remote.withStore(() => <p>page</p>, { firstReads: [hanging.read] });

    await act(async () => render(tree(api, Page)));
    await act(() => jest.advanceTimersByTimeAsync(firstReadsWaitMs - 1));
    expect(screen.queryByText('page')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('renders a page without first reads at once', () => {
    const Page = remote.withStore(() => <p>page</p>);
    render(tree(createFakeApi({}), Page));
    expect(screen.getByText('page')).toBeTruthy();
  });
});
