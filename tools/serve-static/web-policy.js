// @ts-check
/**
 * The web tier's rules, in one place: what is cached how long, which files are compressed, and the
 * security headers of every answer. serve-static (`npm start`, e2e) applies them in Node; nginx-conf.js
 * writes them into the production images' nginx configuration. Change a rule here and both follow.
 */

/** webpack names async chunks and assets `name.<8+ hex>.ext`: their content never changes under that name. */
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const immutable = 'public, max-age=31536000, immutable';
/** Entry files, manifests, runtime config, index.html: revalidated (ETag) on every load, so a release or a config change shows on the next reload. */
const revalidate = 'no-cache';

/** Text formats worth compressing; precompress.js writes `.br` and `.gz` beside each such file at build time. */
const compressibleExtensions = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.ico',
  '.wasm',
];
/** Below this size compression saves less than the extra header and decoding cost. */
const minCompressBytes = 256;
/** Written at start-up (SHOP_CONFIG), so never precompressed: a stale `.gz` would win over the new file. */
const runtimeFiles = ['config.json'];

/** Remotes are fetched cross-origin by the shell (mf-manifest.json, remoteEntry.js, chunks). */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** Payment provider origins Stripe.js needs (script, API calls, card iframes). */
const stripeScript = 'https://js.stripe.com';
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const stripeApi = 'https://api.stripe.com';

/** @param {string} fileName a file's name or path */
function cacheControlFor(fileName) {
  const base = fileName.split('/').pop() ?? fileName;
  return hashedName.test(base) ? immutable : revalidate;
}

/**
 * Content-Security-Policy of a page. `origins` are the other origins the page talks to: the API and the
 * remotes (scripts and manifests); `scriptOrigins` those of them whose scripts it runs: the remotes
 * only, the shop's own front ends. Not the API: it serves the Swagger UI's scripts, which have no
 * business in the shop's pages. Styles are injected by style-loader, hence 'unsafe-inline' for styles
 * only; fonts come from the shop's own front ends. Pictures may come from any https address (admins enter picture URLs). No page may be framed.
 * @param {string[]} origins e.g. ['http://localhost:4000', 'http://localhost:3001']
 * @param {string[]} scriptOrigins e.g. ['http://localhost:3001']
 */
function contentSecurityPolicy(origins, scriptOrigins) {
  const others = [...new Set(origins)].join(' ');
  const scripts = [...new Set(scriptOrigins)].join(' ');
  const list = (/** @type {string[]} */ ...sources) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", scripts, stripeScript)}`,
    `connect-src ${list("'self'", others, stripeApi)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', others)}`,
    // Remotes' stylesheets too: production builds extract CSS to files.
    `style-src ${list("'self'", "'unsafe-inline'", others)}`,
    // The remotes' stylesheets name fonts of their own origin (the reviews carousel's icon font).
    `font-src ${list("'self'", 'data:', scripts)}`,
    `frame-src ${stripeFrames.join(' ')}`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/**
 * Headers on every answer: CORS for the shell, no MIME sniffing, no referrer path leaks, no framing.
 * @param {string[]} origins every other origin the page talks to (the API, the remotes)
 * @param {string[]} scriptOrigins the ones whose scripts it runs (the remotes)
 */
function securityHeaders(origins, scriptOrigins) {
  return {
    ...corsHeaders,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': contentSecurityPolicy(origins, scriptOrigins),
  };
}

/**
 * The origins a shell config ({apiUrl, remotes: {name: manifestUrl | {url, version}}}) points at.
 * @param {unknown} config
 * @returns {string[]}
 */
function originsOfConfig(config) {
  if (!config || typeof config !== 'object') return [];
  const c = /** @type {{apiUrl?: unknown}} */ (config);
  return [...toOrigins([c.apiUrl]), ...remoteOriginsOfConfig(config)];
}

/**
 * The origins of the remotes a shell config names: the only other origins whose scripts a page runs.
 * @param {unknown} config
 * @returns {string[]}
 */
function remoteOriginsOfConfig(config) {
  if (!config || typeof config !== 'object') return [];
  const c = /** @type {{remotes?: Record<string, unknown>}} */ (config);
  // A remote is a manifest URL, or { url, version } (a published version, see RELEASING.md).
  const remoteUrl = (/** @type {unknown} */ r) =>
    r && typeof r === 'object' ? /** @type {{url?: unknown}} */ (r).url : r;
  return toOrigins(Object.values(c.remotes ?? {}).map(remoteUrl));
}

/** @param {unknown[]} urls @returns {string[]} */
function toOrigins(urls) {
  return urls.flatMap((u) => {
    try {
      return typeof u === 'string' ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
}

/** @param {string} extension e.g. '.js' */
function isCompressible(extension) {
  return compressibleExtensions.includes(extension.toLowerCase());
}

module.exports = {
  hashedName,
  immutable,
  revalidate,
  compressibleExtensions,
  minCompressBytes,
  runtimeFiles,
  cacheControlFor,
  securityHeaders,
  originsOfConfig,
  remoteOriginsOfConfig,
  isCompressible,
};
