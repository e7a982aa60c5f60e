import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { useApi, useAuth } from '../context/shop-context';
import { nextTask } from '../scheduling/next-task';
import type { RemoteStoreExtra } from './api-client-base-query';

/** What the store needs of an RTK Query API (built on apiClientBaseQuery): its reducer, middleware and util. */
export interface RemoteApi<Path extends string, State> {
  reducerPath: Path;
  reducer: Reducer<State, UnknownAction>;
  middleware: Middleware;
  util: { invalidateTags(tags: never[]): UnknownAction };
}

/**
 * A read a page starts before its components mount (`withStore`'s `firstReads`): typically
 * `store.dispatch(api.util.prefetch(…))` with the arguments the page's query hook will use, which the
 * address's query (`search`) may decide.
 */
export type PageRead<Store> = (store: Store, search: URLSearchParams) => void;

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
   * Wraps an exposed page so the shell can render it as a plain component. `firstReads` start as the
   * page first renders, each in a task of its own: left to the query hooks, every read of the page
   * starts in the one task that runs the mounted components' effects (on the home page three reads:
   * their dispatches and `fetch` calls made one task of 116 ms at 4× CPU slowdown). A hook then
   * finds its read under way and only subscribes to it.
   */
  function withStore<P extends object>(
    Page: ComponentType<P>,
    { firstReads = [] }: { firstReads?: readonly PageRead<Store>[] } = {},
  ) {
    function WithRemoteStore(props: P) {
      return (
        <StoreProvider>
          {firstReads.length > 0 && <StartReads reads={firstReads} />}
          <Page {...props} />
        </StoreProvider>
      );
    }
    WithRemoteStore.displayName = `WithStore(${Page.displayName ?? Page.name})`;
    return WithRemoteStore;
  }

  /** Renders nothing; rendered before the page, it starts the reads in its first render (see withStore). */
  function StartReads({ reads }: { reads: readonly PageRead<Store>[] }) {
    const api = useApi();
    const { search } = useLocation();
    // In the first render, not an effect: the page's own effects would run first.
    useState(() => void startEachInATaskOfItsOwn(reads, storeFor(api), new URLSearchParams(search)));
    return null;
  }

  return { create, storeFor, StoreProvider, withStore };
}

async function startEachInATaskOfItsOwn<Store>(
  reads: readonly PageRead<Store>[],
  store: Store,
  search: URLSearchParams,
) {
  for (const read of reads) {
    await nextTask();
    read(store, search);
  }
}
