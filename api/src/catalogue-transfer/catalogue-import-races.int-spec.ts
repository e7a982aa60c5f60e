import { and, eq } from 'drizzle-orm';
import { orderLines } from '../database/schema';
import { insertPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * @test-on-both-engines — the import's row locks against the sales' (truly concurrent on PostgreSQL,
 * interleaved on PGlite's one connection).
 *
 * Orders placed while an import sets a part's stock: the import's count replaces the stock at one
 * instant, sales before it are replaced by the count, sales after it come off it. Each order records
 * the stock it left, so the instant can be read from the orders: no unit is lost or invented.
 */
describe('orders placed while an import sets stock', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('takes every sale off either the old stock or the imported count, never both or neither', async () => {
    const start = 1000;
    const counted = 500;
    const part = await insertPart(t, { sku: 'RACE-IMPORT-1', minQuantity: 1, availableQuantity: start });
    const csv = `sku,availableQuantity\nRACE-IMPORT-1,${counted}\n`;
    const sales = 30;

    const order = (i: number) =>
      t.http
        .post('/myOrders')
        .set(t.auth(i % 2 === 0 ? 'customerA' : 'customerB'))
        .send({ productId: part.id, quantity: 1, ...validOrderBody });
    const importing = t.http
      .post('/admin/catalogue/import')
      .set(t.auth('admin'))
      .set('content-type', 'text/csv')
      .send(Buffer.from(csv));
    const [imported, ...placed] = await Promise.all([
      // The import starts in the middle of the orders.
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => importing),
      ...Array.from({ length: sales }, (_, i) => order(i)),
    ]);
    expect(imported.status).toBe(201);
    expect(imported.body.rows).toEqual([expect.objectContaining({ verdict: 'update' })]);
    expect(placed.map((res) => res.status)).toEqual(Array(sales).fill(201));

    const left = await Promise.all(
      placed.map(async (res) => {
        const [line] = await t.db
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.orderId, res.body.insertedId), eq(orderLines.position, 1)));
        return line.availableQuantity!;
      }),
    );
    const before = left.filter((n) => n > counted).sort((a, b) => b - a);
    const after = left.filter((n) => n < counted).sort((a, b) => b - a);
    // Sales before the import left start-1, start-2, …; sales after it left counted-1, counted-2, …
    expect(before).toEqual(before.map((_, i) => start - 1 - i));
    expect(after).toEqual(after.map((_, i) => counted - 1 - i));
    expect(before.length + after.length).toBe(sales);
    expect(await stockOf(t.db, part.id)).toBe(counted - after.length);
  });
});
