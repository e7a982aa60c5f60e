const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('./index');

const fixture = path.join(__dirname, 'testing/fixture-app');

describe('StartupPreloadPlugin', () => {
  it('hands a page that starts its entry itself the files of the shared modules the entry starts with', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-startup-'));
    try {
      const config = createWebpackConfig({ name: 'fixture', dir: fixture, port: 3999, pageStartsEntry: true })(
        {},
        { mode: 'development' },
      );
      config.output.path = out;
      config.devtool = false;
      // A page that prints what the template is handed.
      const index = config.plugins.findIndex((plugin) => plugin instanceof HtmlWebpackPlugin);
      config.plugins[index] = new HtmlWebpackPlugin({
        inject: false,
        chunks: ['main'],
        publicPath: '/',
        templateContent: ({ htmlWebpackPlugin }) => JSON.stringify(htmlWebpackPlugin.files),
      });
      await new Promise((resolve, reject) =>
        webpack(config, (error, stats) =>
          error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(stats),
        ),
      );
      const files = JSON.parse(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
      expect(files.js).toEqual(['/main.js']);
      expect(files.startupJs.length).toBeGreaterThan(0);
      const code = files.startupJs.map((href) => {
        expect(href).toMatch(/^\/[^/]+\.js$/);
        return fs.readFileSync(path.join(out, href), 'utf8');
      });
      // The entry renders with react-dom/client, which consumes react-dom: both are preloaded, and so is React.
      expect(code.join('\n')).toMatch(/react-dom-client\.development\.js/);
      expect(code.join('\n')).toMatch(/react-dom\.development\.js/);
      expect(code.join('\n')).toMatch(/react\.development\.js/);
      expect(files.startupJs).not.toContain('/main.js');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 300_000);
});
