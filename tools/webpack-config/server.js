const path = require('node:path');
const webpack = require('webpack');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { sharedConfig } = require('./shared-singletons');
const { readReleaseInfo } = require('./release-info');
const { workspaceSourceAliases, reactRouterProductionAliases } = require('./source-aliases');
const { swcLoader, cssModuleNaming } = require('./source-loaders');

/**
 * The server build of a web app (docs/server-rendering.md): the same sources compiled for Node, with
 * Module Federation's Node runtime (`@module-federation/node`), so the render server loads a remote's
 * server build over HTTP at run time, as the browser loads its client build.
 *
 * - A remote (`exposes`) writes `dist/server/remoteEntry.js` and its chunks beside its client build:
 *   the remote's own web server serves them, and a published release carries them under
 *   `/v/<version>/server/` (tools/serve-static/publish-release.js), so a remote release changes the
 *   server-rendered HTML without a shell release.
 * - A host (`entry`) writes one Node program to `server-dist/` (never served).
 *
 * Class names of CSS modules are computed as in the client build (same context, same pattern), so the
 * markup the server writes is the markup the browser hydrates; no CSS is emitted (the page links the
 * client build's stylesheets).
 *
 * @param {object} o
 * @param {string} o.name   the federation name ('shell', 'storefront')
 * @param {string} o.dir    the app's folder
 * @param {Record<string,string>} [o.exposes]  a remote's server modules
 * @param {string} [o.entry]                  a host's server program
 */
function createServerWebpackConfig({ name, dir, exposes, entry }) {
  if (!name || !dir || (!exposes && !entry))
    throw new Error('createServerWebpackConfig needs { name, dir, exposes | entry }');
  /** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv */
  return (_env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const { pkg, info } = readReleaseInfo({ name, dir });
    const remote = Boolean(exposes);
    return {
      mode: production ? 'production' : 'development',
      target: 'async-node',
      context: dir,
      // A remote's container is its only entry (added by the federation plugin).
      entry: remote ? {} : { server: entry },
      devtool: false,
      output: {
        path: path.join(dir, remote ? 'dist/server' : 'server-dist'),
        publicPath: 'auto',
        uniqueName: `${name}-server`,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // A remote's server build lives inside its client build's folder: each build cleans only its own.
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: { ...workspaceSourceAliases(), ...(production ? reactRouterProductionAliases() : {}) },
        // The packages' Node builds (react-dom/server's Node streams, not the browser's web streams).
        conditionNames: ['node', 'import', 'require', 'default'],
      },
      module: { rules: rules(production), parser: { javascript: { exportsPresence: 'error' } } },
      // Server code is read by Node, not downloaded: readable stack traces are worth more than bytes.
      optimization: { minimize: false },
      plugins: [
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(info.version) }),
        new UniversalFederationPlugin(
          {
            name,
            isServer: true,
            useRuntimePlugin: true,
            ...(remote ? { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } } : {}),
            shared: sharedConfig(pkg),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: false,
            experiments: { asyncStartup: true },
          },
          {},
        ),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** @param {boolean} production */
function rules(production) {
  const swc = swcLoader(production);
  // Only the class names, named as the client build names them.
  const cssModule = {
    loader: 'css-loader',
    options: { modules: { ...cssModuleNaming(production), exportOnlyLocals: true } },
  };
  return [
    { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swc },
    { test: /\.module\.css$/, use: [cssModule] },
    // A global stylesheet is the client build's; on the server its import exports nothing.
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }],
    },
  ];
}

module.exports = { createServerWebpackConfig };
