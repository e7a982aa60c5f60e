const HtmlWebpackPlugin = require('html-webpack-plugin');
const { firstLoadReport } = require('./first-load-report-plugin');

const NAME = 'StartupPreloadPlugin';

/**
 * The files of the shared modules the page's entry consumes at start-up (React, the router …), and
 * those they consume in turn, as `htmlWebpackPlugin.files.startupJs`: the page's template preloads
 * them (`<link rel="preload" as="script">`). Without it the browser first learns of them when the
 * entry runs, a whole round trip after the entry itself was asked for. They are the same files the
 * first-load report lists for the entry.
 */
class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap(NAME, (data) => {
        const { entry, shared } = firstLoadReport(compilation);
        /** @type {Set<string>} */
        const files = new Set();
        /** @param {string[]} names */
        const add = (names) => {
          for (const name of names) {
            const module = shared[name];
            if (!module || module.files.every((file) => files.has(file))) continue;
            module.files.forEach((file) => files.add(file));
            add(module.consumes);
          }
        };
        add(entry?.consumes ?? []);
        const publicPath = data.assets.publicPath;
        const prefix = publicPath && !publicPath.endsWith('/') ? `${publicPath}/` : publicPath;
        Object.assign(data.assets, { startupJs: [...files].map((file) => `${prefix}${file}`) });
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
