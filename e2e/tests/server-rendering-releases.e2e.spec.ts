import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Part } from '@phoneparts/contracts';
import { publishRelease, serveStatic, type RunningServer } from '@phoneparts/serve-static';
import { demoAdmin, signInViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { buildRemote, copyApp } from '../support/remote-builds';
import { repoRoot } from '../support/repo-root';
import { useOwnShop } from '../support/shop';
import { createStorefrontPart } from './storefront-fixtures';

const storefrontDir = path.join(repoRoot, 'storefront-mfe');
const copyFile = path.join('src', 'features', 'part-page', 'components', 'part-page-copy.ts');
const currentWords = 'Price per unit';
const nextVersion = '1.1.0-ssr-e2e';
const nextWords = 'Unit price from release 1.1';

/**
 * The storefront ships on its own, server rendering included (docs/server-rendering.md): a storefront
 * release that changes the part page changes the render server's HTML once config.json names it, with
 * the shell neither rebuilt nor restarted; and while the storefront's server build cannot be reached,
 * the page is the client-rendered shell (200) until it is back, with no restart either.
 */
describe('server rendering across storefront releases', () => {
  const shop = useOwnShop({ render: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ssr-releases-'));
  const releasesDir = path.join(tmp, 'releases');
  let releases: RunningServer;
  let currentVersion: string;
  let part: Part;

  beforeAll(async () => {
    // The next release: the storefront's sources with the part page's words changed, built (client and
    // server) as a release is, under another version.
    const copy = copyApp(storefrontDir, 'next', (dir) => {
      const file = path.join(dir, copyFile);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain(`pricePerUnit: '${currentWords}'`);
      fs.writeFileSync(file, source.replace(`pricePerUnit: '${currentWords}'`, `pricePerUnit: '${nextWords}'`));
    });
    try {
      const next = await buildRemote(
        copy.dir,
        path.join(tmp, 'storefront-next'),
        { RELEASE_VERSION: nextVersion },
        { server: true },
      );
      expect(next.version).toBe(nextVersion);
    } finally {
      copy.remove();
    }
    currentVersion = publishRelease({ dist: path.join(storefrontDir, 'dist'), releasesDir }).version;
    publishRelease({ dist: path.join(tmp, 'storefront-next'), releasesDir });
    releases = await serveStatic({ root: path.join(storefrontDir, 'dist'), releases: releasesDir });

    const admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
    const id = Date.now().toString(36);
    part = await createStorefrontPart(shop.apiUrl, admin, {
      name: `Released ${id} battery`,
      brand: `Relbrand${id}`,
      models: [`Relphone ${id}`],
      category: 'battery',
      price: 12,
      minQuantity: 1,
      availableQuantity: 9,
    });
  }, 300_000);

  afterAll(async () => {
    await releases?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** config.json names this storefront release (the shell's web server serves the edited file). */
  const serveStorefront = (version: string, from = releases.url) =>
    shop.apps.reconfigureShell({
      storefront: { url: from, version },
      dashboard: `${shop.apps.urls.dashboard}/mf-manifest.json`,
    });

  interface ServedPage {
    status: number;
    cacheControl: string | null;
    html: string;
    /** The storefront release that drew it on the server; null for the client-rendered shell. */
    drawnBy: string | null;
  }

  const servedPartPage = async (): Promise<ServedPage> => {
    const { status, headers, body: html } = await getOnNewConnection(`${shop.shellUrl}/parts/${part.sku}`);
    return {
      status,
      cacheControl: headers['cache-control'] ?? null,
      html,
      drawnBy: html.includes(part.name)
        ? (/data-remote="storefront" data-remote-version="([^"]+)"/.exec(html)?.[1] ?? '?')
        : null,
    };
  };

  /** The render server reads config.json again every 2 s: the part page once `ready` holds for it. */
  const servedOnce = async (ready: (page: ServedPage) => boolean, what: string): Promise<ServedPage> => {
    const deadline = Date.now() + 20_000;
    let last = await servedPartPage();
    while (!ready(last)) {
      if (Date.now() > deadline)
        throw new Error(
          `the part page was not ${what} within 20 s: status ${last.status}, drawn by ${last.drawnBy}\n` +
            `render server stderr:\n${shop.apps.render!.warnings()}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await servedPartPage();
    }
    return last;
  };

  it("a storefront release changes the part page's server-rendered HTML, with the shell untouched", async () => {
    const render = shop.apps.render!;
    await serveStorefront(currentVersion);
    const before = await servedOnce((page) => page.drawnBy === currentVersion, `drawn by ${currentVersion}`);
    expect(before.status).toBe(200);
    expect(before.html).toContain(`<dt>${currentWords}</dt>`);
    expect(before.html).not.toContain(nextWords);

    // The release: config.json names the next version; nothing else changes.
    await serveStorefront(nextVersion);
    const after = await servedOnce((page) => page.drawnBy === nextVersion, `drawn by ${nextVersion}`);
    expect(after.status).toBe(200);
    expect(after.cacheControl).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60');
    expect(after.html).toContain(`<dt>${nextWords}</dt>`);
    expect(after.html).not.toContain(`<dt>${currentWords}</dt>`);

    // The browser hydrates the new release's markup with the same release's client build: no mismatch.
    const { page, context, problems } = await newPage(shop.browser);
    try {
      await page.goto(`${shop.shellUrl}/parts/${part.sku}`);
      await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
      await page.waitForFunction(() => {
        const heading = document.querySelector('h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
      expect(await page.getByText(nextWords).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // Rolled back the same way.
    await serveStorefront(currentVersion);
    const rolledBack = await servedOnce((page) => page.drawnBy === currentVersion, `drawn by ${currentVersion} again`);
    expect(rolledBack.html).toContain(`<dt>${currentWords}</dt>`);
    // One render server all along: it never crashed, and nobody restarted it.
    expect(render.exited()).toBeNull();
    expect(render).toBe(shop.apps.render);
  }, 120_000);

  it("answers the client-rendered page while the storefront's server build is unreachable, then recovers", async () => {
    const render = shop.apps.render!;
    // The releases from a server of their own, then stopped: the render server has loaded nothing from it.
    const elsewhere = await serveStatic({ root: path.join(storefrontDir, 'dist'), releases: releasesDir });
    const port = elsewhere.port;
    await elsewhere.close();
    const warningsBefore = render.warnings().length;
    await serveStorefront(currentVersion, elsewhere.url);

    const fallback = await servedOnce((page) => page.drawnBy === null, 'client-rendered');
    const answers = [fallback];
    for (let i = 0; i < 5; i++) answers.push(await servedPartPage());
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.drawnBy).toBeNull();
      expect(answer.html).toContain('<div id=root>');
      // Standing in for the page: never kept by a shared cache.
      expect(answer.cacheControl).toBe('no-cache');
    }
    // One warning for the six answers (at most one a minute).
    const warned = render.warnings().slice(warningsBefore);
    expect(warned.match(/cannot be loaded, pages are client-rendered/g)).toHaveLength(1);
    expect(render.exited()).toBeNull();

    // Back on the same address: the next requests draw the page again, with no restart.
    const back = await serveStatic({ root: path.join(storefrontDir, 'dist'), releases: releasesDir, port });
    try {
      const recovered = await servedOnce((page) => page.drawnBy === currentVersion, 'drawn again');
      expect(recovered.status).toBe(200);
      expect(recovered.html).toContain(`<dt>${currentWords}</dt>`);
      expect(render.exited()).toBeNull();
    } finally {
      await serveStorefront(currentVersion);
      await back.close();
    }
  }, 120_000);

  it('keeps serving when a bad release throws outside any request, and draws the page once a good one is named', async () => {
    const render = shop.apps.render!;
    // A "server build" whose code fails later, in a timer and in a promise nobody waits for: Node's
    // default would end the render server with it.
    const bad = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(
        "setTimeout(() => { throw new Error('a bad release threw'); });" +
          "Promise.reject(new Error('a bad release rejected'));",
      );
    });
    await new Promise<void>((resolve) => bad.listen(0, '127.0.0.1', resolve));
    try {
      await serveStorefront(currentVersion, `http://127.0.0.1:${(bad.address() as AddressInfo).port}`);
      const fallback = await servedOnce((page) => page.drawnBy === null, 'client-rendered');
      expect(fallback.status).toBe(200);
      // Past the bad code's timer: the server still answers.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await servedPartPage()).status).toBe(200);
      expect(render.exited()).toBeNull();
      // Written (the first of the two: at most one warning a minute), and the process goes on.
      expect(render.warnings()).toMatch(
        /\[render\] (an error escaped every handler|a promise failed with nobody waiting for it): Error: a bad release/,
      );

      await serveStorefront(currentVersion);
      const drawn = await servedOnce((page) => page.drawnBy === currentVersion, 'drawn again');
      expect(drawn.html).toContain(`<dt>${currentWords}</dt>`);
      expect(render.exited()).toBeNull();
    } finally {
      bad.closeAllConnections();
      await new Promise((resolve) => bad.close(resolve));
    }
  }, 60_000);
});

/**
 * A GET on a connection of its own. config.json is switched by restarting the shell's web server
 * (apps.reconfigureShell): a request sent right after on a connection kept alive from before is cut by
 * the old server ("other side closed"), which says nothing about the render server.
 */
function getOnNewConnection(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
