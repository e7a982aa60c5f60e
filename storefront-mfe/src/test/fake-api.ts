import { ApiRequestError, type ApiClient } from '@phoneparts/shared-ui';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FakeRoute = (body: unknown) => unknown;
export interface FakeCall {
  method: Method;
  path: string;
  body: unknown;
}

/**
 * An in-memory stand-in for shared-ui's ApiClient: routes are 'METHOD /path' → handler. A handler
 * throws (e.g. an ApiRequestError) to answer with an error; an unknown route is a 404, so a test
 * that calls something unexpected fails loudly. The real API is exercised by the e2e tests.
 */
export function createFakeApi(routes: Record<string, FakeRoute>): ApiClient & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new ApiRequestError(`No fake route for ${method} ${path}`, 404, undefined);
    // A copy, as over the wire: the store freezes what it keeps, the fake must not share objects with it.
    const answer = await route(body);
    return (answer === undefined ? undefined : JSON.parse(JSON.stringify(answer))) as T;
  };
  return {
    calls,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
    assetUrl: (pathOrUrl) => (pathOrUrl.startsWith('/') ? `http://api.test${pathOrUrl}` : pathOrUrl),
  };
}

/** A promise the test settles by hand, to look at loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
