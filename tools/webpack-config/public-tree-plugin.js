const path = require('node:path');
const { preparePublicTree } = require('@phoneparts/serve-static/precompress');

/**
 * Production builds only: after webpack has written dist/, source maps move to the app's
 * `sourcemaps/` folder (a build artefact, never served) and every text file gets its brotli and gzip
 * twins, which the web servers send as they are (no compression work per request).
 */
class PublicTreePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PublicTreePlugin', () => {
      const publicDir = compiler.options.output.path;
      // createWebpackConfig always sets output.path; a config without one has nothing to prepare.
      if (!publicDir) throw new Error('PublicTreePlugin needs output.path');
      preparePublicTree(publicDir, path.join(path.dirname(publicDir), 'sourcemaps'));
    });
  }
}

module.exports = { PublicTreePlugin };
