const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { FacadeExportsPlugin, exportedNames } = require('./facade-exports-plugin');
const { reactRouterFacadeAlias } = require('./source-aliases');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * Compiles `source` as an app's entry, with the router facade as the apps get it, and the plugin; with
 * `federated`, react-router-dom is a shared singleton as in the apps (webpack's own export check on).
 */
function compile(source, { federated = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facade-exports-'));
  fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.mjs',
    output: { path: path.join(dir, 'dist') },
    resolve: { alias: reactRouterFacadeAlias() },
    // What a federation consume does to webpack's own check: it cannot see the shared module's exports.
    module: { parser: { javascript: { exportsPresence: federated ? 'error' : false } } },
    plugins: [
      new FacadeExportsPlugin(),
      ...(federated
        ? [
            new ModuleFederationPlugin({
              name: 'app',
              dts: false,
              manifest: false,
              shared: { 'react-router-dom': { singleton: true, requiredVersion: false, eager: true } },
            }),
          ]
        : []),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message));
    }),
  );
}

describe('FacadeExportsPlugin', () => {
  it('fails the build when an app imports a name the facade lacks, naming the module and the name', async () => {
    const errors = await compile(
      "import { Link, matchPath } from 'react-router-dom';\nconsole.log(Link, matchPath);\n",
    );
    expect(errors.join('\n')).toMatch(/entry\.mjs imports matchPath from 'react-router-dom'/);
  }, 60_000);

  it('fails it through a shared module too, where webpack cannot see the missing export', async () => {
    const errors = await compile("import { matchPath } from 'react-router-dom';\nconsole.log(matchPath);\n", {
      federated: true,
    });
    expect(errors.join('\n')).toMatch(/entry\.mjs imports matchPath from 'react-router-dom'/);
  }, 120_000);

  it('passes an app that imports only what the facade exports, and re-exports too', async () => {
    const errors = await compile(
      "import { Link } from 'react-router-dom';\nexport { Outlet } from 'react-router-dom';\nconsole.log(Link);\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('checks re-exports as well', async () => {
    const errors = await compile("export { useRoutes } from 'react-router-dom';\n");
    expect(errors.join('\n')).toMatch(/imports useRoutes from 'react-router-dom'/);
  }, 60_000);

  it("reads a facade's names, renamed ones by their new name", () => {
    expect([...exportedNames("export {\n  a,\n  b as c, // why\n} from 'x';\nexport { d } from 'y';\n")]).toEqual([
      'a',
      'c',
      'd',
    ]);
  });
});
