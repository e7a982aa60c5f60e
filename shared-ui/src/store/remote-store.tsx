import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { use, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { useApi, useAuth } from '../context/shop-context';
import type { RemoteStoreExtra } from './api-client-base-query';
import { settleFirstReads, type PageRead } from './first-reads';

/** What the store needs of an RTK Query API (built on apiClientBaseQuery): its reducer, middleware and util. */
export interface RemoteApi<Path extends string, State> {
  reducerPath: Path;
  reducer: Reducer<State, UnknownAction>;
  middleware: Middleware;
  util: { invalidateTags(tags: never[]): UnknownAction };
}

export interface RemoteStoreOptions {
  /** Tags of per-account data (orders, profile …), dropped when another account signs in. */
  accountTags: readonly string[];
}

/**
 * A remote's own Redux store around its exposed pages, for its RTK Query API. The shell's store stays
 * the host's (auth lives there and reaches remotes through ShopProvider): a remote's <Provider> only
 * shadows it inside the remote's pages, and the reducerPath keeps the remotes' caches apart.
 * One store per API client: the pages of one remote share the shell's single client, so they share one
 * store and its cache survives moving between pages.
 */
export function createRemoteStore<Path extends string, State>(
  apiSlice: RemoteApi<Path, State>,
  { accountTags }: RemoteStoreOptions,
) {
  const reducer = { [apiSlice.reducerPath]: apiSlice.reducer } as Record<Path, Reducer<State, UnknownAction>>;
  function create(api: ApiClient) {
    const extra: RemoteStoreExtra = { api };
    return configureStore({
      reducer,
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(apiSlice.middleware),
    });
  }
  type Store = ReturnType<typeof create>;

  const stores = new WeakMap<ApiClient, Store>();
  function storeFor(api: ApiClient): Store {
    let store = stores.get(api);
    if (!store) {
      store = create(api);
      stores.set(api, store);
    }
    return store;
  }

  function StoreProvider({ children }: { children: ReactNode }) {
    const api = useApi();
    const store = useMemo(() => storeFor(api), [api]);
    const email = useAuth().user?.email ?? null;
    const lastEmail = useRef(email);

    useEffect(() => {
      if (lastEmail.current === email) return;
      lastEmail.current = email;
      store.dispatch(apiSlice.util.invalidateTags([...accountTags] as never[]));
    }, [email, store]);

    return <Provider store={store}>{children}</Provider>;
  }

  /**
   * Wraps an exposed page so the shell can render it as a plain component. A page with `firstReads`
   * first renders once they have settled (at most `firstReadsWaitMs` later), so its first render has
   * their answers and no answer lands in the middle of it. React renders the page in slices (the shell
   * mounts it in a transition), and an answer that reached the store between two slices made
   * react-redux's hooks see a changed store, so React rendered the whole page again, at once and in one
   * piece: on the home page the catalogue's 15 cards, a task of 18–25 ms on the bench's host (Lighthouse's
   * phone counts it four times over).
   * While the page waits the shell's placeholder stays (React keeps a transition's current screen).
   */
  function withStore<P extends object>(
    Page: ComponentType<P>,
    { firstReads = [] }: { firstReads?: readonly PageRead<Store>[] } = {},
  ) {
    // Once per store: back on the page later, the reads are in its cache and the page renders at once.
    const waits = new WeakMap<Store, Promise<void>>();
    function AfterFirstReads({ children }: { children: ReactNode }) {
      const api = useApi();
      const { search } = useLocation();
      const params = useParams();
      const store = storeFor(api);
      let wait = waits.get(store);
      if (!wait) {
        wait = settleFirstReads(firstReads, store, { search: new URLSearchParams(search), params });
        waits.set(store, wait);
      }
      use(wait);
      return children;
    }

    function WithRemoteStore(props: P) {
      const page = <Page {...props} />;
      return <StoreProvider>{firstReads.length > 0 ? <AfterFirstReads>{page}</AfterFirstReads> : page}</StoreProvider>;
    }
    WithRemoteStore.displayName = `WithStore(${Page.displayName ?? Page.name})`;
    return WithRemoteStore;
  }

  return { create, storeFor, StoreProvider, withStore };
}
