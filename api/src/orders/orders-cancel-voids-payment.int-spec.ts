import { apiMessages, paymentMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { insertPart, orderRow, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orderHistory, sandboxPaymentIntents } from '../database/schema';

/**
 * The attack on the sandbox: create a payment intent → cancel the order → confirm the card.
 * Cancelling voids the intent, so the card is refused; the stock is back once, no money is taken.
 */
describe('cancelling an order voids its payment (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };
  const intentFor = async (orderId: string) =>
    (await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200)).body
      .clientSecret as string;
  const confirm = (clientSecret: string) => t.http.post('/payments/sandbox/confirm').send({ clientSecret, ...card });
  const cancel = (orderId: string) => t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerA'));
  const sandboxIntent = async (orderId: string) =>
    (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId)))[0];

  it('intent → cancel → confirm card: the card is refused, the order stays cancelled, the stock is back once', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerA', part.id, 4);
    const clientSecret = await intentFor(orderId);

    await cancel(orderId).expect(200);
    expect((await sandboxIntent(orderId)).status).toBe('canceled');

    const res = await confirm(clientSecret).expect(409);
    expect(res.body).toMatchObject({
      message: paymentMessages.intentCanceled,
      code: 'payment_intent_unexpected_state',
    });
    expect((await orderRow(t.db, orderId)).status).toBe('cancelled');
    expect(await stockOf(t.db, part.id)).toBe(10);
    // Nothing can pay it any more: asking for an intent again is a 404 (the order is gone from the customer's view).
    await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(404);
  });

  it('intent → confirm card → cancel: the cancel is refused (409) and the order is paid, stock stays sold', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerA', part.id, 2);
    await confirm(await intentFor(orderId)).expect(200);

    const res = await cancel(orderId).expect(409);
    expect(res.body.message).toBe(apiMessages.orderPaidBeforeCancel);
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ status: 'paid', transactionId: order.paymentIntentId });
    expect(await stockOf(t.db, part.id)).toBe(8);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'placed'],
      ['placed', 'paid'],
    ]);
  });

  it('cancels an order without an intent as before', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerA', part.id, 3);
    await cancel(orderId).expect(200);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });
});
