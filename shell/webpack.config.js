const { createWebpackConfig } = require('@phoneparts/webpack-config');
const { homeHeroCopy } = require('@phoneparts/contracts');

// The host: no static remotes. Their URLs come from /config.json at run time (src/federation/).
// public/index.html draws the home page's first screen from the same words the storefront shows, and
// loads the entry itself (a deferred script in its head).
module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  templateParameters: { homeHeroCopy },
  pageStartsEntry: true,
});
