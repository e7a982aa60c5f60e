import { CatalogueCache } from './catalogue-cache';
import type { PartRow } from './part-row';
import type { PartsRepository } from './parts.repository';

const row = (name: string): PartRow => ({
  id: `id-${name}`,
  name,
  picture: '/p.svg',
  description: 'd',
  priceCents: 150,
  minQuantity: 1,
  availableQuantity: 3,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/** A repository whose `list()` answers only when the test releases it. */
function controllableRepository() {
  const pending: ((rows: PartRow[]) => void)[] = [];
  const repo = { list: jest.fn(() => new Promise<PartRow[]>((resolve) => pending.push(resolve))) };
  return { repo, release: (rows: PartRow[]) => pending.shift()!(rows) };
}

describe('CatalogueCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves the JSON of the catalogue, one query for simultaneous misses', async () => {
    const { repo, release } = controllableRepository();
    const cache = new CatalogueCache(repo as unknown as PartsRepository);
    const a = cache.get();
    const b = cache.get();
    release([row('screen')]);
    expect(await a).toBe(await b);
    expect(JSON.parse((await a).toString())).toEqual([expect.objectContaining({ _id: 'id-screen', price: 1.5 })]);
    await cache.get();
    expect(repo.list).toHaveBeenCalledTimes(1);
  });

  it('reads again after an invalidation', async () => {
    const { repo, release } = controllableRepository();
    const cache = new CatalogueCache(repo as unknown as PartsRepository);
    const first = cache.get();
    release([row('screen')]);
    await first;
    cache.invalidate();
    const second = cache.get();
    release([row('battery')]);
    expect(JSON.parse((await second).toString())[0].name).toBe('battery');
  });

  it('never keeps a result that was read before an invalidation', async () => {
    const { repo, release } = controllableRepository();
    const cache = new CatalogueCache(repo as unknown as PartsRepository);
    const early = cache.get(); // started before the write committed
    cache.invalidate(); // the write commits
    const late = cache.get(); // must not join the early read
    release([row('old')]);
    release([row('new')]);
    expect(JSON.parse((await early).toString())[0].name).toBe('old');
    expect(JSON.parse((await late).toString())[0].name).toBe('new');
    const again = cache.get();
    expect(repo.list).toHaveBeenCalledTimes(2);
    expect(JSON.parse((await again).toString())[0].name).toBe('new');
  });

  it('expires after its time-to-live (writes made by other replicas)', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { repo, release } = controllableRepository();
    const cache = new CatalogueCache(repo as unknown as PartsRepository);
    const first = cache.get();
    release([row('screen')]);
    await first;
    jest.setSystemTime(1_000_000 + CatalogueCache.ttlMs - 1);
    await cache.get();
    expect(repo.list).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + CatalogueCache.ttlMs + 1);
    const after = cache.get();
    release([row('battery')]);
    expect(JSON.parse((await after).toString())[0].name).toBe('battery');
    expect(repo.list).toHaveBeenCalledTimes(2);
  });
});
