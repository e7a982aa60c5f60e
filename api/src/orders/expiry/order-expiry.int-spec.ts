import { apiMessages, paymentMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { insertPart, orderRow, placeOrder, stockOf, validOrderBody } from '../../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { orderHistory, orders, sandboxPaymentIntents } from '../../database/schema';
import { OrderExpiryService } from './order-expiry.service';

const minutes = (n: number) => n * 60_000;

/**
 * The attack: order 90 of a part's 100 units and never pay. The hold ends after
 * ORDER_HOLD_MINUTES; the sweep (run here with its clock moved forward instead of waiting) cancels
 * the order by "system", voids its intent and puts the units back exactly once.
 */
describe('stock holds expire', () => {
  let t: TestApp;
  let expiry: OrderExpiryService;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_HOLD_MINUTES: '30', ORDER_SWEEP_SECONDS: '60' });
    expiry = t.app.get(OrderExpiryService);
  });
  afterAll(() => t.close());

  const inMinutes = (n: number) => new Date(Date.now() + minutes(n));
  const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

  it('releases the held stock once the hold is over, with a history entry by the system', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    const orderId = await placeOrder(t, 'customerA', part.id, 90);
    expect(await stockOf(t.db, part.id)).toBe(10);

    // Not yet: 29 minutes on, the order still holds its units.
    await expiry.sweep(inMinutes(29));
    expect((await orderRow(t.db, orderId)).status).toBe('placed');

    const result = await expiry.sweep(inMinutes(31));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.db, orderId)).status).toBe('cancelled');
    expect(await stockOf(t.db, part.id)).toBe(100);
    const [last] = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).filter(
      (h) => h.toStatus === 'cancelled',
    );
    expect(last).toMatchObject({
      fromStatus: 'placed',
      byUserId: null,
      byEmail: null,
      note: expect.stringMatching(/^system: the stock hold expired/),
    });

    // A second sweep (or another replica's) finds nothing more to restore.
    await expiry.sweep(inMinutes(60));
    expect(await stockOf(t.db, part.id)).toBe(100);
    // The order is gone from My Orders and cannot be paid any more.
    const mine = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerA')).expect(200);
    expect(mine.body.map((o: { _id: string }) => o._id)).not.toContain(orderId);
  });

  it('voids the expired order’s intent, so the card is refused afterwards', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const orderId = await placeOrder(t, 'customerA', part.id, 5);
    const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    await expiry.sweep(inMinutes(31));
    const [row] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId));
    expect(row.status).toBe('canceled');
    const res = await t.http
      .post('/payments/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...card })
      .expect(409);
    expect(res.body.message).toBe(paymentMessages.intentCanceled);
    expect(await stockOf(t.db, part.id)).toBe(20);
  });

  it('makes an order paid instead of expiring it when its card payment succeeded in time', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const orderId = await placeOrder(t, 'customerA', part.id, 5);
    const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    await t.http
      .post('/payments/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...card })
      .expect(200);
    // The browser never reported back (tab closed); the sweep asks the provider and finds the money.
    await expiry.sweep(inMinutes(31));
    expect((await orderRow(t.db, orderId)).status).toBe('paid');
    expect(await stockOf(t.db, part.id)).toBe(15);
  });

  it('refuses (409) and voids a payment intent asked for after the hold ended, before the sweep came by', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerB', part.id, 2);
    await t.db
      .update(orders)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const res = await t.http.post('/create-payment-intent').set(t.auth('customerB')).send({ orderId }).expect(409);
    expect(res.body.message).toBe(apiMessages.orderNotPayable);
    const made = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId));
    expect(made.map((i) => i.status)).toEqual(['canceled']);
  });

  it('shows in My Orders until when an unpaid order is held', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 20 });
    const orderId = await placeOrder(t, 'customerB', part.id, 1);
    const mine = await t.http.get(`/myOrders/${t.accounts.customerB.email}`).set(t.auth('customerB')).expect(200);
    const order = mine.body.find((o: { _id: string }) => o._id === orderId);
    expect(Date.parse(order.heldUntil) - Date.parse(order.createdAt)).toBeCloseTo(minutes(30), -4);
  });
});

describe('a customer holds a bounded number of unpaid orders', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ MAX_UNPAID_ORDERS: '5' })));
  afterAll(() => t.close());

  it('refuses the sixth unpaid order with a 409 that says why, also when they arrive at once', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.http
          .post('/myOrders')
          .set(t.auth('customerA'))
          .send({ productId: part.id, quantity: 1, ...validOrderBody }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(
      Array(3).fill([409, apiMessages.tooManyUnpaidOrders(5)]),
    );
    expect(await stockOf(t.db, part.id)).toBe(95);

    // Another customer is not affected; paying or cancelling one frees a place.
    await placeOrder(t, 'customerB', part.id, 1);
    await t.http
      .delete(`/myOrders/${answers.find((a) => a.status === 201)!.body.insertedId}`)
      .set(t.auth('customerA'))
      .expect(200);
    await placeOrder(t, 'customerA', part.id, 1);
  });

  it('says the limit is why, before anything about the part, when the customer is at it', async () => {
    // The limit rides on the stock UPDATE: a refused UPDATE must still name the limit first.
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    while ((await t.http.post('/myOrders').set(t.auth('customerB')).send(orderOf(part.id, 1))).status === 201);
    const left = await stockOf(t.db, part.id);
    const soldOut = await insertPart(t, { minQuantity: 1, availableQuantity: 0 });
    for (const body of [
      orderOf(part.id, 1),
      orderOf(soldOut.id, 1),
      orderOf(part.id, 1000),
      orderOf('not-a-part', 1),
    ]) {
      const res = await t.http.post('/myOrders').set(t.auth('customerB')).send(body);
      expect([res.status, res.body.message]).toEqual([409, apiMessages.tooManyUnpaidOrders(5)]);
    }
    expect(await stockOf(t.db, part.id)).toBe(left);
  });
});

const orderOf = (productId: string, quantity: number) => ({ productId, quantity, ...validOrderBody });
