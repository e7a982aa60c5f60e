/** @jest-environment node */
import { loadShopConfig, parseShopConfig } from './load-shop-config';

const good = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    storefront: 'http://localhost:3001/mf-manifest.json',
    dashboard: 'http://localhost:3002/mf-manifest.json',
  },
};

describe('shop config', () => {
  it('fetches /config.json as a plain request (the one index.html of the shell preloads) and returns it', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify(good), { status: 200 }));
    await expect(loadShopConfig('/config.json', fetch)).resolves.toEqual({ ...good, remoteVersions: {} });
    expect(fetch).toHaveBeenCalledWith('/config.json');
  });

  it('fails clearly on a missing file', async () => {
    await expect(loadShopConfig('/config.json', async () => new Response('nope', { status: 404 }))).rejects.toThrow(
      '/config.json answered 404',
    );
  });

  it('names every missing or malformed URL', () => {
    expect(() =>
      parseShopConfig({ apiUrl: 'localhost:4000', remotes: { storefront: good.remotes.storefront } }),
    ).toThrow('config.json: apiUrl must be an absolute URL; remotes.dashboard.url must be an absolute URL');
    expect(() => parseShopConfig(null)).toThrow(/apiUrl.*remotes.storefront.*remotes.dashboard/);
  });

  it('reads the share of visits that report Core Web Vitals, and refuses one outside 0 to 1', () => {
    expect(parseShopConfig({ ...good, webVitalsSampleRate: 0.25 }).webVitalsSampleRate).toBe(0.25);
    expect(parseShopConfig(good)).not.toHaveProperty('webVitalsSampleRate');
    for (const bad of [1.5, -0.1, '1', null])
      expect(() => parseShopConfig({ ...good, webVitalsSampleRate: bad })).toThrow(
        'config.json: webVitalsSampleRate must be a number from 0 to 1',
      );
  });

  it('reads the shop’s currency, and refuses one that is not an ISO 4217 code with cents', () => {
    expect(parseShopConfig({ ...good, currency: 'EUR' }).currency).toBe('EUR');
    expect(parseShopConfig(good)).not.toHaveProperty('currency');
    for (const bad of ['eur', 'JPY', 'EURO', 5, null])
      expect(() => parseShopConfig({ ...good, currency: bad })).toThrow(
        'config.json: currency must be an ISO 4217 code with cents (USD, EUR)',
      );
  });

  it('reads the shop’s country, and refuses one that is not an ISO 3166-1 alpha-2 code', () => {
    expect(parseShopConfig({ ...good, country: 'GB' }).country).toBe('GB');
    expect(parseShopConfig(good)).not.toHaveProperty('country');
    for (const bad of ['gb', 'G1', 'GBR', '', 44, null])
      expect(() => parseShopConfig({ ...good, country: bad })).toThrow(
        'config.json: country must be an ISO 3166-1 alpha-2 code (US, GB)',
      );
  });

  it('picks a released version of a remote: { url, version } → <url>/v/<version>/mf-manifest.json', () => {
    const config = parseShopConfig({
      apiUrl: good.apiUrl,
      remotes: {
        storefront: { url: 'https://cdn.test/storefront/', version: '1.4.0' },
        dashboard: { url: 'https://cdn.test/dashboard' },
      },
    });
    expect(config.remotes).toEqual({
      storefront: 'https://cdn.test/storefront/v/1.4.0/mf-manifest.json',
      dashboard: 'https://cdn.test/dashboard/mf-manifest.json',
    });
    expect(config.remoteVersions).toEqual({ storefront: '1.4.0' });
  });

  it('reads the version from a manifest URL under /v/<version>/', () => {
    const config = parseShopConfig({
      ...good,
      remotes: { ...good.remotes, dashboard: 'http://localhost:3002/v/2.0.1-rc.1/mf-manifest.json' },
    });
    expect(config.remoteVersions).toEqual({ dashboard: '2.0.1-rc.1' });
  });

  it('refuses a version that is not a plain semantic version (it becomes a path)', () => {
    for (const version of ['latest', '../1.0.0', '1.0', 140]) {
      expect(() =>
        parseShopConfig({ ...good, remotes: { ...good.remotes, storefront: { url: 'http://x.test', version } } }),
      ).toThrow('config.json: remotes.storefront.version must be a version like 1.4.0');
    }
  });
});
