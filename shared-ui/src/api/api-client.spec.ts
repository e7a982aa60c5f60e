/** @jest-environment node */
import { uiMessages } from '@phoneparts/contracts';
import { createApiClient, prefetchLifetimeMs } from './api-client';
import { ApiRequestError } from './api-request-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApiClient', () => {
  it('sends JSON with the current bearer token and returns the parsed answer', async () => {
    const fetch = jest.fn(async () => jsonResponse(200, { ok: 1 }));
    let token: string | null = 'tok-1';
    const api = createApiClient({ baseUrl: 'http://api.test/', getToken: () => token, fetch });

    await expect(api.post('/parts', { name: 'Screen' })).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenLastCalledWith('http://api.test/parts', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' },
      body: JSON.stringify({ name: 'Screen' }),
    });

    token = null;
    await api.get('parts');
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/parts');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeUndefined();
  });

  it('reads what everyone sees without the token (no CORS preflight); other reads and every write carry it', async () => {
    const fetch = jest.fn(async () => jsonResponse(200, {}));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok-1', fetch });
    const authorizationOf = (call: number) =>
      ((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization;

    await api.get('/purchase/p1');
    await api.getPage('/parts?sort=price');
    await api.get('/myOrders/order/o1');
    await api.post('/reviews', { comment: 'Good' });
    expect([0, 1, 2, 3].map(authorizationOf)).toEqual([undefined, undefined, 'Bearer tok-1', 'Bearer tok-1']);
  });

  it('ends the session on a 401 only for a call that carried the token', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'tok-1',
      onUnauthorized,
      fetch: async () => jsonResponse(401, { message: 'Please sign in' }),
    });
    await api.get('/parts').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await api.get('/auth/me').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
  ] as const)('%s uses HTTP %s', async (method, verb) => {
    const fetch = jest.fn(async () => jsonResponse(200, {}));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    await (api[method] as (p: string) => Promise<unknown>)('/x');
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe(verb);
  });

  it("turns an error answer into ApiRequestError carrying the API's message, status and body", async () => {
    const body = { statusCode: 409, message: "Quantity can't be greater than 3", error: 'Conflict' };
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => jsonResponse(409, body),
    });
    const error = await api.post('/myOrders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "Quantity can't be greater than 3", status: 409, body });
  });

  it('joins a list of validation messages', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => jsonResponse(400, { message: ['Email is required.', 'Password is required.'] }),
    });
    await expect(api.post('/auth/login', {})).rejects.toThrow('Email is required.\nPassword is required.');
  });

  it('reports a network failure with a readable message and status 0', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/parts')).rejects.toMatchObject({ message: uiMessages.networkError, status: 0 });
  });

  it('calls onUnauthorized on a 401 to a call that carried a token only', async () => {
    const onUnauthorized = jest.fn();
    let token: string | null = 'expired';
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => token,
      onUnauthorized,
      fetch: async () => jsonResponse(401, { message: 'Unauthorized' }),
    });
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    token = null;
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('returns undefined for an empty answer', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => new Response(null, { status: 204 }),
    });
    await expect(api.delete('/x')).resolves.toBeUndefined();
  });

  it('assetUrl prefixes API paths and leaves absolute URLs alone', () => {
    const api = createApiClient({ baseUrl: 'http://api.test/', getToken: () => null });
    expect(api.assetUrl('/images/parts/screen.svg')).toBe('http://api.test/images/parts/screen.svg');
    expect(api.assetUrl('images/a.png')).toBe('http://api.test/images/a.png');
    expect(api.assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(api.assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(api.assetUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
  });
});

describe('getPage', () => {
  it('reads the body with X-Total-Count and the Link relations', async () => {
    const headers = {
      'content-type': 'application/json',
      'x-total-count': '120',
      link: '<http://api.test/parts?page=1&limit=50>; rel="first", <http://api.test/parts?page=3&limit=50>; rel="next", <http://api.test/parts?page=3&limit=50>; rel="last"',
    };
    const fetch = jest.fn(async () => new Response(JSON.stringify([{ _id: 'p1' }]), { status: 200, headers }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    await expect(api.getPage('/parts?page=2&limit=50')).resolves.toEqual({
      items: [{ _id: 'p1' }],
      total: 120,
      links: {
        first: 'http://api.test/parts?page=1&limit=50',
        next: 'http://api.test/parts?page=3&limit=50',
        last: 'http://api.test/parts?page=3&limit=50',
      },
    });
    expect(fetch).toHaveBeenCalledWith(
      'http://api.test/parts?page=2&limit=50',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('takes the body as the whole list when the API sends no total', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => jsonResponse(200, [1, 2]),
    });
    await expect(api.getPage('/reviews')).resolves.toEqual({ items: [1, 2], total: 2, links: {} });
  });

  it('fails like every other call', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch: async () => jsonResponse(400, { message: 'limit must be at most 100' }),
    });
    await expect(api.getPage('/parts?limit=1000')).rejects.toMatchObject({
      status: 400,
      message: 'limit must be at most 100',
    });
  });
});

