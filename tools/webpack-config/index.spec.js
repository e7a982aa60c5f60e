const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { compileHint, createWebpackConfig, sharedSingletons } = require('./index');

const fixture = path.join(__dirname, 'testing/fixture-app');

/** The fixture app as a remote exposing its one widget, configured for `mode`. */
const fixtureRemote = (mode, options = {}) =>
  createWebpackConfig({
    name: 'fixture',
    dir: fixture,
    port: 3999,
    exposes: { './Widget': './src/widget.tsx' },
    ...options,
  })({}, { mode });

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}

describe('createWebpackConfig', () => {
  it('configures Module Federation, CORS dev server and runtime public path for a remote', () => {
    const config = fixtureRemote('production');
    expect(config.output).toMatchObject({
      publicPath: 'auto',
      uniqueName: 'fixture',
      path: path.join(fixture, 'dist'),
    });
    expect(config.devServer).toMatchObject({ port: 3999, historyApiFallback: true });
    expect(config.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({
      name: 'fixture',
      filename: 'remoteEntry.js',
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: { asyncStartup: true },
    });
    for (const name of sharedSingletons)
      expect(mf._options.shared[name]).toMatchObject({ singleton: true, strictVersion: true });
    // requiredVersion is the app's own dependency range (fixture-app/package.json), subpaths included.
    expect(mf._options.shared.react.requiredVersion).toBe('^19.3.1');
    expect(mf._options.shared['react-dom/'].requiredVersion).toBe('^19.3.1');
    expect(mf._options.shared['@phoneparts/shared-ui'].requiredVersion).toBe('^1.0.0');
    expect(sharedSingletons).toEqual(expect.arrayContaining(['react-dom/', '@phoneparts/shared-ui', 'react-toastify']));
    // Unshared, contracts is tree-shaken into each app (only the schemas a form uses, with the parts of zod they use).
    expect(sharedSingletons).not.toContain('@phoneparts/contracts');
    // The router facade is shared under the router's version, so version checks see 7.x, not the facade's folder.
    expect(mf._options.shared['react-router-dom'].version).toBe(require('react-router-dom/package.json').version);
    expect(config.resolve.alias['react-router-dom$']).toMatch(/react-router-dom-facade\.mjs$/);
    expect(mf._options.experiments.optimization).toEqual({ target: 'web', disableRemote: true, disableSnapshot: true });
    // One federation runtime core per page: a remote uses its host's.
    expect(mf._options.experiments.externalRuntime).toBe(true);
    expect(mf._options.runtimePlugins).toBeUndefined();
    // Shared Redux Toolkit, immer and reselect are tree-shaken facades, declared under the packages' versions.
    expect(config.resolve.alias['@reduxjs/toolkit$']).toMatch(/redux-toolkit-facade\.mjs$/);
    expect(mf._options.shared.immer).toMatchObject({ singleton: true, requiredVersion: '^11.2.10' });
    expect(mf._options.shared['@reduxjs/toolkit'].version).toMatch(/^2\./);
  });

  it('makes a host hand its federation runtime core to the remotes and resolve shared modules in short tasks', () => {
    const config = createWebpackConfig({ name: 'host', dir: fixture, port: 3998 })({}, { mode: 'production' });
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options.experiments.externalRuntime).toBeUndefined();
    // Remotes are registered by their remoteEntry.js: the runtime's manifest-snapshot code is left out.
    expect(mf._options.experiments.optimization).toEqual({ target: 'web', disableSnapshot: true });
    expect(mf._options.runtimePlugins).toEqual([
      expect.stringMatching(/provide-runtime-core\.mjs$/),
      expect.stringMatching(/yield-between-shares\.mjs$/),
    ]);
  });

  it("gives a remote page and its route loader one chunk for the code both import, below webpack's own groups", () => {
    const config = fixtureRemote('production', {
      exposes: { './Page': './src/widget.tsx', './PageLoader': './src/widget.tsx', './Other': './src/widget.tsx' },
    });
    const groups = config.optimization.splitChunks.cacheGroups;
    expect(Object.keys(groups)).toEqual(['PageShared']);
    expect(groups.PageShared).toMatchObject({ name: 'Page-shared', minChunks: 2, minSize: 0, priority: -30 });
    const accepts = (name) => groups.PageShared.chunks({ name });
    expect([accepts('__federation_expose_Page'), accepts('__federation_expose_PageLoader')]).toEqual([true, true]);
    expect([accepts('__federation_expose_Other'), accepts('main')]).toEqual([false, false]);
  });

  it('refuses to build without name, dir and port', () => {
    expect(() => createWebpackConfig({ name: 'x', dir: fixture })).toThrow(/name, dir, port/);
  });

  it('refuses a shared singleton without a real version range, and a version that is not semver', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-pkg-'));
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(fixture, 'package.json'), 'utf8'));
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '*', 'react-toastify': undefined } }),
      );
      expect(() => createWebpackConfig({ name: 'x', dir, port: 1 })({}, { mode: 'production' })).toThrow(
        /missing or "\*": react, react-toastify/,
      );
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '../1' }));
      expect(() => createWebpackConfig({ name: 'x', dir, port: 1 })({}, { mode: 'production' })).toThrow(
        /not a semantic version/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds a remote: manifest, remote entry, html, copied public/, scoped CSS modules', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-fixture-'));
    try {
      process.env.RELEASE_VERSION = '2.3.5-rc.1';
      const config = fixtureRemote('production');
      delete process.env.RELEASE_VERSION;
      config.output.path = out;
      config.devtool = false;
      await build(config);
      const files = fs.readdirSync(out);
      expect(files).toEqual(
        expect.arrayContaining(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'config.json']),
      );
      expect(files).toContain('main.js');
      expect(files.some((f) => /\.[0-9a-f]{8}\.js$/.test(f))).toBe(true); // async chunks are content-hashed
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
      expect(manifest.exposes.map((e) => e.path)).toContain('./Widget');
      expect(manifest.shared.map((s) => s.name)).toEqual(expect.arrayContaining(['react', 'react-dom']));
      // The version says which release this is: manifest, version.json and the code's constant.
      expect(manifest.metaData.buildInfo.buildVersion).toBe('2.3.5-rc.1');
      expect(manifest.shared.find((s) => s.name === 'react')).toMatchObject({
        singleton: true,
        requiredVersion: '^19.3.1',
      });
      // A subpath matched by 'react/' states the range the code enforces too (what hosts check).
      expect(manifest.shared.find((s) => s.name === 'react/jsx-runtime')).toMatchObject({
        singleton: true,
        requiredVersion: '^19.3.1',
      });
      const version = JSON.parse(fs.readFileSync(path.join(out, 'version.json'), 'utf8'));
      expect(version).toMatchObject({
        name: 'fixture',
        package: 'webpack-config-fixture-app',
        version: '2.3.5-rc.1',
        requires: { react: '^19.3.1' },
      });
      const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(html).toMatch(/<div id="?root"?>/);
      expect(html).toMatch(/src="?\/main\.js/);
      expect(html).not.toContain('remoteEntry.js');
      // The remote's own page loads the runtime core its bundles expect from a host, before main.js.
      expect(html).toMatch(
        /src="?\/federation-runtime-core\.[0-9a-f]{8}\.js"?[^<]*<\/script>\s*<script[^>]*src="?\/main\.js/,
      );
      // The first-load report beside the public folder: the exposed module's files and shared modules.
      const report = JSON.parse(
        fs.readFileSync(path.join(path.dirname(out), 'build-report', 'first-load.json'), 'utf8'),
      );
      expect(report.remoteEntry).toEqual(['remoteEntry.js']);
      expect(report.exposes['./Widget'].consumes).toContain('react/jsx-runtime');
      expect(report.shared['react/jsx-runtime'].files.length).toBeGreaterThan(0);
      const read = (ext) =>
        files
          .filter((f) => f.endsWith(ext))
          .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
          .join('\n');
      expect(read('.js')).toContain('"2.3.5-rc.1"'); // __APP_VERSION__ baked into the code
      // Every chunk opens with V8's compile hint (minification would have dropped it as a comment). The
      // runtime core of the remote's own page is an asset copied as built, not a chunk.
      const chunks = files.filter((f) => f.endsWith('.js') && !f.startsWith('federation-runtime-core.'));
      expect(chunks).toEqual(expect.arrayContaining(['main.js', 'remoteEntry.js']));
      for (const chunk of chunks)
        expect([chunk, fs.readFileSync(path.join(out, chunk), 'utf8').split('\n')[0]]).toEqual([chunk, compileHint]);
      expect(read('.css')).toMatch(/color:\s*teal/); // CSS (module) is extracted to .css files ...
      expect(read('.js')).not.toMatch(/color:\s*teal/); // ... not parsed as JavaScript ...
      expect(read('.css')).not.toMatch(/\.box\s*\{/); // ... under a generated class name, not the source one
      expect(html).toMatch(/<link href="?\/main\.css"? rel="?stylesheet"?/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 300_000); // a production build of React takes minutes on a busy 2-core machine

  it('fails the build of a remote that stops exposing a module of its contract', async () => {
    const contract = { './Widget': {}, './Gadget': {} };
    const config = fixtureRemote('development', { contract });
    config.output.path = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-contract-'));
    try {
      await expect(build(config)).rejects.toThrow(
        /fixture breaks its contract with the shell .*no longer exposes \.\/Gadget/,
      );
    } finally {
      fs.rmSync(config.output.path, { recursive: true, force: true });
    }
  }, 300_000);
});
