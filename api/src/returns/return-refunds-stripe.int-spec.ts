import { returnMessages as m } from '@phoneparts/contracts';
import { placeOrder, validShipment } from '../../test/catalogue-fixtures';
import { createStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app';

/**
 * A return refunded through Stripe (the local stand-in that speaks Stripe's protocol): a partial refund
 * of the order's PaymentIntent with the server's amount and the return's own idempotency key, once.
 */
describe('returns refunded through Stripe', () => {
  let t: StripeTestApp;
  beforeAll(async () => (t = await createStripeTestApp()));
  afterAll(() => t.close());

  const admin = (returnId: string, step: string, body: object = {}) =>
    t.http.post(`/admin/returns/${returnId}/${step}`).set(t.auth('admin')).send(body);
  const refundRequests = () => t.stripeApi.requests.filter((r) => r.path === '/v1/refunds');

  /** A shipped order of `quantity` units at $19.99, paid by card at Stripe. */
  async function shippedStripeOrder(quantity: number) {
    const part = await t.freshPart();
    const orderId = await placeOrder(t, 'customerA', part.id, quantity);
    const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    const intentId: string = intent.body.clientSecret.split('_secret_')[0];
    t.stripeApi.setStatus(intentId, 'succeeded');
    await t.http.patch(`/myOrders/${orderId}`).set(t.auth('customerA')).send({ transactionId: intentId }).expect(200);
    const shipped = await t.http.post(`/myOrders/${orderId}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
    return { orderId, intentId, lineId: shipped.body.lines[0].lineId as string };
  }

  async function receivedReturn(orderId: string, lineId: string, quantity: number) {
    const asked = await t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(t.auth('customerA'))
      .send({ lines: [{ lineId, quantity }], reason: 'defective' })
      .expect(201);
    await admin(asked.body._id, 'approve').expect(200);
    await admin(asked.body._id, 'receive', { lines: [{ lineId, restock: true }] }).expect(200);
    return asked.body._id as string;
  }

  it('refunds each return in part, with its own key, once however often it is asked', async () => {
    const { orderId, intentId, lineId } = await shippedStripeOrder(3);
    const first = await receivedReturn(orderId, lineId, 1);
    const answers = await Promise.all([admin(first, 'refund'), admin(first, 'refund')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const second = await receivedReturn(orderId, lineId, 2);
    expect((await admin(second, 'refund').expect(200)).body.refund.amount).toBe(39.98);
    expect((await admin(second, 'refund').expect(409)).body.message).toBe(m.alreadyRefunded);

    expect(refundRequests()).toEqual([
      expect.objectContaining({
        idempotencyKey: `return-refund-${first}`,
        form: expect.objectContaining({ payment_intent: intentId, amount: '1999' }),
      }),
      expect.objectContaining({
        idempotencyKey: `return-refund-${second}`,
        form: expect.objectContaining({ payment_intent: intentId, amount: '3998' }),
      }),
    ]);
    expect([...t.stripeApi.refunds.values()].reduce((sum, refund) => sum + refund.amount, 0)).toBe(3 * 1999);
  });

  it('records nothing when Stripe refuses the refund, and says nothing was refunded', async () => {
    const { orderId, intentId, lineId } = await shippedStripeOrder(1);
    const returnId = await receivedReturn(orderId, lineId, 1);
    t.stripeApi.setStatus(intentId, 'canceled');
    expect((await admin(returnId, 'refund').expect(409)).body.message).toBe(m.refundFailed);
    const [listed] = (await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerA')).expect(200)).body;
    expect(listed).toMatchObject({ status: 'received', refund: null });
  });

  it('says the refund may have gone through when Stripe does not answer, and a retry pays once', async () => {
    const { orderId, intentId, lineId } = await shippedStripeOrder(2);
    const returnId = await receivedReturn(orderId, lineId, 1);
    const refundsBefore = t.stripeApi.refunds.size;

    // A 5xx: Stripe refunded nothing, but the shop cannot know that.
    t.stripeApi.failRefunds('server-error');
    expect((await admin(returnId, 'refund').expect(502)).body.message).toBe(m.refundNoAnswer);
    expect(t.stripeApi.refunds.size).toBe(refundsBefore);

    // The refund is made but its answer is lost on the way.
    t.stripeApi.failRefunds('answer-lost');
    expect((await admin(returnId, 'refund').expect(502)).body.message).toBe(m.refundNoAnswer);
    expect(t.stripeApi.refunds.size).toBe(refundsBefore + 1);
    t.stripeApi.failRefunds(null);
    const [pending] = (await t.http.get(`/myOrders/${orderId}/returns`).set(t.auth('customerA')).expect(200)).body;
    expect(pending).toMatchObject({ status: 'received', refund: null });

    // The retry, at once: the same key answers the refund already made, which is recorded once.
    const retried = await admin(returnId, 'refund').expect(200);
    expect(retried.body.refund.amount).toBe(19.99);
    expect(t.stripeApi.refunds.size).toBe(refundsBefore + 1);
    // Every attempt asked under the return's one key.
    const asked = refundRequests().filter((r) => r.form.payment_intent === intentId);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([`return-refund-${returnId}`]));
  });
});
