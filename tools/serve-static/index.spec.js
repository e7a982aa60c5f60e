const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { serveStatic } = require('./index');

/** A tiny built app: index.html, entry, hashed chunk, manifest, nested asset, runtime config. */
function makeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  const files = {
    'index.html': '<!doctype html><div id="root"></div>',
    'main.js': 'console.log("main")',
    '842.1a2b3c4d.js': 'console.log("chunk")',
    'remoteEntry.js': 'var storefront;',
    'mf-manifest.json': '{"id":"storefront"}',
    'config.json': '{"apiUrl":"from-file"}',
    'assets/logo.5f5f5f5f.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'styles.css': 'body{}',
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  fs.writeFileSync(path.join(os.tmpdir(), 'serve-static-secret.txt'), 'secret');
  return dir;
}

describe('serveStatic over HTTP', () => {
  let dist;
  let running;

  beforeAll(async () => {
    dist = makeDist();
    running = await serveStatic({ root: dist, port: 0 });
  });
  afterAll(async () => {
    await running.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (p, init) => fetch(`${running.url}${p}`, init);

  it('serves files with their content type and CORS for cross-origin hosts', async () => {
    const cases = [
      ['/', 'text/html; charset=utf-8', '<!doctype html><div id="root"></div>'],
      ['/main.js', 'text/javascript; charset=utf-8', 'console.log("main")'],
      ['/mf-manifest.json', 'application/json; charset=utf-8', '{"id":"storefront"}'],
      ['/styles.css', 'text/css; charset=utf-8', 'body{}'],
      ['/assets/logo.5f5f5f5f.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ];
    for (const [p, type, body] of cases) {
      const res = await get(p, { headers: { Origin: 'http://localhost:3000' } });
      expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 200, type]);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe(body);
    }
  });

  it('caches hashed files for a year and makes everything else revalidate', async () => {
    expect((await get('/842.1a2b3c4d.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/logo.5f5f5f5f.svg')).headers.get('cache-control')).toContain('immutable');
    for (const p of ['/', '/index.html', '/mf-manifest.json', '/remoteEntry.js', '/config.json', '/main.js']) {
      expect([p, (await get(p)).headers.get('cache-control')]).toEqual([p, 'no-cache']);
    }
  });

  it('answers a revalidation with 304 when the file did not change', async () => {
    const first = await get('/main.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/main.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('falls back to index.html for client-side routes, not for missing files', async () => {
    for (const p of ['/purchase/42', '/login', '/dashboard/allUsers']) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 200]);
      expect(await res.text()).toContain('id="root"');
    }
    // A route ending in a dotted parameter: a browser navigation asks for HTML.
    for (const p of ['/dashboard/myOrders/ann%40example.com', '/dashboard/myOrders/ann@example.com']) {
      const res = await get(p, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect([p, res.status]).toEqual([p, 200]);
      expect(await res.text()).toContain('id="root"');
    }
    expect((await get('/missing.js')).status).toBe(404);
    expect((await get('/assets/nope.png')).status).toBe(404);
  });

  it('serves root/config.json when no config object is given', async () => {
    expect(await (await get('/config.json')).json()).toEqual({ apiUrl: 'from-file' });
  });

  it('never serves files outside the root', async () => {
    for (const p of [
      '/../serve-static-secret.txt',
      '/%2e%2e/serve-static-secret.txt',
      '/..%2fserve-static-secret.txt',
    ]) {
      const res = await get(p);
      expect(await res.text()).not.toBe('secret');
    }
  });

  it('answers CORS preflight and HEAD, refuses other methods', async () => {
    const preflight = await get('/remoteEntry.js', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const head = await get('/main.js', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '19', '']);
    expect((await get('/main.js', { method: 'POST' })).status).toBe(405);
  });
});

describe('serveStatic with a config object', () => {
  it('answers /config.json from the object instead of the file', async () => {
    const dist = makeDist();
    const config = {
      apiUrl: 'http://127.0.0.1:4999',
      remotes: { storefront: 'http://a/mf-manifest.json', dashboard: 'http://b/mf-manifest.json' },
    };
    const running = await serveStatic({ root: dist, config });
    try {
      const res = await fetch(`${running.url}/config.json`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual(config);
    } finally {
      await running.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("writes loopback URLs with the page's own loopback name, so its cookies stay same-site", async () => {
    const dist = makeDist();
    fs.writeFileSync(
      path.join(dist, 'config.json'),
      JSON.stringify({
        apiUrl: 'http://localhost:4000',
        remotes: { storefront: 'http://localhost:3001/mf-manifest.json', dashboard: 'https://cdn.example/m.json' },
      }),
    );
    const running = await serveStatic({ root: dist });
    /** GET with the Host a browser sends for that address (fetch may not set Host). */
    const getAs = (host, pathname) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: running.port, path: pathname, headers: { host } }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ headers: res.headers, body }));
          })
          .on('error', reject);
      });
    try {
      const atIp = await getAs(`127.0.0.1:${running.port}`, '/config.json');
      expect(JSON.parse(atIp.body)).toEqual({
        apiUrl: 'http://127.0.0.1:4000',
        remotes: { storefront: 'http://127.0.0.1:3001/mf-manifest.json', dashboard: 'https://cdn.example/m.json' },
      });
      expect((await getAs(`127.0.0.1:${running.port}`, '/')).headers['content-security-policy']).toContain(
        'http://127.0.0.1:4000',
      );
      expect(JSON.parse((await getAs(`localhost:${running.port}`, '/config.json')).body).apiUrl).toBe(
        'http://localhost:4000',
      );
      // Another name is answered as written.
      expect(JSON.parse((await getAs('shop.example', '/config.json')).body).apiUrl).toBe('http://localhost:4000');
    } finally {
      await running.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("names the page's remote in a Link header from the config in force, an edited config.json too", async () => {
    const dist = makeDist();
    fs.rmSync(path.join(dist, 'remoteEntry.js')); // the shell's build, not a remote's
    const running = await serveStatic({ root: dist });
    const linkOf = async (p, method = 'GET') =>
      (await fetch(`${running.url}${p}`, { method, headers: { Accept: 'text/html' } })).headers.get('link');
    try {
      expect(await linkOf('/')).toBeNull(); // root/config.json names no remote
      const write = (storefront) =>
        fs.writeFileSync(
          path.join(dist, 'config.json'),
          JSON.stringify({ apiUrl: 'http://a', remotes: { storefront } }),
        );
      write({ url: 'http://127.0.0.1:3001', version: '1.4.0' });
      expect(await linkOf('/purchase/7', 'HEAD')).toBe(
        '<http://127.0.0.1:3001/v/1.4.0/remoteEntry.js>; rel=preload; as=script, ' +
          '<http://127.0.0.1:3001/v/1.4.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
      write('http://127.0.0.1:3001/mf-manifest.json');
      expect(await linkOf('/')).toContain('<http://127.0.0.1:3001/remoteEntry.js>; rel=preload; as=script');
      for (const p of ['/main.js', '/mf-manifest.json', '/config.json', '/login'])
        expect([p, await linkOf(p)]).toEqual([p, null]);
      // A remote's own build serves its dev host page: it names no remote.
      fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var storefront;');
      expect(await linkOf('/')).toBeNull();
    } finally {
      await running.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses a root that does not exist', async () => {
    await expect(serveStatic({ root: '/nope/dist' })).rejects.toThrow(/does not exist/);
  });
});

describe('cli.js', () => {
  function startCli(args, env) {
    const child = spawn(process.execPath, [path.join(__dirname, 'cli.js'), ...args], {
      env: { ...process.env, ...env },
    });
    const url = new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /at (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`cli exited with ${code}`)));
    });
    return { child, url };
  }

  it('serves on PORT with the SHOP_CONFIG environment variable as /config.json', async () => {
    const dist = makeDist();
    const probe = await serveStatic({ root: dist, port: 0 });
    const port = probe.port; // a port that was just free
    await probe.close();
    const { child, url } = startCli([dist, '--host', '127.0.0.1'], {
      PORT: String(port),
      SHOP_CONFIG: '{"apiUrl":"from-env"}',
    });
    try {
      expect(await url).toBe(`http://127.0.0.1:${port}`);
      expect(await (await fetch(`${await url}/config.json`)).json()).toEqual({ apiUrl: 'from-env' });
    } finally {
      child.kill('SIGTERM');
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('exits with a clear message on a bad SHOP_CONFIG', async () => {
    const dist = makeDist();
    const child = spawn(process.execPath, [path.join(__dirname, 'cli.js'), dist, '--port', '0'], {
      env: { ...process.env, SHOP_CONFIG: '{oops' },
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    fs.rmSync(dist, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(err).toContain('SHOP_CONFIG is not a valid JSON object');
  });
});
