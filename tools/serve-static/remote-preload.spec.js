// The preload rules of remote-preload.js, and the production images' copy of them in
// docker/40-shop-config.sh (POSIX sh, no JSON tool): the same header from the same config.json, and
// nothing but plain URL characters ever reaching a header or nginx.conf.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const fc = require('fast-check');
const { remoteNames } = require('@phoneparts/contracts/dist/remotes');
const { renderNginxConf } = require('./nginx-conf');
const { remotePreloadHeader, remoteOfRequest } = require('./remote-preload');

const script = path.join(__dirname, 'docker', '40-shop-config.sh');
const storefrontPage = '/purchase/7';
const dashboardPage = '/dashboard/myOrders';

/** What the image's start-up script writes for each remote's pages (its include for nginx.conf). */
function imagePreloads(configText) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-preload-'));
  try {
    const include = path.join(dir, 'shop.conf');
    // The script learns the remotes from the image's nginx.conf.
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, renderNginxConf({ root: dir, port: 8080, originsFile: include }));
    execFileSync('sh', [script], {
      env: {
        PATH: process.env.PATH,
        SHOP_HTML_DIR: dir,
        SHOP_ORIGINS_FILE: include,
        SHOP_NGINX_CONF: conf,
        SHOP_CONFIG: configText,
      },
    });
    const text = fs.readFileSync(include, 'utf8');
    const value = (remote) => new RegExp(`^set \\$shop_${remote}_preload "([^"]*)";$`, 'm').exec(text)?.[1] ?? null;
    return { storefront: value('storefront') || null, dashboard: value('dashboard') || null, text };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const link = (manifest) =>
  `<${manifest.replace(/[^/]*$/, 'remoteEntry.js')}>; rel=preload; as=script, <${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`;