describe('prefetch', () => {
  const part = { _id: 'p1', picture: '/images/parts/p1.svg' };

  it("answers the page's first GET of the path with the prefetched answer, once", async () => {
    const fetch = jest.fn(async () => jsonResponse(200, part));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch });

    await expect(api.prefetch('/purchase/p1')).resolves.toEqual(part);
    await expect(api.get('/purchase/p1')).resolves.toEqual(part);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next read (a refresh, a second visit) asks the API again.
    await api.get('/purchase/p1');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another path, another token or after its lifetime', async () => {
    const fetch = jest.fn(async () => jsonResponse(200, part));
    let token = 'tok-a';
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => token, fetch });

    void api.prefetch('/myOrders/order/o1');
    await api.get('/myOrders/order/o2');
    expect(fetch).toHaveBeenCalledTimes(2);

    void api.prefetch('/myOrders/order/o1');
    token = 'tok-b';
    await api.get('/myOrders/order/o1');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(fetch.mock.calls[3]).toEqual([
      'http://api.test/myOrders/order/o1',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok-b' }) }),
    ]);

    jest.useFakeTimers({ now: Date.now() });
    try {
      void api.prefetch('/myOrders/order/o1');
      jest.setSystemTime(Date.now() + prefetchLifetimeMs + 1);
      await api.get('/myOrders/order/o1');
      expect(fetch).toHaveBeenCalledTimes(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the page the same error it would have had, and leaves no unhandled rejection when nobody takes it', async () => {
    const fetch = jest.fn(async () => jsonResponse(404, { message: 'Part not found' }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });

    const early = api.prefetch('/purchase/gone');
    await expect(early).rejects.toThrow('Part not found');
    await expect(api.get('/purchase/gone')).rejects.toMatchObject({ status: 404, message: 'Part not found' });
    expect(fetch).toHaveBeenCalledTimes(1);

    void api.prefetch('/purchase/never-read').catch(() => undefined);
  });

  it('lets a preview look at the answer without taking it: its body once arrived, nothing for another token or once the page took it', async () => {
    let answer!: (response: Response) => void;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    let token = 'tok';
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => token, fetch });

    expect(api.prefetched('/purchase/p1')).toBeUndefined();
    void api.prefetch('/purchase/p1');
    const early = api.prefetched('/purchase/p1')!;
    expect(early.arrived).toBeUndefined();
    answer(jsonResponse(200, part));
    await expect(early.body).resolves.toEqual(part);
    expect(early.arrived).toEqual({ body: part });
    expect(api.prefetched('/purchase/p1')?.arrived).toEqual({ body: part });

    token = 'other';
    expect(api.prefetched('/purchase/p1')).toBeUndefined();
    token = 'tok';
    await expect(api.get('/purchase/p1')).resolves.toEqual(part);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(api.prefetched('/purchase/p1')).toBeUndefined();
  });

  it("a failed prefetch never counts as arrived; its body rejects with the API's message", async () => {
    const fetch = jest.fn(async () => jsonResponse(404, { message: 'Part not found' }));
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    void api.prefetch('/purchase/gone').catch(() => undefined);
    const early = api.prefetched('/purchase/gone')!;
    await expect(early.body).rejects.toThrow('Part not found');
    expect(early.arrived).toBeUndefined();
  });

  it('a failed prefetch that nobody awaits is not an unhandled rejection, however often it is looked up', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const fetch = jest.fn(async () => jsonResponse(503, { message: 'Service unavailable' }));
      const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
      void api.prefetch('/purchase/p1').catch(() => undefined);
      // React's StrictMode runs a page's lookup twice in development and keeps one of the two answers.
      const first = api.prefetched('/purchase/p1')!;
      expect(api.prefetched('/purchase/p1')).toBe(first);
      await first.body.catch(() => undefined);
      await new Promise((settled) => setTimeout(settled, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('serves getPage too', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify([part]), { headers: { 'x-total-count': '1', 'content-type': 'application/json' } }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    void api.prefetch('/parts?page=1');
    await expect(api.getPage('/parts?page=1')).resolves.toMatchObject({ items: [part], total: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
