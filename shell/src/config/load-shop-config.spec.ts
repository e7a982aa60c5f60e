/** @jest-environment node */
import { loadShopConfig, parseShopConfig } from './load-shop-config';

const good = {
  apiUrl: 'http://localhost:4000',
  remotes: { storefront: 'http://localhost:3001/mf-manifest.json', dashboard: 'http://localhost:3002/mf-manifest.json' },
};

describe('shop config', () => {
  it('fetches /config.json without the HTTP cache and returns it', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify(good), { status: 200 }));
    await expect(loadShopConfig('/config.json', fetch)).resolves.toEqual(good);
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('fails clearly on a missing file', async () => {
    await expect(loadShopConfig('/config.json', async () => new Response('nope', { status: 404 }))).rejects.toThrow('/config.json answered 404');
  });

  it('names every missing or malformed URL', () => {
    expect(() => parseShopConfig({ apiUrl: 'localhost:4000', remotes: { storefront: good.remotes.storefront } })).toThrow(
      'config.json needs absolute URLs for: apiUrl, remotes.dashboard',
    );
    expect(() => parseShopConfig(null)).toThrow(/apiUrl, remotes.storefront, remotes.dashboard/);
  });
});
