import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from '@phoneparts/shared-ui';
import { toStoreError, type StoreError } from './store-error';

export interface ApiRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: unknown;
}

/** The store's thunk extra argument: the shell's API client, so requests carry the shell's token. */
export interface StorefrontStoreExtra {
  api: ApiClient;
}

/**
 * RTK Query talks to the API only through shared-ui's client (base URL, bearer token, 401 handling
 * stay in one place); the client arrives as the thunk extra argument of the store it was built for.
 */
export const apiClientBaseQuery: BaseQueryFn<ApiRequest, unknown, StoreError> = async (request, { extra }) => {
  const { api } = extra as StorefrontStoreExtra;
  try {
    const data =
      request.method === 'get' || request.method === 'delete'
        ? await api[request.method](request.path)
        : await api[request.method](request.path, request.body);
    return { data };
  } catch (error) {
    return { error: toStoreError(error) };
  }
};
