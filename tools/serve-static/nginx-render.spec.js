// The shell image's nginx with a render server (docs/server-rendering.md): public pages proxied and kept
// a few seconds for anonymous requests only, refreshed in the background, and the static shell when the
// render server cannot answer. Real nginx on the generated configuration.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { startNginx } = require('./testing/nginx');
const { findNginx } = require('./testing/run-nginx');

const nginxMissing = !findNginx();
if (nginxMissing) console.warn('nginx is not installed: the render server tests on nginx are skipped');
const describeWithNginx = nginxMissing ? describe.skip : describe;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET on a connection of its own (none kept alive), read to its end. */
function getOnNewConnection(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, cacheStatus: res.headers['x-cache-status'], body }));
      })
      .on('error', reject);
  });
}

describeWithNginx('nginx in front of the render server', () => {
  let dist;
  let render;
  let nginx;
  let price = 40;
  const asked = [];
  const encodingsAsked = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiUrl: 'http://localhost:4000', remotes: {} }));
    render = http.createServer(async (req, res) => {
      asked.push(`${req.url} ${req.headers.cookie ?? ''}${req.headers.authorization ?? ''}`.trim());
      // A page drawn again takes as long as a render under load may: /parts/SLOW-… after its first answer.
      if (req.url.startsWith('/parts/SLOW-') && asked.filter((line) => line === req.url).length > 1) await wait(1_000);
      const anonymous = !req.headers.cookie && !req.headers.authorization;
      // /parts/ENC-… is compressed as the render server does (shell/src/server/html-answer.ts): as asked.
      const encoding = req.url.startsWith('/parts/ENC-') ? (req.headers['accept-encoding'] ?? '') : '';
      if (req.url.startsWith('/parts/ENC-')) encodingsAsked.push(encoding || 'none');
      res.writeHead(req.url.startsWith('/parts/NONE') ? 404 : 200, {
        'Content-Type': 'text/html; charset=utf-8',
        // As the render server says (shell/src/server/cache-policy.ts), with a one-second freshness.
        'Cache-Control': anonymous ? 'public, max-age=0, s-maxage=1, stale-while-revalidate=60' : 'private, no-store',
        Vary: 'Cookie, Authorization',
        ...(req.url.startsWith('/parts/SESSION-') ? { 'Set-Cookie': 'visitor=1; HttpOnly' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      const page = `<div id="root"><p>$${price}</p><p>${req.url}</p></div>`;
      res.end(encoding === 'br' ? zlib.brotliCompressSync(page) : encoding === 'gzip' ? zlib.gzipSync(page) : page);
    });
    await new Promise((resolve) => render.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx({ root: dist, render: `127.0.0.1:${render.address().port}` });
  }, 30_000);

  afterAll(async () => {
    await nginx?.close();
    await new Promise((resolve) => render.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('keeps an anonymous page for the time the render server gives, and a changed price shows soon after', async () => {
    const first = await fetch(`${nginx.url}/parts/AB-1`);
    expect(await first.text()).toContain('$40');
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('content-security-policy')).toBeTruthy();
    const second = await fetch(`${nginx.url}/parts/AB-1`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(asked.filter((line) => line === '/parts/AB-1')).toHaveLength(1);

    price = 35;
    await wait(1_200);
    // Stale: answered at once from the cache while one request draws it again in the background.
    expect(await (await fetch(`${nginx.url}/parts/AB-1`)).text()).toContain('$40');
    // The background refresh lands within moments (polled: the machine may be busy).
    let page = '';
    for (const deadline = Date.now() + 5_000; !page.includes('$35') && Date.now() < deadline; await wait(100))
      page = await (await fetch(`${nginx.url}/parts/AB-1`)).text();
    expect(page).toContain('$35');
  });

  it('draws a page once for many visitors at once, new or stale', async () => {
    const burst = () =>
      Promise.all(
        Array.from({ length: 16 }, async () => {
          const answer = await fetch(`${nginx.url}/parts/BURST-1`);
          return [answer.status, answer.headers.get('x-cache-status'), (await answer.text()).includes('BURST-1')];
        }),
      );
    // Not yet kept: one request draws it, the others wait for it (the cache lock).
    expect((await burst()).filter(([, status]) => status === 'MISS')).toHaveLength(1);
    expect(asked.filter((line) => line === '/parts/BURST-1')).toHaveLength(1);
    await wait(2_100);
    // Stale: every visitor gets the kept page, one refresh goes to the render server.
    const stale = await burst();
    expect(stale.every(([code, , drawn]) => code === 200 && drawn)).toBe(true);
    expect(stale.filter(([, status]) => status === 'STALE')).toHaveLength(1);
    for (const deadline = Date.now() + 5_000; asked.filter((l) => l === '/parts/BURST-1').length < 2; await wait(50))
      if (Date.now() > deadline) throw new Error('the stale page was never drawn again');
    await wait(200);
    expect(asked.filter((line) => line === '/parts/BURST-1')).toHaveLength(2);
  }, 15_000);

  it('sends a stale page at once while the render server draws it again', async () => {
    // Best of three stale answers: one that waits for the refresh is held at least 200 ms (the
    // kernel's ceiling for a corked socket), the machine's own delays are far below it.
    const times = [];
    for (let attempt = 1; attempt <= 3 && !times.some((ms) => ms < 150); attempt++) {
      const sku = `/parts/SLOW-${attempt}`;
      // Cached as this client asks (no Accept-Encoding), so the second read finds it.
      await getOnNewConnection(`${nginx.url}${sku}`);
      await wait(2_100);
      const started = Date.now();
      const answer = await getOnNewConnection(`${nginx.url}${sku}`);
      times.push(Date.now() - started);
      expect([answer.status, answer.cacheStatus, answer.body.includes(sku)]).toEqual([200, 'STALE', true]);
    }
    expect(Math.min(...times)).toBeLessThan(150);
  }, 20_000);

  it('never keeps an answer that sets a cookie', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${nginx.url}/parts/SESSION-1`);
      expect(answer.headers.get('x-cache-status')).toBe('MISS');
    }
    expect(asked.filter((line) => line === '/parts/SESSION-1')).toHaveLength(2);
  });

  it('never keeps or serves a cached page for a request with a session', async () => {
    await fetch(`${nginx.url}/parts/AB-2`);
    const signedIn = await fetch(`${nginx.url}/parts/AB-2`, { headers: { authorization: 'Bearer token' } });
    expect([signedIn.headers.get('cache-control'), signedIn.headers.get('x-cache-status')]).toEqual([
      'private, no-store',
      'BYPASS',
    ]);
    expect((await fetch(`${nginx.url}/parts/AB-2`)).headers.get('x-cache-status')).toBe('HIT');
    expect(asked.filter((line) => line.startsWith('/parts/AB-2'))).toEqual(['/parts/AB-2', '/parts/AB-2 Bearer token']);

    await fetch(`${nginx.url}/devices/Apple/iPhone%2013`);
    const before = asked.length;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${nginx.url}/devices/Apple/iPhone%2013`, { headers: { cookie: 'refresh=1' } });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
    }
    expect(asked.slice(before)).toEqual([
      '/devices/Apple/iPhone%2013 refresh=1',
      '/devices/Apple/iPhone%2013 refresh=1',
    ]);
  });

  it('answers the static shell to a browser with the signed-in hint: no render, no cached page read or kept', async () => {
    const shell = '<!doctype html><div id="root"></div>';
    // A visitor's page in the cache: the signed-in browser never gets it.
    await fetch(`${nginx.url}/parts/HINT-1`);
    expect((await fetch(`${nginx.url}/parts/HINT-1`)).headers.get('x-cache-status')).toBe('HIT');
    const before = asked.length;
    for (const cookie of ['pp_signed_in=1', 'theme=dark; pp_signed_in=1'])
      for (const page of ['/parts/HINT-1', '/parts/HINT-2', '/', '/devices/Apple/iPhone%2013']) {
        const answer = await fetch(`${nginx.url}${page}`, { headers: { cookie, accept: 'text/html' } });
        expect(answer.status).toBe(200);
        expect(await answer.text()).toBe(shell);
        expect(answer.headers.get('x-cache-status')).toBeNull();
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect(answer.headers.get('content-security-policy')).toBeTruthy();
      }
    expect(asked.slice(before)).toEqual([]);
    // Nothing was kept for them: a visitor's first ask of a page only they asked for is drawn.
    const visitor = await fetch(`${nginx.url}/parts/HINT-2`);
    expect(visitor.headers.get('x-cache-status')).toBe('MISS');
    expect(await visitor.text()).toContain('<p>$');
    // An emptied hint is no hint: drawn as any request with a cookie, past the cache.
    const emptied = await fetch(`${nginx.url}/parts/HINT-1`, { headers: { cookie: 'pp_signed_in=' } });
    expect(emptied.headers.get('x-cache-status')).toBe('BYPASS');
    expect(asked.slice(before)).toEqual(['/parts/HINT-2', '/parts/HINT-1 pp_signed_in=']);
  });

  it("passes the render server's 404 on, and serves every other path as static files", async () => {
    expect((await fetch(`${nginx.url}/parts/NONE-1`)).status).toBe(404);
    const cart = await fetch(`${nginx.url}/cart`, { headers: { accept: 'text/html' } });
    expect(await cart.text()).toBe('<!doctype html><div id="root"></div>');
    expect(asked.some((line) => line.startsWith('/cart'))).toBe(false);
  });

  it('keeps a compressed copy per encoding the browser accepts, asking the render server once for each', async () => {
    /** One GET with the given Accept-Encoding, its body decoded as its Content-Encoding says. */
    const get = (acceptEncoding) =>
      new Promise((resolve, reject) => {
        const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
        http
          .get(`${nginx.url}/parts/ENC-1`, { agent: false, headers }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'] ?? 'none';
              const body =
                encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
              resolve({
                encoding,
                cacheStatus: res.headers['x-cache-status'],
                body: body.toString(),
                status: res.statusCode,
              });
            });
          })
          .on('error', reject);
      });

    const chrome = await get('gzip, deflate, br, zstd');
    expect(chrome).toMatchObject({ encoding: 'br', cacheStatus: 'MISS' });
    expect(chrome.body).toContain('/parts/ENC-1');
    expect(await get('br;q=1.0, gzip;q=0.8')).toMatchObject({ encoding: 'br', cacheStatus: 'HIT' });
    expect(await get('gzip, deflate')).toMatchObject({ encoding: 'gzip', cacheStatus: 'MISS' });
    expect(await get('br;q=0, gzip')).toMatchObject({ encoding: 'gzip', cacheStatus: 'HIT' });
    const plain = await get(undefined);
    expect(plain).toMatchObject({ encoding: 'none', cacheStatus: 'MISS' });
    expect(plain.body).toContain('/parts/ENC-1');
    expect(await get('identity')).toMatchObject({ encoding: 'none', cacheStatus: 'HIT' });
    expect(encodingsAsked).toEqual(['br', 'gzip', 'none']);
  });
  it('answers the static shell with 200 when the render server is down', async () => {
    // nginx keeps its connections to the render server open: closed with it.
    await new Promise((resolve) => {
      render.close(resolve);
      render.closeAllConnections();
    });
    const page = await fetch(`${nginx.url}/parts/NEVER-DRAWN`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><div id="root"></div>');
    expect((await fetch(`${nginx.url}/robots.txt`)).status).toBe(503);
  });
});
