import { configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@phoneparts/shared-ui';
import { storefrontApi } from './storefront-api';
import type { StorefrontStoreExtra } from './api-client-base-query';

export function createStorefrontStore(api: ApiClient) {
  const extra: StorefrontStoreExtra = { api };
  return configureStore({
    reducer: { [storefrontApi.reducerPath]: storefrontApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(storefrontApi.middleware),
  });
}

export type StorefrontStore = ReturnType<typeof createStorefrontStore>;

/**
 * One store per API client: the three exposed pages live in one remote container, so the shell's
 * single client maps to a single store and the catalogue survives moving between pages.
 */
const stores = new WeakMap<ApiClient, StorefrontStore>();

export function storefrontStoreFor(api: ApiClient): StorefrontStore {
  let store = stores.get(api);
  if (!store) {
    store = createStorefrontStore(api);
    stores.set(api, store);
  }
  return store;
}
