import { eq } from 'drizzle-orm';
import { apiMessages, type ReorderResult, reorderMessages } from '@phoneparts/contracts';
import { catalogueChanged, insertPart, placeOrder, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/** Order again (docs/product.md#14-order-again): POST /myOrders/:id/reorder, owner only, today's prices and stock. */
describe('order again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const persona of ['customerA', 'customerB', 'admin'] as Persona[])
      await t.http.delete('/cart').set(t.auth(persona)).expect(200);
  });

  const reorder = (persona: Persona, orderId: string) =>
    t.http.post(`/myOrders/${orderId}/reorder`).set(t.auth(persona)).send({});

  /** An order of several lines, placed through the cart as a buyer would. */
  async function orderOf(persona: Persona, lines: { partId: string; quantity: number }[]): Promise<string> {
    for (const { partId, quantity } of lines)
      await t.http.put(`/cart/lines/${partId}`).set(t.auth(persona)).send({ quantity }).expect(200);
    const placed = await t.http.post('/cart/checkout').set(t.auth(persona)).send(validOrderBody).expect(201);
    return placed.body._id ?? placed.body.id;
  }

  const change = (id: string, values: Partial<typeof parts.$inferInsert>) =>
    t.db
      .update(parts)
      .set(values)
      .where(eq(parts.id, id))
      .then(() => catalogueChanged(t));

  it('puts the lines in the cart as they were when nothing changed', async () => {
    const screen = await insertPart(t, { name: 'Screen', priceCents: 2000, minQuantity: 2, availableQuantity: 50 });
    const orderId = await placeOrder(t, 'customerA', screen.id, 4);
    const res = await reorder('customerA', orderId).expect(200);
    const body: ReorderResult = res.body;
    expect(body.changes).toEqual([]);
    expect(body.addedLines).toBe(1);
    expect(body.cart.lines).toMatchObject([{ partId: screen.id, quantity: 4, unitPrice: 20, flags: [] }]);
    expect(body.cart.canCheckout).toBe(true);
  });

  it('says what changed: a part gone, out of stock, less in stock, a higher minimum, a new price', async () => {
    const mk = (name: string) =>
      insertPart(t, { name, priceCents: 1000, minQuantity: 1, availableQuantity: 100, sku: `RE-${name}` });
    const [gone, empty, scarce, bulk, dearer, banded] = await Promise.all(
      ['GONE', 'EMPTY', 'SCARCE', 'BULK', 'DEARER', 'BANDED'].map(mk),
    );
    const orderId = await orderOf('customerA', [
      { partId: gone.id, quantity: 2 },
      { partId: empty.id, quantity: 2 },
      { partId: scarce.id, quantity: 10 },
      { partId: bulk.id, quantity: 3 },
      { partId: dearer.id, quantity: 5 },
      { partId: banded.id, quantity: 30 },
    ]);
    await t.db.delete(parts).where(eq(parts.id, gone.id));
    await change(empty.id, { availableQuantity: 0 });
    await change(scarce.id, { availableQuantity: 6 });
    await change(bulk.id, { minQuantity: 5 });
    await change(dearer.id, { priceCents: 1250 });
    await change(banded.id, { priceBands: [{ minQuantity: 25, priceCents: 900 }] });

    const body: ReorderResult = (await reorder('customerA', orderId).expect(200)).body;
    expect(body.changes.map((c) => [c.name, c.kind, c.message])).toEqual([
      ['GONE', 'gone', reorderMessages.gone],
      ['EMPTY', 'outOfStock', reorderMessages.outOfStock],
      ['SCARCE', 'lessInStock', reorderMessages.lessInStock(6, 10)],
      ['BULK', 'belowMinimum', reorderMessages.belowMinimum(5, 3)],
      ['DEARER', 'priceChanged', reorderMessages.priceChanged('$10.00', '$12.50')],
      ['BANDED', 'priceChanged', reorderMessages.priceChanged('$10.00', '$9.00')],
    ]);
    expect(body.changes[4]).toMatchObject({ previousUnitPrice: 10, unitPrice: 12.5 });
    expect(body.addedLines).toBe(4);
    expect(body.cart.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.flags])).toEqual([
      ['SCARCE', 6, 10, []],
      ['BULK', 5, 10, []],
      ['DEARER', 5, 12.5, []],
      ['BANDED', 30, 9, []],
    ]);
    expect(body.cart.canCheckout).toBe(true);
  });

  it('adds the units to a line the cart already holds, within the stock', async () => {
    const screen = await insertPart(t, { name: 'Held', priceCents: 1500, minQuantity: 1, availableQuantity: 30 });
    const orderId = await placeOrder(t, 'customerA', screen.id, 5);
    await t.http.put(`/cart/lines/${screen.id}`).set(t.auth('customerA')).send({ quantity: 4 }).expect(200);
    expect((await reorder('customerA', orderId).expect(200)).body.cart.lines[0].quantity).toBe(9);
    // 25 left on the shelf: 20 held and 5 ordered fit, 21 held do not.
    await t.http.put(`/cart/lines/${screen.id}`).set(t.auth('customerA')).send({ quantity: 21 }).expect(200);
    const lowered: ReorderResult = (await reorder('customerA', orderId).expect(200)).body;
    expect(lowered.changes).toMatchObject([{ kind: 'lessInStock', previousQuantity: 26, quantity: 25 }]);
    expect(lowered.cart.lines[0].quantity).toBe(25);
  });

  it('works on a cancelled order too (its lines are still a list the buyer may want)', async () => {
    const screen = await insertPart(t, { name: 'Cancelled', priceCents: 1500, minQuantity: 1, availableQuantity: 12 });
    const orderId = await placeOrder(t, 'customerA', screen.id, 3);
    await t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerA')).expect(200);
    const body: ReorderResult = (await reorder('customerA', orderId).expect(200)).body;
    expect(body.cart.lines).toMatchObject([{ partId: screen.id, quantity: 3 }]);
  });

  it("refuses another buyer's order and an admin (403), an unknown or malformed id (404), no token (401)", async () => {
    const screen = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const orderId = await placeOrder(t, 'customerA', screen.id, 2);
    expect((await reorder('customerB', orderId).expect(403)).body.message).toBe(apiMessages.notYourResource);
    expect((await reorder('admin', orderId).expect(403)).body.message).toBe(apiMessages.notYourResource);
    for (const persona of ['customerB', 'admin'] as Persona[])
      expect((await t.http.get('/cart').set(t.auth(persona)).expect(200)).body.lineCount).toBe(0);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await reorder('customerA', unknown).expect(404)).body.message).toBe(apiMessages.orderNotFound);
    expect((await reorder('customerA', 'not-an-id').expect(404)).body.message).toBe(apiMessages.orderNotFound);
    await t.http.post(`/myOrders/${orderId}/reorder`).expect(401);
  });

  it('ignores prices a client sends: the cart holds today’s price', async () => {
    const screen = await insertPart(t, { name: 'Forged', priceCents: 3000, minQuantity: 1, availableQuantity: 20 });
    const orderId = await placeOrder(t, 'customerA', screen.id, 2);
    const res = await t.http
      .post(`/myOrders/${orderId}/reorder`)
      .set(t.auth('customerA'))
      .send({ unitPrice: 0.01, lines: [{ partId: screen.id, quantity: 2, unitPrice: 0.01 }] })
      .expect(200);
    expect(res.body.cart.lines).toMatchObject([{ unitPrice: 30, lineTotal: 60 }]);
  });
});
