import type { Part } from '@phoneparts/contracts';
import fc from 'fast-check';
import { catalogueChanged } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/**
 * A search's later reads (another page, another sort) use the count its first read kept, and a search
 * matching much of the catalogue is then read along the sort's index instead of sorting every match
 * (see PartsRepository.search). Whatever way a page is read, the pages of a search in each sort must
 * be the slices of the whole list that one read in that sort answers, with the same total.
 */
const sorts = ['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'stock-asc'];
const words = ['screen', 'battery', 'camera'];

const generatedPart = fc.record({
  word: fc.constantFrom(...words),
  name: fc.constantFrom('iPhone', 'Galaxy', 'pixel', 'Éclair', 'moto g'),
  // Few prices and stocks, so that sorts meet ties (the id decides).
  priceCents: fc.constantFrom(500, 999, 1500),
  availableQuantity: fc.integer({ min: 0, max: 3 }),
});

describe('the pages of a search', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  async function catalogue(generated: { word: string; name: string; priceCents: number; availableQuantity: number }[]) {
    await t.db.delete(parts);
    await t.db.insert(parts).values(
      generated.map((part, i) => ({
        name: `${part.name} ${part.word} ${i % 4}`,
        picture: '/images/parts/test.svg',
        description: 'A part of the search tests',
        priceCents: part.priceCents,
        minQuantity: 1,
        availableQuantity: part.availableQuantity,
        sku: `SEARCH-${i}`,
      })),
    );
  }

  /** Reads every page of `search` in `sort`, `limit` at a time, after one read of them all; both must agree. */
  async function expectPagesToSliceTheList(search: string, sort: string, limit: number) {
    catalogueChanged(t); // a fresh count: the whole list is this search's first read
    const whole = await t.http.get(`/parts?${search}&sort=${sort}&limit=100`).expect(200);
    const all = (whole.body as Part[]).map((part) => part._id);
    expect(Number(whole.headers['x-total-count'])).toBe(all.length);
    const pages = Math.ceil(all.length / limit) + 1; // and one past the end
    for (let page = 1; page <= pages; page++) {
      const res = await t.http.get(`/parts?${search}&sort=${sort}&limit=${limit}&page=${page}`).expect(200);
      expect((res.body as Part[]).map((part) => part._id)).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(Number(res.headers['x-total-count'])).toBe(all.length);
    }
  }

  it('pages a search matching most of the catalogue in every sort, as one read lists it', async () => {
    // Ten of twelve parts are screens: every page of two is read along the sort's index.
    await catalogue(
      Array.from({ length: 12 }, (_, i) => ({
        word: i < 10 ? 'screen' : 'battery',
        name: ['iPhone', 'Galaxy', 'pixel'][i % 3],
        priceCents: [500, 999][i % 2],
        availableQuantity: i % 3,
      })),
    );
    for (const sort of sorts) await expectPagesToSliceTheList('q=screen', sort, 2);
  });

  it('pages any search in any sort as one read lists it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedPart, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(...words),
        fc.constantFrom(...sorts),
        fc.integer({ min: 1, max: 5 }),
        async (generated, word, sort, limit) => {
          await catalogue(generated);
          await expectPagesToSliceTheList(`q=${word}`, sort, limit);
        },
      ),
      { numRuns: 25 },
    );
  });
});
