import { createHash, randomBytes } from 'node:crypto';
import { apiMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { signInCodes, users } from '../../database/schema';
import { CookieBrowser } from '../../../test/cookie-browser';
import { jsonLogLines } from '../../../test/json-log-lines';
import { createTestApp, TestApp } from '../../../test/test-app';
import { oidcCookieName } from './oidc-state-cookie';
import { refresh, refreshTokenOf } from '../../../test/session-fixtures';

const shell = 'http://shell.test';
const clientId = 'phoneparts-shop';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Google sign-in (OpenID Connect) against a local provider', () => {
  let provider: OAuth2Server;
  let t: TestApp;
  /** Who the provider says signs in next (claims of the ID token it issues). */
  let identity: Record<string, unknown>;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
      Object.assign(token.payload, identity),
    );

    const port = await freePort();
    t = await createTestApp({
      PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      PUBLIC_SHELL_URL: shell,
      GOOGLE_ISSUER: provider.issuer.url,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: 'local-test-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      RATE_LIMIT_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** The verifier each shell tab kept, by the code its sign-in ended with. */
  const verifiers = new Map<string, string>();
  const newVerifier = () => {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, binding: createHash('sha256').update(verifier).digest('base64url') };
  };

  /** Runs the browser through the whole round trip and answers the fragment the shell receives. */
  async function signIn(returnTo = '/purchase/42', tamper?: (providerUrl: URL, browser: CookieBrowser) => void) {
    const browser = new CookieBrowser();
    const { verifier, binding } = newVerifier();
    const start = await browser.get(`${t.url}/auth/google?returnTo=${encodeURIComponent(returnTo)}&binding=${binding}`);
    expect(start.status).toBe(302);
    const providerUrl = new URL(start.headers.get('location')!);
    tamper?.(providerUrl, browser);
    const { location } = await browser.follow(providerUrl.toString(), (url) => url.startsWith(shell));
    const url = new URL(location);
    const fragment = new URLSearchParams(url.hash.slice(1));
    if (fragment.get('code')) verifiers.set(fragment.get('code')!, verifier);
    return { url, fragment, browser, verifier };
  }

  const exchange = (code: string | null, verifier: string | undefined) =>
    t.http.post('/auth/google/exchange').send({ code, verifier });
  /** What the shell tab does at /auth/google/done: code + its verifier → token (and a refresh cookie that renews it). */
  async function tokenFrom(fragment: URLSearchParams): Promise<string> {
    const res = await exchange(fragment.get('code'), verifiers.get(fragment.get('code') ?? '')).expect(200);
    await refresh(t, refreshTokenOf(res)).expect(200);
    return res.body.accessToken;
  }

  const me = (token: string) => t.http.get('/auth/me').set('Authorization', `Bearer ${token}`);

  it('says Google is offered', async () => {
    await t.http.get('/auth/providers').expect(200, { google: true });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and a signed HttpOnly state cookie', async () => {
    const res = await fetch(`${t.url}/auth/google?returnTo=/x&binding=${newVerifier().binding}`, {
      redirect: 'manual',
    });
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer.url);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${t.url}/auth/google/callback`);
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`^${oidcCookieName}=.+; Path=/auth/google; Max-Age=600; HttpOnly; SameSite=Lax$`),
    );
  });

  it('creates a verified account with the Google photo on first sign-in and returns to where the person came from', async () => {
    identity = {
      sub: 'google-first',
      email: 'Gina@Gmail.example',
      email_verified: true,
      name: 'Gina G',
      picture: 'https://photos.example/gina.png',
    };
    const { url, fragment } = await signIn('/purchase/42?qty=2');
    expect(`${url.origin}${url.pathname}`).toBe(`${shell}/auth/google/done`);
    expect(url.search).toBe('');
    expect(fragment.get('returnTo')).toBe('/purchase/42?qty=2');
    const res = await me(await tokenFrom(fragment)).expect(200);
    expect(res.body).toMatchObject({
      email: 'gina@gmail.example',
      displayName: 'Gina G',
      photoURL: 'https://photos.example/gina.png',
      emailVerified: true,
      admin: false,
    });

    // A later sign-in lands in the same account.
    const again = await signIn('/');
    expect((await me(await tokenFrom(again.fragment)).expect(200)).body.uid).toBe(res.body.uid);
    expect(await t.db.select().from(users).where(eq(users.email, 'gina@gmail.example'))).toHaveLength(1);
  });

  it('refuses a tampered state and creates nothing', async () => {
    identity = { sub: 'google-tampered', email: 'tampered@gmail.example', email_verified: true, name: 'T' };
    const { url, fragment } = await signIn('/', (providerUrl) =>
      providerUrl.searchParams.set('state', 'attacker-chosen-state'),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${shell}/login`);
    expect(fragment.get('error')).toBe(apiMessages.googleSignInFailed);
    expect(fragment.get('code')).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, 'tampered@gmail.example'))).toHaveLength(0);
  });

  it('refuses a callback from a browser that did not start the flow, or with an altered state cookie', async () => {
    identity = { sub: 'google-csrf', email: 'csrf@gmail.example', email_verified: true };
    const noCookie = await signIn('/', (_url, browser) =>
      browser.setCookie(new URL(t.url).host, oidcCookieName, undefined),
    );
    expect(noCookie.fragment.get('error')).toBe(apiMessages.googleSignInFailed);

    const altered = await signIn('/', (_url, browser) => {
      const host = new URL(t.url).host;
      const [payload, signature] = browser.cookie(host, oidcCookieName)!.split('.');
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString());
      browser.setCookie(
        host,
        oidcCookieName,
        `${Buffer.from(JSON.stringify({ ...data, returnTo: '/evil' })).toString('base64url')}.${signature}`,
      );
    });
    expect(altered.fragment.get('error')).toBe(apiMessages.googleSignInFailed);
    expect(await t.db.select().from(users).where(eq(users.email, 'csrf@gmail.example'))).toHaveLength(0);
  });

  it('never redirects off the shop: a foreign returnTo becomes /', async () => {
    identity = { sub: 'google-redirect', email: 'redirect@gmail.example', email_verified: true };
    for (const returnTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const { url, fragment } = await signIn(returnTo);
      expect(url.origin).toBe(shell);
      expect(fragment.get('returnTo')).toBe('/');
    }
  });

  it('links to the existing account with the same verified email; its password keeps working', async () => {
    const signup = await t.http
      .post('/auth/signup')
      .send({ name: 'Lena', email: 'lena@gmail.example', password: 'Lena#1234' })
      .expect(201);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'lena@gmail.example'));
    identity = {
      sub: 'google-lena',
      email: 'lena@gmail.example',
      email_verified: true,
      name: 'Lena from Google',
      picture: 'https://photos.example/lena.png',
    };
    const { fragment } = await signIn('/');
    const res = await me(await tokenFrom(fragment)).expect(200);
    expect(res.body).toMatchObject({
      uid: signup.body.user.uid,
      displayName: 'Lena',
      photoURL: 'https://photos.example/lena.png',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, signup.body.user.uid));
    expect(row.googleSubject).toBe('google-lena');
    await t.http.post('/auth/login').send({ email: 'lena@gmail.example', password: 'Lena#1234' }).expect(200);
    await me(signup.body.accessToken).expect(200);
  });

  it('takes an unverified account back from whoever set its password before the mailbox owner came', async () => {
    const squatter = await t.http
      .post('/auth/signup')
      .send({ name: 'Squatter', email: 'owner@gmail.example', password: 'Squat#1234' })
      .expect(201);
    identity = { sub: 'google-owner', email: 'owner@gmail.example', email_verified: true, name: 'Owner' };
    const { fragment } = await signIn('/');
    const res = await me(await tokenFrom(fragment)).expect(200);
    expect(res.body).toMatchObject({ uid: squatter.body.user.uid, emailVerified: true });
    await t.http.post('/auth/login').send({ email: 'owner@gmail.example', password: 'Squat#1234' }).expect(401);
    await me(squatter.body.accessToken).expect(401);
  });

  it('refuses a Google identity whose email is not verified', async () => {
    await t.http
      .post('/auth/signup')
      .send({ name: 'Vic', email: 'victim@gmail.example', password: 'Vict#1234' })
      .expect(201);
    identity = { sub: 'google-unverified', email: 'victim@gmail.example', email_verified: false };
    const { fragment } = await signIn('/');
    expect(fragment.get('error')).toBe(apiMessages.googleEmailUnverified);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'victim@gmail.example'));
    expect(row.googleSubject).toBeNull();
  });

  it('refuses to link an email already linked to another Google account', async () => {
    identity = { sub: 'google-first-owner', email: 'shared@gmail.example', email_verified: true };
    await signIn('/');
    identity = { sub: 'google-second-owner', email: 'shared@gmail.example', email_verified: true };
    const { fragment } = await signIn('/');
    expect(fragment.get('error')).toBe(apiMessages.googleAccountMismatch);
  });

  describe('login fixation: the code works only in the tab that started the sign-in', () => {
    it('never puts a token in the URL; the code is stored only as a hash', async () => {
      identity = { sub: 'google-fixation', email: 'fix@gmail.example', email_verified: true };
      const { url, fragment } = await signIn('/');
      expect(fragment.get('accessToken')).toBeNull();
      expect(url.hash).not.toMatch(/ey[\w-]+\.ey/); // no JWT anywhere in the URL
      const code = fragment.get('code')!;
      expect(code).toMatch(/^[\w-]{43}$/);
      const rows = await t.db.select().from(signInCodes);
      expect(rows.map((r) => r.codeHash)).toContain(createHash('sha256').update(code).digest('base64url'));
      expect(rows.map((r) => r.codeHash)).not.toContain(code);
    });

    it("refuses someone else's code without their verifier, and the code is burned", async () => {
      identity = { sub: 'google-victim-of-fixation', email: 'attacker@gmail.example', email_verified: true };
      const attackers = await signIn('/');
      const code = attackers.fragment.get('code')!;
      // The victim's tab has its own verifier (or none): the attacker's code is worth nothing there.
      const res = await exchange(code, newVerifier().verifier).expect(400);
      expect(res.body.message).toBe(apiMessages.googleSignInFailed);
      await exchange(code, attackers.verifier).expect(400); // one try per code
    });

    it('works once, and not after a minute', async () => {
      identity = { sub: 'google-once', email: 'once@gmail.example', email_verified: true };
      const first = await signIn('/');
      await exchange(first.fragment.get('code'), first.verifier).expect(200);
      await exchange(first.fragment.get('code'), first.verifier).expect(400);
      const late = await signIn('/');
      await t.db.update(signInCodes).set({ expiresAt: new Date(Date.now() - 1000) });
      await exchange(late.fragment.get('code'), late.verifier).expect(400);
    });

    it('refuses a start without a binding (nobody could finish it)', async () => {
      const res = await fetch(`${t.url}/auth/google?returnTo=/x`, { redirect: 'manual' });
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${shell}/login`);
      expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe(apiMessages.googleSignInFailed);
    });
  });

  it('ends at the login page with a message when the person cancels at the provider', async () => {
    const browser = new CookieBrowser();
    const start = await browser.get(`${t.url}/auth/google?binding=${newVerifier().binding}`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const { location } = await browser.follow(
      `${t.url}/auth/google/callback?error=access_denied&state=${state}`,
      (url) => url.startsWith(shell),
      1,
    );
    expect(new URLSearchParams(new URL(location).hash.slice(1)).get('error')).toBe(apiMessages.googleSignInFailed);
  });
});

describe('Google sign-in when the shop has not configured it', () => {
  let t: TestApp;
  const log = jsonLogLines();
  beforeAll(
    async () => (t = await createTestApp({ PUBLIC_SHELL_URL: shell, LOG_LEVEL: 'info' }, { logTo: log.stream })),
  );
  afterAll(() => t.close());

  it('says so, with a message the UI can show', async () => {
    await t.http.get('/auth/providers').expect(200, { google: false });
    // Not a fault of the server: a route this shop does not offer (404), not an outage (503).
    const res = await t.http.get('/auth/google').set('X-Request-Id', 'google-off-1').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: apiMessages.googleNotConfigured });
    const callback = await t.http.get('/auth/google/callback?code=x&state=y').expect(302);
    expect(callback.headers.location).toBe(
      `${shell}/login#${new URLSearchParams({ error: apiMessages.googleNotConfigured })}`,
    );
  });

  it('logs the refusal as one request line, with no error and no stack trace', async () => {
    await t.http.get('/auth/google?returnTo=/x').set('X-Request-Id', 'google-off-2').expect(404);
    const mine = log.lines.filter((line) => line.request_id === 'google-off-2');
    expect(mine).toEqual([expect.objectContaining({ level: 'info', msg: 'request completed' })]);
    expect(log.lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });
});
