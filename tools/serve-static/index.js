// @ts-check
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { contentTypeFor } = require('./content-types');
const { cacheControlFor } = require('./cache-policy');

/**
 * @typedef {object} ServeStaticOptions
 * @property {string} root       folder to serve (a built app's dist/)
 * @property {number} [port]     0 (default) picks a free port
 * @property {string} [host]     defaults to 127.0.0.1
 * @property {unknown} [config]  when set, answered at /config.json instead of the file in root
 * @property {string} [releases] a remote's releases folder (see publish-release.js): `/v/<version>/…` is
 *                               served from `<releases>/v/<version>/…`, next to the build in root
 *
 * @typedef {object} RunningServer
 * @property {http.Server} server
 * @property {number} port
 * @property {string} url        e.g. http://127.0.0.1:3000
 * @property {() => Promise<void>} close
 */

// Remotes are fetched cross-origin by the shell (mf-manifest.json, remoteEntry.js, chunks).
const commonHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'X-Content-Type-Options': 'nosniff',
};

/** Starts a static server for a built single-page app. @param {ServeStaticOptions} options @returns {Promise<RunningServer>} */
function serveStatic({ root, port = 0, host = '127.0.0.1', config, releases }) {
  const rootDir = path.resolve(root);
  if (!fs.existsSync(rootDir)) return Promise.reject(new Error(`serve-static: ${rootDir} does not exist (build the app first)`));
  const configBody = config === undefined ? null : JSON.stringify(config);
  const releasesDir = releases === undefined ? null : path.resolve(releases);
  const server = http.createServer((req, res) => handle({ rootDir, releasesDir, configBody }, req, res));

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
 * @param {{ rootDir: string, releasesDir: string | null, configBody: string | null }} site
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function handle({ rootDir, releasesDir, configBody }, req, res) {
  if (req.method === 'OPTIONS') return send(res, 204, {});
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { Allow: 'GET, HEAD, OPTIONS' }, 'Method Not Allowed');

  const pathname = decodePath(req.url ?? '/');
  if (pathname === null) return send(res, 400, {}, 'Bad Request');

  if (pathname === '/config.json' && configBody !== null) {
    return send(res, 200, { 'Content-Type': contentTypeFor('.json'), 'Cache-Control': 'no-cache' }, req.method === 'HEAD' ? undefined : configBody);
  }

  // Published versions live outside the build folder, so a new build never removes an older release.
  const baseDir = releasesDir !== null && pathname.startsWith('/v/') ? releasesDir : rootDir;
  const filePath = path.join(baseDir, pathname);
  if (filePath !== baseDir && !filePath.startsWith(baseDir + path.sep)) return send(res, 404, {}, 'Not Found');

  const file = findFile(filePath) ?? (isAppRoute(req, pathname) ? findFile(path.join(rootDir, 'index.html')) : null);
  if (!file) return send(res, 404, { 'Content-Type': contentTypeFor('.txt') }, 'Not Found');
  sendFile(req, res, file.path, file.stats);
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

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} filePath @param {fs.Stats} stats */
function sendFile(req, res, filePath, stats) {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': contentTypeFor(path.extname(filePath)),
    'Cache-Control': cacheControlFor(filePath),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) return send(res, 304, headers);
  res.writeHead(200, { ...commonHeaders, ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(filePath)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** @param {http.ServerResponse} res @param {number} status @param {Record<string, string>} headers @param {string} [body] */
function send(res, status, headers, body) {
  res.writeHead(status, { ...commonHeaders, ...headers, ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }) });
  res.end(body);
}

module.exports = { serveStatic, publishRelease: require('./publish-release').publishRelease };
