import { CatalogueCache } from './catalogue-cache';

/** A loader that answers only when the test releases it. */
function controllableLoader() {
  const pending: ((body: unknown) => void)[] = [];
  const load = jest.fn(
    () =>
      new Promise<{ body: unknown; total: number }>((resolve) => pending.push((body) => resolve({ body, total: 1 }))),
  );
  return { load, release: (body: unknown) => pending.shift()!(body) };
}

const bodyOf = async (answer: Promise<{ json: Buffer }>) => JSON.parse((await answer).json.toString());

describe('CatalogueCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves the JSON of a query with its ETag, one read for simultaneous misses', async () => {
    const { load, release } = controllableLoader();
    const cache = new CatalogueCache();
    const a = cache.get('q', load);
    const b = cache.get('q', load);
    release([{ name: 'screen' }]);
    expect(await a).toBe(await b);
    expect(await bodyOf(a)).toEqual([{ name: 'screen' }]);
    expect((await a).etag).toMatch(/^"[\w-]{27}"$/);
    await cache.get('q', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps each query apart; the same bytes give the same ETag', async () => {
    const cache = new CatalogueCache();
    const one = await cache.get('page=1', async () => ({ body: ['a'], total: 2 }));
    const two = await cache.get('page=2', async () => ({ body: ['b'], total: 2 }));
    const again = await cache.get('page=1&again', async () => ({ body: ['a'], total: 2 }));
    expect(one.etag).not.toBe(two.etag);
    expect(again.etag).toBe(one.etag);
  });

  it('reads again after an invalidation', async () => {
    const { load, release } = controllableLoader();
    const cache = new CatalogueCache();
    const first = cache.get('q', load);
    release(['screen']);
    await first;
    cache.invalidate();
    const second = cache.get('q', load);
    release(['battery']);
    expect(await bodyOf(second)).toEqual(['battery']);
  });

  it('never keeps a result that was read before an invalidation', async () => {
    const { load, release } = controllableLoader();
    const cache = new CatalogueCache();
    const early = cache.get('q', load); // started before the write committed
    cache.invalidate(); // the write commits
    const late = cache.get('q', load); // must not join the early read
    release(['old']);
    release(['new']);
    expect(await bodyOf(early)).toEqual(['old']);
    expect(await bodyOf(late)).toEqual(['new']);
    expect(await bodyOf(cache.get('q', load))).toEqual(['new']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires after its time-to-live (writes made by other replicas)', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { load, release } = controllableLoader();
    const cache = new CatalogueCache();
    const first = cache.get('q', load);
    release(['screen']);
    await first;
    jest.setSystemTime(1_000_000 + CatalogueCache.ttlMs - 1);
    await cache.get('q', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + CatalogueCache.ttlMs + 1);
    const after = cache.get('q', load);
    release(['battery']);
    expect(await bodyOf(after)).toEqual(['battery']);
  });

  it("keeps one total per filters, apart from the answers' keys, dropped by the same invalidation", async () => {
    const cache = new CatalogueCache();
    const count = jest.fn(async () => 7);
    expect(await cache.count('{"q":"screen"}', count)).toBe(7);
    expect(await cache.count('{"q":"screen"}', count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    await cache.get('{"q":"screen"}', async () => ({ body: ['an answer, not a total'], total: 1 }));
    expect(await cache.count('{"q":"screen"}', count)).toBe(7);
    cache.invalidate();
    count.mockResolvedValueOnce(8);
    expect(await cache.count('{"q":"screen"}', count)).toBe(8);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps a stock-free answer (the facets) through a sale, not through a catalogue edit', async () => {
    const { load, release } = controllableLoader();
    const cache = new CatalogueCache();
    const facets = cache.get('facets', load, { stockFree: true });
    const page = cache.get('page', load);
    cache.invalidate('stock'); // a sale commits while both are read
    release(['brands']);
    release(['parts before the sale']);
    await Promise.all([facets, page]);
    expect(await bodyOf(cache.get('facets', load, { stockFree: true }))).toEqual(['brands']);
    const pageAgain = cache.get('page', load); // read before the sale: not kept
    release(['parts after the sale']);
    expect(await bodyOf(pageAgain)).toEqual(['parts after the sale']);
    expect(load).toHaveBeenCalledTimes(3);

    cache.invalidate('stock');
    expect(await bodyOf(cache.get('facets', load, { stockFree: true }))).toEqual(['brands']);
    cache.invalidate('catalogue'); // an admin edit drops everything
    const facetsAgain = cache.get('facets', load, { stockFree: true });
    release(['new brands']);
    expect(await bodyOf(facetsAgain)).toEqual(['new brands']);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxEntries queries, dropping the oldest', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn(async () => ({ body: [], total: 0 }));
    for (let i = 0; i <= CatalogueCache.maxEntries; i++) await cache.get(`q${i}`, load);
    await cache.get(`q${CatalogueCache.maxEntries}`, load); // newest: still there
    expect(load).toHaveBeenCalledTimes(CatalogueCache.maxEntries + 1);
    await cache.get('q0', load); // oldest: was dropped
    expect(load).toHaveBeenCalledTimes(CatalogueCache.maxEntries + 2);
  });
});
