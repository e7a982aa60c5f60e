import { apiMessages, paymentMessages } from '@phoneparts/contracts';
import { and, eq } from 'drizzle-orm';
import { orderRow, placeOrder } from '../../test/catalogue-fixtures';
import { createStripeTestApp, stripeEvent as eventPayload, type StripeTestApp } from '../../test/stripe-test-app';
import { orderHistory, paymentEvents } from '../database/schema';
import type { PartRow } from '../parts/part-row';

/** The Stripe provider end to end: the app's real SDK talks to a local Stripe API; webhooks are signed. */
describe('payments with Stripe', () => {
  let t: StripeTestApp;
  let part: PartRow;

  beforeAll(async () => (t = await createStripeTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => (part = await t.freshPart()));

  const createIntent = (orderId: string) =>
    t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId, amount: 1 });
  const markPaid = (orderId: string, transactionId: string) =>
    t.http.patch(`/myOrders/${orderId}`).set(t.auth('customerA')).send({ transactionId });
  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
  const paidHistory = (orderId: string) =>
    t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'paid')));

  /** An order with a Stripe intent that the customer's card has paid. */
  async function paidIntentFor(quantity: number) {
    const orderId = await placeOrder(t, 'customerA', part.id, quantity);
    const res = await createIntent(orderId).expect(200);
    const intent = t.stripeApi.setStatus(intentIdOf(res.body.clientSecret), 'succeeded');
    return { orderId, intent };
  }

  describe('POST /create-payment-intent', () => {
    it('creates the PaymentIntent for the database total, in cents, with the order id and an idempotency key', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 3);
      const res = await createIntent(orderId).expect(200);
      const intentId = intentIdOf(res.body.clientSecret);
      expect(res.body).toEqual({
        clientSecret: t.stripeApi.intents.get(intentId)!.client_secret,
        provider: 'stripe',
        publishableKey: 'pk_test_shop',
        amount: 59.97,
      });
      expect(t.stripeApi.requests).toEqual([
        {
          method: 'POST',
          path: '/v1/payment_intents',
          authorization: 'Bearer sk_test_shop',
          idempotencyKey: `order-${orderId}-amount-5997`,
          form: { amount: '5997', currency: 'usd', metadata: { orderId }, allowed_payment_method_types: ['card'] },
        },
      ]);
    });

    it('asks Stripe with the same idempotency key again and answers the same client secret', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const first = await createIntent(orderId).expect(200);
      const second = await createIntent(orderId).expect(200);
      expect(second.body.clientSecret).toBe(first.body.clientSecret);
      expect(new Set(t.stripeApi.requests.map((r) => r.idempotencyKey)).size).toBe(1);
    });

    it('has no sandbox card endpoint', async () => {
      const res = await t.http
        .post('/payments/sandbox/confirm')
        .send({ clientSecret: 'pi_1_secret_2', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(paymentMessages.sandboxNotActive);
    });
  });

  describe('PATCH /myOrders/:id', () => {
    it('marks the order paid when Stripe says the intent succeeded for this order and amount', async () => {
      const { orderId, intent } = await paidIntentFor(2);
      const res = await markPaid(orderId, intent.id).expect(200);
      expect(res.body).toMatchObject({ _id: orderId, paid: true, status: 'paid', transactionId: intent.id });
      expect(t.stripeApi.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });
      await markPaid(orderId, intent.id).expect(200);
      expect(await paidHistory(orderId)).toHaveLength(1);
    });

    it('refuses an intent that has not succeeded, one Stripe does not know, and one for another order or amount', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 2);
      const own = intentIdOf((await createIntent(orderId).expect(200)).body.clientSecret);
      const otherOrder = t.stripeApi.addIntent({
        amount: 3998,
        status: 'succeeded',
        metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      });
      const cheaper = t.stripeApi.addIntent({ amount: 1999, status: 'succeeded', metadata: { orderId } });
      const noMetadata = t.stripeApi.addIntent({ amount: 3998, status: 'succeeded' });
      for (const transactionId of [own, 'pi_unknownToStripe', otherOrder.id, cheaper.id, noMetadata.id]) {
        expect((await markPaid(orderId, transactionId).expect(402)).body.message).toBe(apiMessages.paymentNotConfirmed);
      }
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });
  });

  describe('POST /payments/webhook', () => {
    it('marks the order paid on a correctly signed payment_intent.succeeded, and records the event', async () => {
      const { orderId, intent } = await paidIntentFor(1);
      const res = await t.deliverWebhook(eventPayload('evt_ok', 'payment_intent.succeeded', intent)).expect(200);
      expect(res.body).toEqual({ received: true, outcome: 'paid' });
      expect(await orderRow(t.db, orderId)).toMatchObject({
        status: 'paid',
        transactionId: intent.id,
        paymentIntentId: intent.id,
      });
      expect(await paidHistory(orderId)).toEqual([
        expect.objectContaining({ byEmail: null, note: expect.stringContaining('evt_ok') }),
      ]);
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_ok'))).toEqual([
        expect.objectContaining({ provider: 'stripe', type: 'payment_intent.succeeded', orderId }),
      ]);
      // The browser's confirmation arriving afterwards is answered with the paid order.
      expect((await markPaid(orderId, intent.id).expect(200)).body.paid).toBe(true);
      expect(await paidHistory(orderId)).toHaveLength(1);
    });

    it('refuses a bad or missing signature with 400 and changes nothing', async () => {
      const { orderId, intent } = await paidIntentFor(1);
      const payload = eventPayload('evt_forged', 'payment_intent.succeeded', intent);
      const forged = t.signWebhook(payload, 'whsec_attacker');
      expect((await t.deliverWebhook(payload, forged).expect(400)).body.message).toBe(
        paymentMessages.webhookSignatureInvalid,
      );
      await t.http.post('/payments/webhook').set('content-type', 'application/json').send(payload).expect(400);
      const signedOther = t.signWebhook(payload.replace('evt_forged', 'evt_other'));
      await t.deliverWebhook(payload, signedOther).expect(400);
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([]);
    });

    it('applies a redelivered event once', async () => {
      const { orderId, intent } = await paidIntentFor(1);
      const payload = eventPayload('evt_twice', 'payment_intent.succeeded', intent);
      expect((await t.deliverWebhook(payload).expect(200)).body.outcome).toBe('paid');
      expect((await t.deliverWebhook(payload).expect(200)).body.outcome).toBe('duplicate');
      expect(await paidHistory(orderId)).toHaveLength(1);
    });

    it('applies two copies of an event arriving at the same moment once', async () => {
      const { orderId, intent } = await paidIntentFor(1);
      const payload = eventPayload('evt_race', 'payment_intent.succeeded', intent);
      const answers = await Promise.all([
        t.deliverWebhook(payload),
        t.deliverWebhook(payload),
        t.deliverWebhook(payload),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
      expect(await paidHistory(orderId)).toHaveLength(1);
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_race'))).toHaveLength(1);
    });

    it('records but does not apply an event whose amount or currency does not match the order', async () => {
      const { orderId, intent } = await paidIntentFor(2);
      await t
        .deliverWebhook(eventPayload('evt_short', 'payment_intent.succeeded', { ...intent, amount: 1 }))
        .expect(200);
      await t
        .deliverWebhook(eventPayload('evt_eur', 'payment_intent.succeeded', { ...intent, currency: 'eur' }))
        .expect(200);
      await t
        .deliverWebhook(
          eventPayload('evt_alien', 'payment_intent.succeeded', { ...intent, metadata: { orderId: 'not-a-uuid' } }),
        )
        .expect(200);
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });

    it('records payment_intent.payment_failed without changing the order', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const intent = t.stripeApi.setStatus(
        intentIdOf((await createIntent(orderId).expect(200)).body.clientSecret),
        'requires_payment_method',
      );
      const failed = { ...intent, last_payment_error: { message: 'Your card was declined.' } };
      expect(
        (await t.deliverWebhook(eventPayload('evt_failed', 'payment_intent.payment_failed', failed)).expect(200)).body
          .outcome,
      ).toBe('recorded');
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_failed'))).toEqual([
        expect.objectContaining({ type: 'payment_intent.payment_failed', orderId }),
      ]);
    });

    it('acknowledges event types the shop does not use', async () => {
      const res = await t
        .deliverWebhook(eventPayload('evt_refund', 'charge.refunded', { id: 'ch_1', object: 'charge' }))
        .expect(200);
      expect(res.body.outcome).toBe('ignored');
    });

    it('leaves an order paid by the browser alone when the webhook comes second', async () => {
      const { orderId, intent } = await paidIntentFor(1);
      await markPaid(orderId, intent.id).expect(200);
      expect(
        (await t.deliverWebhook(eventPayload('evt_late', 'payment_intent.succeeded', intent)).expect(200)).body.outcome,
      ).toBe('recorded');
      expect(await paidHistory(orderId)).toEqual([expect.objectContaining({ byEmail: t.accounts.customerA.email })]);
    });
  });
});
