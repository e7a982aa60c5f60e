import { insertPart, placeOrder } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invoices } from '../database/schema';
import type { InvoiceContent } from './invoice-content';
import { InvoicesRepository } from './invoices.repository';

// @test-on-both-engines (docs/testing.md): concurrent payments on PostgreSQL's pool, interleaved on PGlite.

const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };
const sequenceOf = (number: string) => Number(number.split('-')[2]);

/** Invoice numbers have no gaps and no duplicates, whatever runs at once (docs/invoices.md). */
describe('invoice numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAX_UNPAID_ORDERS: '30',
      ORDER_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
  });
  afterAll(() => t.close());

  /** Places an order and lets the provider take the money; answers what the browser then reports. */
  async function placedAndCharged(): Promise<{ orderId: string; transactionId: string }> {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t, 'customerA', part.id, 1);
    const intent = await t.http.post('/create-payment-intent').set(t.auth('customerA')).send({ orderId }).expect(200);
    const paid = await t.http
      .post('/payments/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...card })
      .expect(200);
    return { orderId, transactionId: paid.body.paymentIntent.id };
  }

  const report = ({ orderId, transactionId }: { orderId: string; transactionId: string }) =>
    t.http.patch(`/myOrders/${orderId}`).set(t.auth('customerA')).send({ transactionId }).expect(200);

  it('gives 20 payments at once 20 consecutive numbers', async () => {
    const charged: Array<{ orderId: string; transactionId: string }> = [];
    for (let i = 0; i < 20; i++) charged.push(await placedAndCharged());
    const before = await t.db.select().from(invoices);
    const answers = await Promise.all(charged.map(report));
    const numbers = answers.map((res) => sequenceOf(res.body.invoiceNumber)).sort((a, b) => a - b);
    const first = before.length + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    // Reporting a payment again answers the same order and issues nothing more.
    const again = await report(charged[0]);
    expect(again.body.invoiceNumber).toBe(answers[0].body.invoiceNumber);
    expect(await t.db.select().from(invoices)).toHaveLength(before.length + 20);
  });

  it('takes no number for a payment whose transaction rolls back', async () => {
    const issued = await t.db.select().from(invoices);
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const unpaid = await placeOrder(t, 'customerA', part.id, 1);
    const repository = t.app.get(InvoicesRepository);
    await expect(
      t.db.transaction(async (tx) => {
        await repository.issue(tx, unpaid, {} as InvoiceContent);
        throw new Error('the payment failed after its invoice');
      }),
    ).rejects.toThrow('the payment failed after its invoice');
    const next = await report(await placedAndCharged());
    expect(sequenceOf(next.body.invoiceNumber)).toBe(issued.length + 1);
  });
});
