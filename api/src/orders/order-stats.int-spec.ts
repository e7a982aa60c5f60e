import fc from 'fast-check';
import { orderStatuses, type OrderStatus } from '@phoneparts/contracts';
import { eq, sql } from 'drizzle-orm';
import { insertOrders } from '../../test/list-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orders, orderStats } from '../database/schema';

const hour = 3_600_000;

/**
 * The order statistics (migration 0014) are kept by triggers on `orders`: after any mix of inserts,
 * status and amount changes, deletes and rolled-back transactions, every quarter hour holds exactly
 * what counting the orders themselves gives. fast-check picks the writes.
 */
describe('order statistics kept by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Per quarter hour: counts per status and paid + shipped revenue, as the stats table has them. */
  const fromStats = async () =>
    (
      await t.db
        .select()
        .from(orderStats)
        .where(sql`${orderStats.placed} + ${orderStats.paid} + ${orderStats.shipped} + ${orderStats.cancelled} > 0`)
        .orderBy(orderStats.bucket)
    ).map((row) => ({ ...row, bucket: row.bucket.toISOString() }));

  /** The same, counted from the orders. */
  const fromOrders = () =>
    t.db
      .select({
        bucket: sql<string>`order_stats_bucket(${orders.createdAt})`.mapWith((v) => new Date(v).toISOString()),
        placed: sql<number>`count(*) filter (where ${orders.status} = 'placed')`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')`.mapWith(Number),
        shipped: sql<number>`count(*) filter (where ${orders.status} = 'shipped')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
        revenueCents:
          sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} in ('paid', 'shipped')), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .groupBy(sql`1`)
      .orderBy(sql`1`);

  const status = fc.constantFrom<OrderStatus>(...orderStatuses);
  const write = fc.oneof(
    fc.record({
      kind: fc.constant('insert' as const),
      status,
      hoursAgo: fc.integer({ min: 0, max: 72 }),
      minute: fc.integer({ min: 0, max: 59 }),
      priceCents: fc.integer({ min: 1, max: 2_000_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    }),
    fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status }),
    fc.record({
      kind: fc.constant('total' as const),
      pick: fc.nat(),
      totalCents: fc.integer({ min: 1, max: 100_000 }),
    }),
    fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), hoursAgo: fc.integer({ min: 0, max: 72 }) }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('rolled back' as const), pick: fc.nat(), status }),
  );

  it('match counting the orders after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 25 }), async (writes) => {
        await t.db.delete(orders);
        const ids: string[] = [];
        const pick = (n: number) => ids[n % ids.length];
        for (const w of writes) {
          if (w.kind === 'insert') {
            const createdAt = new Date(Date.now() - w.hoursAgo * hour - w.minute * 60_000);
            ids.push(...(await insertOrders(t, 1, () => ({ ...w, createdAt }))));
          } else if (ids.length === 0) continue;
          else if (w.kind === 'status')
            await t.db
              .update(orders)
              .set({ status: w.status })
              .where(eq(orders.id, pick(w.pick)));
          else if (w.kind === 'total')
            await t.db
              .update(orders)
              .set({ totalCents: w.totalCents })
              .where(eq(orders.id, pick(w.pick)));
          else if (w.kind === 'move')
            await t.db
              .update(orders)
              .set({ createdAt: new Date(Date.now() - w.hoursAgo * hour) })
              .where(eq(orders.id, pick(w.pick)));
          else if (w.kind === 'delete')
            await t.db.delete(orders).where(eq(orders.id, ids.splice(w.pick % ids.length, 1)[0]));
          else
            await t.db
              .transaction(async (tx) => {
                await tx
                  .update(orders)
                  .set({ status: w.status })
                  .where(eq(orders.id, pick(w.pick)));
                throw new Error('rolled back');
              })
              .catch(() => undefined);
        }
        expect(await fromStats()).toEqual(await fromOrders());
      }),
      { numRuns: 40 },
    );
  });

  it('stay as they were when a write leaves the counted values alone', async () => {
    await t.db.delete(orders);
    const [id] = await insertOrders(t, 1, () => ({ status: 'paid' }));
    const before = await fromStats();
    await t.db.update(orders).set({ carrier: 'DHL', trackingNumber: 'T-1' }).where(eq(orders.id, id));
    expect(await fromStats()).toEqual(before);
    expect(before).toEqual(await fromOrders());
  });
});
