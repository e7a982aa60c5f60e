const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, sharedSingletons } = require('./shared-singletons');
const { readReleaseInfo, ReleaseInfoPlugin, completeManifest } = require('./release-info');
const { RemoteContractPlugin } = require('./remote-contract');
const { FacadeExportsPlugin } = require('./facade-exports-plugin');
const { PublicTreePlugin } = require('./public-tree-plugin');
const { FirstLoadReportPlugin } = require('./first-load-report-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');
const { RuntimeCoreGlobalPlugin } = require('./federation-runtime/runtime-core-global-plugin');
const { swcLoader, cssModuleNaming } = require('./source-loaders');
const {
  workspaceSourceAliases,
  reactRouterFacadeAlias,
  reactRouterProductionAliases,
  sharedFacadeAliases,
} = require('./source-aliases');

/** The first line of every production chunk: V8's explicit compile hint (see the plugin below). */
const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * One webpack + Module Federation configuration for the shell and both remotes, so the three
 * builds agree on shared singletons, loaders and output shape.
 *
 * Returns a webpack "function config" `(env, argv) => config` so `--mode` decides the dev/prod bits.
 *
 * @param {object} o
 * @param {string} o.name       federation name and output.uniqueName ('shell', 'storefront', 'dashboard')
 * @param {string} o.dir        the app's folder (pass __dirname)
 * @param {number} o.port       dev-server port
 * @param {Record<string,string>} [o.exposes]  e.g. { './HomePage': './src/pages/home-page.tsx' }
 * @param {Record<string,string>} [o.remotes]  static remotes; the shell registers its remotes at run time instead
 * @param {string} [o.entry]    defaults to ./src/index.tsx (or ./src/index.ts)
 * @param {string} [o.title]    <title> of the generated index.html when the app has no public/index.html
 * @param {Record<string, unknown>} [o.contract]  a remote's entry of `remoteContracts` (@phoneparts/contracts):
 *                              the build fails when a contracted module is no longer exposed
 * @param {Record<string, unknown>} [o.templateParameters]  values public/index.html reads as `<%= name %>`
 * @param {boolean} [o.pageStartsEntry]  public/index.html loads the entry itself (from
 *                              `htmlWebpackPlugin.files.js`) instead of being given a script tag
 */
function createWebpackConfig({
  name,
  dir,
  port,
  exposes,
  remotes,
  entry,
  contract,
  templateParameters,
  pageStartsEntry = false,
  title = 'Phone Parts Shop',
}) {
  if (!name || !dir || !port) throw new Error('createWebpackConfig needs { name, dir, port }');
  const publicDir = path.join(dir, 'public');
  const template = path.join(publicDir, 'index.html');

  /** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv */
  return (_env = {}, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const { pkg, info } = readReleaseInfo({ name, dir });
    const shared = sharedConfig(pkg);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: entry || defaultEntry(dir),
      // Production maps carry no sourceMappingURL comment: PublicTreePlugin keeps them out of the public tree.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry chunks keep a stable name: the federation runtime module needs a hash-free entry
        // filename template ("[contenthash] not implemented in this context"); serve-static revalidates
        // them, while the hashed async chunks below are cached for a long time.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: {
          ...workspaceSourceAliases(),
          ...reactRouterFacadeAlias(),
          ...sharedFacadeAliases(),
          ...(production ? reactRouterProductionAliases() : {}),
        },
      },
      // A missing export is an error, not a warning (e.g. a router API left out of the facade).
      module: { rules: rules(production), parser: { javascript: { exportsPresence: 'error' } } },
      optimization: { splitChunks: { cacheGroups: exposes ? pageLoaderChunks(exposes) : facadeChunks } },
      plugins: [
        // Production styles are .css files (loaded in parallel, cached, never parsed as JavaScript);
        // development keeps style-loader for quick reloads.
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' })]
          : []),
        new HtmlWebpackPlugin({
          ...(fs.existsSync(template)
            ? { template, ...(templateParameters ? { templateParameters } : {}) }
            : { title, templateContent: htmlTemplate(title) }),
          inject: pageStartsEntry ? false : 'body',
          // Only the app's own entry: the remote entry is for hosts, not for this page.
          chunks: ['main'],
          // Absolute script URLs so deep links (/purchase/42, served by the SPA fallback) still load
          // /main.js; chunks keep `publicPath: 'auto'` so a host can load them from another origin.
          publicPath: '/',
        }),
        // `htmlWebpackPlugin.files.startupJs`: what a page that starts its entry itself preloads.
        ...(pageStartsEntry ? [new StartupPreloadPlugin()] : []),
        ...(fs.existsSync(publicDir)
          ? [
              new CopyPlugin({
                patterns: [
                  { from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
                ],
              }),
            ]
          : []),
        // The build's version, readable by the app's own code (e.g. for diagnostics).
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(info.version) }),
        new ReleaseInfoPlugin(info),
        ...(contract ? [new RemoteContractPlugin({ name, exposes, contract })] : []),
        // Every import of a shared library through its facade names an export the facade has.
        new FacadeExportsPlugin(),
        // A remote's own page has no shell to lend it the federation runtime core (see below).
        ...(exposes ? [new RuntimeCoreGlobalPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes,
          shared,
          // A singleton the page already runs (the shell's React, shared-ui …) is the one every remote
          // gets; a remote never brings a second copy because its own is newer.
          shareStrategy: 'loaded-first',
          // One federation runtime core per page: the shell hands its own to the remotes, whose
          // entries leave it out (externalRuntime below) — 10 KB gzip less in every remote entry.
          // The shell also resolves each shared module in a task of its own (short tasks at start-up).
          ...(exposes
            ? {}
            : {
                runtimePlugins: [
                  require.resolve('./federation-runtime/provide-runtime-core.mjs'),
                  require.resolve('./federation-runtime/yield-between-shares.mjs'),
                ],
              }),
          manifest: { additionalData: completeManifest({ version: info.version, shared }) },
          // No type download/generation: builds must work offline and the packages carry their own types.
          dts: false,
          // Lets every entry import shared modules directly (no `import('./bootstrap')` indirection).
          experiments: {
            asyncStartup: true,
            ...(exposes ? { externalRuntime: true } : {}),
            // Smaller federation runtime: browser code only, and no manifest-snapshot code (the shell
            // registers each remote by its remoteEntry.js and reads the manifest itself, see the shell's
            // remote-compatibility-plugin.ts); a remote that loads no remotes of its own also leaves out
            // the remote-loading code (about a third of remoteEntry.js).
            optimization: {
              target: 'web',
              disableSnapshot: true,
              ...(exposes && !remotes ? { disableRemote: true } : {}),
            },
          },
        }),
        ...(production
          ? [
              // V8's explicit compile hint on every chunk: Chromium then compiles each function of the
              // file while the script streams in, off the main thread, instead of on the main thread
              // at its first call. Added after minification (which drops comments) and before the
              // source maps are written (which then count the line).
              new webpack.BannerPlugin({
                banner: compileHint,
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              new PublicTreePlugin(),
              // What the page and each exposed module load first (the first-load budget test reads it).
              new FirstLoadReportPlugin({ containerName: exposes ? name : undefined }),
            ]
          : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        // Remotes are fetched cross-origin by the shell (mf-manifest.json, remoteEntry.js, chunks).
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        },
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false } },
        static: false,
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * Each shared facade of the shell (react-router-dom-facade.mjs …) in one file with the package it
 * re-exports. Split apart, every one of them was a tiny file of its own: a request, a wrapper and a
 * script element added at start-up, each costing main-thread time. One file per shared module still: each resolves when its own file arrives, in a task of
 * its own (yield-between-shares.mjs); one file for several made them resolve in one long task.
 */
