const { createServerWebpackConfig } = require('@phoneparts/webpack-config/server');

// The shell's render server (src/server/main.ts, docs/server-rendering.md): one Node program in
// server-dist/, never served; it loads the remotes' server builds at run time.
module.exports = createServerWebpackConfig({ name: 'shell', dir: __dirname, entry: './src/server/main.ts' });
