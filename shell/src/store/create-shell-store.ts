import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient, type ShopConfig } from '@phoneparts/shared-ui';
import { authActions, authReducer, initialAuthState } from './auth-slice';
import { readToken, writeToken } from './token-storage';

/**
 * The shell's Redux store (auth state) and the one API client, wired together: the client reads the
 * token from the store, renews it silently with the refresh cookie (before it expires, or once after
 * a 401) and stores the renewed one like a sign-in; a 401 it cannot renew signs out. localStorage
 * follows the auth actions through a listener, so reducers stay pure; other tabs follow localStorage.
 */
export function createShellStore(config: Pick<ShopConfig, 'apiUrl'>, options: { fetch?: typeof fetch } = {}) {
  const listener = createListenerMiddleware();
  // The client's callbacks run only after `store` exists (first call happens after start-up).
  const api: ApiClient = createApiClient({
    baseUrl: config.apiUrl,
    getToken: () => store.getState().auth.token,
    onUnauthorized: () => store.dispatch(authActions.signedOut()),
    onRenewed: (session) => store.dispatch(authActions.signedIn({ token: session.accessToken, user: session.user })),
    fetch: options.fetch,
  });

  const store = configureStore({
    reducer: { auth: authReducer },
    preloadedState: { auth: initialAuthState(readToken()) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }).prepend(listener.middleware),
  });

  listener.startListening({
    matcher: isAnyOf(authActions.signedIn, authActions.signedOut),
    effect: (_action, listenerApi) => writeToken((listenerApi.getState() as ShellState).auth.token),
  });

  return { store, api };
}

export type ShellStore = ReturnType<typeof createShellStore>['store'];
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];
