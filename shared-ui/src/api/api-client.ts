import { isPublicRead, uiMessages } from '@phoneparts/contracts';
import { ApiRequestError, messageFromBody } from './api-request-error';
import { toListPage, type ListPage } from './list-page';

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  /** GET a bounded list: the body's array with the total (`X-Total-Count`) and page links (`Link`). */
  getPage<T>(path: string): Promise<ListPage<T>>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** '/images/..' → apiUrl + path; absolute (http:, https:, data:, //host) URLs unchanged. */
  assetUrl(pathOrUrl: string): string;
  /**
   * Starts `GET path` now for a page whose code is still loading: the page's own first `get` or
   * `getPage` of that path takes this answer (once, with the same token, within `prefetchLifetimeMs`)
   * instead of asking again. Resolves to the body, for the caller's own use (e.g. preloading a picture).
   */
  prefetch(path: string): Promise<unknown>;
  /**
   * The prefetched answer of `path` that its page has not taken yet (same token, still fresh), without
   * taking it: to draw the page from it before the page's own read settles. Undefined when there is none.
   */
  prefetched(path: string): PrefetchedAnswer | undefined;
}

export interface PrefetchedAnswer {
  /** Resolves to the body when the answer arrives; rejects when the read fails. */
  readonly body: Promise<unknown>;
  /** The body once it has arrived, so it can be drawn in the same render. */
  readonly arrived: { body: unknown } | undefined;
}

/**
 * How long a prefetched answer may wait for its page: long enough for a remote to load on a slow
 * phone, short enough that the stock it shows is fresh.
 */
export const prefetchLifetimeMs = 10_000;

export interface ApiClientOptions {
  baseUrl: string;
  /** Read on every call, so a sign-in or sign-out takes effect without a new client. */
  getToken(): string | null;
  /** Called on a 401 answer to a call that carried a token (the session ended or was revoked). */
  onUnauthorized?(): void;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The typed client every app uses to call the API: bearer token, JSON in and out, readable errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ payload: unknown; headers: Headers }> {
    // A read answered alike for everyone goes without the token: no CORS preflight, no token check.
    const token = method === 'GET' && isPublicRead(path) ? null : options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(joinUrl(baseUrl, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiRequestError(uiMessages.networkError, 0, cause);
    }

    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.();
      throw new ApiRequestError(
        messageFromBody(payload, response.statusText || `HTTP ${response.status}`),
        response.status,
        payload,
      );
    }
    return { payload, headers: response.headers };
  }

  const bodyOf = async <T>(answer: Promise<{ payload: unknown }>) => (await answer).payload as T;

  type Answer = ReturnType<typeof request>;
  interface Kept {
    token: string | null;
    at: number;
    answer: Answer;
    /** What `prefetched` hands out: one per answer, so looking it up twice leaves no promise unwatched. */
    view: PrefetchedAnswer;
  }
  const prefetched = new Map<string, Kept>();
  /** The prefetched answer of `path` if it is still good for this caller. */
  function usablePrefetch(path: string): Kept | undefined {
    const kept = prefetched.get(path);
    return kept && kept.token === options.getToken() && Date.now() - kept.at <= prefetchLifetimeMs ? kept : undefined;
  }
  /** A GET's answer: the prefetched one if it is still good for this caller, else a new request. */
  function getAnswer(path: string): Answer {
    const usable = usablePrefetch(path);
    prefetched.delete(path);
    return usable ? usable.answer : request('GET', path);
  }

  return {
    get: (path) => bodyOf(getAnswer(path)),
    getPage: async (path) => {
      const { payload, headers } = await getAnswer(path);
      return toListPage(payload, headers);
    },
    prefetch: (path) => {
      const answer = request('GET', path);
      const body = bodyOf(answer);
      let arrived: { body: unknown } | undefined;
      // Nobody may take it: a failure is then nobody's business (the page asks again and reports its own).
      body.then(
        (payload) => void (arrived = { body: payload }),
        () => undefined,
      );
      const view: PrefetchedAnswer = {
        body,
        get arrived() {
          return arrived;
        },
      };
      prefetched.set(path, { token: options.getToken(), at: Date.now(), answer, view });
      return body;
    },
    prefetched: (path) => usablePrefetch(path)?.view,
    post: (path, body) => bodyOf(request('POST', path, body)),
    put: (path, body) => bodyOf(request('PUT', path, body)),
    patch: (path, body) => bodyOf(request('PATCH', path, body)),
    delete: (path) => bodyOf(request('DELETE', path)),
    assetUrl: (pathOrUrl) => (isAbsoluteUrl(pathOrUrl) ? pathOrUrl : joinUrl(baseUrl, pathOrUrl)),
  };
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
