import { eq } from 'drizzle-orm';
import { insertPart, orderRow, placeOrder, stockOf } from '../../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { orders } from '../../database/schema';

/** The timer only triggers the sweep; the hold's end is the database's `held_until`. */
describe('the expiry sweep runs by itself', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ ORDER_SWEEP_SECONDS: '1' })));
  afterAll(() => t.close());

  it('expires an order whose hold ended within a sweep interval, without being asked', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerA', part.id, 6);
    // The hold ended a second ago (as if 30 minutes had passed).
    await t.db
      .update(orders)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const deadline = Date.now() + 10_000;
    while ((await orderRow(t.db, orderId)).status === 'placed' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect((await orderRow(t.db, orderId)).status).toBe('cancelled');
    expect(await stockOf(t.db, part.id)).toBe(10);
  });
});
