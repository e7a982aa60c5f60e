import {
  carriesSessionCookie,
  isPublicRead,
  refreshPath,
  signInRequiredMessage,
  shellMessages,
  type AuthResponse,
} from '@phoneparts/contracts';
import { ApiRequestError, messageFromBody } from './api-request-error';
import { toListPage, type ListPage } from './list-page';
import type { RenewalOutcome } from './session-renewal';
import { expiresSoon } from './token-expiry';

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  /** GET a bounded list: the body's array with the total (`X-Total-Count`) and page links (`Link`). */
  getPage<T>(path: string): Promise<ListPage<T>>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** GET a file (a PDF …) as a Blob, with the same token, renewal and readable errors as every call. */
  getFile(path: string): Promise<Blob>;
  /** '/images/..' → apiUrl + path; absolute (http:, https:, data:, //host) URLs unchanged. */
  assetUrl(pathOrUrl: string): string;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** Read on every call, so a sign-in or sign-out takes effect without a new client. */
  getToken(): string | null;
  /** Called on a 401 answer to a call that carried a token (the session ended or was revoked). */
  onUnauthorized?(): void;
  /**
   * Turns on silent renewal: a token about to expire, or refused once with 401, is renewed with the
   * refresh cookie (POST /auth/refresh) and the call goes (again) with the new one. Called with the
   * renewed session, which the app stores like a sign-in.
   */
  onRenewed?(session: AuthResponse): void;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The typed client every app uses to call the API: bearer token, JSON in and out, readable errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const renew = options.onRenewed ? renewalLoadedOnUse(baseUrl, doFetch, options.onRenewed) : null;

  /** The token to send: none for a public read; renewed first when it is about to expire. */
  async function tokenFor(method: Method, path: string): Promise<string | null> {
    // A read answered alike for everyone goes without the token: no CORS preflight, no token check.
    if (method === 'GET' && isPublicRead(path)) return null;
    const token = options.getToken();
    if (!token || !renew || path === refreshPath || !expiresSoon(token)) return token;
    const outcome = await renew();
    if (outcome === 'ended') return endSession();
    return typeof outcome === 'object' ? outcome.session.accessToken : token;
  }

  function endSession(): never {
    options.onUnauthorized?.();
    throw new ApiRequestError(signInRequiredMessage, 401, undefined);
  }

  /** After a 401 to a call with a token: renew once and say whether to try again. */
  async function renewedAfterRefusal(retried: boolean): Promise<boolean> {
    const outcome: RenewalOutcome | 'none' = renew && !retried ? await renew() : 'none';
    if (typeof outcome === 'object') return true;
    // No answer from the API: this is not the end of the session (the stored token stays).
    if (outcome === 'unreachable') throw new ApiRequestError(shellMessages.networkError, 0, undefined);
    options.onUnauthorized?.();
    return false;
  }

  async function request(
    method: Method,
    path: string,
    body?: unknown,
    retried = false,
    file = false,
  ): Promise<{ payload: unknown; headers: Headers }> {
    const token = await tokenFor(method, path);
    // A file's refusal still answers JSON ({ message }), read like any other.
    const headers: Record<string, string> = { Accept: file ? '*/*' : 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(joinUrl(baseUrl, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // Sign-in, sign-out and renewal answers set or clear the refresh cookie: only they carry cookies.
        ...(carriesSessionCookie(path) ? { credentials: 'include' as const } : {}),
      });
    } catch (cause) {
      throw new ApiRequestError(shellMessages.networkError, 0, cause);
    }

    const payload = file && response.ok ? await response.blob() : await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && token && (await renewedAfterRefusal(retried)))
        return request(method, path, body, true, file);
      throw new ApiRequestError(
        messageFromBody(payload, response.statusText || `HTTP ${response.status}`),
        response.status,
        payload,
      );
    }
    return { payload, headers: response.headers };
  }

  const bodyOf = async <T>(answer: Promise<{ payload: unknown }>) => (await answer).payload as T;

  return {
    get: (path) => bodyOf(request('GET', path)),
    getPage: async (path) => {
      const { payload, headers } = await request('GET', path);
      return toListPage(payload, headers);
    },
    post: (path, body) => bodyOf(request('POST', path, body)),
    put: (path, body) => bodyOf(request('PUT', path, body)),
    patch: (path, body) => bodyOf(request('PATCH', path, body)),
    delete: (path) => bodyOf(request('DELETE', path)),
    getFile: (path) => bodyOf(request('GET', path, undefined, false, true)),
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

/**
 * The renewal, loaded at its first use: a session renews every few minutes at most, and a visitor never,
 * so its code stays out of every page's first load. A load that fails (offline) is tried again next time.
 */
function renewalLoadedOnUse(
  baseUrl: string,
  doFetch: typeof fetch,
  onRenewed: (session: AuthResponse) => void,
): () => Promise<RenewalOutcome> {
  let renewal: Promise<() => Promise<RenewalOutcome>> | null = null;
  return async () => {
    renewal ??= import('./session-renewal').then(({ createSessionRenewal }) =>
      createSessionRenewal(baseUrl, doFetch, onRenewed),
    );
    try {
      return (await renewal)();
    } catch {
      renewal = null;
      return 'unreachable';
    }
  };
}
