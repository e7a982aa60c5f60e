const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'RuntimeCoreGlobalPlugin';
const providerEntry = path.join(__dirname, 'runtime-core-global.mjs');

/**
 * For a remote built with `externalRuntime`: its own page (the standalone host, dist/index.html)
 * has no shell to provide the federation runtime core, so this plugin bundles the core once into
 * `federation-runtime-core.<hash>.js` (a separate small webpack build) and puts it before the
 * page's entry script. Hosts never load this file.
 */
class RuntimeCoreGlobalPlugin {
  constructor() {
    /** @type {Promise<string> | undefined} one bundle per process (watch mode rebuilds reuse it) */
    this.bundle = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {string | undefined} */
      let fileName;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          this.bundle ??= bundleProvider(webpack);
          const source = await this.bundle;
          const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
          fileName = `federation-runtime-core.${hash}.js`;
          compilation.emitAsset(fileName, new webpack.sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap(NAME, (data) => {
        if (!fileName) throw new Error(`${NAME}: the runtime core bundle was not emitted`);
        data.assets.js.unshift(`${data.assets.publicPath}${fileName}`);
        return data;
      });
    });
  }
}

/**
 * Bundles runtime-core-global.mjs as one classic script (production mode, no federation).
 * @param {typeof import('webpack')} webpack
 * @returns {Promise<string>}
 */
function bundleProvider(webpack) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-core-'));
  const compiler = webpack({
    mode: 'production',
    target: 'web',
    context: __dirname,
    entry: providerEntry,
    devtool: false,
    output: { path: outDir, filename: 'provider.js', iife: true },
    performance: { hints: false },
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error) throw error;
        if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
        resolve(fs.readFileSync(path.join(outDir, 'provider.js'), 'utf8'));
      } catch (failure) {
        reject(failure);
      } finally {
        fs.rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

module.exports = { RuntimeCoreGlobalPlugin };
