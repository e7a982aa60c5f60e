// The web tier's rules (web-policy.js) checked on both servers that apply them: serve-static (npm start,
// e2e) and real nginx with the generated configuration (the production web images). Same cases, same
// expectations.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { serveStatic } = require('./index');
const { preparePublicTree } = require('./precompress');
const { startNginx } = require('./testing/nginx');
const { findNginx } = require('./testing/run-nginx');

const text = (n) => 'export const part = "battery";\n'.repeat(n);
const files = {
  'index.html': `<!doctype html><html><body><div id="root"></div><script src="/main.js"></script>${' '.repeat(400)}</body></html>`,
  'main.js': text(40),
  'remoteEntry.js': text(30),
  '842.1a2b3c4d.js': text(50),
  'mf-manifest.json': JSON.stringify({ id: 'storefront', pad: 'x'.repeat(400) }),
  'assets/logo.5f5f5f5f.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
  'assets/photo.0a0b0c0d.png': 'not really a png, never compressed',
  'tiny.js': 'x',
  'config.json': JSON.stringify({
    apiUrl: 'http://localhost:4000',
    remotes: { storefront: 'http://localhost:3001/mf-manifest.json' },
  }),
  '842.1a2b3c4d.js.map': '{"version":3}',
  // The shell's page furniture (kept under the compression threshold, so the summary below is unchanged).
  'favicon.ico': 'ICO bytes',
  'manifest.webmanifest': JSON.stringify({ name: 'Phone Parts Shop', icons: [{ src: '/icon-192.png' }] }),
  'icon-192.png': 'PNG bytes',
};

function makeBuiltApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-tier-'));
  const dist = path.join(dir, 'dist');
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), body);
  }
  return { dir, dist, summary: preparePublicTree(dist, path.join(dir, 'sourcemaps')) };
}

