import { apiMessages } from '@phoneparts/contracts';
import { signUp } from '../../test/account-fixtures';
import { refreshCookieName, refreshTokenOf } from '../../test/session-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const shell = 'http://localhost:3000';

/** A browser's preflight before a credentialed JSON POST, over real HTTP. */
function preflight(url: string, path: string, origin: string) {
  return fetch(`${url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
}

/**
 * The shop's own origins (CORS_ORIGINS, the shell's by default) are the only pages that may read the
 * API's answers with credentials and renew a session. In development, http://127.0.0.1:3000 is the
 * same shop as http://localhost:3000; in production only what is listed counts.
 */
describe('the shop’s own origins: CORS and POST /auth/refresh', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        PUBLIC_SHELL_URL: shell,
        CORS_ORIGINS: `${shell},https://shop.example`,
        RATE_LIMIT_PER_MINUTE: '1000',
      })),
  );
  afterAll(() => t.close());

  async function refreshToken(email: string): Promise<string> {
    await signUp(t, email);
    return refreshTokenOf(await t.http.post('/auth/login').send({ email, password: 'Current#123' }).expect(200));
  }
  const refreshFrom = (token: string, origin?: string) => {
    const call = t.http.post('/auth/refresh').set('Cookie', `${refreshCookieName}=${token}`);
    return origin === undefined ? call : call.set('Origin', origin);
  };

  it('refuses a renewal from a same-site page on another port, and the session stays as it was', async () => {
    const token = await refreshToken('other-port@example.com');
    for (const origin of ['http://localhost:3005', 'https://admin.shop.example', 'null']) {
      const res = await refreshFrom(token, origin).expect(403);
      expect(res.body.message).toBe(apiMessages.refreshOriginRefused);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Not spent: the shop's own page renews with the same token.
    await refreshFrom(token, shell).expect(200);
  });

  it("renews from the shop's own origins, their loopback spellings in development, and without Origin", async () => {
    let token = await refreshToken('own-origin@example.com');
    for (const origin of [shell, 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://shop.example', undefined])
      token = refreshTokenOf(await refreshFrom(token, origin).expect(200));
  });

  it('answers the preflight of a page opened at http://127.0.0.1:3000 (development)', async () => {
    for (const path of ['/auth/login', '/auth/refresh']) {
      const res = await preflight(t.url, path, 'http://127.0.0.1:3000');
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    }
    // Another port is another shop, whatever its host is called.
    const other = await preflight(t.url, '/auth/login', 'http://127.0.0.1:3005');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the shop’s own origins in production', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop:shop@127.0.0.1:1/never-reached',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SMTP_URL: 'smtp://127.0.0.1:1',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        CORS_ORIGINS: shell,
        SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
        SELLER_ADDRESS: '5 Dock Road | London E16 1AA',
        SELLER_TAX_ID: 'GB123456789',
      })),
  );
  afterAll(() => t.close());

  it('allows exactly the listed origins: no loopback spelling is added', async () => {
    const listed = await preflight(t.url, '/auth/login', shell);
    expect(listed.headers.get('access-control-allow-origin')).toBe(shell);
    const other = await preflight(t.url, '/auth/login', 'http://127.0.0.1:3000');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const refresh = await t.http
      .post('/auth/refresh')
      .set('Origin', 'http://127.0.0.1:3000')
      .set('Cookie', `${refreshCookieName}=x`);
    expect(refresh.status).toBe(403);
  });
});
