/**
 * The session (docs/product.md#3-entities): the signed-in user's token, kept in the browser's localStorage under this
 * key.
 */
export const sessionTokenKey = 'accessToken';

/**
 * The signed-in hint: a first-party cookie the shell sets while this browser holds a session (value `1`,
 * `Path=/`, `SameSite=Lax`) and clears when the session ends. The web tier sends a public page's request
 * that carries it to the static shell instead of the render server, since a signed-in page is drawn in
 * the browser anyway (docs/server-rendering.md, "Who gets which page"). It holds no secret and proves
 * nothing: nothing on the server trusts it beyond choosing which HTML to answer, so forging or dropping it
 * only changes who draws the page.
 */
export const signedInHintCookie = 'pp_signed_in';

/** GET: whose session the stored token is (the shell asks on start-up, before it shows signed-in pages). */
export const identityPath = '/auth/me';

/**
 * GET reads whose answer is the same for every caller: public routes whose handlers read no caller
 * (the catalogue, its facets, one part by id or SKU, the reviews). The browser's API client sends them without the
 * token: a cross-origin GET without an Authorization header is a "simple" request, so the browser asks
 * no CORS preflight before it (one round trip less before the part page's picture on a first visit),
 * and the API checks no token. `api/test/public-reads.int-spec.ts` holds the API to this list.
 */
const publicReadPatterns: readonly RegExp[] = [
  /^\/parts(?:\/facets|\/sku\/[^/?]+)?(?:\?|$)/,
  /^\/purchase\/[^/?]+(?:\?|$)/,
  /^\/reviews(?:\?|$)/,
];

/** Whether `GET path` (with its query) is one of the reads answered alike for everyone. */
export const isPublicRead = (path: string): boolean => publicReadPatterns.some((pattern) => pattern.test(path));

/**
 * The API's answer to a call without a valid session, and the browser's message when its renewal is
 * refused. A constant of its own: the browser's client reads it without the whole `apiMessages` table,
 * which would otherwise travel in every page's first load.
 */
export const signInRequiredMessage = 'Please sign in to continue';

/** POST: trades the HttpOnly refresh cookie for a new `{accessToken, user}` and the next cookie. */
export const refreshPath = '/auth/refresh';

/**
 * Calls whose answer sets or clears the refresh cookie, or that read it: the browser's client sends
 * them credentialed (`credentials: 'include'`), since a cross-origin answer's Set-Cookie is ignored
 * otherwise. Every other call goes without cookies.
 */
const sessionCookiePaths: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/signup',
  '/auth/google/exchange',
  '/auth/logout',
  '/account/password',
  refreshPath,
]);

export const carriesSessionCookie = (path: string): boolean => sessionCookiePaths.has(path.split('?')[0]);
