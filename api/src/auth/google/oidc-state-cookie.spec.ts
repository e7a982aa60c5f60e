import { oidcCookieName, OidcStateCookie } from './oidc-state-cookie';

describe('OidcStateCookie', () => {
  const cookies = new OidcStateCookie('x'.repeat(40), true);
  const state = { state: 's1', nonce: 'n1', codeVerifier: 'v1', returnTo: '/purchase/1', binding: 'b'.repeat(43) };
  const header = (setCookie: string) => `other=1; ${setCookie.split(';')[0]}`;

  it('sets a short-lived, HttpOnly, SameSite=Lax cookie limited to the Google routes', () => {
    const setCookie = cookies.seal(state);
    expect(setCookie).toMatch(
      new RegExp(
        `^${oidcCookieName}=[\\w-]+\\.[\\w-]+; Path=/auth/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
  });

  it('gives the state back from the Cookie header', () => {
    expect(cookies.open(header(cookies.seal(state)))).toEqual(state);
  });

  it('refuses a changed payload, a foreign key, an expired cookie and no cookie', () => {
    const sealed = header(cookies.seal(state));
    const [payload, signature] = sealed.split(`${oidcCookieName}=`)[1].split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, returnTo: '/x', exp: Date.now() + 60_000 })).toString(
      'base64url',
    );
    expect(cookies.open(`${oidcCookieName}=${forged}.${signature}`)).toBeNull();
    expect(cookies.open(`${oidcCookieName}=${payload}.${signature.slice(1)}`)).toBeNull();
    expect(new OidcStateCookie('y'.repeat(40), true).open(sealed)).toBeNull();
    expect(cookies.open(sealed, Date.now() + 11 * 60_000)).toBeNull();
    expect(cookies.open(undefined)).toBeNull();
    expect(cookies.open('other=1')).toBeNull();
  });

  it('clears the cookie', () => {
    expect(cookies.clear()).toMatch(new RegExp(`^${oidcCookieName}=; Path=/auth/google; Max-Age=0`));
  });
});
