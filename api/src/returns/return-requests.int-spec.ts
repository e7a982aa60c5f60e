import { apiMessages, returnMessages as m } from '@phoneparts/contracts';
import { sql } from 'drizzle-orm';
import { insertPart, markPaid, placeOrder } from '../../test/catalogue-fixtures';
import {
  chargeShippingAndTax,
  paidOrder,
  returnsShopEnv,
  ukOrderBody,
  shippedDaysAgo,
  shippedOrder,
} from '../../test/return-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';

/**
 * The buyer's return request (docs/returns.md, "The rules"): every "never" of a request tries to break
 * its rule and gets a 4xx with a message.
 */
describe('return requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...returnsShopEnv, RETURN_WINDOW_DAYS: '30' });
    await chargeShippingAndTax(t);
  });
  afterAll(() => t.close());

  const ask = (orderId: string, body: object, persona: Persona = 'customerA') =>
    t.http.post(`/myOrders/${orderId}/returns`).set(t.auth(persona)).send(body);

  it('gives every order line its id, and takes a return of some units of a shipped line', async () => {
    const { orderId, order, lineId } = await shippedOrder(t, { quantity: 5 });
    expect(lineId).toMatch(/^[0-9a-f-]{36}$/);
    const read = await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerA')).expect(200);
    expect(read.body.lines[0].lineId).toBe(lineId);

    const res = await ask(orderId, {
      lines: [{ lineId, quantity: 2 }],
      reason: 'dead_on_arrival',
      comment: ' no picture ',
    }).expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      orderId,
      status: 'requested',
      lines: [{ lineId, sku: order.lines[0].sku, name: order.lines[0].name, quantity: 2, restock: null }],
      reason: 'dead_on_arrival',
      comment: 'no picture',
      refusalReason: null,
      createdAt: expect.any(String),
      approvedAt: null,
      receivedAt: null,
      refund: null,
    });
    const list = await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerA')).expect(200);
    expect(list.body).toEqual([res.body]);
    await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('admin')).expect(200);
  });

  it('never more units than shipped, counting every return not refused', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 5 });
    const over = await ask(orderId, { lines: [{ lineId, quantity: 6 }], reason: 'wrong_part' }).expect(409);
    expect(over.body.message).toMatch(/At most 5 units of .* can still be returned\./);
    await ask(orderId, { lines: [{ lineId, quantity: 3 }], reason: 'wrong_part' }).expect(201);
    const more = await ask(orderId, { lines: [{ lineId, quantity: 3 }], reason: 'wrong_part' }).expect(409);
    expect(more.body.message).toMatch(/At most 2 units of /);
    await ask(orderId, { lines: [{ lineId, quantity: 2 }], reason: 'wrong_part' }).expect(201);
    const none = await ask(orderId, { lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' }).expect(409);
    expect(none.body.message).toMatch(/All units of .* are already returned or being returned\./);
  });

  it('never more units than shipped when two requests race', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 5 });
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => ask(orderId, { lines: [{ lineId, quantity: 2 }], reason: 'defective' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409]);
    const list = await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerA')).expect(200);
    expect(list.body.reduce((sum: number, r: { lines: { quantity: number }[] }) => sum + r.lines[0].quantity, 0)).toBe(
      4,
    );
  });

  it('never on an unpaid, paid but unshipped, or cancelled order', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 50 });
    const unpaid = await placeOrder(t, 'customerA', part.id, 2, ukOrderBody);
    const unpaidLine = (await t.http.get(`/myOrders/order/${unpaid}`).set(t.auth('customerA'))).body.lines[0].lineId;
    const refused = await ask(unpaid, { lines: [{ lineId: unpaidLine, quantity: 1 }], reason: 'wrong_part' }).expect(
      409,
    );
    expect(refused.body.message).toBe(m.notReturnable);

    const { orderId: paid, order } = await paidOrder(t, { quantity: 2 });
    const notShipped = await ask(paid, {
      lines: [{ lineId: order.lines[0].lineId, quantity: 1 }],
      reason: 'wrong_part',
    });
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.message).toBe(m.notReturnable);

    const cancelled = await placeOrder(t, 'customerA', part.id, 2, ukOrderBody);
    await t.http.delete(`/myOrders/${cancelled}`).set(t.auth('customerA')).expect(200);
    const cancelledLine = (await t.http.get(`/myOrders/order/${cancelled}`).set(t.auth('customerA'))).body.lines[0]
      .lineId;
    const gone = await ask(cancelled, { lines: [{ lineId: cancelledLine, quantity: 1 }], reason: 'wrong_part' });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(m.notReturnable);

    // Marked paid without the payment module: still not shipped.
    const marked = await placeOrder(t, 'customerA', part.id, 1, ukOrderBody);
    await markPaid(t, marked);
    expect((await ask(marked, { lines: [{ lineId: cancelledLine, quantity: 1 }], reason: 'wrong_part' })).status).toBe(
      409,
    );
  });

  it("never another account's order: 404 as if it did not exist, for requests and lists", async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 2 });
    const body = { lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' };
    const other = await ask(orderId, body, 'customerB').expect(404);
    expect(other.body.message).toBe(apiMessages.orderNotFound);
    // The admin may read an order's returns, but only its buyer asks for one.
    await ask(orderId, body, 'admin').expect(404);
    await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerB')).expect(404);
    await t.http.get(`/myOrders/${orderId}/returns`).expect(401);
    await t.http.post(`/myOrders/${orderId}/returns`).send(body).expect(401);
    await ask('not-an-id', body).expect(404);
  });

  it('refuses a line of another order, the same line twice and bad quantities with a message', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 3 });
    const { lineId: foreign } = await shippedOrder(t, { quantity: 3 });
    expect(
      (await ask(orderId, { lines: [{ lineId: foreign, quantity: 1 }], reason: 'wrong_part' }).expect(400)).body
        .message,
    ).toBe(m.lineUnknown);
    expect(
      (
        await ask(orderId, {
          lines: [
            { lineId, quantity: 1 },
            { lineId: lineId.toUpperCase(), quantity: 1 },
          ],
          reason: 'wrong_part',
        }).expect(400)
      ).body.message,
    ).toBe(m.lineTwice);
    expect(
      (await ask(orderId, { lines: [{ lineId, quantity: 0 }], reason: 'wrong_part' }).expect(400)).body.message,
    ).toBe(m.quantityInvalid);
    expect(
      (await ask(orderId, { lines: [{ lineId: 'x', quantity: 1 }], reason: 'wrong_part' }).expect(400)).body.message,
    ).toBe(m.lineUnknown);
  });

  it('closes the window after RETURN_WINDOW_DAYS, but takes a defective part under warranty after it', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 3 });
    await shippedDaysAgo(t, orderId, 31);
    const late = await ask(orderId, { lines: [{ lineId, quantity: 1 }], reason: 'no_longer_needed' }).expect(409);
    expect(late.body.message).toBe(m.windowClosed(30));
    // The part's warranty (90 days, as the invoice states it) counts from the invoice's date.
    await ask(orderId, { lines: [{ lineId, quantity: 1 }], reason: 'defective' }).expect(201);
  });

  it('refuses a defective part whose warranty has ended', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 3 });
    await shippedDaysAgo(t, orderId, 100);
    // The invoice was issued with the payment: move it back with the shipping.
    await t.db.execute(sql`update invoices set issued_at = now() - interval '100 days' where order_id = ${orderId}`);
    const over = await ask(orderId, { lines: [{ lineId, quantity: 1 }], reason: 'defective' }).expect(409);
    expect(over.body.message).toBe(m.warrantyOver(order.lines[0].name));
  });
});