describe('preparePublicTree (build step)', () => {
  it('moves source maps out of the public tree and writes brotli and gzip twins of text files', () => {
    const { dir, dist, summary } = makeBuiltApp();
    try {
      expect(fs.existsSync(path.join(dist, '842.1a2b3c4d.js.map'))).toBe(false);
      expect(fs.readFileSync(path.join(dir, 'sourcemaps', '842.1a2b3c4d.js.map'), 'utf8')).toBe('{"version":3}');
      for (const name of [
        'index.html',
        'main.js',
        'remoteEntry.js',
        '842.1a2b3c4d.js',
        'mf-manifest.json',
        'assets/logo.5f5f5f5f.svg',
      ]) {
        expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${name}.br`))).toString()).toBe(files[name]);
        expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${name}.gz`))).toString()).toBe(files[name]);
      }
      // Pictures are compressed already, tiny files are not worth it, config.json is rewritten at start-up.
      for (const name of ['assets/photo.0a0b0c0d.png', 'tiny.js', 'config.json']) {
        expect([
          name,
          fs.existsSync(path.join(dist, `${name}.br`)),
          fs.existsSync(path.join(dist, `${name}.gz`)),
        ]).toEqual([name, false, false]);
      }
      expect(summary).toMatchObject({ maps: 1, compressed: 6 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

const servers = {
  'serve-static': (root, config) => serveStatic({ root, port: 0, config }),
  nginx: (root, config) => startNginx({ root, config }),
};
// nginx is part of CI (.ci/run installs it); outside CI a machine without it skips that half loudly.
const nginxMissing = !findNginx() && !process.env.CI;
if (nginxMissing)
  console.warn('web-tier.spec: nginx is not installed, the nginx half is skipped (apt-get install nginx-light)');

describe.each(Object.keys(servers))('%s applies the web policy', (serverName) => {
  const maybe = serverName === 'nginx' && nginxMissing ? it.skip : it;
  let app;
  let running;
  const shopConfig = {
    apiUrl: 'https://api.shop.example',
    remotes: {
      storefront: { url: 'https://storefront.shop.example', version: '1.4.0' },
      dashboard: 'https://dashboard.shop.example/mf-manifest.json',
    },
  };

  beforeAll(async () => {
    if (serverName === 'nginx' && nginxMissing) return;
    app = makeBuiltApp();
    running = await servers[serverName](app.dist, shopConfig);
  });
  afterAll(async () => {
    await running?.close();
    if (app) fs.rmSync(app.dir, { recursive: true, force: true });
  });
  const get = (p, headers = {}) => fetch(`${running.url}${p}`, { headers: { 'Accept-Encoding': '', ...headers } });

  maybe('serves the favicon, the web app manifest and its icon with their own content types', async () => {
    for (const [name, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/icon-192.png', 'image/png'],
    ]) {
      const res = await get(name, { Accept: 'image/avif,image/webp,*/*' });
      expect([name, res.status, res.headers.get('content-type')]).toEqual([name, 200, type]);
      expect(await res.text()).toBe(files[name.slice(1)]);
    }
    // A missing icon is a 404, not the app's index.html.
    expect((await get('/apple-touch-icon-precomposed.png')).status).toBe(404);
  });

  maybe(
    'sends the brotli file to a client that accepts br, gzip to one that accepts only gzip, else the plain file',
    async () => {
      for (const [acceptEncoding, encoding] of [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['', null],
        ['identity', null],
      ]) {
        const res = await get('/842.1a2b3c4d.js', { 'Accept-Encoding': acceptEncoding });
        expect([acceptEncoding, res.status, res.headers.get('content-encoding')]).toEqual([
          acceptEncoding,
          200,
          encoding,
        ]);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(await res.text()).toBe(files['842.1a2b3c4d.js']); // fetch decodes: the encoding is what it says
      }
    },
  );

  maybe('sends a text file without a compressed twin as it is, and answers the CORS preflight', async () => {
    const tiny = await get('/tiny.js', { 'Accept-Encoding': 'br, gzip' });
    expect([tiny.status, tiny.headers.get('content-encoding'), await tiny.text()]).toEqual([200, null, 'x']);
    const preflight = await fetch(`${running.url}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
  });

  maybe(
    'caches hashed files for a year and revalidates entry files, manifests, index.html and config.json',
    async () => {
      const cases = [
        ['/842.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
        ['/assets/logo.5f5f5f5f.svg', 'public, max-age=31536000, immutable'],
        ['/assets/photo.0a0b0c0d.png', 'public, max-age=31536000, immutable'],
        ['/', 'no-cache'],
        ['/index.html', 'no-cache'],
        ['/main.js', 'no-cache'],
        ['/remoteEntry.js', 'no-cache'],
        ['/mf-manifest.json', 'no-cache'],
        ['/config.json', 'no-cache'],
        ['/dashboard/myOrders', 'no-cache'],
      ];
      for (const [p, cacheControl] of cases) {
        const res = await get(p, { 'Accept-Encoding': 'br, gzip' });
        expect([p, res.status, res.headers.get('cache-control')]).toEqual([p, 200, cacheControl]);
      }
    },
  );

  maybe('serves the runtime config it was given, and names its origins in the page CSP', async () => {
    expect(await (await get('/config.json')).json()).toEqual(shopConfig);
    const page = await get('/purchase/7', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect([page.status, page.headers.get('content-type'), page.headers.get('content-encoding')]).toEqual([
      200,
      'text/html; charset=utf-8',
      'br',
    ]);
    expect(await page.text()).toBe(files['index.html']);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp
      .split('; ')
      .find((d) => d.startsWith('script-src'))
      .split(' ');
    expect(scriptSrc).toEqual(
      expect.arrayContaining(["'self'", 'https://storefront.shop.example', 'https://dashboard.shop.example']),
    );
    // Scripts from the shop's own front ends only, not from the API (it serves Swagger UI's).
    expect(scriptSrc).not.toContain('https://api.shop.example');
    expect(csp.split('; ').find((d) => d.startsWith('connect-src'))).toContain('https://api.shop.example');
    // The remotes' stylesheets load fonts from their own origin (the reviews carousel's icons).
    expect(
      csp
        .split('; ')
        .find((d) => d.startsWith('font-src'))
        ?.split(' '),
    ).toEqual(expect.arrayContaining(["'self'", 'https://storefront.shop.example']));
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('access-control-allow-origin')).toBe('*');
  });

  maybe('never serves a source map or a compressed twin by its own name; a missing script stays a 404', async () => {
    for (const p of ['/842.1a2b3c4d.js.map', '/main.js.map', '/missing.js']) {
      expect([p, (await get(p)).status]).toEqual([p, 404]);
    }
    const twin = await get('/main.js.br');
    expect(twin.headers.get('content-encoding')).toBeNull();
  });
});

describe.each(Object.keys(servers))("%s names the page's remote in a preload Link", (serverName) => {
  const maybe = serverName === 'nginx' && nginxMissing ? it.skip : it;
  const shopConfig = {
    apiUrl: 'https://api.shop.example',
    remotes: {
      storefront: { url: 'https://storefront.shop.example', version: '1.4.0' },
      dashboard: 'https://dashboard.shop.example/mf-manifest.json',
    },
  };
  /** The shell's build (no remoteEntry.js of its own, unless `remote`) served with `config`. */
  async function serve(config, { remote = false } = {}) {
    const app = makeBuiltApp();
    if (!remote) fs.rmSync(path.join(app.dist, 'remoteEntry.js'));
    const running = await servers[serverName](app.dist, config);
    const get = (p, headers = {}) =>
      fetch(`${running.url}${p}`, { headers: { Accept: 'text/html,*/*;q=0.8', 'Accept-Encoding': '', ...headers } });
    const close = async () => {
      await running.close();
      fs.rmSync(app.dir, { recursive: true, force: true });
    };
    return { get, close };
  }

  maybe('on pages only, whichever twin of index.html answers', async () => {
    const { get, close } = await serve(shopConfig);
    const storefront =
      '<https://storefront.shop.example/v/1.4.0/remoteEntry.js>; rel=preload; as=script, ' +
      '<https://storefront.shop.example/v/1.4.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous';
    const dashboard =
      '<https://dashboard.shop.example/remoteEntry.js>; rel=preload; as=script, ' +
      '<https://dashboard.shop.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous';
    const cases = [
      ['/', 'br, gzip', storefront],
      ['/purchase/7', 'gzip', storefront],
      ['/cart?from=mail', '', storefront],
      ['/dashboard/myOrders/ann@example.com', 'br', dashboard],
      ['/dashboard', '', dashboard],
      ['/login', 'br', null],
      ['/index.html', 'br', null],
      ['/main.js', 'br', null],
      ['/mf-manifest.json', '', null],
      ['/config.json', '', null],
      ['/favicon.ico', '', null],
    ];
    try {
      for (const [p, acceptEncoding, link] of cases) {
        const res = await get(p, { 'Accept-Encoding': acceptEncoding });
        expect([p, acceptEncoding, res.status, res.headers.get('link')]).toEqual([p, acceptEncoding, 200, link]);
      }
    } finally {
      await close();
    }
  });

  maybe("not on a remote's own build: its page is the remote's dev host", async () => {
    const { get, close } = await serve(shopConfig, { remote: true });
    try {
      for (const p of ['/', '/dashboard']) expect([p, (await get(p)).headers.get('link')]).toEqual([p, null]);
    } finally {
      await close();
    }
  });

  maybe('not from unsafe addresses, and nothing of them leaks into a header', async () => {
    const { get, close } = await serve({
      apiUrl: 'https://api.shop.example',
      remotes: {
        storefront: 'https://storefront.shop.example/a"; add_header X-Injected yes; #/mf-manifest.json',
        dashboard: { url: 'https://dashboard.shop.example/$host', version: '1.0.0' },
      },
    });
    try {
      for (const p of ['/', '/dashboard/myOrders']) {
        const page = await get(p, { 'Accept-Encoding': 'br' });
        expect([p, page.status, page.headers.get('link'), page.headers.get('x-injected')]).toEqual([
          p,
          200,
          null,
          null,
        ]);
        expect(page.headers.get('content-security-policy')).toContain('https://storefront.shop.example');
      }
    } finally {
      await close();
    }
  });
});
