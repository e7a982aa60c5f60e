import { ApiRequestError, type ApiClient } from '@phoneparts/shared-ui';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Answer = unknown | ((body: unknown) => unknown);

export interface FakeApi extends ApiClient {
  /** Every call in order, for asserting what the page sent. */
  calls: { method: Method; path: string; body?: unknown }[];
  /** Sets (or replaces) the answer to `METHOD path`: a value, or a function of the request body. */
  answer(method: Method, path: string, answer: Answer): FakeApi;
  has(method: Method, path: string): boolean;
}

/**
 * A small in-memory ApiClient for component tests: answers are keyed by method and path. A call
 * nobody answered fails like a 404, so a page calling the wrong path shows up as a test failure.
 */
export function createFakeApi(answers: Record<string, Answer> = {}): FakeApi {
  const table = new Map<string, Answer>(Object.entries(answers));
  const calls: FakeApi['calls'] = [];

  async function call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    calls.push(body === undefined ? { method, path } : { method, path, body });
    const key = `${method} ${path}`;
    if (!table.has(key)) throw new ApiRequestError(`No fake answer for ${key}`, 404, undefined);
    const answer = table.get(key);
    const value = typeof answer === 'function' ? await answer(body) : answer;
    // A copy, so a page that edits its data cannot change the next answer.
    return (value === undefined ? undefined : structuredClone(value)) as T;
  }

  const api: FakeApi = {
    calls,
    answer(method, path, answer) {
      table.set(`${method} ${path}`, answer);
      return api;
    },
    has: (method, path) => table.has(`${method} ${path}`),
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
    assetUrl: (pathOrUrl) => (pathOrUrl.startsWith('/') ? `http://api.test${pathOrUrl}` : pathOrUrl),
  };
  return api;
}

/** An answer that never arrives (to see a loading state). */
export const never = () => new Promise<never>(() => undefined);

/** An answer that fails the way the API does: `{statusCode, message}`. */
export const failWith = (status: number, message: string) => () => {
  throw new ApiRequestError(message, status, { statusCode: status, message });
};
