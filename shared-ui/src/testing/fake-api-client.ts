import type { ApiClient } from '../api/api-client';
import { ApiRequestError } from '../api/api-request-error';
import type { ListPage, PageLinks } from '../api/list-page';

export type FakeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the fake answers to one `METHOD /path`: a value, or a function of the request body that returns
 * the value (or a promise of it) or throws to answer with an error (see `failWith`).
 */
export type FakeAnswer = unknown;

export interface FakeCall {
  method: FakeMethod;
  path: string;
  /** Absent when the call sent no body. */
  body?: unknown;
}

export interface FakeApiClient extends ApiClient {
  /** Every call in order, for asserting what the page sent. */
  calls: FakeCall[];
  /** Sets (or replaces) the answer to `METHOD path`. */
  answer(method: FakeMethod, path: string, answer: FakeAnswer): FakeApiClient;
  has(method: FakeMethod, path: string): boolean;
}

/**
 * An in-memory ApiClient for component tests, answers keyed by `'METHOD /path'`. A call nobody answered
 * fails like a 404, so a page calling the wrong path shows up as a test failure. The real API is
 * exercised by the e2e tests.
 */
export function createFakeApi(answers: Record<string, FakeAnswer> = {}): FakeApiClient {
  const table = new Map<string, FakeAnswer>(Object.entries(answers));
  const calls: FakeCall[] = [];

  async function answerTo(method: FakeMethod, path: string, body?: unknown): Promise<unknown> {
    calls.push(body === undefined ? { method, path } : { method, path, body });
    const key = `${method} ${path}`;
    if (!table.has(key)) throw new ApiRequestError(`No fake answer for ${key}`, 404, undefined);
    const answer = table.get(key);
    return typeof answer === 'function' ? answer(body) : answer;
  }

  async function call<T>(method: FakeMethod, path: string, body?: unknown): Promise<T> {
    const value = await answerTo(method, path, body);
    // A JSON copy, as over the wire: a page (or a store that freezes what it keeps) never shares objects
    // with the test's fixtures or with the next answer.
    return (value === undefined ? undefined : JSON.parse(JSON.stringify(value))) as T;
  }

  const api: FakeApiClient = {
    calls,
    answer(method, path, answer) {
      table.set(`${method} ${path}`, answer);
      return api;
    },
    has: (method, path) => table.has(`${method} ${path}`),
    get: (path) => call('GET', path),
    // An array answers as the whole list (what an API without paging headers sends); `listPage()`
    // answers one page of a longer list with its total and links.
    getPage: async <T>(path: string) => {
      const answer = await call<T[] | ListPage<T>>('GET', path);
      return Array.isArray(answer) ? { items: answer, total: answer.length, links: {} } : answer;
    },
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
    // A file answers as a Blob of the answer's text (a string) with its type, like the real client's.
    getFile: async (path) => {
      const value = await answerTo('GET', path);
      return value instanceof Blob ? value : new Blob([String(value)], { type: 'application/pdf' });
    },
    assetUrl: (pathOrUrl) => (pathOrUrl.startsWith('/') ? `http://api.test${pathOrUrl}` : pathOrUrl),
  };
  return api;
}

/** One page of a bounded list, as `getPage` reads it from the body and the paging headers. */
export function listPage<T>(
  items: T[],
  { total = items.length, links = {} }: { total?: number; links?: PageLinks } = {},
): ListPage<T> {
  return { items, total, links };
}

/** An answer that never arrives (to see a loading state). */
export const never = () => new Promise<never>(() => undefined);

/** An answer that fails the way the API does: `{statusCode, message}` and any more of its body (`issues`). */
export const failWith =
  (status: number, message: string, body: Record<string, unknown> = {}) =>
  () => {
    throw new ApiRequestError(message, status, { statusCode: status, message, ...body });
  };

/** A promise the test settles by hand, to look at loading states and then what follows them. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
