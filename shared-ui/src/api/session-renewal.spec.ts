/** @jest-environment node */
import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { createApiClient } from './api-client';
import { expiresSoon } from './token-expiry';

const user = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann', photoURL: null, emailVerified: true };
/** A JWT-shaped token (the client reads only `exp`; the API checks the signature). */
const jwt = (name: string, secondsLeft: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft, name })).toString('base64url')}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: /auth/refresh answers `refresh()`; other calls answer 401 to any token but `valid`. */
function fakeApi(refresh: () => Response | Promise<Response>) {
  const state = { valid: '' };
  const calls: Array<{ path: string; authorization?: string; credentials?: RequestCredentials }> = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const authorization = (init?.headers as Record<string, string>).Authorization;
    calls.push({ path, authorization, credentials: init?.credentials });
    if (path === '/auth/refresh') return refresh();
    return authorization === `Bearer ${state.valid}`
      ? json(200, { ok: true })
      : json(401, { message: 'Please sign in' });
  });
  return { state, calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

function client(api: ReturnType<typeof fakeApi>, token: { current: string | null }) {
  const onUnauthorized = jest.fn(() => (token.current = null));
  const onRenewed = jest.fn((session: { accessToken: string }) => (token.current = session.accessToken));
  const http = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => token.current,
    onUnauthorized,
    onRenewed,
    fetch: api.fetch,
  });
  return { http, onUnauthorized, onRenewed };
}

describe('silent session renewal', () => {
  it('renews a token about to expire before the call, with the refresh cookie, and sends the new one', async () => {
    const fresh = jwt('fresh', 300);
    const api = fakeApi(() => json(200, { accessToken: fresh, user }));
    api.state.valid = fresh;
    const token = { current: jwt('old', 10) };
    const { http, onRenewed, onUnauthorized } = client(api, token);

    await expect(http.post('/cart/checkout', {})).resolves.toEqual({ ok: true });
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/refresh', '/cart/checkout']);
    expect(api.calls[0]).toMatchObject({ credentials: 'include', authorization: undefined });
    expect(api.calls[1]).toMatchObject({ authorization: `Bearer ${fresh}`, credentials: undefined });
    expect(onRenewed).toHaveBeenCalledWith({ accessToken: fresh, user });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('renews once after a 401 and sends the call again; a second 401 signs out', async () => {
    const fresh = jwt('fresh', 300);
    const api = fakeApi(() => json(200, { accessToken: fresh, user }));
    api.state.valid = fresh;
    const token = { current: jwt('revoked', 300) };
    const { http, onUnauthorized } = client(api, token);
    await expect(http.get('/auth/me')).resolves.toEqual({ ok: true });
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/me', '/auth/refresh', '/auth/me']);
    expect(onUnauthorized).not.toHaveBeenCalled();

    api.state.valid = 'nothing works';
    await expect(http.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(2);
  });

  it('renews after a 401 to a file download too, and reads the file sent again', async () => {
    const fresh = jwt('fresh', 300);
    const api = fakeApi(() => json(200, { accessToken: fresh, user }));
    api.state.valid = fresh;
    const token = { current: jwt('revoked', 300) };
    const { http, onUnauthorized } = client(api, token);

    const file = await http.getFile('/myOrders/o1/invoice.pdf');
    expect(JSON.parse(await file.text())).toEqual({ ok: true });
    expect(api.calls.map((c) => c.path)).toEqual([
      '/myOrders/o1/invoice.pdf',
      '/auth/refresh',
      '/myOrders/o1/invoice.pdf',
    ]);
    expect(api.calls[2].authorization).toBe(`Bearer ${fresh}`);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('renews once for calls that find the token expiring together (one refresh token, presented once)', async () => {
    const fresh = jwt('fresh', 300);
    const api = fakeApi(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return json(200, { accessToken: fresh, user });
    });
    api.state.valid = fresh;
    const { http } = client(api, { current: jwt('old', 0) });
    await Promise.all([http.get('/cart'), http.get('/myOrders/a'), http.post('/reviews', {})]);
    expect(api.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the session is over (the refresh cookie refused), without sending the call', async () => {
    const api = fakeApi(() => json(401, { message: apiMessages.signInRequired }));
    const token = { current: jwt('old', 0) };
    const { http, onUnauthorized } = client(api, token);
    await expect(http.post('/reviews', {})).rejects.toMatchObject({ status: 401, message: apiMessages.signInRequired });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/refresh']);
  });

  it('keeps the session when the API cannot be reached to renew', async () => {
    const api = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const token = { current: jwt('revoked', 300) };
    const { http, onUnauthorized } = client(api, token);
    await expect(http.get('/auth/me')).rejects.toMatchObject({ status: 0, message: uiMessages.networkError });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(token.current).not.toBeNull();
  });

  it('sends cookies only with the calls that set, clear or read the refresh cookie', async () => {
    const api = fakeApi(() => json(200, { accessToken: jwt('x', 300), user }));
    const { http } = client(api, { current: null });
    for (const path of ['/auth/login', '/auth/signup', '/auth/google/exchange', '/reviews'])
      await http.post(path, {}).catch(() => undefined);
    expect(api.calls.map((c) => c.credentials)).toEqual(['include', 'include', 'include', undefined]);
  });
});

describe('expiresSoon', () => {
  it('is true within the last 30 seconds, false before, and false for what is not a JWT', () => {
    expect(expiresSoon(jwt('a', 10))).toBe(true);
    expect(expiresSoon(jwt('a', -10))).toBe(true);
    expect(expiresSoon(jwt('a', 120))).toBe(false);
    expect(expiresSoon('jwt')).toBe(false);
    expect(expiresSoon('a.b%.c')).toBe(false);
  });
});
