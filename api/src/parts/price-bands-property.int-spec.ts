import fc from 'fast-check';
import { catalogueChanged } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/** The part every generated band list is tried on. */
const base = {
  name: 'Galaxy A52 Battery',
  picture: '/images/parts/galaxy-a52-battery.svg',
  description: 'EB-BA525ABY compatible',
  price: 20,
  minQuantity: 5,
  availableQuantity: 100,
};

/**
 * The band rules of docs/product.md#12-quantity-prices written again, independently of contracts' priceBandProblems:
 * at most five; whole quantities above the minimum order, strictly rising; prices of whole cents from $1, below the
 * part's price, strictly falling.
 */
function isValid(bands: unknown[]): boolean {
  if (bands.length > 5) return false;
  return bands.every((band, i) => {
    const { minQuantity, price } = (band ?? {}) as { minQuantity?: unknown; price?: unknown };
    if (typeof minQuantity !== 'number' || !Number.isInteger(minQuantity) || minQuantity <= base.minQuantity)
      return false;
    if (
      typeof price !== 'number' ||
      Math.abs(Math.round(price * 100) - price * 100) > 1e-6 ||
      price < 1 ||
      price >= base.price
    )
      return false;
    const before = bands[i - 1] as { minQuantity: number; price: number } | undefined;
    return !before || (minQuantity > before.minQuantity && price < before.price);
  });
}

const junk = fc.constantFrom(null, 'many', true, {}, [], 3.333);
const quantity = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -5, max: 200 }) }, { weight: 1, arbitrary: junk });
const price = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 2500 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: junk },
);
const anyBands = fc.array(fc.record({ minQuantity: quantity, price }), { maxLength: 7 });
/** Lists that are often valid: rising quantities with falling prices, sometimes one step too many. */
const orderedBands = fc
  .uniqueArray(fc.integer({ min: 4, max: 300 }), { minLength: 1, maxLength: 6 })
  .chain((quantities) =>
    fc
      .uniqueArray(fc.integer({ min: 90, max: 2010 }), { minLength: quantities.length, maxLength: quantities.length })
      .map((cents) => {
        const prices = cents.sort((a, b) => b - a).map((c) => c / 100);
        return quantities.sort((a, b) => a - b).map((minQuantity, i) => ({ minQuantity, price: prices[i] }));
      }),
  );

describe('quantity bands: property', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('accepts a band list exactly when it follows the rules, and never answers 5xx', async () => {
    let run = 0;
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyBands, orderedBands), async (priceBands) => {
        run += 1;
        const res = await t.http
          .post('/parts')
          .set(t.auth('admin'))
          .send({ ...base, sku: `PROP-${run}`, priceBands });
        expect(res.status).toBeLessThan(500);
        if (isValid(priceBands)) {
          expect(res.status).toBe(201);
          const part = await t.http.get(`/purchase/${res.body.insertedId}`).expect(200);
          expect(part.body.priceBands).toEqual(priceBands);
          seen.accepted += 1;
        } else {
          expect(res.status).toBe(400);
          expect(typeof res.body.message).toBe('string');
          seen.refused += 1;
        }
      }),
      { numRuns: 120 },
    );
    // Both sides of the rule were exercised.
    expect(seen.accepted).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(5);
    await t.db.delete(parts);
    catalogueChanged(t);
  }, 120_000);
});
