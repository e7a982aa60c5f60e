import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ApiClient } from '../api/api-client';
import { useApi, useAuth } from '../context/shop-context';
import type { RemoteStoreExtra } from './api-client-base-query';
import { takeServerState } from './server-state';

const storesByClient = new WeakMap<ApiClient, Map<string, { getState(): unknown }>>();
function storesOfClient(api: ApiClient) {
  let stores = storesByClient.get(api);
  if (!stores) storesByClient.set(api, (stores = new Map()));
  return stores;
}

/**
 * The RTK Query state of every remote store of one API client, by reducerPath: what a server render
 * read (one client per request), for the browser's stores to start from (server-state.ts).
 */
export function remoteStoreStates(api: ApiClient): Record<string, unknown> {
  const states: Record<string, unknown> = {};
  for (const [path, store] of storesOfClient(api)) {
    states[path] = (store.getState() as Record<string, unknown>)[path];
  }
  return states;
}

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
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(apiSlice.middleware),
    });
    // A server-rendered page: its reads arrive with it (server-state.ts).
    const served = takeServerState(apiSlice.reducerPath);
    if (served) store.dispatch(served);
    return store;
  }
  type Store = ReturnType<typeof create>;

  const stores = new WeakMap<ApiClient, Store>();
  function storeFor(api: ApiClient): Store {
    let store = stores.get(api);
    if (!store) {
      store = create(api);
      stores.set(api, store);
      storesOfClient(api).set(apiSlice.reducerPath, store);
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
   * Wraps an exposed page so the shell can render it as a plain component. The page's reads were
   * usually started by its route loader (in `storeFor(api)`, this same store), so its hooks find them
   * in the cache.
   */
  function withStore<P extends object>(Page: ComponentType<P>) {
    function WithRemoteStore(props: P) {
      return (
        <StoreProvider>
          <Page {...props} />
        </StoreProvider>
      );
    }
    WithRemoteStore.displayName = `WithStore(${Page.displayName ?? Page.name})`;
    return WithRemoteStore;
  }

  return { create, storeFor, StoreProvider, withStore };
}