describe('the preload Link of a page', () => {
  const config = {
    apiUrl: 'https://api.shop.example',
    remotes: {
      storefront: { url: 'https://cdn.shop.example/storefront/', version: '1.4.0-rc.1+b7' },
      dashboard: 'https://dashboard.shop.example/v/2.0.0/mf-manifest.json',
    },
  };

  it("names the entry beside the manifest of the page's remote, for both forms of a remote", () => {
    const storefront = link('https://cdn.shop.example/storefront/v/1.4.0-rc.1+b7/mf-manifest.json');
    const dashboard = link('https://dashboard.shop.example/v/2.0.0/mf-manifest.json');
    expect(storefront).toContain('<https://cdn.shop.example/storefront/v/1.4.0-rc.1+b7/remoteEntry.js>; rel=preload');
    for (const page of ['/', '/?utm=mail', '/purchase/7', '/payment/7/', '/cart', '/quick-order'])
      expect([page, remotePreloadHeader(config, page)]).toEqual([page, storefront]);
    for (const page of ['/dashboard', '/dashboard/', '/dashboard/myOrders/ann@example.com', '/dashboard?x=1'])
      expect([page, remotePreloadHeader(config, page)]).toEqual([page, dashboard]);
    const unversioned = { remotes: { storefront: { url: 'http://127.0.0.1:3001' } } };
    expect(remotePreloadHeader(unversioned, '/')).toBe(link('http://127.0.0.1:3001/mf-manifest.json'));
  });

  it('sets one preload per remote of the contract, learning the remotes from nginx.conf', () => {
    const { text } = imagePreloads(JSON.stringify(config));
    const written = [...text.matchAll(/^set \$shop_([a-z]+)_preload /gm)].map((m) => m[1]);
    expect(written).toEqual(remoteNames);
  });

  it("names no remote on the shell's own pages, nor on files", () => {
    for (const page of [
      '/login',
      '/signUp',
      '/verify-email',
      '/nope',
      '/purchase',
      '/cartx',
      '/dashboards',
      '/index.html',
    ])
      expect([page, remoteOfRequest(page)]).toEqual([page, null]);
    expect(remotePreloadHeader(config, '/main.js')).toBeNull();
    expect(remotePreloadHeader(null, '/')).toBeNull();
    expect(remotePreloadHeader({ apiUrl: 'https://api.shop.example' }, '/')).toBeNull();
  });

  it('refuses config text that could break out of the header or out of nginx.conf', () => {
    const unsafe = [
      'https://sf.example/a"; add_header X-Injected 1; #/mf-manifest.json',
      'https://sf.example/$host/mf-manifest.json',
      'https://sf.example/a>; rel=stylesheet, <https://evil.example/x.css/mf-manifest.json',
      'https://sf.example/a\r\nSet-Cookie: x=1/mf-manifest.json',
      'https://sf.example/mf-manifest.json?v=1',
      'https://sf.example',
      'javascript:alert(1)//mf-manifest.json',
      { url: 'https://sf.example', version: '1.0.0/../../x' },
      { url: 'https://sf.example', version: 1 },
      { url: 'https://sf.example\\' },
      { version: '1.0.0' },
    ];
    for (const setting of unsafe) {
      const text = JSON.stringify({ remotes: { storefront: setting, dashboard: setting } });
      expect([setting, remotePreloadHeader(JSON.parse(text), storefrontPage)]).toEqual([setting, null]);
      const image = imagePreloads(text);
      expect([setting, image.storefront, image.dashboard]).toEqual([setting, null, null]);
      expect(image.text.split('\n').filter(Boolean)).toHaveLength(4); // nothing but its four settings
    }
  });

  it('reads a hand-written config.json in the image as the shell does: spaced out, escaped slashes', () => {
    const text = `{
      "apiUrl": "https:\\/\\/api.shop.example",
      "remotes": {
        "dashboard" : "https:\\/\\/dashboard.shop.example\\/mf-manifest.json",
        "storefront": { "version": "1.4.0", "url": "https://cdn.shop.example/storefront//" }
      }
    }`;
    const config = JSON.parse(text);
    const image = imagePreloads(text);
    expect(image.storefront).toBe(remotePreloadHeader(config, storefrontPage));
    expect(image.storefront).toBe(link('https://cdn.shop.example/storefront/v/1.4.0/mf-manifest.json'));
    expect(image.dashboard).toBe(remotePreloadHeader(config, dashboardPage));
    expect(image.dashboard).toBe(link('https://dashboard.shop.example/mf-manifest.json'));
  });

  it('gives the same header in the image as in Node for any config, and only plain URL characters', () => {
    const urlish = fc.oneof(
      fc.constantFrom('https://sf.example', 'http://127.0.0.1:3001/', 'https://cdn.example/a/b//'),
      fc
        .tuple(fc.constantFrom('https://', 'http://', ''), fc.string(), fc.constantFrom('/mf-manifest.json', '', '/'))
        .map(([scheme, middle, end]) => `${scheme}${middle}${end}`),
    );
    const version = fc.oneof(fc.constantFrom('1.4.0', '2.0.0-rc.1+b.7', '1.0'), fc.string(), fc.integer());
    const setting = fc.oneof(
      urlish,
      fc.record({ url: urlish, version }, { requiredKeys: ['url'] }),
      fc.record({ version }, { requiredKeys: [] }),
      fc.constant(null),
    );
    const configs = fc.record({
      config: fc.record({ apiUrl: urlish, remotes: fc.record({ storefront: setting, dashboard: setting }) }),
      indent: fc.constantFrom(undefined, 2),
    });
    fc.assert(
      fc.property(configs, ({ config, indent }) => {
        const image = imagePreloads(JSON.stringify(config, null, indent));
        expect(image.storefront).toBe(remotePreloadHeader(config, storefrontPage));
        expect(image.dashboard).toBe(remotePreloadHeader(config, dashboardPage));
        for (const header of [image.storefront, image.dashboard].filter(Boolean))
          expect(header).toMatch(/^[A-Za-z0-9._~:/%+<>;=, -]+$/);
      }),
      { numRuns: 60 },
    );
  });
});
