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

  it('keeps at most maxEntries queries, dropping the oldest', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn(async () => ({ body: [], total: 0 }));
    for (let i = 0; i <= CatalogueCache.maxEntries; i++) await cache.get(`q${i}`, load);
    await cache.get(`q${CatalogueCache.maxEntries}`, load); // newest: still there
    expect(load).toHaveBeenCalledTimes(CatalogueCache.maxEntries + 1);
    await cache.get('q0', load); // oldest: was dropped
    expect(load).toHaveBeenCalledTimes(CatalogueCache.maxEntries + 2);
  });

  describe('reading an entry in use again before it ends', () => {
    const start = 1_000_000;
    const nearEnd = start + CatalogueCache.ttlMs - CatalogueCache.refreshAheadMs;
    const setUp = async () => {
      jest.useFakeTimers({ now: start });
      const { load, release } = controllableLoader();
      const cache = new CatalogueCache();
      const first = cache.get('q', load);
      release(['screen']);
      return { cache, load, release, answer: await first };
    };

    it('does not read before the last stretch of its lifetime', async () => {
      const { cache, load, answer } = await setUp();
      jest.setSystemTime(nearEnd - 1);
      expect(cache.isCurrent(answer)).toBe(true);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps the very answer, with a new lifetime, when the read gives the same bytes and total', async () => {
      const { cache, load, release, answer } = await setUp();
      jest.setSystemTime(nearEnd);
      expect(cache.isCurrent(answer)).toBe(true);
      expect(cache.isCurrent(answer)).toBe(true); // one read at a time
      expect(load).toHaveBeenCalledTimes(2);
      release(['screen']);
      await jest.advanceTimersByTimeAsync(0);
      jest.setSystemTime(start + CatalogueCache.ttlMs + 1); // past the first lifetime
      expect(cache.isCurrent(answer)).toBe(true);
      expect(await cache.get('q', load)).toBe(answer);
    });

    it('replaces the answer when the read gives other bytes, and never serves past the lifetime', async () => {
      const { cache, load, release, answer } = await setUp();
      jest.setSystemTime(nearEnd);
      cache.isCurrent(answer);
      release(['battery']);
      await jest.advanceTimersByTimeAsync(0);
      expect(cache.isCurrent(answer)).toBe(false);
      expect(await bodyOf(cache.get('q', load))).toEqual(['battery']);
    });

    it('lets the entry run out when the read fails (the next request reads it through the route)', async () => {
      jest.useFakeTimers({ now: start });
      let databaseDown = false;
      const load = jest.fn(async () => {
        if (databaseDown) throw new Error('database down');
        return { body: ['screen'], total: 1 };
      });
      const cache = new CatalogueCache();
      const answer = await cache.get('q', load);
      databaseDown = true;
      jest.setSystemTime(nearEnd);
      expect(cache.isCurrent(answer)).toBe(true); // starts the read, which fails in the background
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.isCurrent(answer)).toBe(true); // still within its lifetime
      jest.setSystemTime(start + CatalogueCache.ttlMs);
      expect(cache.isCurrent(answer)).toBe(false);
      await expect(cache.get('q', load)).rejects.toThrow('database down');
    });
  });
});
