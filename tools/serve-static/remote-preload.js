// @ts-check
/**
 * The `Link: rel=preload` header of the shell's pages: the remote a page's first screen needs, its
 * remoteEntry.js and mf-manifest.json, named with the document so the browser fetches them while the
 * shell's own scripts arrive, not once the shell has started and its route loader asks for them.
 * serve-static applies it in Node; nginx-conf.js and docker/40-shop-config.sh write the same rules into
 * the production images (the same URL rules, the same request patterns). Only the shell's pages: a
 * remote's own build (a remoteEntry.js at its root) serves its dev host page, which names none.
 *
 * Each preload matches the request the shell then makes, or Chromium downloads the file twice: the
 * federation runtime loads the entry with a classic `<script>` (no crossorigin: `as=script`), the
 * compatibility check reads the manifest with a plain `fetch()` (mode cors, credentials same-origin:
 * `as=fetch; crossorigin=anonymous`), both by the URL the shell derives from config.json.
 */

// The contract's table alone (not the package's index, which brings every schema and message): the
// rule "this page needs that remote" is written once, in contracts/src/remotes.ts.
const { remoteNames, remotePages } = require('@phoneparts/contracts/dist/remotes');

/**
 * A route pattern of the contract (React Router's) as the start of a request URI: `:param` is one path
 * segment, a final `/*` any rest or none, and a trailing slash is allowed.
 * @param {string} route e.g. '/purchase/:id'
 */
function requestPathPattern(route) {
  const anyRest = route.endsWith('/*');
  const segments = (anyRest ? route.slice(0, -2) : route).split('/').filter(Boolean);
  const path = segments
    .map((segment) => `/${segment.startsWith(':') ? '[^/?]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    .join('');
  if (anyRest) return `${path}(?:/[^?]*)?`;
  return path === '' ? '/' : `${path}/?`;
}

/**
 * The pages of each remote, as request URIs (path and query), from the routes of its contract. One
 * remote per page: naming the other as well would spend a visitor's slow link on code the page never
 * runs (and Chromium warns of a preload left unused). Shell pages (sign-in, 404) name none.
 * @type {Record<string, RegExp>}
 */
const remotePageRequests = Object.fromEntries(
  remoteNames.map((/** @type {string} */ remote) => {
    const paths = remotePages
      .filter((/** @type {{ remote: string }} */ page) => page.remote === remote)
      .map((/** @type {{ route: string }} */ page) => requestPathPattern(page.route));
    return [remote, new RegExp(`^(?:${[...new Set(paths)].join('|')})(?:\\?|$)`)];
  }),
);

/**
 * What may reach a header (and nginx.conf, in the images): an absolute http(s) URL with a path, of
 * plain URL characters only — no quote, `$`, `;`, `,`, `<>`, space or line break, no query. Anything
 * else in config.json is left out of the header, never escaped into it.
 */
const safePreloadUrl = /^https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9._~:/%+-]*$/;
/** A release version (shared-ui's remote-location.ts): it becomes a path segment. */
const releaseVersion = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * A remote's mf-manifest.json URL from its config.json setting, as the shell resolves it: the URL itself,
 * or `{ url, version }` → `<url>/v/<version>/mf-manifest.json` (`<url>/mf-manifest.json` without a
 * version). null for a setting the shell would refuse, or one with characters a header must not carry.
 * @param {unknown} setting
 * @returns {string | null}
 */
function manifestUrlOf(setting) {
  let manifestUrl = setting;
  if (setting && typeof setting === 'object') {
    const { url, version } = /** @type {{ url?: unknown, version?: unknown }} */ (setting);
    if (typeof url !== 'string') return null;
    if (version !== undefined && (typeof version !== 'string' || !releaseVersion.test(version))) return null;
    manifestUrl = `${url.replace(/\/+$/, '')}${version === undefined ? '' : `/v/${version}`}/mf-manifest.json`;
  }
  return typeof manifestUrl === 'string' && safePreloadUrl.test(manifestUrl) ? manifestUrl : null;
}

/**
 * The Link header value naming a remote's entry (beside its manifest, as the shell loads it) and manifest.
 * @param {string} manifestUrl a URL that passed `safePreloadUrl`
 */
function preloadLinkOf(manifestUrl) {
  const entryUrl = manifestUrl.replace(/[^/]*$/, 'remoteEntry.js');
  return `<${entryUrl}>; rel=preload; as=script, <${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * The Link header of the page at `requestUri` under `config` (the shell's config.json), or null when the
 * page needs no remote or the config does not name that remote safely.
 * @param {unknown} config @param {string} requestUri e.g. '/purchase/7?from=mail'
 */
function remotePreloadHeader(config, requestUri) {
  const remote = remoteOfRequest(requestUri);
  if (!remote || !config || typeof config !== 'object') return null;
  const remotes = /** @type {{ remotes?: Record<string, unknown> }} */ (config).remotes;
  const manifestUrl = manifestUrlOf(remotes?.[remote]);
  return manifestUrl === null ? null : preloadLinkOf(manifestUrl);
}

/** @param {string} requestUri @returns {string | null} */
function remoteOfRequest(requestUri) {
  const match = Object.entries(remotePageRequests).find(([, pattern]) => pattern.test(requestUri));
  return match ? match[0] : null;
}

module.exports = { remotePageRequests, safePreloadUrl, manifestUrlOf, remotePreloadHeader, remoteOfRequest };
