import { apiMessages, orderNumber } from '@phoneparts/contracts';
import { linksIn, type CaughtMail } from '@phoneparts/mail-catcher';
import { eq } from 'drizzle-orm';
import { insertPart, placeOrder, validOrderBody, validShipment } from '../../../test/catalogue-fixtures';
import {
  createMailingTestApp,
  eventually,
  testShellUrl as shell,
  type MailingTestApp,
} from '../../../test/mailing-test-app';
import type { Persona, TestApp } from '../../../test/test-app';
import { orders, outboxMails } from '../../database/schema';
import { MailRenderers } from '../../mail';
import { OrderExpiryService } from '../expiry/order-expiry.service';
import { mailedOrder, orderMail, type OrderMailData } from './order-mail-templates';

const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

/** Pays an order the way the browser does: an intent, the card, then PATCH /myOrders/:id. */
async function pay(t: TestApp, persona: Persona, orderId: string) {
  const intent = await t.http.post('/create-payment-intent').set(t.auth(persona)).send({ orderId }).expect(200);
  const confirmed = await t.http
    .post('/payments/sandbox/confirm')
    .send({ clientSecret: intent.body.clientSecret, ...card })
    .expect(200);
  const transactionId = confirmed.body.paymentIntent.id as string;
  await t.http.patch(`/myOrders/${orderId}`).set(t.auth(persona)).send({ transactionId }).expect(200);
  return transactionId;
}

/** Every mail to `email` so far whose subject names the order. */
const mailsAbout = (messages: readonly CaughtMail[], email: string, orderId: string) =>
  messages.filter((m) => m.to.includes(email) && m.subject.includes(orderNumber(orderId)));

describe('order mails', () => {
  let t: MailingTestApp;
  let part: Awaited<ReturnType<typeof insertPart>>;
  let alice: string;
  beforeAll(async () => {
    t = await createMailingTestApp({ ORDER_HOLD_MINUTES: '30' });
    alice = t.accounts.customerA.email;
    part = await insertPart(t, { name: 'Pixel 8 battery', priceCents: 2450, minQuantity: 1, availableQuantity: 1000 });
  });
  afterAll(() => t.close());

  const waitForOrderMail = (orderId: string, subject: string | RegExp, email = alice) =>
    t.mail.waitFor(email, { subject: typeof subject === 'string' ? `${subject}` : subject }).then((mail) => {
      expect(mail.subject).toContain(orderNumber(orderId));
      return mail;
    });

  it('mails the placed order: number, part, quantity, total, until when it is held, a link to pay', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 3);
    const mail = await waitForOrderMail(orderId, `Order ${orderNumber(orderId)} is placed`);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(orderNumber(orderId));
      expect(body).toContain('Pixel 8 battery');
      expect(body).toContain('$73.50');
      expect(body).toMatch(/Quantity(: |<\/th><td[^>]*>)3/);
    }
    const heldUntil = row.heldUntil!;
    const minute = heldUntil.toISOString().slice(11, 16);
    expect(mail.text).toContain(`Reserved until: `);
    expect(mail.text).toContain(`${minute} UTC`);
    expect(linksIn(mail)).toContain(`${shell}/payment/${orderId}`);
    expect(mail.text.startsWith('Hi Alice Customer,')).toBe(true);
  });

  it('sends the receipt once when the order is paid, however often the payment is reported', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 2);
    const transactionId = await pay(t, 'customerA', orderId);
    // The browser reports the same payment again (a reload): still one receipt.
    await t.http.patch(`/myOrders/${orderId}`).set(t.auth('customerA')).send({ transactionId }).expect(200);
    const mail = await waitForOrderMail(orderId, `Payment received for order ${orderNumber(orderId)}`);
    expect(mail.text).toContain('$49.00');
    expect(mail.text).toContain(`Payment reference: ${transactionId}`);
    expect(linksIn(mail)).toContain(`${shell}/dashboard/orders/${orderId}`);
    await eventually(async () => (await t.db.select().from(outboxMails)).every((r) => r.status === 'sent'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsAbout(t.mail.messages, alice, orderId).map((m) => m.subject.split(' ')[0])).toEqual([
      'Order', // placed
      'Payment',
    ]);
  });

  it('mails the carrier and tracking number when the admin ships, and the order page shows them with its history', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 1);
    await pay(t, 'customerA', orderId);
    await t.http.post(`/myOrders/${orderId}/ship`).set(t.auth('admin')).send(validShipment).expect(200);
    const mail = await waitForOrderMail(orderId, `Order ${orderNumber(orderId)} has shipped`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('DHL Express');
      expect(body).toContain('JD0146000034');
    }
    expect(linksIn(mail)).toContain(`${shell}/dashboard/orders/${orderId}`);

    const page = await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerA')).expect(200);
    expect(page.body).toMatchObject({ status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD0146000034' });
    expect(page.body.history.map((h: { to: string }) => h.to)).toEqual(['placed', 'paid', 'shipped']);
    expect(page.body.history[2]).toMatchObject({
      from: 'paid',
      byEmail: t.accounts.admin.email,
      note: 'shipped with DHL Express, tracking number JD0146000034',
    });
  });

  it('mails the cancellation of an order its customer cancelled', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 1);
    await t.http.delete(`/myOrders/${orderId}`).set(t.auth('customerA')).expect(200);
    const mail = await waitForOrderMail(orderId, `Order ${orderNumber(orderId)} is cancelled`);
    expect(mail.text).toContain('nothing was charged');
    const page = await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerA')).expect(200);
    expect(page.body).toMatchObject({ status: 'cancelled', expired: false });
  });

  it('mails the expiry of an order the sweep cancelled', async () => {
    const orderId = await placeOrder(t, 'customerB', part.id, 1);
    await t.app.get(OrderExpiryService).sweep(new Date(Date.now() + 31 * 60_000));
    const mail = await waitForOrderMail(
      orderId,
      `Order ${orderNumber(orderId)} expired unpaid`,
      t.accounts.customerB.email,
    );
    expect(mail.text).toContain('was not paid in time');
    const page = await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerB')).expect(200);
    expect(page.body).toMatchObject({ status: 'cancelled', expired: true });
    expect(page.body.history.at(-1).note).toMatch(/^system: the stock hold expired/);
  });

  it('sends nothing for an order that was refused (out of stock: the transaction rolled back)', async () => {
    const scarce = await insertPart(t, { minQuantity: 1, availableQuantity: 2 });
    const before = (await t.db.select().from(outboxMails)).length;
    const res = await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: scarce.id, quantity: 3, ...validOrderBody });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await t.db.select().from(outboxMails)).toHaveLength(before);
  });

  it('lets only the owner and admins read an order page', async () => {
    const orderId = await placeOrder(t, 'customerA', part.id, 1);
    await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('admin')).expect(200);
    const other = await t.http.get(`/myOrders/order/${orderId}`).set(t.auth('customerB')).expect(403);
    expect(other.body.message).toBe(apiMessages.notYourResource);
    await t.http.get(`/myOrders/order/${orderId}`).expect(401);
    const missing = await t.http
      .get('/myOrders/order/00000000-0000-4000-8000-000000000000')
      .set(t.auth('customerA'))
      .expect(404);
    expect(missing.body.message).toBe(apiMessages.orderNotFound);
    await t.http.get('/myOrders/order/not-an-id').set(t.auth('customerA')).expect(404);
  });
});

