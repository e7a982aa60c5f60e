import { apiMessages, paymentMessages } from '@phoneparts/contracts';
import { and, eq } from 'drizzle-orm';
import { insertPart, markPaid, orderRow, placeOrder, validShipment } from '../../test/catalogue-fixtures';
import { createTestApp, Persona, TestApp } from '../../test/test-app';
import { orderHistory, sandboxPaymentIntents } from '../database/schema';
import type { PartRow } from '../parts/part-row';

/** The whole customer payment flow on the embedded sandbox provider, over real HTTP. */
describe('payments with the sandbox provider', () => {
  let t: TestApp;
  let part: PartRow;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' };

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    part = await insertPart(t, { priceCents: 1250, minQuantity: 1, availableQuantity: 50 });
  });

  const createIntent = (persona: Persona, orderId: string, extra: object = {}) =>
    t.http
      .post('/create-payment-intent')
      .set(t.auth(persona))
      .send({ orderId, ...extra });
  const confirm = (clientSecret: string, cardFields: Partial<typeof card> = {}) =>
    t.http.post('/payments/sandbox/confirm').send({ clientSecret, ...card, ...cardFields });
  const markPaidOverHttp = (persona: Persona, orderId: string, body: object) =>
    t.http.patch(`/myOrders/${orderId}`).set(t.auth(persona)).send(body);
  /** Create an intent and pay it with a good card; answers the intent id. */
  async function payCard(persona: Persona, orderId: string): Promise<string> {
    const intent = await createIntent(persona, orderId).expect(200);
    const paid = await confirm(intent.body.clientSecret).expect(200);
    return paid.body.paymentIntent.id;
  }
  const paidHistory = (orderId: string) =>
    t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'paid')));

  describe('POST /create-payment-intent', () => {
    it("answers a client secret for the order's own total, ignoring any price the client sends", async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 3);
      const res = await createIntent('customerA', orderId, { price: 0.5, amount: 1, currency: 'eur' }).expect(200);
      expect(res.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
        provider: 'sandbox',
        amount: 37.5,
      });
      const [intent] = await t.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.orderId, orderId));
      expect(intent).toMatchObject({
        amountCents: 3750,
        currency: 'usd',
        status: 'requires_payment_method',
        clientSecret: res.body.clientSecret,
      });
    });

    it('answers the same intent when asked again, instead of making another', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 2);
      const first = await createIntent('customerA', orderId).expect(200);
      const again = await Promise.all([createIntent('customerA', orderId), createIntent('customerA', orderId)]);
      expect(again.map((r) => r.body.clientSecret)).toEqual([first.body.clientSecret, first.body.clientSecret]);
      expect(
        await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId)),
      ).toHaveLength(1);
    });

    it("refuses another customer's order (403), an admin (403) and anonymous callers (401)", async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      expect((await createIntent('customerB', orderId).expect(403)).body.message).toBe(apiMessages.notYourResource);
      await createIntent('admin', orderId).expect(403);
      await t.http.post('/create-payment-intent').send({ orderId }).expect(401);
      expect(
        await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId)),
      ).toHaveLength(0);
    });

    it('answers 404 for an unknown, malformed or cancelled order and 400 without an order id', async () => {
      await createIntent('customerA', '00000000-0000-4000-8000-000000000000').expect(404);
      expect((await createIntent('customerA', 'not-an-id').expect(404)).body.message).toBe(apiMessages.orderNotFound);
      const cancelled = await placeOrder(t, 'customerA', part.id, 1);
      await t.http.delete(`/myOrders/${cancelled}`).set(t.auth('customerA')).expect(200);
      await createIntent('customerA', cancelled).expect(404);
      await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({}).expect(400);
    });

    it('refuses a paid or shipped order with 409', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      await markPaid(t, orderId);
      expect((await createIntent('customerA', orderId).expect(409)).body.message).toBe(apiMessages.orderNotPayable);
      await t.http.post(`/myOrders/${orderId}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
      await createIntent('customerA', orderId).expect(409);
    });
  });

  describe('POST /payments/sandbox/confirm (Stripe test cards)', () => {
    let clientSecret: string;
    beforeEach(async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      clientSecret = (await createIntent('customerA', orderId).expect(200)).body.clientSecret;
    });
    const statusOf = async () => {
      const [row] = await t.db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      return row.status;
    };

    it('succeeds with 4242 4242 4242 4242 and then refuses a second confirmation', async () => {
      const res = await confirm(clientSecret, { cardNumber: '4242424242424242' }).expect(200);
      expect(res.body).toEqual({ paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } });
      expect(await statusOf()).toBe('succeeded');
      expect((await confirm(clientSecret).expect(409)).body.message).toBe(paymentMessages.intentAlreadySucceeded);
    });

    it.each([
      ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ])('declines %s with 402 "%s", and a good card still pays afterwards', async (cardNumber, message, declineCode) => {
      const res = await confirm(clientSecret, { cardNumber }).expect(402);
      expect(res.body).toMatchObject({ statusCode: 402, message, code: 'card_declined', decline_code: declineCode });
      expect(await statusOf()).toBe('requires_payment_method');
      await confirm(clientSecret).expect(200);
    });

    it.each([
      [{ cardNumber: '4111 1111 1111 1111' }, 'Your card number is invalid.'],
      [{ cardNumber: '' }, paymentMessages.cardNumberIncomplete],
      [{ expiry: '01/20' }, "Your card's expiration date is in the past."],
      [{ expiry: '13/40' }, paymentMessages.expiryMonthInvalid],
      [{ cvc: '1x3' }, "Your card's security code is invalid."],
      [{ cvc: '' }, paymentMessages.cvcIncomplete],
    ])('refuses %j with 400 "%s"', async (fields, message) => {
      expect((await confirm(clientSecret, fields).expect(400)).body.message).toBe(message);
      expect(await statusOf()).toBe('requires_payment_method');
    });

    it('answers 404 for a client secret it did not issue, even with the right intent id', async () => {
      const [intentId] = clientSecret.split('_secret_');
      for (const secret of [`${intentId}_secret_guessed`, 'pi_nothing_secret_x', 'garbage']) {
        expect((await confirm(secret).expect(404)).body.message).toBe(paymentMessages.intentNotFound);
      }
      expect(await statusOf()).toBe('requires_payment_method');
    });

    it('lets one of two simultaneous confirmations succeed', async () => {
      const answers = await Promise.all([confirm(clientSecret), confirm(clientSecret)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });
  });

  describe('PATCH /myOrders/:id {transactionId}', () => {
    it('marks the order paid once the sandbox confirmed the payment, with a history entry; repeating it changes nothing', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 2);
      const intentId = await payCard('customerA', orderId);
      const res = await markPaidOverHttp('customerA', orderId, { transactionId: intentId }).expect(200);
      expect(res.body).toMatchObject({
        _id: orderId,
        paid: true,
        status: 'paid',
        transactionId: intentId,
        price: 12.5,
        quantity: 2,
      });
      expect(await orderRow(t.db, orderId)).toMatchObject({
        status: 'paid',
        transactionId: intentId,
        paymentIntentId: intentId,
      });

      const again = await markPaidOverHttp('customerA', orderId, { transactionId: intentId }).expect(200);
      expect(again.body).toEqual(res.body);
      const history = await paidHistory(orderId);
      expect(history).toEqual([expect.objectContaining({ fromStatus: 'placed', byEmail: t.accounts.customerA.email })]);
      // A paid order can no longer be cancelled or paid again.
      await t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerA')).expect(409);
      await createIntent('customerA', orderId).expect(409);
    });

    it('refuses an intent the card has not paid yet (402), and a declined one', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const { clientSecret } = (await createIntent('customerA', orderId).expect(200)).body;
      const intentId = clientSecret.split('_secret_')[0];
      expect((await markPaidOverHttp('customerA', orderId, { transactionId: intentId }).expect(402)).body.message).toBe(
        apiMessages.paymentNotConfirmed,
      );
      await confirm(clientSecret, { cardNumber: '4000000000000002' }).expect(402);
      await markPaidOverHttp('customerA', orderId, { transactionId: intentId }).expect(402);
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });

    it('refuses a made-up transaction id, whatever else the body claims', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      for (const body of [
        { transactionId: 'pi_3MadeUpByTheBrowser' },
        { transactionId: 'anything', paid: true, payment: 'done', status: 'paid' },
      ]) {
        expect((await markPaidOverHttp('customerA', orderId, body).expect(402)).body.message).toBe(
          apiMessages.paymentNotConfirmed,
        );
      }
      await markPaidOverHttp('customerA', orderId, { paid: true }).expect(400);
      expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'placed', transactionId: null });
      expect(await paidHistory(orderId)).toEqual([]);
    });

    it("refuses someone else's succeeded payment on my order", async () => {
      const mine = await placeOrder(t, 'customerA', part.id, 1);
      const theirs = await placeOrder(t, 'customerB', part.id, 1);
      const theirIntent = await payCard('customerB', theirs);
      await markPaidOverHttp('customerA', mine, { transactionId: theirIntent }).expect(402);
      expect((await orderRow(t.db, mine)).status).toBe('placed');
      // ...which still pays the order it was made for.
      await markPaidOverHttp('customerB', theirs, { transactionId: theirIntent }).expect(200);
    });

    it('refuses a succeeded payment for another amount on the same order', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 4);
      await t.db.insert(sandboxPaymentIntents).values({
        id: 'pi_cheaperIntent',
        clientSecret: 'pi_cheaperIntent_secret_x',
        orderId,
        amountCents: 1250,
        currency: 'usd',
        status: 'succeeded',
        idempotencyKey: `order-${orderId}-amount-1250`,
      });
      await markPaidOverHttp('customerA', orderId, { transactionId: 'pi_cheaperIntent' }).expect(402);
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });

    it("lets nobody but the owner mark an order paid, not even with the owner's own payment", async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const intentId = await payCard('customerA', orderId);
      await markPaidOverHttp('customerB', orderId, { transactionId: intentId }).expect(403);
      await markPaidOverHttp('admin', orderId, { transactionId: intentId }).expect(403);
      await t.http.patch(`/myOrders/${orderId}`).send({ transactionId: intentId }).expect(401);
      expect((await orderRow(t.db, orderId)).status).toBe('placed');
    });

    it('refuses a different transaction on an order already paid (409) and answers 404 for unknown orders', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const intentId = await payCard('customerA', orderId);
      await markPaidOverHttp('customerA', orderId, { transactionId: intentId }).expect(200);
      expect(
        (await markPaidOverHttp('customerA', orderId, { transactionId: 'pi_other' }).expect(409)).body.message,
      ).toBe(apiMessages.orderNotPayable);
      await markPaidOverHttp('customerA', '00000000-0000-4000-8000-000000000000', { transactionId: intentId }).expect(
        404,
      );
      await markPaidOverHttp('customerA', 'nope', { transactionId: intentId }).expect(404);
    });

    it('marks the order paid once when the same confirmation arrives many times at once', async () => {
      const orderId = await placeOrder(t, 'customerA', part.id, 1);
      const intentId = await payCard('customerA', orderId);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => markPaidOverHttp('customerA', orderId, { transactionId: intentId })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await paidHistory(orderId)).toHaveLength(1);
    });
  });

  it('documents its routes in the OpenAPI page', async () => {
    const { paths } = (await t.http.get('/docs/json').expect(200)).body;
    expect(paths['/create-payment-intent'].post).toBeDefined();
    expect(paths['/myOrders/{id}'].patch).toBeDefined();
    expect(paths['/payments/sandbox/confirm'].post).toBeDefined();
    expect(paths['/payments/webhook'].post).toBeDefined();
  });

  it('takes no webhooks (the sandbox has no outside party to send them)', async () => {
    const res = await t.http
      .post('/payments/webhook')
      .set('stripe-signature', 't=1,v1=x')
      .send({ id: 'evt_1' })
      .expect(404);
    expect(res.body.message).toBe(paymentMessages.webhooksNotAccepted);
  });
});
