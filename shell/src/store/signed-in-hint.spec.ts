import { signedInHintCookie } from '@phoneparts/contracts';
import { exchangeGoogleCode, loadCurrentUser, logIn, logOut, signUp } from './auth-thunks';
import { createShellStore, type ShellDispatch } from './create-shell-store';
import { hintSignedIn } from './signed-in-hint';
import { fakeFetch } from '../testing/fake-fetch';
import { ann, testConfig } from '../testing/render-shell';

const hinted = () => document.cookie.split('; ').includes(`${signedInHintCookie}=1`);
const auth = { accessToken: 'jwt-1', user: ann };

describe('the signed-in hint cookie', () => {
  beforeEach(() => hintSignedIn(false));

  it('is written first-party for the whole site, Lax, for the idle week, and removed with Max-Age=0', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => written.push(value),
    });
    try {
      hintSignedIn(true);
      hintSignedIn(false);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    // jsdom's page is http://localhost: no Secure, which an https page adds.
    expect(written).toEqual([
      `${signedInHintCookie}=1; Path=/; Max-Age=604800; SameSite=Lax`,
      `${signedInHintCookie}=1; Path=/; Max-Age=0; SameSite=Lax`,
    ]);
  });

  const starts: Array<[string, string, (dispatch: ShellDispatch) => Promise<unknown>]> = [
    [
      'signing in',
      'POST /auth/login',
      (dispatch) => dispatch(logIn({ email: 'ann@example.com', password: 'Secret#123' })),
    ],
    [
      'signing up',
      'POST /auth/signup',
      (dispatch) => dispatch(signUp({ name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' })),
    ],
    [
      'the Google sign-in landing',
      'POST /auth/google/exchange',
      (dispatch) => dispatch(exchangeGoogleCode({ code: 'c', verifier: 'v' })),
    ],
  ];

  it.each(starts)('is set by %s and removed by signing out', async (_what, route, start) => {
    const api = fakeFetch({ [route]: () => [200, auth], 'POST /auth/logout': () => [204, null] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    expect(hinted()).toBe(false);
    await start(store.dispatch);
    expect(hinted()).toBe(true);
    await store.dispatch(logOut());
    expect(hinted()).toBe(false);
  });

  it('is removed when the API ends the session (a stored token it rejects)', async () => {
    window.localStorage.setItem('accessToken', 'expired');
    hintSignedIn(true);
    const { store } = createShellStore(testConfig, {
      fetch: fakeFetch({ 'GET /auth/me': () => [401, { message: 'Unauthorized' }] }).fetch,
    });
    await store.dispatch(loadCurrentUser());
    expect(hinted()).toBe(false);
  });

  it('is not set when storage is disabled: the session ends with the page, the next one is a visitor', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    try {
      const { store } = createShellStore(testConfig, {
        fetch: fakeFetch({ 'POST /auth/login': () => [200, auth] }).fetch,
      });
      await store.dispatch(logIn({ email: 'ann@example.com', password: 'Secret#123' }));
      expect(store.getState().auth.status).toBe('signedIn');
      expect(hinted()).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
