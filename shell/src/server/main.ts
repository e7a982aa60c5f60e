// The render server (docs/server-rendering.md): draws the shop's public pages on the server. The web
// tier sends it `/`, `/parts/:sku` and `/devices/:brand/:model` (contracts/src/server-rendered-pages.ts),
// robots.txt and the sitemap; every other address stays a static file. Its settings:
//   RENDER_PORT        where it listens (3003)
//   RENDER_HOST        the address it binds (127.0.0.1; 0.0.0.0 in its image)
//   SHOP_CONFIG_URL    the shop's config.json as the browser reads it (http://localhost:3000/config.json)
//   RENDER_REWRITE     where this server reaches the API and the remotes, when not at config.json's
//                      public addresses: `http://localhost:4000=>http://api-proxy:8080,…` (url-rewrite.ts)
//   PUBLIC_SHELL_URL   the shop's public address, for canonical URLs (else the request's host)
//   SHELL_INDEX_HTML   the shell's built index.html (shell/dist/index.html beside this program)
import http from 'node:http';
import path from 'node:path';
import { readPageTemplate } from './page-template';
import { renderPage, siteUrl } from './render-page';
import { remotePageStyles } from './page-styles';
import { robotsTxt } from './robots';
import { answerSitemap } from './sitemap';
import { shopConfigSource } from './shop-config-source';
import { keepServingThroughStrayErrors } from './stray-errors';
import { parseUrlRewrite } from './url-rewrite';
import { warnAtMostOnceAMinute } from './warn-at-most-once-a-minute';

const port = Number(process.env.RENDER_PORT ?? 3003);
const host = process.env.RENDER_HOST ?? '127.0.0.1';
const configUrl = process.env.SHOP_CONFIG_URL ?? 'http://localhost:3000/config.json';
const indexHtml = process.env.SHELL_INDEX_HTML ?? path.join(__dirname, '..', 'dist', 'index.html');

// A bad remote release must not end the process (stray-errors.ts); its own warnings, so a remote that
// throws in a loop does not hide the page warnings below.
keepServingThroughStrayErrors(warnAtMostOnceAMinute());

const rewrite = parseUrlRewrite(process.env.RENDER_REWRITE);
const deps = {
  template: readPageTemplate(indexHtml),
  config: shopConfigSource(configUrl),
  rewrite,
  siteUrl: process.env.PUBLIC_SHELL_URL || undefined,
  warn: warnAtMostOnceAMinute(),
  // Its own warning: an unreadable stylesheet must not silence a page that cannot be drawn.
  pageAssets: remotePageStyles(rewrite, warnAtMostOnceAMinute()),
};

const server = http.createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://render');
  if (pathname === '/robots.txt') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
    res.end(robotsTxt(siteUrl(req, deps)));
    return;
  }
  const apiUrl = async () => deps.rewrite((await deps.config()).apiUrl);
  answerSitemap(pathname, res, { apiUrl, siteUrl: siteUrl(req, deps) })
    .then((answered) => (answered ? undefined : renderPage(req, res, deps)))
    .catch((error: unknown) => {
      deps.warn(`[render] ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) return void res.destroy();
      if (pathname.endsWith('.xml'))
        return void res.writeHead(503, { 'Retry-After': '60', 'Content-Type': 'text/plain' }).end('Try again soon.');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(deps.template.html);
    });
});

server.listen(port, host, () => console.log(`[render] listening on http://${host}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
