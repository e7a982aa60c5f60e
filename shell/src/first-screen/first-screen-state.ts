/**
 * What public/first-screen.js and part-first-screen.js leave for the shell on the part page of a
 * signed-in customer: the reads they started before the shell's scripts arrived (the runtime config,
 * the part, /auth/me), and whether the part's card is drawn.
 */
export interface FirstScreenState {
  /** By URL as fetched: the copy of each answer the shell may take, once. */
  reads: Record<string, FirstScreenRead | undefined>;
  /** The part's API path, as the shell's route preload asks it. */
  partPath: string;
  /** The card is on screen: the shell's first render must draw the same card. */
  drawn: boolean;
  /** Set by the shell before its first render: from then on the script draws nothing. */
  shellRendering: boolean;
  /** Resolves once the card is drawn, or once the script knows it will not draw it. */
  settled: Promise<void>;
  /** Resolves `settled` (part-first-screen.js, or first-screen.js when that script cannot load). */
  settle(): void;
  /** The stored token the script read with. */
  token: string;
}

interface FirstScreenRead {
  /** When the script asked (Date.now()). */
  at: number;
  /** The `Authorization` header it sent: a read made with another token is not this caller's. */
  authorization: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    shopFirstScreen?: FirstScreenState;
  }
}

/**
 * How long an answer of the script may wait for the shell to take it: the shell asks during its
 * start, a few seconds at most on a slow phone. A later read of the same address asks the API again.
 */
export const firstScreenReadLifetimeMs = 10_000;

export function readFirstScreen(target: Window = window): FirstScreenState | undefined {
  return target.shopFirstScreen;
}

/**
 * A fetch that answers a GET the script already made (same address, same `Authorization`, still
 * fresh) with that answer, once; every other call goes to `doFetch`. The shell's config loader and API
 * client use it, so each of the script's reads is made once.
 */
export function fetchTakingFirstScreenReads(
  state: FirstScreenState | undefined,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  if (!state) return doFetch;
  return (input, init) => {
    const url = typeof input === 'string' ? input : null;
    const read = url === null ? undefined : state.reads[url];
    if (url === null || !read || !isSameRead(read, init)) return doFetch(input, init);
    state.reads[url] = undefined;
    return Date.now() - read.at <= firstScreenReadLifetimeMs ? read.response : doFetch(input, init);
  };
}

function isSameRead(read: FirstScreenRead, init: RequestInit | undefined): boolean {
  if ((init?.method ?? 'GET') !== 'GET' || init?.body != null) return false;
  return authorizationOf(init?.headers) === read.authorization;
}

function authorizationOf(headers: HeadersInit | undefined): string | null {
  if (!headers) return null;
  if (Array.isArray(headers)) return headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? null;
  if (typeof headers.get === 'function') return (headers as Headers).get('Authorization');
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  return entry?.[1] ?? null;
}

/**
 * Waits, when the script has drawn the part's card, until the shell's first render can draw the same
 * card (`ready`: the customer, the preview's code and the part's answer), so React's first commit
 * puts it in the same place instead of a loader; then stops the script from drawing.
 */
export async function handOverFirstScreen(
  state: FirstScreenState | undefined,
  ready: readonly (Promise<unknown> | undefined)[],
): Promise<void> {
  if (!state) return;
  if (state.drawn) await Promise.allSettled(ready);
  state.shellRendering = true;
}
