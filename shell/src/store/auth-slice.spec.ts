import { apiMessages } from '@phoneparts/contracts';
import { authActions, authReducer, initialAuthState } from './auth-slice';
import { exchangeGoogleCode, loadCurrentUser, logIn, logOut, signUp } from './auth-thunks';
import { createShellStore } from './create-shell-store';
import { fakeFetch } from '../testing/fake-fetch';
import { ann, testConfig } from '../testing/render-shell';

describe('auth slice', () => {
  it('starts signed out without a stored token and loading with one', () => {
    expect(initialAuthState(null)).toEqual({ token: null, user: null, status: 'signedOut' });
    expect(initialAuthState('t')).toEqual({ token: 't', user: null, status: 'loading' });
  });

  it('moves through sign-in, identity load and sign-out', () => {
    let state = authReducer(undefined, authActions.signedIn({ token: 't1', user: ann }));
    expect(state).toEqual({ token: 't1', user: ann, status: 'signedIn' });
    state = authReducer(state, authActions.signedOut());
    expect(state).toEqual({ token: null, user: null, status: 'signedOut' });
    state = authReducer(initialAuthState('t2'), authActions.userLoaded(ann));
    expect(state).toEqual({ token: 't2', user: ann, status: 'signedIn' });
  });

  it('ignores an identity that arrives after sign-out', () => {
    expect(authReducer(initialAuthState(null), authActions.userLoaded(ann)).status).toBe('signedOut');
  });
});

describe('auth thunks with the shell store', () => {
  const auth = { accessToken: 'jwt-1', user: ann };

  it('logs in: stores the token in localStorage accessToken and sends it afterwards', async () => {
    const api = fakeFetch({ 'POST /auth/login': () => [200, auth], 'GET /auth/me': () => [200, ann] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await store.dispatch(logIn({ email: 'ann@example.com', password: 'Secret#123' })).unwrap();
    expect(store.getState().auth).toEqual({ token: 'jwt-1', user: ann, status: 'signedIn' });
    expect(window.localStorage.getItem('accessToken')).toBe('jwt-1');
    await store.dispatch(loadCurrentUser());
    expect(api.calls[1].headers.Authorization).toBe('Bearer jwt-1');
  });

  it('signs up with name, email and password', async () => {
    const api = fakeFetch({ 'POST /auth/signup': () => [201, auth] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await store.dispatch(signUp({ name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' })).unwrap();
    expect(api.calls[0].body).toEqual({ name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' });
    expect(window.localStorage.getItem('accessToken')).toBe('jwt-1');
  });

  it("rejects a failed login with the API's message and stays signed out", async () => {
    const api = fakeFetch({
      'POST /auth/login': () => [401, { statusCode: 401, message: apiMessages.invalidCredentials }],
    });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await expect(
      store.dispatch(logIn({ email: 'ann@example.com', password: 'Wrong#1234' })).unwrap(),
    ).rejects.toMatchObject({
      message: apiMessages.invalidCredentials,
    });
    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('restores a stored session from GET /auth/me', async () => {
    window.localStorage.setItem('accessToken', 'stored');
    const api = fakeFetch({ 'GET /auth/me': () => [200, ann] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    expect(store.getState().auth.status).toBe('loading');
    await store.dispatch(loadCurrentUser());
    expect(store.getState().auth).toEqual({ token: 'stored', user: ann, status: 'signedIn' });
  });

  it('renews an expired stored token with the refresh cookie, stores the new one and stays signed in', async () => {
    const jwt = (name: string, secondsLeft: number) =>
      `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft, name }))}.s`;
    const [expired, renewed] = [jwt('expired', -60), jwt('renewed', 300)];
    window.localStorage.setItem('accessToken', expired);
    const api = fakeFetch({
      'POST /auth/refresh': () => [200, { accessToken: renewed, user: ann }],
      'GET /auth/me': (_body, headers) =>
        headers.Authorization === `Bearer ${renewed}` ? [200, ann] : [401, { message: 'Unauthorized' }],
    });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await store.dispatch(loadCurrentUser());
    expect(store.getState().auth).toEqual({ token: renewed, user: ann, status: 'signedIn' });
    expect(window.localStorage.getItem('accessToken')).toBe(renewed);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/refresh', 'GET /auth/me']);
  });

  it('drops a stored token the API rejects', async () => {
    window.localStorage.setItem('accessToken', 'expired');
    const { store } = createShellStore(testConfig, {
      fetch: fakeFetch({ 'GET /auth/me': () => [401, { message: 'Unauthorized' }] }).fetch,
    });
    await store.dispatch(loadCurrentUser());
    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the stored token when the API cannot be reached', async () => {
    window.localStorage.setItem('accessToken', 'stored');
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { store } = createShellStore(testConfig, { fetch: failing });
    await store.dispatch(loadCurrentUser());
    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('accessToken')).toBe('stored');
  });

  it('signing out removes accessToken; a 401 on an authenticated call signs out too', async () => {
    const api = fakeFetch({
      'POST /auth/login': () => [200, auth],
      'GET /users': () => [401, { message: 'Unauthorized' }],
    });
    const shell = createShellStore(testConfig, { fetch: api.fetch });
    await shell.store.dispatch(logIn({ email: 'ann@example.com', password: 'Secret#123' }));
    await expect(shell.api.get('/users')).rejects.toMatchObject({ status: 401 });
    expect(shell.store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('trades a Google one-time code and its verifier for a session', async () => {
    const api = fakeFetch({ 'POST /auth/google/exchange': () => [200, { accessToken: 'google-jwt', user: ann }] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await store.dispatch(exchangeGoogleCode({ code: 'c-1', verifier: 'v-1' }));
    expect(api.calls[0].body).toEqual({ code: 'c-1', verifier: 'v-1' });
    expect(store.getState().auth).toEqual({ token: 'google-jwt', user: ann, status: 'signedIn' });
    expect(window.localStorage.getItem('accessToken')).toBe('google-jwt');
  });

  it('signs out on the server, then locally, and locally even when the API is unreachable', async () => {
    const api = fakeFetch({
      'POST /auth/login': () => [200, auth],
      'POST /auth/logout': () => [200, { acknowledged: true }],
    });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    await store.dispatch(logIn({ email: 'ann@example.com', password: 'Secret#123' }));
    await store.dispatch(logOut());
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.headers.Authorization ?? ''}`)).toContain(
      'POST /auth/logout Bearer jwt-1',
    );
    expect(store.getState().auth.status).toBe('signedOut');

    const offline = createShellStore(testConfig, {
      fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch,
    });
    offline.store.dispatch(authActions.signedIn({ token: 't', user: ann }));
    await offline.store.dispatch(logOut());
    expect(offline.store.getState().auth.status).toBe('signedOut');
  });
});
