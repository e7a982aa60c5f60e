import { Client } from 'pg';
import { parts } from '../database/schema';
import { catalogueChanged, insertPart, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OutboxScheduler } from '../mail/outbox/outbox-scheduler';
import { OrderExpiryScheduler } from '../orders/expiry/order-expiry.scheduler';
import { RateLimitStore } from '../rate-limits/rate-limit.store';
import { BackInStockScheduler } from '../stock-alerts/back-in-stock.scheduler';

/**
 * What an order through the cart costs in statements (round trips to PostgreSQL), counted at
 * node-postgres (so on PostgreSQL only, as `npm test` runs it in CI), for carts of 1, 20 and 100
 * lines: adding a line, adding units to a line, checkout and payment each cost the same whatever the
 * cart's size, and paying a cart order costs what paying a one-line order does.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('the statements of an order through the cart', () => {
  let t: TestApp;
  const sent: string[] = [];
  const query = Client.prototype.query;
  beforeAll(async () => {
    t = await createTestApp();
    // The mail worker and the sweeps run on timers: stopped, so only the requests' statements count.
    await t.app.get(OutboxScheduler).onApplicationShutdown();
    await t.app.get(OrderExpiryScheduler).onApplicationShutdown();
    await t.app.get(BackInStockScheduler).onApplicationShutdown();
    // One rate-limit hit in a few hundred also deletes stale counters: not part of an order.
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

  /** How many statements `request` sends. */
  async function statementsOf<T>(request: () => Promise<T>): Promise<{ answer: T; statements: number }> {
    sent.length = 0;
    const answer = await request();
    return { answer, statements: sent.length };
  }

  const customer = () => t.auth('customerA');

  /** The payment page's calls for an order, as the storefront makes them: statements of each. */
  async function pay(orderId: string): Promise<number[]> {
    const page = await statementsOf(() => t.http.get(`/myOrders/payment/${orderId}`).set(customer()).expect(200));
    const intent = await statementsOf(() =>
      t.http.post('/create-payment-intent').set(customer()).send({ orderId }).expect(200),
    );
    const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };
    const confirmed = await statementsOf(() =>
      t.http
        .post('/payments/sandbox/confirm')
        .send({ clientSecret: intent.answer.body.clientSecret, ...card })
        .expect(200),
    );
    const transactionId: string = confirmed.answer.body.paymentIntent.id;
    const paid = await statementsOf(() =>
      t.http.patch(`/myOrders/${orderId}`).set(customer()).send({ transactionId }).expect(200),
    );
    expect(paid.answer.body.status).toBe('paid');
    return [page, intent, confirmed, paid].map((step) => step.statements);
  }

  async function newParts(count: number): Promise<string[]> {
    const rows = await t.db
      .insert(parts)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Statement part ${i}`,
          picture: '/p.svg',
          description: 'd',
          priceCents: 1000 + i,
          minQuantity: 1,
          availableQuantity: 50,
        })),
      )
      .returning({ id: parts.id });
    catalogueChanged(t);
    return rows.map((row) => row.id);
  }

  /** Fills an empty cart with `lines` parts, then counts the statements of each step to paid. */
  async function orderOf(lines: number) {
    const ids = await newParts(lines);
    for (const id of ids.slice(0, -1))
      await t.http.post(`/cart/lines/${id}`).set(customer()).send({ quantity: 2 }).expect(200);
    const last = ids[ids.length - 1];
    const newLine = await statementsOf(() =>
      t.http.post(`/cart/lines/${last}`).set(customer()).send({ quantity: 1 }).expect(200),
    );
    expect(newLine.answer.body.lineCount).toBe(lines);
    const moreUnits = await statementsOf(() =>
      t.http.post(`/cart/lines/${last}`).set(customer()).send({ quantity: 1 }).expect(200),
    );
    expect(moreUnits.answer.body.totalUnits).toBe(2 * lines);
    const checkout = await statementsOf(() =>
      t.http.post('/cart/checkout').set(customer()).send(validOrderBody).expect(201),
    );
    expect(checkout.answer.body.lines).toHaveLength(lines);
    return {
      newLine: newLine.statements,
      moreUnits: moreUnits.statements,
      checkout: checkout.statements,
      payment: await pay(checkout.answer.body._id),
    };
  }

  it('are the same for 1, 20 and 100 lines, and paying costs what a one-line order’s payment does', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 50 });
    // Warm: the pool's connections are open and the prepared statements known.
    await orderOf(1);
    const direct = await t.http
      .post('/myOrders')
      .set(customer())
      .send({ productId: part.id, quantity: 1, ...validOrderBody })
      .expect(201);
    const directPayment = await pay(direct.body.insertedId);

    const bySize = { 1: await orderOf(1), 20: await orderOf(20), 100: await orderOf(100) };
    // The token's account, then the add itself: one statement.
    const oneLine = bySize[1];
    expect(oneLine).toMatchObject({ newLine: 2, moreUnits: 2 });
    expect(bySize[20]).toEqual(oneLine);
    expect(bySize[100]).toEqual(oneLine);
    expect(oneLine.payment).toEqual(directPayment);
    // The payment page's order (the token's account, the order, its lines), the intent, the card, and
    // the payment: its lines are read once for the invoice, the receipt and the answer, and the invoice
    // is numbered in the statement that stores it (order-placement-statements lists them).
    expect(oneLine.payment).toEqual([3, 5, 2, 12]);
    // The whole order from an empty cart to paid, for 20 lines: 20 adds, checkout and payment.
    const twenty = 20 * oneLine.newLine + oneLine.checkout + oneLine.payment.reduce((a, b) => a + b, 0);
    expect(twenty).toBe(74);
  });
});
