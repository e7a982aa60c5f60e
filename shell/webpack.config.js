const { createWebpackConfig } = require('@phoneparts/webpack-config');

// The host: no static remotes. Their URLs come from /config.json at run time (src/federation/).
module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000 });