describe('order mails and the unpaid-order limit', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp({ MAX_UNPAID_ORDERS: '1' })));
  afterAll(() => t.close());

  it('queues no mail for an order refused over the limit', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    await placeOrder(t, 'customerA', part.id, 1);
    const refused = await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId: part.id, quantity: 1, ...validOrderBody })
      .expect(409);
    expect(refused.body.message).toBe(apiMessages.tooManyUnpaidOrders(1));
    expect((await t.db.select().from(outboxMails)).map((m) => m.kind)).toEqual(['order-placed']);
  });
});

describe('order mails while the SMTP server is down', () => {
  let t: MailingTestApp;
  beforeAll(async () => (t = await createMailingTestApp()));
  afterAll(() => t.close());

  it('places and pays orders meanwhile; once SMTP is back every mail arrives exactly once', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    await t.smtpDown();

    const placed: string[] = [];
    for (const persona of ['customerA', 'customerB', 'customerA', 'customerB'] as const) {
      const orderId = await placeOrder(t, persona, part.id, 1);
      placed.push(orderId);
      await pay(t, persona, orderId);
    }
    const expected = placed.length * 2; // placed + receipt
    await eventually(
      async () => (await t.db.select().from(outboxMails)).filter((r) => r.attempts > 0).length === expected,
      10_000,
      'every mail to have been tried',
    );
    expect((await t.db.select().from(outboxMails)).every((r) => r.status === 'pending')).toBe(true);

    const back = await t.smtpBack();
    await eventually(() => back.messages.length >= expected, 20_000, `${expected} mails once SMTP is back`);
    await eventually(async () => (await t.db.select().from(outboxMails)).every((r) => r.status === 'sent'));
    await new Promise((r) => setTimeout(r, 2500));
    expect(back.messages).toHaveLength(expected);
    for (const orderId of placed) {
      const email = (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].email;
      expect(mailsAbout(back.messages, email, orderId)).toHaveLength(2);
    }
  });

  it("stores the kind and the order's facts, and sends the mail in the template's words when it is sent", async () => {
    const part = await insertPart(t, {
      name: 'Galaxy S24 screen',
      priceCents: 12900,
      minQuantity: 1,
      availableQuantity: 5,
    });
    await t.smtpDown();
    const orderId = await placeOrder(t, 'customerA', part.id, 2);
    const placedMail = async () =>
      (
        await t.db
          .select()
          .from(outboxMails)
          .where(eq(outboxMails.dedupeKey, `order-placed:${orderId}`))
      )[0];
    await eventually(async () => (await placedMail()).attempts > 0, 10_000, 'the mail to have been tried');
    const queued = await placedMail();
    expect(queued).toMatchObject({ status: 'pending', template: 'order-placed', subject: null, textBody: null });
    expect(queued.templateData).toMatchObject({
      id: orderId,
      userName: 'Alice Customer',
      totalCents: 25800,
      lines: [{ name: 'Galaxy S24 screen', quantity: 2, unitPriceCents: 12900 }],
    });

    // A release changes the placed-order mail while this one waits for the SMTP server.
    t.app.get(MailRenderers).register('order-placed', (data) => {
      const mail = orderMail('order-placed', mailedOrder(data as OrderMailData), shell, 'USD');
      return { ...mail, subject: `${mail.subject} (new wording)` };
    });
    const back = await t.smtpBack();
    const mail = await back.waitFor(t.accounts.customerA.email, { subject: /new wording/, timeoutMs: 20_000 });
    expect(mail.subject).toBe(`Order ${orderNumber(orderId)} is placed: please pay to confirm it (new wording)`);
    expect(mail.text).toContain('$258.00');
    await eventually(async () => (await placedMail()).status === 'sent');
    expect(await placedMail()).toMatchObject({ subject: mail.subject, templateData: null });
  });
});
