const { createServerWebpackConfig } = require('@phoneparts/webpack-config/server');
const { serverRenderedPages } = require('@phoneparts/contracts');
const { exposes: clientExposes } = require('./webpack.config.js');

// The storefront's server build (docs/server-rendering.md): each page the render server draws
// (contracts/src/server-rendered-pages.ts) and its route loader, under the names the client build exposes them by, loaded by
// the shell's render server at run time from dist/server/remoteEntry.js.
const exposes = Object.fromEntries(
  serverRenderedPages()
    .filter((page) => page.remote === 'storefront')
    .flatMap((page) => [page.expose, page.loader].filter(Boolean))
    .map((name) => [name, clientExposes[name]]),
);

module.exports = createServerWebpackConfig({ name: 'storefront', dir: __dirname, exposes });
