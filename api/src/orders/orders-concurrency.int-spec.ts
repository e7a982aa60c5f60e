import { validationMessages } from '@phoneparts/contracts';
import { insertPart, ordersOfPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, Persona, TestApp } from '../../test/test-app';

// @test-on-both-engines (docs/testing.md): the stock UPDATE under real concurrency (a pool of connections) and on
// PGlite's one connection.

/** Many buyers at the same instant: the stock is never oversold and never goes below zero. */
describe('simultaneous orders', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const buyers: Persona[] = ['customerA', 'customerB', 'admin'];
  const burst = (productId: string, count: number, quantity: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.http
          .post('/myOrders')
          .set(t.auth(buyers[i % buyers.length]))
          .send({ productId, quantity, ...validOrderBody }),
      ),
    );
  const ordersOf = (productId: string) => ordersOfPart(t.db, productId);

  it('sells exactly the 5 units in stock to 30 simultaneous buyers', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    const answers = await burst(part.id, 30, 1);
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost.map((a) => a.status)).toEqual(Array(25).fill(409));
    expect(lost.every((a) => a.body.message === validationMessages.quantityAboveMax(0))).toBe(true);
    expect(await stockOf(t.db, part.id)).toBe(0);
    const placed = await ordersOf(part.id);
    expect(placed).toHaveLength(5);
    // Each winner saw a different "stock left": 4, 3, 2, 1, 0.
    expect(placed.map((o) => o.availableQuantity).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('never goes below zero when quantities do not divide the stock', async () => {
    const part = await insertPart(t, { minQuantity: 3, availableQuantity: 10 });
    const answers = await burst(part.id, 20, 3);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(await stockOf(t.db, part.id)).toBe(1);
    const conflicts = answers.filter((a) => a.status === 409).map((a) => a.body.message);
    expect(new Set(conflicts)).toEqual(new Set([validationMessages.quantityAboveMax(1)]));
  });

  it('keeps stock + live orders = initial while orders and cancellations interleave', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 12 });
    const first = (await burst(part.id, 6, 2)).map((a) => a.body.insertedId as string);
    const cancels = first.slice(0, 3).map((id) => t.http.delete(`/myOrders/${id}`).set(t.auth('admin')));
    const more = burst(part.id, 10, 2);
    await Promise.all([...cancels, more]);
    const live = (await ordersOf(part.id)).filter((o) => o.status !== 'cancelled');
    const sold = live.reduce((sum, o) => sum + o.quantity, 0);
    const stock = await stockOf(t.db, part.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock + sold).toBe(12);
  });
});
