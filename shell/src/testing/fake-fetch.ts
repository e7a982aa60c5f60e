/** A scripted API for tests: `'POST /auth/login': (body) => [200, {...}]`. Records every call. */
export type FakeRoute = (
  body: unknown,
  headers: Record<string, string>,
) => [number, unknown] | Promise<[number, unknown]>;

interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname}`];
    const [status, answer] = route
      ? await route(body, headers)
      : [404, { statusCode: 404, message: `no fake for ${method} ${path}` }];
    return responseLike(status, answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** jsdom has no Response; the API client needs only these members. */
function responseLike(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}
