import { apiMessages } from '@phoneparts/contracts';
import { and, eq } from 'drizzle-orm';
import { insertPart, markPaid, orderRow, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orderHistory, parts } from '../database/schema';
import type { PartRow } from '../parts/part-row';
import { OrderTransitions } from './order-transitions';

describe('DELETE /myOrders/:id (cancel an unpaid order)', () => {
  let t: TestApp;
  let part: PartRow;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
  });

  it('lets the owner cancel: stock restored, order cancelled with a history entry, gone from their list', async () => {
    const id = await placeOrder(t, 'customerA', part.id, 4);
    expect(await stockOf(t.db, part.id)).toBe(6);
    const res = await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await stockOf(t.db, part.id)).toBe(10);
    expect((await orderRow(t.db, id)).status).toBe('cancelled');
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, id))
      .orderBy(orderHistory.createdAt);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.byEmail])).toEqual([
      [null, 'placed', t.accounts.customerA.email],
      ['placed', 'cancelled', t.accounts.customerA.email],
    ]);
    const mine = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerA')).expect(200);
    expect(mine.body.map((o: { _id: string }) => o._id)).not.toContain(id);
    const all = await t.http.get('/myOrders').set(t.auth('admin')).expect(200);
    expect(all.body.find((o: { _id: string }) => o._id === id)).toMatchObject({ status: 'cancelled', paid: false });
  });

  it('answers 404 to a second cancel and restores the stock only once', async () => {
    const id = await placeOrder(t, 'customerA', part.id, 3);
    await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(200);
    const res = await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(404);
    expect(res.body.message).toBe(apiMessages.orderNotFound);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });

  it('restores the stock once when the same cancel arrives many times at once', async () => {
    const id = await placeOrder(t, 'customerA', part.id, 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.http.delete(`/myOrders/${id}`).set(t.auth('customerA'))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });

  it('lets an admin cancel a customer’s unpaid order', async () => {
    const id = await placeOrder(t, 'customerB', part.id, 2);
    await t.http.delete(`/myOrders/${id}`).set(t.auth('admin')).expect(200);
    expect(await stockOf(t.db, part.id)).toBe(10);
    const [entry] = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, id), eq(orderHistory.toStatus, 'cancelled')));
    expect(entry.byEmail).toBe(t.accounts.admin.email);
  });

  it('refuses another customer (403) and anonymous callers (401), changing nothing', async () => {
    const id = await placeOrder(t, 'customerA', part.id, 2);
    const res = await t.http.delete(`/myOrders/${id}`).set(t.auth('customerB')).expect(403);
    expect(res.body.message).toBe(apiMessages.notYourResource);
    await t.http.delete(`/myOrders/${id}`).expect(401);
    expect((await orderRow(t.db, id)).status).toBe('placed');
    expect(await stockOf(t.db, part.id)).toBe(8);
  });

  it.each(['paid', 'shipped'] as const)('refuses to cancel a %s order (409), even for an admin', async (status) => {
    const id = await placeOrder(t, 'customerA', part.id, 2);
    await markPaid(t, id);
    if (status === 'shipped')
      await t.db.transaction((tx) =>
        t.app.get(OrderTransitions).apply(tx, { orderId: id, from: 'paid', to: 'shipped', by: null }),
      );
    for (const persona of ['customerA', 'admin'] as const) {
      const res = await t.http.delete(`/myOrders/${id}`).set(t.auth(persona)).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: apiMessages.orderPaidCannotCancel, error: 'Conflict' });
    }
    expect((await orderRow(t.db, id)).status).toBe(status);
    expect(await stockOf(t.db, part.id)).toBe(8);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', '1'])('answers 404 for the unknown order %s', async (id) => {
    const res = await t.http.delete(`/myOrders/${id}`).set(t.auth('admin')).expect(404);
    expect(res.body.message).toBe(apiMessages.orderNotFound);
  });

  it('cancels an order whose part was deleted since, with nothing to restore', async () => {
    const id = await placeOrder(t, 'customerA', part.id, 2);
    await t.db.delete(parts).where(eq(parts.id, part.id));
    await t.http.delete(`/myOrders/${id}`).set(t.auth('customerA')).expect(200);
    expect((await orderRow(t.db, id)).status).toBe('cancelled');
  });
});
