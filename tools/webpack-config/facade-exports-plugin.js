const fs = require('node:fs');
const path = require('node:path');
const { sharedFacades } = require('./source-aliases');

/**
 * The hand-kept facades (react-router-dom-facade.mjs …) list the names the apps may import from a shared
 * library. webpack's own check (`exportsPresence: 'error'`) cannot see through a shared module: a
 * federation consume is a proxy whose exports are unknown at build time, so a name left out of a facade
 * built, and failed in the browser ("(0, i.matchPath) is not a function"). This plugin checks every
 * import the build resolves of a facaded package against the facade's export list, and fails the build
 * naming the module and the missing name.
 */

/** The package each facade stands for → its file beside this one. */
const facadeFiles = {
  'react-router-dom': path.join(__dirname, 'react-router-dom-facade.mjs'),
  ...Object.fromEntries(
    Object.entries(sharedFacades).map(([name, { facade }]) => [name, path.join(__dirname, facade)]),
  ),
};

/**
 * The names a facade exports: its `export { a, b as c } from '…'` lists (the only form the facades use).
 * @param {string} source
 */
function exportedNames(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const words = item
        .replace(/\/\/.*$/gm, '')
        .trim()
        .split(/\s+as\s+/);
      const name = words[words.length - 1].trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** package name → exported names, read from each facade file. */
function facadeExports(files = facadeFiles) {
  return new Map(Object.entries(files).map(([name, file]) => [name, exportedNames(fs.readFileSync(file, 'utf8'))]));
}

class FacadeExportsPlugin {
  constructor(files = facadeFiles) {
    this.files = files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FacadeExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeExportsPlugin', (modules) => {
        const facades = facadeExports(this.files);
        const missing = new Set();
        for (const module of modules) {
          for (const each of module.dependencies ?? []) {
            // A harmony import or re-export: the only dependencies with a request and imported ids.
            const dependency = /** @type {{ request?: string, ids?: string[] }} */ (each);
            const names = dependency.request === undefined ? undefined : facades.get(dependency.request);
            // Named imports and re-exports carry the imported name first in `ids`; a namespace import has none.
            const imported = Array.isArray(dependency.ids) ? dependency.ids[0] : undefined;
            if (!names || !imported || names.has(imported)) continue;
            const resource = /** @type {{ resource?: string }} */ (module).resource;
            const where = path.relative(compiler.context, resource ?? module.identifier());
            missing.add(`${where} imports ${imported} from '${dependency.request}'`);
          }
        }
        if (!missing.size) return;
        compilation.errors.push(
          new WebpackError(
            `A shared library's facade (tools/webpack-config/*-facade.mjs) lacks a name the app imports:\n` +
              `${[...missing].map((line) => `  ${line}`).join('\n')}\n` +
              'Add it to the facade: without it the shared module has no such export in the browser.',
          ),
        );
      });
    });
  }
}

module.exports = { FacadeExportsPlugin, facadeExports, exportedNames, facadeFiles };
