import { partSorts } from '@phoneparts/contracts';
import fc from 'fast-check';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A list's total (`X-Total-Count`) is read with the page for a search or a device (one index search)
 * and shared by every page and sort of the other filters: whichever way it was read, a page is the
 * slice of the whole list its number names, and the total is the whole list's length. The whole
 * catalogue's, a category's or a grade's total comes from the database's kept counts (less the
 * out-of-stock parts for `stock=orderable`): parts without a category or grade keep those honest.
 */
describe('catalogue totals (GET /parts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const brands = ['Totalbrand', 'Otherbrand'];
    const models = ['Tphone 1', 'Tphone 2', 'Tphone 2 mini'];
    const categories = ['screen', 'battery', 'camera'] as const;
    const grades = ['OEM', 'Premium', 'Refurbished'] as const;
    for (let i = 0; i < 23; i++)
      await insertPart(t, {
        name: `Part ${String.fromCharCode(65 + ((i * 7) % 23))} ${i % 4 === 0 ? 'screen' : 'battery'}`,
        sku: `TOT-${100 + i}`,
        priceCents: 500 + ((i * 37) % 11) * 100,
        availableQuantity: (i * 5) % 9,
        minQuantity: 1 + (i % 3),
        brand: brands[i % 2],
        models: [models[i % 3], ...(i % 5 === 0 ? [models[(i + 1) % 3]] : [])],
        // Some parts without a category or a grade: the catalogue's size is not the categories' sum.
        category: i % 7 === 6 ? null : categories[i % 3],
        grade: i % 4 === 3 ? null : grades[i % 3],
      });
  });
  afterAll(() => t.close());

  const read = async (query: Record<string, string | number>) => {
    const res = await t.http.get('/parts').query(query).expect(200);
    return { skus: (res.body as { sku: string }[]).map((p) => p.sku), total: Number(res.headers['x-total-count']) };
  };

  const filters = fc.record(
    {
      q: fc.constantFrom('part', 'screen', 'battery', 'tot 1', 'tphone2', 'nothing-like-it'),
      brand: fc.constantFrom('Totalbrand', 'otherbrand'),
      model: fc.constantFrom('Tphone 1', 'Tphone 2 mini', 'Tphone 9'),
      category: fc.constantFrom('screen', 'battery', 'camera'),
      grade: fc.constantFrom('OEM', 'Refurbished', 'Standard'),
      stock: fc.constantFrom('out', 'orderable'),
    },
    { requiredKeys: [] },
  );

  it('answers each page as the slice of the whole list, with the whole list as its total', async () => {
    await fc.assert(
      fc.asyncProperty(
        filters,
        fc.constantFrom(...partSorts),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        async (filter, sort, limit, page) => {
          const whole = await read({ ...filter, sort, limit: 100 });
          expect(whole.total).toBe(whole.skus.length);
          const one = await read({ ...filter, sort, limit, page });
          expect(one.skus).toEqual(whole.skus.slice((page - 1) * limit, page * limit));
          expect(one.total).toBe(whole.total);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('counts the catalogue, a category and a grade (the kept counts) with and without their stock', async () => {
    const wholeList = async (query: Record<string, string>) => {
      const skus: string[] = [];
      for (let page = 1; ; page++) {
        const one = await read({ ...query, limit: 100, page });
        skus.push(...one.skus);
        if (one.skus.length < 100) return { skus, total: one.total };
      }
    };
    const checked: Record<string, number> = {};
    const filters: Record<string, string>[] = [
      {},
      { category: 'camera' },
      { grade: 'OEM' },
      { category: 'screen', grade: 'OEM' },
    ];
    for (const filter of filters)
      for (const stock of [undefined, 'out', 'orderable']) {
        const query = stock ? { ...filter, stock } : filter;
        const { skus, total } = await wholeList(query);
        expect(total).toBe(skus.length);
        checked[JSON.stringify(query)] = total;
      }
    // The seeded parts have some out of stock in each of these: the orderable count is not the kept one.
    expect(checked['{"stock":"orderable"}']).toBeLessThan(checked['{}']);
    expect(checked['{"category":"camera","stock":"orderable"}']).toBeLessThan(checked['{"category":"camera"}']);
    expect(checked['{"grade":"OEM","stock":"orderable"}']).toBeLessThan(checked['{"grade":"OEM"}']);
  });

  it('counts a new part in every sort and page of the filters once it is added', async () => {
    const before = await read({ category: 'camera', sort: 'price-asc', limit: 2, page: 2 });
    await insertPart(t, { name: 'Late camera', sku: 'TOT-LATE', category: 'camera', brand: 'Totalbrand' });
    const after = await read({ category: 'camera', sort: 'name-desc', limit: 2, page: 3 });
    expect(after.total).toBe(before.total + 1);
    expect((await read({ q: 'late camera', page: 2, limit: 1 })).total).toBe(1);
  });
});
