/** @jest-environment node */
import { preloadFirstRoute } from './preload-first-route';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

describe('preloadFirstRoute', () => {
  const preload = jest.fn(async () => undefined);
  beforeEach(() => preload.mockClear());

  it("preloads the home page's remote module, without the shared modules the shell provides", () => {
    expect(preloadFirstRoute('/', false, preload)).toBe('storefront/HomePage');
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'storefront', exposes: ['./HomePage'], resourceCategory: 'sync', share: false },
    ]);
  });

  it('preloads a signed-in page only with a token, and nested dashboard routes', () => {
    expect(preloadFirstRoute('/purchase/p-1', false, preload)).toBeNull();
    expect(preloadFirstRoute('/purchase/p-1', true, preload)).toBe('storefront/PurchasePage');
    expect(preloadFirstRoute('/dashboard/myOrders', true, preload)).toBe('dashboard/DashboardApp');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing for the shell’s own pages', () => {
    expect(preloadFirstRoute('/login', false, preload)).toBeNull();
    expect(preloadFirstRoute('/nowhere', true, preload)).toBeNull();
    expect(preload).not.toHaveBeenCalled();
  });

  it('ignores a failed preload: the page load reports its own errors', async () => {
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    expect(preloadFirstRoute('/', false, failing)).toBe('storefront/HomePage');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
