import { apiMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { orderRow, placeOrder, stockOf } from '../../test/catalogue-fixtures';
import { createStripeTestApp, stripeEvent, type StripeTestApp } from '../../test/stripe-test-app';
import { orderHistory } from '../database/schema';
import type { PartRow } from '../parts/part-row';

/**
 * Cancelling with Stripe voids the PaymentIntent at Stripe; a payment that still lands on a
 * cancelled order (Stripe's webhook says it succeeded) is refunded through Stripe's refund API, once,
 * written into the order's history and shown to the admin.
 */
describe('Stripe: cancel voids the intent, a late payment is refunded', () => {
  let t: StripeTestApp;
  let part: PartRow;

  beforeAll(async () => (t = await createStripeTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => (part = await t.freshPart()));

  const intentFor = async (orderId: string) => {
    const res = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    return t.stripeApi.intents.get(res.body.clientSecret.split('_secret_')[0])!;
  };
  const cancel = (orderId: string) => t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerA'));
  const deliverSucceeded = (eventId: string, intent: object) =>
    t.deliverWebhook(stripeEvent(eventId, 'payment_intent.succeeded', intent));
  const requestsTo = (path: string) => t.stripeApi.requests.filter((r) => r.path === path);

  it('cancels the PaymentIntent at Stripe in the same flow as the order', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 2);
    const intent = await intentFor(orderId);
    await cancel(orderId).expect(200);
    expect(requestsTo(`/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(1);
    expect(intent.status).toBe('canceled');
    expect((await orderRow(t.db, orderId)).status).toBe('cancelled');
    expect(await stockOf(t.db, part.id)).toBe(50);
  });

  it('refuses the cancel (409) when Stripe says the card already paid, and the order becomes paid', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 3);
    const intent = await intentFor(orderId);
    t.stripeApi.setStatus(intent.id, 'succeeded'); // paid in the browser; the webhook has not arrived yet
    const res = await cancel(orderId).expect(409);
    expect(res.body.message).toBe(apiMessages.orderPaidBeforeCancel);
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', transactionId: intent.id });
    expect(await stockOf(t.db, part.id)).toBe(47);
    expect(requestsTo('/v1/refunds')).toHaveLength(0);
  });

  it('refunds a payment that succeeds on a cancelled order, once, into its history and the admin list', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 2);
    const intent = await intentFor(orderId);
    await cancel(orderId).expect(200);
    // Stripe's own race: the card payment was already under way and succeeded after all.
    t.stripeApi.setStatus(intent.id, 'succeeded');

    expect((await deliverSucceeded('evt_late_pay', intent).expect(200)).body.outcome).toBe('refunded');
    expect(requestsTo('/v1/refunds')).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-${intent.id}`,
        form: expect.objectContaining({ payment_intent: intent.id, amount: '3998' }),
      }),
    ]);
    const [refund] = t.stripeApi.refunds.values();
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ status: 'cancelled', refundId: refund.id });
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'cancelled',
      toStatus: 'cancelled',
      byEmail: null,
      note: expect.stringContaining(`refunded (${refund.id})`),
    });
    const adminList = await t.http.get('/myOrders').set(t.auth('admin')).expect(200);
    expect(adminList.body.find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      status: 'cancelled',
      paid: false,
      refundedAt: expect.any(String),
    });
    expect(await stockOf(t.db, part.id)).toBe(50);

    // Stripe redelivers, or sends the same payment under another event id: no second refund.
    expect((await deliverSucceeded('evt_late_pay', intent).expect(200)).body.outcome).toBe('duplicate');
    await deliverSucceeded('evt_late_pay_again', intent).expect(200);
    expect(t.stripeApi.refunds.size).toBe(1);
  });

  it('lets Stripe redeliver when the refund could not be made (the event is not marked handled)', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 1);
    const intent = await intentFor(orderId);
    await cancel(orderId).expect(200);
    // A payment Stripe reports as succeeded but cannot refund yet (here: it is not succeeded at Stripe).
    const res = await deliverSucceeded('evt_refund_later', { ...intent, status: 'succeeded' });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect((await orderRow(t.db, orderId)).refundId).toBeNull();
    t.stripeApi.setStatus(intent.id, 'succeeded');
    expect((await deliverSucceeded('evt_refund_later', intent).expect(200)).body.outcome).toBe('refunded');
  });
});
