// @ts-check
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { contentTypeFor } = require('./content-types');
const { remotePreloadHeader } = require('./remote-preload');
const { carriesSignedInHint, renderProxy, warnAtMostOnceAMinute } = require('./render-proxy');
const { isRenderedFile, isServerRendered } = require('./server-rendered');
const {
  cacheControlFor,
  isCompressible,
  originsOfConfig,
  remoteOriginsOfConfig,
  revalidate,
  securityHeaders,
} = require('./web-policy');

/**
 * @typedef {object} ServeStaticOptions
 * @property {string} root       folder to serve (a built app's dist/)
 * @property {number} [port]     0 (default) picks a free port
 * @property {string} [host]     defaults to 127.0.0.1
 * @property {unknown} [config]  when set, answered at /config.json instead of the file in root
 * @property {string} [releases] a remote's releases folder (see publish-release.js): `/v/<version>/…` is
 *                               served from `<releases>/v/<version>/…`, next to the build in root
 * @property {string} [render]   the render server's URL (docs/server-rendering.md): the public pages it
 *                               draws are sent there; when it cannot answer, index.html is served
 *
 * @typedef {object} RunningServer
 * @property {http.Server} server
 * @property {number} port
 * @property {string} url        e.g. http://127.0.0.1:3000
 * @property {() => Promise<void>} close
 */

