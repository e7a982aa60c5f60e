import { accountMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { bearer, placeOrderWith, signUp, type SignedUp } from '../../test/account-fixtures';
import { orderRow, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { eventually } from '../../test/mailing-test-app';
import { createStripeTestApp, stripeEvent, type StripeTestApp } from '../../test/stripe-test-app';
import { orderHistory } from '../database/schema';
import type { PartRow } from '../parts/part-row';

/**
 * No payment lands on an order that can no longer be fulfilled, and
 * a card charged while no API was running is recorded soon after one starts.
 */
describe('Stripe: money never lands on a dead order', () => {
  let t: StripeTestApp;
  let part: PartRow;
  let customers = 0;

  beforeAll(async () => (t = await createStripeTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => (part = await t.freshPart()));

  const customer = () => signUp(t, `dead-order-${++customers}@example.com`);
  const intentFor = async (me: SignedUp, orderId: string) => {
    const res = await t.http.post('/create-payment-intent').set(bearer(me.token)).send({ orderId }).expect(200);
    return t.stripeApi.intents.get(res.body.clientSecret.split('_secret_')[0])!;
  };
  const deleteAccount = (me: SignedUp) =>
    t.http.post('/account/delete').set(bearer(me.token)).send({ password: me.password });
  const requestsTo = (path: string) => t.stripeApi.requests.filter((r) => r.path === path);
  const historyOf = (orderId: string) => t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));

  it('refuses to delete an account whose card was just charged: the order becomes paid, with its address', async () => {
    const me = await customer();
    const orderId = await placeOrderWith(t, me.token, part.id);
    const intent = await intentFor(me, orderId);
    t.stripeApi.setStatus(intent.id, 'succeeded'); // 4242 confirmed in the browser; no webhook yet

    const res = await deleteAccount(me).expect(409);
    expect(res.body.message).toBe(accountMessages.unshippedOrders);
    const order = await orderRow(t.db, orderId);
    expect(order).toMatchObject({ status: 'paid', transactionId: intent.id, email: me.email });
    expect(order.address).toBe(validOrderBody.address);
    expect(requestsTo('/v1/refunds')).toHaveLength(0);
  });

  it('voids the open intents of a deleted account; a payment that still succeeds is refunded', async () => {
    const me = await customer();
    const orderId = await placeOrderWith(t, me.token, part.id);
    const intent = await intentFor(me, orderId);

    await deleteAccount(me).expect(200);
    expect(requestsTo(`/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(1);
    expect((await orderRow(t.db, orderId)).status).toBe('cancelled');
    expect(await stockOf(t.db, part.id)).toBe(50);

    t.stripeApi.setStatus(intent.id, 'succeeded'); // Stripe's own race: the charge was already under way
    const outcome = await t.deliverWebhook(stripeEvent('evt_deleted_account', 'payment_intent.succeeded', intent));
    expect(outcome.body.outcome).toBe('refunded');
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'cancelled', refundId: expect.any(String) });
  });

  it('refunds a second successful payment of a paid order at once, into its history', async () => {
    const me = await customer();
    const orderId = await placeOrderWith(t, me.token, part.id);
    const first = await intentFor(me, orderId);
    t.stripeApi.setStatus(first.id, 'succeeded');
    await t.deliverWebhook(stripeEvent('evt_first_pay', 'payment_intent.succeeded', first)).expect(200);
    expect((await orderRow(t.db, orderId)).status).toBe('paid');

    // Another tab's intent for the same order, paid too (a key Stripe forgot, or two cards at once).
    const second = t.stripeApi.addIntent({ amount: first.amount, status: 'succeeded', metadata: { orderId } });
    const res = await t.deliverWebhook(stripeEvent('evt_second_pay', 'payment_intent.succeeded', second)).expect(200);
    expect(res.body.outcome).toBe('refunded');
    expect(requestsTo('/v1/refunds')).toEqual([
      expect.objectContaining({ form: expect.objectContaining({ payment_intent: second.id }) }),
    ]);
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', transactionId: first.id, refundId: null });
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'paid',
      note: expect.stringContaining(`${second.id}`),
    });
  });

  it('records a card charged while no API was running within moments of one starting', async () => {
    const me = await customer();
    const orderId = await placeOrderWith(t, me.token, part.id);
    const intent = await intentFor(me, orderId);
    // Charged just before a crash: the webhook was refused, the customer's tab never came back.
    t.stripeApi.setStatus(intent.id, 'succeeded');

    await t.startReplica(); // the restart
    await eventually(async () => (await orderRow(t.db, orderId)).status === 'paid', 10_000, 'the payment recorded');
    expect((await orderRow(t.db, orderId)).transactionId).toBe(intent.id);
  });
});
