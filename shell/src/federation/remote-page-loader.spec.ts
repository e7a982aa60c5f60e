import { remotePages } from '@phoneparts/contracts';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { clearRemoteCache, loadedRemoteComponent, remoteLoadTimeoutMs } from './remote-loader';
import { loadRemotePage } from './remote-page-loader';

const page = (id: string) => remotePages.find((p) => p.id === id)!;
const request = { url: 'http://shop.test/purchase/p1' } as Request;
const never = () => new Promise<never>(() => undefined);

describe('loadRemotePage', () => {
  beforeEach(() => clearRemoteCache());
  afterEach(() => jest.useRealTimers());

  it("starts the page's module and its route loader together, and settles once both have", async () => {
    const api = createFakeApi({});
    const started: string[] = [];
    let finishData!: () => void;
    const pageLoader = jest.fn(() => new Promise<void>((resolve) => (finishData = resolve)));
    const load = jest.fn(async (id: string) => {
      started.push(id);
      return id.endsWith('Loader') ? { default: pageLoader } : { default: () => null };
    });
    let settled = false;
    const loading = loadRemotePage(page('storefront/PurchasePage'), {
      params: { id: 'p1' },
      request,
      api,
      signedIn: true,
      load,
    }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['storefront/PurchasePage', 'storefront/PurchasePageLoader']);
    expect(pageLoader).toHaveBeenCalledWith({ params: { id: 'p1' }, request, api });
    expect(loadedRemoteComponent('storefront/PurchasePage')).toBeDefined();
    expect(settled).toBe(false);
    finishData();
    await loading;
    expect(settled).toBe(true);
  });

  it('loads nothing of a signed-in page for a visitor (the guard sends them to /login)', async () => {
    const load = jest.fn();
    await loadRemotePage(page('storefront/PurchasePage'), {
      params: {},
      request,
      api: createFakeApi({}),
      signedIn: false,
      load,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("never rejects: a failed module or route loader is the page's to show", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async (id: string) => {
      if (id.endsWith('Loader')) return { default: () => Promise.reject(new Error('bug')) };
      throw new Error('down');
    });
    await expect(
      loadRemotePage(page('storefront/HomePage'), {
        params: {},
        request,
        api: createFakeApi({}),
        signedIn: false,
        load,
      }),
    ).resolves.toBeNull();
  });

  it(`holds the navigation at most ${remoteLoadTimeoutMs} ms when the remote or the API hangs`, async () => {
    jest.useFakeTimers();
    let settled = false;
    void loadRemotePage(page('storefront/HomePage'), {
      params: {},
      request,
      api: createFakeApi({}),
      signedIn: false,
      load: never,
    }).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(remoteLoadTimeoutMs - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
