const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createWebpackConfig, sharedSingletons } = require('./index');

const fixture = path.join(__dirname, 'test/fixture-app');

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
    const config = createWebpackConfig({ name: 'fixture', dir: fixture, port: 3999, exposes: { './Widget': './src/widget.tsx' } })({}, { mode: 'production' });
    expect(config.output).toMatchObject({ publicPath: 'auto', uniqueName: 'fixture', path: path.join(fixture, 'dist') });
    expect(config.devServer).toMatchObject({ port: 3999, historyApiFallback: true });
    expect(config.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({ name: 'fixture', filename: 'remoteEntry.js', dts: false, manifest: true, experiments: { asyncStartup: true } });
    for (const name of sharedSingletons) expect(mf._options.shared[name]).toEqual({ singleton: true });
    expect(sharedSingletons).toEqual(expect.arrayContaining(['react-dom/', '@phoneparts/shared-ui', 'react-toastify']));
  });

  it('refuses to build without name, dir and port', () => {
    expect(() => createWebpackConfig({ name: 'x', dir: fixture })).toThrow(/name, dir, port/);
  });

  it('builds a remote: manifest, remote entry, html, copied public/, scoped CSS modules', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-fixture-'));
    try {
      const config = createWebpackConfig({ name: 'fixture', dir: fixture, port: 3999, exposes: { './Widget': './src/widget.tsx' } })({}, { mode: 'production' });
      config.output.path = out;
      config.devtool = false;
      await build(config);
      const files = fs.readdirSync(out);
      expect(files).toEqual(expect.arrayContaining(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'config.json']));
      expect(files).toContain('main.js');
      expect(files.some((f) => /\.[0-9a-f]{8}\.js$/.test(f))).toBe(true); // async chunks are content-hashed
      const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
      expect(manifest.exposes.map((e) => e.path)).toContain('./Widget');
      expect(manifest.shared.map((s) => s.name)).toEqual(expect.arrayContaining(['react', 'react-dom']));
      const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(html).toMatch(/<div id="?root"?>/);
      expect(html).toMatch(/src="?\/main\.js/);
      expect(html).not.toContain('remoteEntry.js');
      const js = files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
      expect(js).toContain('color: teal'); // CSS (module) is bundled ...
      expect(js).not.toMatch(/\.box\s*\{/); // ... under a generated class name, not the source one
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120000);
});
