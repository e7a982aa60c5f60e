import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { insertPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addresses, invoices, orderHistory, orderLines, outboxMails, shippingMethods } from '../database/schema';
import type { InvoiceContent } from '../invoices/invoice-content';
import { OutboxScheduler } from '../mail/outbox/outbox-scheduler';
import { RateLimitStore } from '../rate-limits/rate-limit.store';
import { BackInStockScheduler } from '../stock-alerts/back-in-stock.scheduler';
import { OrderExpiryScheduler } from './expiry/order-expiry.scheduler';

/**
 * Placing an order is the hot write: each statement is a round trip to PostgreSQL. This counts them
 * at node-postgres (so on PostgreSQL only, as `npm test` runs it in CI).
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('the statements of placing an order', () => {
  let t: TestApp;
  const sent: string[] = [];
  const query = Client.prototype.query;
  beforeAll(async () => {
    t = await createTestApp();
    // The mail worker, the expiry sweep and the back-in-stock sweep run on timers (the first also soon
    // after a mail is queued, the last after stock comes back): stopped, so only the request's
    // statements are counted.
    await t.app.get(OutboxScheduler).onApplicationShutdown();
    await t.app.get(OrderExpiryScheduler).onApplicationShutdown();
    await t.app.get(BackInStockScheduler).onApplicationShutdown();
    // One rate-limit hit in a few hundred also deletes stale counters: not part of placing an order.
    jest.spyOn(t.app.get(RateLimitStore), 'sweep').mockResolvedValue();
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    Client.prototype.query = query;
    await t.close();
  });

  const order = (productId: string) =>
    t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId, quantity: 1, ...validOrderBody });

  it('are ten plain statements, each of its own module: lock, lock the parts and take, price shipping and tax, write the order, queue its mail', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    await order(part.id).expect(201); // the pool's connections are open and the prepared statements known
    sent.length = 0;
    const res = await order(part.id).expect(201);
    // The token's account, the rate-limit hit, BEGIN, the customer's lock (orders), the parts locked in
    // id order, checked and the stock taken, in one statement (parts), the shipping methods serving the
    // country (shipping), the rate, price basis and exemption (tax), the order with its lines and history
    // entry (and the count of the customer's unpaid orders) (orders), the mail (outbox), COMMIT. The same
    // count for any number of lines: the guard that keeps a cart's checkout from growing a statement per line.
    expect(sent).toHaveLength(10);
    expect(sent.slice(2)).toEqual([
      'begin',
      expect.stringContaining('pg_advisory_xact_lock'),
      expect.stringMatching(/^update "parts" [\s\S]* order by id for update\) as locked/),
      expect.stringMatching(/^select [\s\S]* from "shipping_methods"/),
      expect.stringMatching(/^select [\s\S]*"tax_rates"[\s\S]* from "tax_settings"/),
      expect.stringMatching(/insert into "orders"/),
      expect.stringMatching(/^insert into "outbox_mails"/),
      'commit',
    ]);
    expect(await stockOf(t.db, part.id)).toBe(3);
    const orderId: string = res.body.insertedId;
    expect(await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).toHaveLength(1);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).toMatchObject([
      { position: 1, partId: part.id, quantity: 1 },
    ]);
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.dedupeKey, `order-placed:${orderId}`));
    expect(mail).toMatchObject({ toAddress: t.accounts.customerA.email, kind: 'order-placed' });
  });

  it('are the same ten for a checkout of twenty lines, plus the cart’s locked read and emptying', async () => {
    const many = await Promise.all(
      Array.from({ length: 20 }, () => insertPart(t, { minQuantity: 1, availableQuantity: 5 })),
    );
    for (const part of many)
      await t.http.put(`/cart/lines/${part.id}`).set(t.auth('customerB')).send({ quantity: 2 }).expect(200);
    sent.length = 0;
    const res = await t.http.post('/cart/checkout').set(t.auth('customerB')).send(validOrderBody).expect(201);
    expect(res.body.lines).toHaveLength(20);
    expect(sent).toHaveLength(12);
    for (const part of many) expect(await stockOf(t.db, part.id)).toBe(3);
  });

  it('are one more for the structured checkout with a saved address (its read), for 1 line as for 20', async () => {
    const [address] = await t.db
      .insert(addresses)
      .values({
        userId: t.accounts.customerB.id,
        name: 'Ann',
        line1: '1 High St',
        city: 'London',
        postalCode: 'EC1Y 8SY',
        country: 'GB',
      })
      .returning();
    const [method] = await t.db
      .insert(shippingMethods)
      .values({ name: 'Post', countries: ['GB'], priceCents: 500, estimate: 'soon' })
      .returning();
    const body = { phone: '+44 20 7946 0958', addressId: address.id, shippingMethodId: method.id };
    const statementsFor = async (lines: number) => {
      const parts = await Promise.all(
        Array.from({ length: lines }, () => insertPart(t, { minQuantity: 1, availableQuantity: 5 })),
      );
      for (const part of parts)
        await t.http.put(`/cart/lines/${part.id}`).set(t.auth('customerB')).send({ quantity: 1 }).expect(200);
      sent.length = 0;
      const res = await t.http.post('/cart/checkout').set(t.auth('customerB')).send(body).expect(201);
      expect(res.body).toMatchObject({ shipping: 5, shippingMethod: 'Post' });
      return sent.length;
    };
    await statementsFor(1); // the new statements are prepared
    expect(await statementsFor(1)).toBe(13);
    expect(await statementsFor(20)).toBe(13);
  });

  it('are twelve to pay it: the invoice, its number and the receipt from the lines read once, no part read', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    const pay = async () => {
      const placed = await order(part.id).expect(201);
      const orderId: string = placed.body.insertedId;
      const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
      const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };
      const confirmed = await t.http
        .post('/payments/sandbox/confirm')
        .send({ clientSecret: intent.body.clientSecret, ...card })
        .expect(200);
      sent.length = 0;
      const paid = await t.http
        .patch(`/myOrders/${orderId}`)
        .set(t.auth('customerA'))
        .send({ transactionId: confirmed.body.paymentIntent.id })
        .expect(200);
      expect(paid.body).toMatchObject({ status: 'paid', invoiceNumber: expect.stringMatching(/^INV-/) });
      return orderId;
    };
    await pay(); // the new statements are prepared
    const orderId = await pay();
    // The token's account, the order, the sandbox's intent, BEGIN, the order made paid and its history
    // entry, its lines (read once: the invoice and the receipt both use them, and each line keeps its
    // warranty, so no part is read), the buyer's tax details, the invoice with its number written on the
    // order (one statement), the owner's address, the receipt, COMMIT.
    expect(sent).toHaveLength(12);
    expect(sent.slice(3)).toEqual([
      'begin',
      expect.stringMatching(/^update "orders" set "status"/),
      expect.stringMatching(/^insert into "order_history"/),
      expect.stringMatching(/^select [\s\S]* from "order_lines"/),
      expect.stringMatching(/^select [\s\S]* from "buyer_tax_details"/),
      expect.stringMatching(/insert into invoices[\s\S]*update "orders" set invoice_number/),
      expect.stringMatching(/^select [\s\S]* from "users"/),
      expect.stringMatching(/^insert into "outbox_mails"/),
      'commit',
    ]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect((invoice.content as InvoiceContent).lines).toMatchObject([
      { sku: part.sku, warrantyDays: part.warrantyDays },
    ]);
  });
});
