/** @jest-environment jsdom */
import { latestReviewsLimit } from '@phoneparts/contracts';
import { preloadFirstRoute } from './preload-first-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

describe('preloadFirstRoute', () => {
  const preload = jest.fn(async () => undefined);
  const prefetch = jest.fn(async (_path: string): Promise<unknown> => ({
    _id: 'p-1',
    picture: '/images/parts/p-1.svg',
  }));
  const api = { prefetch, assetUrl: (path: string) => `http://api.test${path}` };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const preloadedPictures = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href);

  beforeEach(() => {
    preload.mockClear();
    prefetch.mockClear();
    document.head.innerHTML = '';
  });

  it("preloads the home page's remote module, without the shared modules the shell provides, and its reads one task after another", async () => {
    expect(preloadFirstRoute('/', { signedIn: false, api, preload })).toBe('storefront/HomePage');
    expect(preload).toHaveBeenCalledWith([
      {
        nameOrAlias: 'storefront',
        exposes: ['./HomePage'],
        resourceCategory: 'sync',
        share: false,
        filter: expect.any(Function),
      },
    ]);
    expect(prefetch.mock.calls).toEqual([['/parts']]);
    await settle();
    await settle();
    expect(prefetch.mock.calls).toEqual([['/parts'], ['/parts/facets'], [`/reviews?limit=${latestReviewsLimit}`]]);
  });

  it("leaves the catalogue's read to the page when the address carries a search", async () => {
    preloadFirstRoute('/', { signedIn: false, search: '?q=battery', api, preload });
    await settle();
    expect(prefetch.mock.calls).toEqual([['/parts/facets'], [`/reviews?limit=${latestReviewsLimit}`]]);
  });

  it('preloads a signed-in page only with a token, and nested dashboard routes', () => {
    expect(preloadFirstRoute('/purchase/p-1', { signedIn: false, api, preload })).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    expect(preloadFirstRoute('/purchase/p-1', { signedIn: true, api, preload })).toBe('storefront/PurchasePage');
    expect(preloadFirstRoute('/dashboard/myOrders', { signedIn: true, api, preload })).toBe('dashboard/DashboardApp');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it("starts the part page's read with the remote, and preloads the part's picture once it is named", async () => {
    preloadFirstRoute('/purchase/a b%2F', { signedIn: true, api, preload });
    // The path the storefront's own read uses (the id URI-encoded), so the page takes this answer.
    expect(prefetch).toHaveBeenCalledWith(`/purchase/${encodeURIComponent('a b/')}`);
    await settle();
    expect(preloadedPictures()).toEqual(['http://api.test/images/parts/p-1.svg']);
    // The same address as the browser gives it (percent-encoded): the id the page's useParams reads.
    preloadFirstRoute('/purchase/a%20b%2F', { signedIn: true, api, preload });
    expect(prefetch).toHaveBeenLastCalledWith(`/purchase/${encodeURIComponent('a b/')}`);
    await settle();
    // One preload per picture: on a signed-in first visit first-screen.js may have asked for it already.
    expect(preloadedPictures()).toEqual(['http://api.test/images/parts/p-1.svg']);
  });

  it('preloads no picture when the read fails or names none', async () => {
    prefetch.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ _id: 'p-2' });
    preloadFirstRoute('/purchase/p-1', { signedIn: true, api, preload });
    preloadFirstRoute('/purchase/p-2', { signedIn: true, api, preload });
    await settle();
    expect(preloadedPictures()).toEqual([]);
  });

  it('preloads nothing for the shell’s own pages', () => {
    expect(preloadFirstRoute('/login', { signedIn: false, api, preload })).toBeNull();
    expect(preloadFirstRoute('/nowhere', { signedIn: true, api, preload })).toBeNull();
    expect(preload).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('ignores a failed preload: the page load reports its own errors', async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    expect(preloadFirstRoute('/', { signedIn: false, api, preload: failing })).toBe('storefront/HomePage');
    await settle();
  });
});
