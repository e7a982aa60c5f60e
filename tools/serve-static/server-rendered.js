// @ts-check
// Which addresses the render server draws (docs/server-rendering.md): the remote pages the contract
// lists (contracts/src/server-rendered-pages.ts), as one regular expression for serve-static and as
// an nginx `location ~` for the images. Every other address stays the static shell.
const { serverRenderedPages } = require('@phoneparts/contracts/dist/server-rendered-pages');

/** A route pattern (`/parts/:sku`) as a regular expression source (`^/parts/[^/]+$`). @param {string} route */
function routeSource(route) {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return parts.join('/');
}

/** The server-rendered addresses as one anchored regular expression source (nginx and JavaScript read it alike). */
const serverRenderedSource = `^(?:${serverRenderedPages()
  .map((page) => routeSource(page.route))
  .join('|')})$`;

const serverRenderedPattern = new RegExp(serverRenderedSource);

/** What the render server writes besides the pages: robots.txt and the sitemap (index and files). */
const renderedFilesSource = '^/(?:robots\\.txt|sitemap\\.xml|sitemaps/[a-z0-9-]+\\.xml)$';
const renderedFilesPattern = new RegExp(renderedFilesSource);

/** Whether the render server draws this decoded path (a page). @param {string} pathname */
function isServerRendered(pathname) {
  return serverRenderedPattern.test(pathname);
}

/** Whether the render server writes this file (robots.txt, a sitemap). @param {string} pathname */
function isRenderedFile(pathname) {
  return renderedFilesPattern.test(pathname);
}

module.exports = { isServerRendered, isRenderedFile, serverRenderedSource, renderedFilesSource };
