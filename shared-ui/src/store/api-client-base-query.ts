import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from '../api/api-client';
import { toStoreError, type StoreError } from './store-error';

export interface ApiRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: unknown;
  /** A bounded list: answers a ListPage (the array with `X-Total-Count` and `Link`) instead of the body. */
  page?: boolean;
}

/** A remote store's thunk extra argument: the shell's API client, so requests carry the shell's token. */
export interface RemoteStoreExtra {
  api: ApiClient;
}

/**
 * The one base query of both remotes' RTK Query APIs: requests go through shared-ui's client (base URL,
 * bearer token, 401 handling stay in one place), which arrives as the thunk extra argument of the store
 * it was built for (see createRemoteStore).
 */
export const apiClientBaseQuery: BaseQueryFn<ApiRequest, unknown, StoreError> = async (request, { extra }) => {
  const { api } = extra as RemoteStoreExtra;
  try {
    let data: unknown;
    if (request.page) data = await api.getPage(request.path);
    else if (request.method === 'get' || request.method === 'delete') data = await api[request.method](request.path);
    else data = await api[request.method](request.path, request.body);
    return { data };
  } catch (error) {
    return { error: toStoreError(error) };
  }
};
