import { PreparedJsonAnswer } from '../common/http/prepared-json-answer';
import { CatalogueCache } from './catalogue-cache';
import { PreparedCatalogueAnswers } from './catalogue-fast-path';

describe('PreparedCatalogueAnswers', () => {
  afterEach(() => jest.useRealTimers());

  const setUp = async () => {
    const cache = new CatalogueCache();
    const prepared = new PreparedCatalogueAnswers(cache);
    const answer = await cache.get('parts 1 24', async () => ({ body: ['a'], total: 1 }));
    prepared.remember('/parts', answer, { 'x-total-count': '1' });
    return { cache, prepared, answer };
  };

  it('gives back what a route answered for the very same URL, with its headers', async () => {
    const { prepared, answer } = await setUp();
    // With nothing sent from it yet: the complete header blocks come from answers Fastify sends.
    expect(prepared.lookup('/parts')).toEqual({ answer, headers: { 'x-total-count': '1' }, sent: new Map() });
    expect(prepared.lookup('/parts?page=1')).toBeUndefined();
  });

  it('forgets it after a catalogue write on this replica', async () => {
    const { cache, prepared } = await setUp();
    cache.invalidate();
    expect(prepared.lookup('/parts')).toBeUndefined();
  });

  it("forgets it when the cache's time-to-live is over (writes on another replica)", async () => {
    jest.useFakeTimers({ now: Date.now() });
    const { prepared } = await setUp();
    jest.advanceTimersByTime(CatalogueCache.ttlMs - 1);
    expect(prepared.lookup('/parts')).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(prepared.lookup('/parts')).toBeUndefined();
  });

  it('keeps a bounded number of URLs, the oldest going first', async () => {
    const { prepared, answer } = await setUp();
    for (let i = 0; i < PreparedCatalogueAnswers.maxEntries; i++) prepared.remember(`/parts?q=${i}`, answer);
    expect(prepared.lookup('/parts')).toBeUndefined();
    expect(prepared.lookup(`/parts?q=${PreparedCatalogueAnswers.maxEntries - 1}`)).toBeDefined();
  });

  it('keeps the complete answer sent to a few origins, and forgets them when the URL is answered anew', async () => {
    const { prepared, answer } = await setUp();
    const hit = prepared.lookup('/parts')!;
    const sent = new PreparedJsonAnswer({ vary: 'Origin' }, answer);
    for (let i = 0; i <= PreparedCatalogueAnswers.maxOrigins; i++)
      prepared.keepSent(hit, `https://shop${i}.example`, sent);
    expect(hit.sent.size).toBe(PreparedCatalogueAnswers.maxOrigins); // other origins go through Fastify
    prepared.keepSent(hit, undefined, sent);
    expect(hit.sent.has(undefined)).toBe(false);
    prepared.remember('/parts', answer, { 'x-total-count': '1' });
    expect(prepared.lookup('/parts')!.sent.size).toBe(0);
  });
});