/** Starts a static server for a built single-page app. @param {ServeStaticOptions} options @returns {Promise<RunningServer>} */
function serveStatic({ root, port = 0, host = '127.0.0.1', config, releases, render }) {
  const rootDir = path.resolve(root);
  if (!fs.existsSync(rootDir))
    return Promise.reject(new Error(`serve-static: ${rootDir} does not exist (build the app first)`));
  const configBody = config === undefined ? null : JSON.stringify(config);
  const releasesDir = releases === undefined ? null : path.resolve(releases);
  const proxy = render ? renderProxy({ renderUrl: render, warn: warnAtMostOnceAMinute() }) : null;
  const server = http.createServer((req, res) => {
    // The page's CSP names the API and the remotes of the config in force (edited file or given object),
    // as the page's own loopback name writes them (see sameLoopbackName).
    const given = configBody === null ? readJsonOrNull(path.join(rootDir, 'config.json')) : config;
    const inForce = sameLoopbackName(given, req.headers.host);
    const headers = securityHeaders(originsOfConfig(inForce), remoteOriginsOfConfig(inForce));
    // A page (index.html) names the remote its first screen needs, so the browser fetches it at once.
    // A remote's own build (its remoteEntry.js at the root) serves its dev host there: it names none.
    const preload = isRemoteBuild(rootDir) ? null : remotePreloadHeader(inForce, req.url ?? '/');
    const pageHeaders = preload === null ? headers : { ...headers, Link: preload };
    const answered = inForce === given ? configBody : JSON.stringify(inForce);
    handle({ rootDir, releasesDir, configBody: answered, proxy }, req, res, headers, pageHeaders);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        port: address.port,
        url: `http://${shownHost === '0.0.0.0' || shownHost === '[::]' ? 'localhost' : shownHost}:${address.port}`,
        close: () =>
          new Promise((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * @param {{ rootDir: string, releasesDir: string | null, configBody: string | null, proxy: ReturnType<typeof renderProxy> | null }} site
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Record<string, string>} common
 * @param {Record<string, string>} page the headers of the app's index.html: `common` and its preload
 */
function handle({ rootDir, releasesDir, configBody, proxy }, req, res, common, page) {
  if (req.method === 'OPTIONS') return send(res, 204, common);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, { ...common, Allow: 'GET, HEAD, OPTIONS' }, 'Method Not Allowed');

  const pathname = decodePath(req.url ?? '/');
  if (pathname === null) return send(res, 400, common, 'Bad Request');

  if (pathname === '/config.json' && configBody !== null) {
    return send(
      res,
      200,
      { ...common, 'Content-Type': contentTypeFor('.json'), 'Cache-Control': revalidate },
      req.method === 'HEAD' ? undefined : configBody,
    );
  }

  if (proxy && isServerRendered(pathname)) {
    const index = findFile(path.join(rootDir, 'index.html'));
    const staticShell = () =>
      index ? sendFile(req, res, index.path, index.stats, page) : send(res, 404, common, 'Not Found');
    // A signed-in browser draws the page itself: the static shell, without asking the render server.
    return carriesSignedInHint(req) ? staticShell() : proxy(req, res, page, staticShell);
  }
  // robots.txt and the sitemap: without the render server, "try again soon" (not the shell's page).
  if (proxy && isRenderedFile(pathname))
    return proxy(req, res, common, () => send(res, 503, { ...common, 'Retry-After': '60' }, 'Service Unavailable'));

  // Published versions live outside the build folder, so a new build never removes an older release.
  const baseDir = releasesDir !== null && pathname.startsWith('/v/') ? releasesDir : rootDir;
  const filePath = path.join(baseDir, pathname);
  if (filePath !== baseDir && !filePath.startsWith(baseDir + path.sep)) return send(res, 404, common, 'Not Found');
  // Source maps are build artefacts (precompress.js moves them out); one left behind is still not served.
  if (filePath.endsWith('.map'))
    return send(res, 404, { ...common, 'Content-Type': contentTypeFor('.txt') }, 'Not Found');

  const file = findFile(filePath) ?? (isAppRoute(req, pathname) ? findFile(path.join(rootDir, 'index.html')) : null);
  if (!file) return send(res, 404, { ...common, 'Content-Type': contentTypeFor('.txt') }, 'Not Found');
  sendFile(req, res, file.path, file.stats, file.path === path.join(rootDir, 'index.html') ? page : common);
}

/** The names a browser on this machine may give the loopback address (IPv4, where the servers listen). */
const loopbackNames = ['localhost', '127.0.0.1'];
const loopbackUrl = /^(https?:\/\/)(?:localhost|127\.0\.0\.1)(?=[:/]|$)/;

/**
 * The config as the page's own loopback name writes it. `npm start`'s config.json names the API and the
 * remotes `localhost`; a page opened at 127.0.0.1 would then call another site, whose cookies (the
 * session's refresh cookie) the browser does not send: a reload would end the session. Only a loopback
 * page and loopback URLs change; any other config is answered as written.
 * @param {unknown} config @param {string | undefined} hostHeader
 */
function sameLoopbackName(config, hostHeader) {
  const pageHost = (hostHeader ?? '').replace(/:\d+$/, '');
  if (config === null || config === undefined || !loopbackNames.includes(pageHost)) return config;
  return JSON.parse(JSON.stringify(config), (_key, value) =>
    typeof value === 'string' ? value.replace(loopbackUrl, `$1${pageHost}`) : value,
  );
}

/** @param {string} rootDir */
function isRemoteBuild(rootDir) {
  return fs.existsSync(path.join(rootDir, 'remoteEntry.js'));
}

/** @param {string} file */
function readJsonOrNull(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A client-side route gets index.html (SPA fallback): a path without an extension, or a browser
 * navigation (Accept: text/html) — routes may end in a dotted parameter, e.g. /dashboard/myOrders/a@b.com.
 * A missing script or image stays a 404.
 * @param {http.IncomingMessage} req @param {string} pathname
 */
function isAppRoute(req, pathname) {
  return path.extname(pathname) === '' || (req.headers.accept ?? '').includes('text/html');
}

/** @param {string} url */
function decodePath(url) {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    return pathname.includes('\0') ? null : path.posix.normalize(pathname);
  } catch {
    return null;
  }
}

/** A regular file at `filePath`, or the index.html of a folder there. @param {string} filePath */
function findFile(filePath) {
  const stats = statOrNull(filePath);
  if (stats?.isFile()) return { path: filePath, stats };
  if (stats?.isDirectory()) {
    const index = path.join(filePath, 'index.html');
    const indexStats = statOrNull(index);
    if (indexStats?.isFile()) return { path: index, stats: indexStats };
  }
  return null;
}

/** @param {string} filePath */
function statOrNull(filePath) {
  try {
    return fs.statSync(filePath);
  } catch {
    return null;
  }
}

/**
 * Sends a file, or its precompressed `.br` / `.gz` sibling (written at build time) when the client
 * accepts that encoding — the same choice nginx makes in the production images.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} filePath @param {fs.Stats} stats
 * @param {Record<string, string>} common
 */
function sendFile(req, res, filePath, stats, common) {
  const compressible = isCompressible(path.extname(filePath));
  const encoded = compressible ? precompressedVariant(filePath, String(req.headers['accept-encoding'] ?? '')) : null;
  const body = encoded ?? { path: filePath, stats, encoding: null };
  const etag = `W/"${body.stats.size.toString(16)}-${Math.floor(body.stats.mtimeMs).toString(16)}${body.encoding ? `-${body.encoding}` : ''}"`;
  /** @type {Record<string, string>} */
  const headers = {
    ...common,
    'Content-Type': contentTypeFor(path.extname(filePath)),
    'Cache-Control': cacheControlFor(filePath),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(body.encoding ? { 'Content-Encoding': body.encoding } : {}),
  };
  if (req.headers['if-none-match'] === etag) return send(res, 304, headers);
  res.writeHead(200, { ...headers, 'Content-Length': body.stats.size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body.path)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * The `.br` file when the client accepts br, else the `.gz` file when it accepts gzip, else null.
 * @param {string} filePath @param {string} acceptEncoding
 */
function precompressedVariant(filePath, acceptEncoding) {
  for (const [encoding, suffix] of /** @type {const} */ ([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const stats = statOrNull(filePath + suffix);
    if (stats?.isFile()) return { path: filePath + suffix, stats, encoding };
  }
  return null;
}

/** Whether an Accept-Encoding header allows `encoding` (q=0 refuses it). @param {string} header @param {string} encoding */
function accepts(header, encoding) {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === encoding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** @param {http.ServerResponse} res @param {number} status @param {Record<string, string>} headers @param {string} [body] */
function send(res, status, headers, body) {
  res.writeHead(status, { ...headers, ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }) });
  res.end(body);
}

module.exports = { serveStatic, publishRelease: require('./publish-release').publishRelease };
