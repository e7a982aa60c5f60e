import { returnMessages as m } from '@phoneparts/contracts';
import { eq, sql } from 'drizzle-orm';
import { chargeShippingAndTax, returnsShopEnv, shippedOrder } from '../../test/return-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditNotes, orderReturns, sandboxRefunds } from '../database/schema';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-providers';
import { returnRefundKey } from './return-workflow.service';

/**
 * Refunds that race or fail (docs/returns.md, "Races"): never more refunded for a line than was paid,
 * never a refund twice, never a refund recorded that did not happen, credit note numbers without gaps.
 * @test-on-both-engines: the order row lock, the conditional UPDATEs and the CN sequence's row lock,
 * truly concurrent on PostgreSQL and interleaved on PGlite's one connection.
 */
describe('refund races', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(returnsShopEnv);
    await chargeShippingAndTax(t);
  });
  afterAll(() => t.close());

  const admin = (returnId: string, step: string, body: object = {}) =>
    t.http.post(`/admin/returns/${returnId}/${step}`).set(t.auth('admin')).send(body);

  /** A return of `quantity` units of the order's line, approved and received (defective: no shipping refunded). */
  async function receivedReturn(orderId: string, lineId: string, quantity: number, reason = 'defective') {
    const asked = await t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(t.auth('customerA'))
      .send({ lines: [{ lineId, quantity }], reason })
      .expect(201);
    await admin(asked.body._id, 'approve').expect(200);
    await admin(asked.body._id, 'receive', { lines: [{ lineId, restock: false }] }).expect(200);
    return asked.body._id as string;
  }

  const refundsOf = (intentId: string) =>
    t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.intentId, intentId));
  const cents = (amount: number) => Math.round(amount * 100);

  it('refunds a line in parts to exactly what was paid for it, and the shipping once', async () => {
    // £19.99 × 5 + 20 % tax: £119.94 for the line; shipping £5.95 + £1.19.
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 5, priceCents: 1999 });
    const amounts: number[] = [];
    for (const units of [2, 2, 1]) {
      const returnId = await receivedReturn(orderId, lineId, units, 'dead_on_arrival');
      amounts.push(cents((await admin(returnId, 'refund').expect(200)).body.refund.amount));
    }
    // 2/5 of the net and tax each (rounded down), then 4/5 less that, then the rest; shipping with the first.
    expect(amounts).toEqual([4797 + 714, 4798, 2399]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(cents(order.total));
    const refunds = await refundsOf(order.transactionId!);
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([...amounts].sort());
    // Nothing is left to return, so nothing more can be refunded.
    const none = await t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(t.auth('customerA'))
      .send({ lines: [{ lineId, quantity: 1 }], reason: 'defective' })
      .expect(409);
    expect(none.body.message).toMatch(/All units of /);
  });

  it('two admins refunding one return at once make one refund and one credit note', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 3 });
    const returnId = await receivedReturn(orderId, lineId, 2);
    const answers = await Promise.all([
      admin(returnId, 'refund'),
      admin(returnId, 'refund'),
      admin(returnId, 'refund'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect([m.alreadyRefunded, m.refundInProgress]).toContain(res.body.message);
    expect(await refundsOf(order.transactionId!)).toHaveLength(1);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId))).toHaveLength(1);
    expect((await admin(returnId, 'refund').expect(409)).body.message).toBe(m.alreadyRefunded);
  });

  it('a call that reached the provider and never came back is taken over after its lease, under the same key', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 3, priceCents: 1000 });
    const returnId = await receivedReturn(orderId, lineId, 1);
    // The first call fixed the amount, took the call and reached the provider, then its replica died.
    const first = await admin(returnId, 'refund').expect(200);
    const refundId = (await t.db.select().from(orderReturns).where(eq(orderReturns.id, returnId)))[0].refundId;
    // Replay the crash on a fresh return: claim held, refund made at the provider, nothing recorded.
    const crashed = await receivedReturn(orderId, lineId, 1);
    await t.db
      .update(orderReturns)
      .set({ refundCents: 1200, refundTaxCents: 200, refundShippingCents: 0, refundClaimedAt: sql`now()` })
      .where(eq(orderReturns.id, crashed));
    await t.db.execute(
      sql`update order_return_lines set refund_cents = 1200, refund_tax_cents = 200 where return_id = ${crashed}`,
    );
    const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    const made = await provider.refund({
      intentId: order.transactionId!,
      amountCents: 1200,
      idempotencyKey: returnRefundKey(crashed),
    });
    // While the lease runs, another call waits its turn.
    expect((await admin(crashed, 'refund').expect(409)).body.message).toBe(m.refundInProgress);
    await t.db
      .update(orderReturns)
      .set({ refundClaimedAt: sql`now() - interval '2 minutes'` })
      .where(eq(orderReturns.id, crashed));
    const retried = await admin(crashed, 'refund').expect(200);
    expect(retried.body.refund.amount).toBe(12);
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, crashed));
    expect(row.refundId).toBe(made.id);
    // Two returns, two provider refunds: the retry was the crashed call's refund, not a new one.
    expect((await refundsOf(order.transactionId!)).map((r) => r.id).sort()).toEqual([refundId, made.id].sort());
    expect(first.body.refund.creditNoteNumber).not.toBe(retried.body.refund.creditNoteNumber);
  });

  it('records nothing when the provider refuses; a retry asks the provider again', async () => {
    const { orderId, lineId, order } = await shippedOrder(t, { quantity: 2, priceCents: 1000 });
    const returnId = await receivedReturn(orderId, lineId, 1);
    const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    // Someone refunded the whole payment by hand at the provider: there is nothing left to refund.
    const byHand = await provider.refund({
      intentId: order.transactionId!,
      amountCents: cents(order.total),
      idempotencyKey: 'by-hand',
    });
    const refused = await admin(returnId, 'refund').expect(409);
    expect(refused.body.message).toBe(m.refundFailed);
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    expect(row).toMatchObject({ status: 'received', refundId: null, creditNoteNumber: null, refundClaimedAt: null });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId))).toEqual([]);
    // The provider still refuses on a retry (no "under way"), and nothing more was paid back.
    expect((await admin(returnId, 'refund').expect(409)).body.message).toBe(m.refundFailed);
    expect((await refundsOf(order.transactionId!)).map((r) => r.id)).toEqual([byHand.id]);
  });

  it('20 refunds of different returns at once get 20 consecutive credit note numbers', async () => {
    const { orderId, lineId } = await shippedOrder(t, { quantity: 20, priceCents: 500 });
    const returnIds: string[] = [];
    for (let i = 0; i < 20; i++) returnIds.push(await receivedReturn(orderId, lineId, 1));
    const answers = await Promise.all(returnIds.map((id) => admin(id, 'refund')));
    expect(answers.map((res) => res.status)).toEqual(returnIds.map(() => 200));
    const numbers = answers.map((res) => res.body.refund.creditNoteNumber as string);
    const serials = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(serials[19] - serials[0]).toBe(19);
    expect(new Set(serials).size).toBe(20);
    // The 20 unit shares add up to the line as paid: £100 and its 20 % tax.
    expect(answers.reduce((sum, res) => sum + cents(res.body.refund.amount), 0)).toBe(12000);
  });
});
