import { sessionTokenKey, signedInHintCookie, type Part } from '@phoneparts/contracts';
import { accountMenu, demoAdmin, newAccount, signInInBrowser, signInViaApi, signUpViaApi } from '../support/accounts';
import { newPage } from '../support/browser';
import { useOwnShop } from '../support/shop';
import { call } from './dashboard-fixtures';
import { createDevicePart, devicePath } from './storefront-fixtures';

/**
 * The public pages drawn on the server (docs/server-rendering.md): the shell's web server sends them
 * to the render server, whose first answer holds the page's content; the browser hydrates that markup
 * without a warning and without reading the part again; without JavaScript the page reads and its
 * links work. The shop of this file runs a render server of its own.
 */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
describe('server rendering', () => {
  const shop = useOwnShop({ render: true });
  let part: Part;
  let brand: string;
  let model: string;
  let admin: string;

  beforeAll(async () => {
    admin = (await signInViaApi(shop.apiUrl, demoAdmin)).accessToken;
    ({ part, brand, model } = await createDevicePart(shop.apiUrl, admin, 'Rendered'));
  });

  it("a part page's first answer holds its name, prices, stock, SKU and models", async () => {
    const response = await fetch(`${shop.shellUrl}/parts/${part.sku}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${part.name}</h1>`));
    const text = textOf(html);
    expect(html).toContain(`<code data-testid="part-sku">${part.sku}</code>`);
    expect(text).toContain('In stock');
    expect(text).toContain('$40.00');
    expect(text).toContain('From 10 units $36.00');
    expect(text).toContain('From 50 units $32.50');
    expect(html).toContain(`href="${devicePath(brand, model)}"`);
    // The page's reads travel with it, for the browser's store.
    expect(html).toMatch(/<script type="application\/json" id="phoneparts-ssr">/);
    // Its title is the page's, not the shop's default.
    expect(html).not.toContain('<title>Phone Parts Shop — quality mobile phone parts</title>');
  });

  it('the browser hydrates the served markup without a warning and without reading the part again', async () => {
    const { page, context, problems } = await newPage(shop.browser);
    try {
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/parts/sku/')) reads.push(request.url());
      });
      // The heading the server sent, remembered before any script runs: hydration keeps that node.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1');
        });
      });
      await page.goto(`${shop.shellUrl}/parts/${part.sku}`);
      await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
      // Hydrated: the page answers clicks (a visitor's "Add to cart" asks them to sign in).
      await page.waitForFunction(() => {
        const heading = document.querySelector('h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
      expect(
        await page.evaluate(
          () => (window as { servedHeading?: Element | null }).servedHeading === document.querySelector('h1'),
        ),
      ).toBe(true);
      expect(reads).toEqual([]);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript a visitor reads a part page and follows its links', async () => {
    const { page, context } = await newPage(shop.browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${shop.shellUrl}/parts/${part.sku}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(part.name);
      expect(await page.getByTestId('stock-state').textContent()).toBe('In stock');
      expect(await page.getByTestId('price-band').allTextContents()).toEqual([
        'From 10 units$36.00',
        'From 50 units$32.50',
      ]);
      await page.getByRole('link', { name: `${brand} ${model}` }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/devices/'));
      expect(new URL(page.url()).pathname).toBe(devicePath(brand, model));
    } finally {
      await context.close();
    }
  });

  it('draws the home page and a device page on the server', async () => {
    const home = await fetch(`${shop.shellUrl}/?q=${encodeURIComponent(part.name)}`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain(`href="/parts/${part.sku}"`);
    expect(textOf(homeHtml)).toContain(part.name);

    const device = await fetch(`${shop.shellUrl}${devicePath(brand, model)}`);
    expect(device.status).toBe(200);
    const deviceHtml = await device.text();
    expect(textOf(deviceHtml)).toContain(`Parts for the ${brand} ${model}`);
    expect(deviceHtml).toContain(`href="/parts/${part.sku}"`);
    expect(deviceHtml).toContain(`<title>Parts for the ${brand} ${model} — Phone Parts Shop</title>`);
  });

  it("paints the home page's catalogue, with its styles, from the first answer and hydrates it without a warning", async () => {
    const html = await (await fetch(`${shop.shellUrl}/?q=${encodeURIComponent(part.name)}`)).text();
    // Every part of the page in place: nothing held back for an inline script to reveal.
    expect(html).not.toMatch(/<div hidden id="S:/);
    // The storefront's stylesheets are in the head: the first paint is the styled page.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<link[^>]*rel="?stylesheet/);

    const offline = await newPage(shop.browser, { javaScriptEnabled: false });
    try {
      await offline.page.goto(`${shop.shellUrl}/?q=${encodeURIComponent(part.name)}`);
      await offline.page.getByRole('link', { name: part.name }).first().click();
      await offline.page.waitForURL((url) => url.pathname === `/parts/${part.sku}`);
    } finally {
      await offline.context.close();
    }

    const { page, context, problems } = await newPage(shop.browser);
    try {
      await page.goto(`${shop.shellUrl}/?q=${encodeURIComponent(part.name)}`);
      const link = page.locator(`article a[href="/parts/${part.sku}"]`).first();
      await page.waitForFunction((selector) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      }, `article a[href="/parts/${part.sku}"]`);
      await link.click();
      await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown SKU with a real 404 page', async () => {
    const response = await fetch(`${shop.shellUrl}/parts/NO-SUCH-${part.sku}`);
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain(`No part has SKU NO-SUCH-${part.sku}.`);
  });

  it("gives a part page its title, description, canonical URL, Open Graph tags and a Product's JSON-LD", async () => {
    const html = await (await fetch(`${shop.shellUrl}/parts/${part.sku}`)).text();
    const canonical = `${shop.shellUrl}/parts/${part.sku}`;
    expect(html).toContain(`<title>${part.name} — Phone Parts Shop</title>`);
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="${part.name} \\(Screen, SKU ${part.sku}\\): \\$40\\.00 a unit`),
    );
    expect(html.match(/<meta name="?description"?/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:title" content="${part.name} — Phone Parts Shop">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: part.name,
        sku: part.sku,
        brand: { '@type': 'Brand', name: brand },
        offers: {
          '@type': 'Offer',
          price: '40.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
      }),
    ]);
  });

  it('lists every public part and device page in the sitemap and keeps crawlers out of private pages', async () => {
    const index = await fetch(`${shop.shellUrl}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files[0]).toBe(`${shop.shellUrl}/sitemaps/devices.xml`);
    expect(files.slice(1)).toEqual(files.slice(1).map((_, i) => `${shop.shellUrl}/sitemaps/parts-${i + 1}.xml`));
    const pages: string[] = [];
    for (const file of files) {
      const answer = await fetch(file);
      expect(answer.status).toBe(200);
      pages.push(...[...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    const catalogue = await call<Part[]>(shop.apiUrl, admin, 'GET', '/parts?limit=100');
    expect(pages).toEqual(
      expect.arrayContaining(catalogue.map((p) => `${shop.shellUrl}/parts/${encodeURIComponent(p.sku)}`)),
    );
    expect(pages).toContain(`${shop.shellUrl}${devicePath(brand, model)}`);
    expect(new Set(pages).size).toBe(pages.length);
    expect(await (await fetch(`${shop.shellUrl}/sitemaps/parts-999.xml`)).status).toBe(404);

    const robots = await (await fetch(`${shop.shellUrl}/robots.txt`)).text();
    for (const path of ['/dashboard', '/cart', '/payment/', '/purchase/', '/login'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${shop.shellUrl}/sitemap.xml`);
  });

  it('sends a signed-in browser the static shell for the public pages, and the drawn page again once signed out', async () => {
    const account = newAccount('hinted');
    await signUpViaApi(shop.apiUrl, account);
    const { page, context, problems } = await newPage(shop.browser);
    const served = async (path: string) => (await page.goto(`${shop.shellUrl}${path}`))!.text();
    try {
      expect(await served('/')).toContain('id="phoneparts-ssr"');
      await signInInBrowser(page, shop.shellUrl, account);
      const hint = (await context.cookies(shop.shellUrl)).find((cookie) => cookie.name === signedInHintCookie);
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
      // For the session's idle week (an http page: no Secure).
      expect(hint!.expires - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 600);
      expect(hint!.expires - Date.now() / 1000).toBeLessThanOrEqual(7 * 86_400);

      for (const path of ['/', `/parts/${part.sku}`, devicePath(brand, model)]) {
        const html = await served(path);
        expect(html).not.toContain('id="phoneparts-ssr"');
        expect(html).not.toContain(part.name);
        expect(html).toContain('<div id=root>');
      }
      // The browser draws them, signed in.
      await page.getByRole('heading', { level: 1, name: `Parts for the ${brand} ${model}` }).waitFor();
      await accountMenu(page, account).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect((await context.cookies(shop.shellUrl)).map((cookie) => cookie.name)).not.toContain(signedInHintCookie);

      const html = await served(`/parts/${part.sku}`);
      expect(html).toContain('id="phoneparts-ssr"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${part.name}</h1>`));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sets the hint at start-up for a session stored without it, and removes one no session backs', async () => {
    const account = newAccount('stored');
    const { accessToken } = await signUpViaApi(shop.apiUrl, account);
    const { page, context, problems } = await newPage(shop.browser);
    const hinted = async () =>
      (await context.cookies(shop.shellUrl)).some((cookie) => cookie.name === signedInHintCookie);
    try {
      // A token in storage but no hint (signed in before the hint existed): the visitor's page, drawn afresh.
      await page.goto(`${shop.shellUrl}/__e2e_blank`, { waitUntil: 'commit' });
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [sessionTokenKey, accessToken]);
      expect(await (await page.goto(`${shop.shellUrl}/`))!.text()).toContain('id="phoneparts-ssr"');
      await accountMenu(page, account).waitFor();
      expect(await hinted()).toBe(true);
      expect(await (await page.reload())!.text()).not.toContain('id="phoneparts-ssr"');
      await accountMenu(page, account).waitFor();

      // A hint with no stored session (storage cleared): the static shell once, then the drawn page.
      await page.evaluate(() => localStorage.clear());
      expect(await (await page.reload())!.text()).not.toContain('id="phoneparts-ssr"');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect(await hinted()).toBe(false);
      expect(await (await page.reload())!.text()).toContain('id="phoneparts-ssr"');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a shared cache keep an anonymous page a few seconds, never a page asked for with a session', async () => {
    const anonymous = await fetch(`${shop.shellUrl}/parts/${part.sku}`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60');
    const withSession = await fetch(`${shop.shellUrl}/parts/${part.sku}`, { headers: { cookie: 'refresh=abc' } });
    expect(withSession.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the web tier answers the client-rendered page with 200 when the render server is down', async () => {
    await shop.apps.render!.stop();
    const answer = await fetch(`${shop.shellUrl}/parts/${part.sku}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id=root>');
    expect(html).not.toContain(part.name);
    expect((await fetch(`${shop.shellUrl}/robots.txt`)).status).toBe(503);
  });
});
