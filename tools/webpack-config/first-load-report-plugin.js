const fs = require('node:fs');
const path = require('node:path');

const NAME = 'FirstLoadReportPlugin';

/**
 * Writes `build-report/first-load.json` beside dist/ (never served): which JavaScript files each
 * way into the app loads before it can run, read from webpack's chunk graph after the build.
 *
 * - `entry`: the files of the page's entry (`main`) and the shared modules it consumes at startup.
 * - `remoteEntry` and `exposes[name]`: a remote's entry file, and the files of each exposed module
 *   with the shared modules it consumes (a host that provides them loads its own copies instead).
 * - `shared[name]`: the files of this build's copy of a shared module, and the shared modules that
 *   copy consumes in turn.
 *
 * The first-load budget test (e2e/bench) composes the home page from the shell's and the
 * storefront's reports as the federation runtime does with shareStrategy 'loaded-first'.
 */
class FirstLoadReportPlugin {
  /** @param {{ containerName?: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const publicDir = compiler.options.output.path;
      if (!publicDir) throw new Error(`${NAME} needs output.path`);
      const reportDir = path.join(path.dirname(publicDir), 'build-report');
      const report = firstLoadReport(compilation, this.options.containerName);
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, 'first-load.json'), `${JSON.stringify(report, null, 2)}\n`);
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} [containerName]
 */
function firstLoadReport(compilation, containerName) {
  const { chunkGraph } = compilation;
  /** @type {Record<string, { files: string[], consumes: string[] }>} */
  const shared = {};

  /** @param {Iterable<import('webpack').Chunk>} chunks */
  const jsFiles = (chunks) => [...new Set([...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))];

  /**
   * The shared modules the chunks consume, recording each one's own files (its fallback's chunk
   * group, loaded when this build's copy is the one used) and what that copy consumes.
   * @param {Iterable<import('webpack').Chunk>} chunks
   * @returns {string[]}
   */
  function consumedBy(chunks) {
    const names = new Set();
    for (const chunk of chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const key = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey;
        names.add(key);
        if (shared[key]) continue;
        shared[key] = { files: [], consumes: [] };
        const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
        const fallbackChunks = groups.flatMap((group) => (group ? group.chunks : []));
        shared[key].files = jsFiles(fallbackChunks);
        shared[key].consumes = consumedBy(fallbackChunks);
      }
    }
    return [...names].sort();
  }

  const main = compilation.entrypoints.get('main');
  const entry = main ? { files: jsFiles(main.chunks), consumes: consumedBy(main.chunks) } : undefined;

  /** @type {Record<string, { files: string[], consumes: string[] }>} */
  const exposes = {};
  let remoteEntry;
  const container = containerName ? compilation.entrypoints.get(containerName) : undefined;
  if (container) {
    remoteEntry = jsFiles([container.getEntrypointChunk()]);
    for (const module of chunkGraph.getChunkModulesIterable(container.getEntrypointChunk())) {
      if (module.constructor.name !== 'ContainerEntryModule') continue;
      for (const block of module.blocks) {
        const exposed = /** @type {{ exposedName?: string }} */ (block.dependencies[0])?.exposedName;
        const group = chunkGraph.getBlockChunkGroup(block);
        if (!exposed || !group) continue;
        exposes[exposed] = { files: jsFiles(group.chunks), consumes: consumedBy(group.chunks) };
      }
    }
  }
  return { entry, remoteEntry, exposes, shared };
}

module.exports = { FirstLoadReportPlugin, firstLoadReport };
