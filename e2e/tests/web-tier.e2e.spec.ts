import fs from 'node:fs';
import path from 'node:path';
import { startNginx, type RunningNginx } from '@phoneparts/serve-static/testing/nginx';
import { findNginx } from '@phoneparts/serve-static/testing/run-nginx';
import { repoRoot } from '../support/repo-root';

// The built shell and storefront under real nginx, configured as the production web images are: the
// home page's scripts come compressed and with the right cache lifetime, and no source map is reachable.
const hashed = /\.[0-9a-f]{8,}\.js$/;
const apps = { shell: 'shell', storefront: 'storefront-mfe' } as const;

// CI installs nginx; elsewhere, without it, this file is skipped with a warning.
const nginxAvailable = !!findNginx() || !!process.env.CI;
if (!nginxAvailable) console.warn('web-tier.e2e: nginx is not installed, skipped (apt-get install nginx-light)');

(nginxAvailable ? describe : describe.skip)('the web tier on the built home page (nginx, as in the images)', () => {
  const servers: Partial<Record<keyof typeof apps, RunningNginx>> = {};

  beforeAll(async () => {
    servers.storefront = await startNginx({ root: path.join(repoRoot, apps.storefront, 'dist') });
    servers.shell = await startNginx({
      root: path.join(repoRoot, apps.shell, 'dist'),
      config: {
        apiUrl: 'http://127.0.0.1:9',
        remotes: {
          storefront: `${servers.storefront.url}/mf-manifest.json`,
          dashboard: 'http://127.0.0.1:9/mf-manifest.json',
        },
      },
    });
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((s) => s?.close()));
  });

  const get = (app: keyof typeof apps, file: string) =>
    fetch(`${servers[app]!.url}/${file}`, { headers: { 'Accept-Encoding': 'br, gzip' } });

  it("sends the home page's scripts brotli-compressed, hashed ones cached for a year, entries revalidated", async () => {
    const page = await get('shell', '');
    expect([page.status, page.headers.get('content-encoding'), page.headers.get('cache-control')]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    // The storefront's entry and manifest named with the page, so they download beside the shell's scripts.
    const storefront = servers.storefront!.url;
    expect(page.headers.get('link')).toBe(
      `<${storefront}/remoteEntry.js>; rel=preload; as=script, <${storefront}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    const html = await page.text();
    // Its own scripts: first-screen.js and the shell's entry.
    const pageScripts = [
      ...html.matchAll(/<script[^>]*src="?\/?([^" >]+)/g),
      ...html.matchAll(/<link rel="?preload"? href="?\/?([^" >]+\.js)[" >]/g),
    ].map((m) => m[1]);
    expect(pageScripts).toEqual(expect.arrayContaining(['first-screen.js', 'main.js']));

    // The shell's scripts, then what it loads of the storefront remote for the home page.
    const storefrontManifest = await (await get('storefront', 'mf-manifest.json')).json();
    const remoteScripts = JSON.stringify(storefrontManifest).match(/[\w.-]+\.js\b/g) ?? [];
    const wanted: [keyof typeof apps, string][] = [
      ...pageScripts.map((f) => ['shell', f] as [keyof typeof apps, string]),
      ['storefront', 'mf-manifest.json'],
      ...[...new Set(remoteScripts)].map((f) => ['storefront', f] as [keyof typeof apps, string]),
    ];
    expect(wanted.length).toBeGreaterThan(4);
    for (const [app, file] of wanted) {
      const res = await get(app, file);
      const expected = hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      expect([app, file, res.status, res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([
        app,
        file,
        200,
        expected,
        'Accept-Encoding',
      ]);
      const size = fs.statSync(path.join(repoRoot, apps[app], 'dist', file)).size;
      if (size >= 256) expect([file, res.headers.get('content-encoding')]).toEqual([file, 'br']);
    }
  });

  it('reaches no source map, while the maps are kept as build artefacts', async () => {
    for (const [app, folder] of Object.entries(apps) as [keyof typeof apps, string][]) {
      const scripts = fs.readdirSync(path.join(repoRoot, folder, 'dist')).filter((f) => f.endsWith('.js'));
      expect(fs.readdirSync(path.join(repoRoot, folder, 'dist')).filter((f) => f.endsWith('.map'))).toEqual([]);
      expect(
        fs.readdirSync(path.join(repoRoot, folder, 'sourcemaps')).filter((f) => f.endsWith('.js.map')).length,
      ).toBeGreaterThan(0);
      for (const script of scripts) {
        expect([app, `${script}.map`, (await get(app, `${script}.map`)).status]).toEqual([app, `${script}.map`, 404]);
        const body = await (await get(app, script)).text();
        // No map comment, and no inline map (css-loader inlines them, sources included, unless told not to).
        expect([script, /^\/\/# sourceMappingURL=/m.test(body), body.includes('sourcesContent')]).toEqual([
          script,
          false,
          false,
        ]);
      }
    }
  });
});
