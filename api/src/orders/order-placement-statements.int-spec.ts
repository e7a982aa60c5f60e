import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { insertPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHistory, orderLines, outboxMails } from '../database/schema';
import { OutboxScheduler } from '../mail/outbox/outbox-scheduler';
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
    // The mail worker and the expiry sweep run on timers: stopped, so only the request's statements are counted.
    await t.app.get(OutboxScheduler).onApplicationShutdown();
    await t.app.get(OrderExpiryScheduler).onApplicationShutdown();
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

  it('are six: the stock UPDATE takes the customer’s lock, one INSERT writes the order, its history and its mail', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 5 });
    await order(part.id).expect(201); // the pool's connections are open and the prepared statements known
    sent.length = 0;
    const res = await order(part.id).expect(201);
    // The token's account, the rate-limit hit, BEGIN, the stock UPDATE with the customer's lock, the
    // order with its history entry and mail (and the count of the customer's unpaid orders), COMMIT.
    expect(sent).toHaveLength(6);
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
});
