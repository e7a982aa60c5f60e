import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { insertPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHistory, orderLines, outboxMails } from '../database/schema';
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
});
