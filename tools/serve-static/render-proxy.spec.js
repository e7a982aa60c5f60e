const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { serveStatic } = require('./index');
const { isRenderedFile, isServerRendered } = require('./server-rendered');

describe('the addresses the render server draws', () => {
  it('are the public pages of the contract, robots.txt and the sitemap; nothing signed-in', () => {
    for (const page of ['/', '/parts/IP13-OLED', '/devices/Apple/iPhone%2013'])
      expect(isServerRendered(page)).toBe(true);
    for (const page of ['/cart', '/purchase/1', '/dashboard', '/parts/a/b', '/login', '/main.js'])
      expect(isServerRendered(page)).toBe(false);
    for (const file of ['/robots.txt', '/sitemap.xml', '/sitemaps/parts-3.xml'])
      expect(isRenderedFile(file)).toBe(true);
    expect(isRenderedFile('/sitemaps/../x.xml')).toBe(false);
  });
});

describe('serveStatic with a render server', () => {
  let dist;
  let render;
  let renderPort;
  let running;
  const warnings = [];
  const asked = [];
  let warnSpy;

  const startRender = () =>
    new Promise((resolve) => {
      render = http.createServer((req, res) => {
        asked.push(req.url);
        res.writeHead(req.url.startsWith('/parts/NONE') ? 404 : 200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': req.headers.cookie ? 'private, no-store' : 'public, s-maxage=5',
        });
        res.end(`<!doctype html><div id="root"><h1>drawn ${req.url}</h1></div>`);
      });
      render.listen(renderPort ?? 0, '127.0.0.1', () => {
        renderPort = render.address().port;
        resolve();
      });
    });

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-render-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    await startRender();
    warnSpy = jest.spyOn(console, 'warn').mockImplementation((line) => warnings.push(line));
    running = await serveStatic({ root: dist, render: `http://127.0.0.1:${renderPort}` });
  });
  afterAll(async () => {
    warnSpy.mockRestore();
    await running.close();
    await new Promise((resolve) => render.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("passes a public page's answer on, status and cache policy included, with the page's security headers", async () => {
    const page = await fetch(`${running.url}/parts/AB-1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>drawn /parts/AB-1</h1>');
    expect(page.headers.get('cache-control')).toBe('public, s-maxage=5');
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    expect((await fetch(`${running.url}/parts/NONE`)).status).toBe(404);
    const signedIn = await fetch(`${running.url}/parts/AB-1`, { headers: { cookie: 'refresh=1' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // Every other address is a file, as before.
    expect(await (await fetch(`${running.url}/main.js`)).text()).toBe('console.log(1)');
    expect(await (await fetch(`${running.url}/cart`)).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers the static shell to a browser with the signed-in hint, without asking the render server', async () => {
    const shell = '<!doctype html><div id="root"></div>';
    const before = asked.length;
    for (const cookie of ['pp_signed_in=1', 'theme=dark; pp_signed_in=1', 'pp_signed_in=1; refresh=2']) {
      for (const page of ['/', '/parts/AB-1', '/devices/Apple/iPhone%2013']) {
        const answer = await fetch(`${running.url}${page}`, { headers: { cookie } });
        expect(answer.status).toBe(200);
        expect(await answer.text()).toBe(shell);
        // The static shell's own policy: revalidated, with the page's security headers.
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect(answer.headers.get('content-security-policy')).toBeTruthy();
      }
    }
    expect(asked.slice(before)).toEqual([]);
    // An emptied hint, a look-alike name or another cookie is drawn as before.
    for (const cookie of ['pp_signed_in=', 'xpp_signed_in=1', 'refresh=1']) {
      const answer = await fetch(`${running.url}/parts/AB-1`, { headers: { cookie } });
      expect(await answer.text()).toContain('<h1>drawn /parts/AB-1</h1>');
    }
    // robots.txt and the sitemap are the render server's whoever asks.
    await fetch(`${running.url}/robots.txt`, { headers: { cookie: 'pp_signed_in=1' } });
    expect(asked.slice(before)).toEqual(['/parts/AB-1', '/parts/AB-1', '/parts/AB-1', '/robots.txt']);
  });

  it('answers the static shell with 200 while the render server is down, warns once, and recovers', async () => {
    await new Promise((resolve) => render.close(resolve));
    for (let i = 0; i < 3; i++) {
      const page = await fetch(`${running.url}/parts/AB-1`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe('<!doctype html><div id="root"></div>');
    }
    expect((await fetch(`${running.url}/robots.txt`)).status).toBe(503);
    expect(warnings.filter((line) => line.includes('did not answer'))).toHaveLength(1);
    await startRender();
    expect(await (await fetch(`${running.url}/parts/AB-1`)).text()).toContain('drawn');
  });
});
