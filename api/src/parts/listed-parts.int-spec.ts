import { partCategories, partGrades, type Part } from '@phoneparts/contracts';
import fc from 'fast-check';
import { catalogueChanged } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/**
 * The lists read fewer columns than a whole part (not its search text nor its timestamps): every way a
 * list is read — the whole catalogue in each sort, a filter, a search, a device's parts — must still
 * answer each part exactly as its own page (`GET /purchase/:id`, a whole row) does.
 */
const brands = ['Apple', 'Samsung'];
const models = ['Model 1', 'Model 2', 'Model 3'];
const generatedPart = fc.record({
  name: fc.string({ minLength: 1, maxLength: 30 }).map((name) => `Part ${name}`),
  description: fc.string({ maxLength: 40 }),
  priceCents: fc.integer({ min: 200, max: 99_999 }),
  minQuantity: fc.integer({ min: 1, max: 5 }),
  availableQuantity: fc.integer({ min: 0, max: 60 }),
  brand: fc.option(fc.constantFrom(...brands), { nil: null }),
  models: fc.subarray(models),
  category: fc.option(fc.constantFrom(...partCategories), { nil: null }),
  grade: fc.option(fc.constantFrom(...partGrades), { nil: null }),
  warrantyDays: fc.integer({ min: 0, max: 3650 }),
  lowStockThreshold: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
  bands: fc.boolean(),
});

const lists = [
  ...['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'stock-asc'].map((sort) => `sort=${sort}`),
  'category=screen&sort=price-asc',
  'grade=OEM',
  'stock=out',
  'stock=orderable&sort=name-desc',
  'brand=Apple',
  'brand=Samsung&model=Model%202&sort=name-asc',
  'model=Model%201&sort=price-desc',
  'q=part',
  'q=part&sort=price-desc',
  'q=model2&sort=name-asc',
];

describe('catalogue lists read only the columns they answer', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers every listed part as its own page answers it, in every kind of list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generatedPart, { minLength: 1, maxLength: 12 }), async (generated) => {
        await t.db.delete(parts);
        await t.db.insert(parts).values(
          generated.map(({ bands, ...part }, i) => ({
            ...part,
            picture: '/images/parts/test.svg',
            sku: `LIST-${i}`,
            priceBands: bands ? [{ minQuantity: 10, priceCents: Math.max(100, part.priceCents - 101) }] : [],
          })),
        );
        catalogueChanged(t);
        let listed = 0;
        for (const list of lists) {
          const res = await t.http.get(`/parts?limit=100&${list}`).expect(200);
          const answered = res.body as Part[];
          expect(Number(res.headers['x-total-count'])).toBe(answered.length);
          for (const part of answered) {
            const own = await t.http.get(`/purchase/${part._id}`).expect(200);
            expect(part).toStrictEqual(own.body);
          }
          listed += answered.length;
        }
        // The whole catalogue is listed in each of the six sorts.
        expect(listed).toBeGreaterThanOrEqual(6 * generated.length);
      }),
      { numRuns: 8 },
    );
  });
});
