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

/**
 * The pages of each remote, as request URIs (path and query) — the routes of contracts/src/remotes.ts;
 * e2e's web-tier spec checks the two agree. One remote per page: naming the other as well would spend
 * a visitor's slow link on code the page never runs (and Chromium warns of a preload left unused).
 * Shell pages (sign-in, 404) name none.
 */
const remotePageRequests = {
  storefront: /^\/(?:(?:purchase|payment)\/[^/?]+\/?|cart\/?|quick-order\/?)?(?:\?|$)/,
  dashboard: /^\/dashboard(?:\/[^?]*)?(?:\?|$)/,
};

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

/** @param {string} requestUri @returns {keyof typeof remotePageRequests | null} */
function remoteOfRequest(requestUri) {
  const match = Object.entries(remotePageRequests).find(([, pattern]) => pattern.test(requestUri));
  return match ? /** @type {keyof typeof remotePageRequests} */ (match[0]) : null;
}

module.exports = { remotePageRequests, safePreloadUrl, manifestUrlOf, remotePreloadHeader, remoteOfRequest };