const facadeChunks = Object.fromEntries(
  Object.entries({
    'react-router': ['react-router', 'react-router-dom-facade'],
    'redux-toolkit': ['@reduxjs/toolkit', 'redux', 'redux-thunk', 'redux-toolkit-facade'],
    immer: ['immer', 'immer-facade'],
    reselect: ['reselect', 'reselect-facade'],
    'react-redux': ['react-redux', 'use-sync-external-store', 'react-redux-facade'],
  }).map(([name, parts]) => [
    name,
    {
      test: (/** @type {{ resource?: string }} */ module) => belongsTo(module.resource, parts),
      name,
      chunks: 'async',
      enforce: true,
    },
  ]),
);

/**
 * In a remote, each page with a route loader (`./HomePage` and `./HomePageLoader` …) gets one file for
 * the code both import (the page's API slice, its schemas, the remote's store): the shell loads the two
 * together, and webpack's default split (only for shared code above its minimum size) left a copy of
 * that code in each of them.
 * @param {Record<string, string>} exposes
 */
function pageLoaderChunks(exposes) {
  const pages = Object.keys(exposes).filter((key) => exposes[`${key}Loader`]);
  return Object.fromEntries(
    pages.map((key) => {
      const page = key.slice(2);
      const pair = [`__federation_expose_${page}`, `__federation_expose_${page}Loader`];
      return [
        `${page}Shared`,
        {
          chunks: (/** @type {{ name?: string | null }} */ chunk) => pair.includes(chunk.name ?? ''),
          minChunks: 2,
          minSize: 0,
          // Below webpack's default groups: a package every page uses (RTK Query) stays in one file.
          priority: -30,
          name: `${page}-shared`,
          enforce: true,
        },
      ];
    }),
  );
}

/**
 * Whether a module file is one of `parts`: a package under node_modules, or a facade of this folder.
 * @param {string | undefined} resource @param {string[]} parts
 */
function belongsTo(resource, parts) {
  if (!resource) return false;
  const file = slashed(resource);
  return parts.some((part) =>
    part.endsWith('-facade') ? file === `${facadeFolder}/${part}.mjs` : file.includes(`/node_modules/${part}/`),
  );
}

/** @param {string} file */
const slashed = (file) => file.split(path.sep).join('/');
const facadeFolder = slashed(__dirname);

/** @param {string} dir */
function defaultEntry(dir) {
  return fs.existsSync(path.join(dir, 'src/index.ts')) ? './src/index.ts' : './src/index.tsx';
}

/** @param {boolean} production */
function rules(production) {
  const swc = swcLoader(production, { sourceMaps: true });
  const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
  return [
    // Workspace packages resolve (through their symlinks) outside node_modules, so they are compiled too.
    { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swc },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: 'css-loader',
          options: {
            sourceMap: !production,
            modules: cssModuleNaming(production),
          },
        },
      ],
    },
    // No CSS source maps in production: css-loader would inline them (with the sources) into the public files.
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, { loader: 'css-loader', options: { sourceMap: !production } }],
    },
    { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
  ];
}

/** @param {string} title */
function htmlTemplate(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0f766e" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { createWebpackConfig, sharedSingletons, compileHint };
