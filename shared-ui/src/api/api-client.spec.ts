/** @jest-environment node */
import { uiMessages } from '@phoneparts/contracts';
import { createApiClient } from './api-client';
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

describe('getFile', () => {
  it('reads the answer as a Blob with the token, whatever its type', async () => {
    const pdf = '%PDF-1.7 invoice';
    const fetch = jest.fn(
      async () => new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok-1', fetch });
    const file = await api.getFile('/myOrders/o1/invoice.pdf');
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe(pdf);
    expect(fetch).toHaveBeenCalledWith('http://api.test/myOrders/o1/invoice.pdf', {
      method: 'GET',
      headers: { Accept: '*/*', Authorization: 'Bearer tok-1' },
      body: undefined,
    });
  });

  it("fails with the API's JSON message, not a Blob of it", async () => {
    const message = 'This order has no invoice yet: an invoice is issued when the order is paid.';
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'tok-1',
      fetch: async () => jsonResponse(404, { statusCode: 404, message }),
    });
    await expect(api.getFile('/myOrders/o1/invoice.pdf')).rejects.toMatchObject({ message, status: 404 });
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
