import { count, eq, isNull, like } from 'drizzle-orm';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxMails, parts, stockAlerts, users } from '../database/schema';
import { BackInStockSweep } from './back-in-stock.sweep';

/**
 * Exactly one mail per request under races (docs/decisions/0004): many waiting buyers, two restocks
 * at once, and sweeps running at the same time on two replicas (each with its own connection pool on
 * PostgreSQL; PGlite serializes them, which the test also passes). Small batches make the sweeps
 * interleave, each claiming rows the others may hold.
 *
 * @test-on-both-engines: the sweep's row locks (`FOR UPDATE SKIP LOCKED`) across two connection pools.
 */
describe('back-in-stock mails under races', () => {
  let t: TestApp;
  // A long interval: only the sweeps this test starts run.
  beforeAll(async () => (t = await createTestApp({ STOCK_ALERT_SWEEP_SECONDS: '3600' })));
  afterAll(() => t.close());

  it('mails each of 60 requests exactly once when two restocks and six sweeps on two replicas race', async () => {
    const buyers = await t.db
      .insert(users)
      .values(Array.from({ length: 60 }, (_, i) => ({ email: `waiting-${i}@test.example`, displayName: `Buyer ${i}` })))
      .returning({ id: users.id });
    const first = await insertPart(t, { name: 'Race screen', minQuantity: 3, availableQuantity: 0 });
    const second = await insertPart(t, { name: 'Race battery', minQuantity: 3, availableQuantity: 0 });
    await t.db
      .insert(stockAlerts)
      .values(buyers.map((buyer, i) => ({ userId: buyer.id, partId: i % 2 === 0 ? first.id : second.id })));

    const replica = await t.startReplica();
    const sweeps = [t.app.get(BackInStockSweep), replica.app.get(BackInStockSweep)];
    const restock = (partId: string) => t.db.update(parts).set({ availableQuantity: 10 }).where(eq(parts.id, partId));

    const mailed = await Promise.all([
      restock(first.id),
      restock(second.id),
      ...Array.from({ length: 6 }, (_, i) => sweeps[i % 2].run(7)),
    ]).then((results) => results.slice(2) as number[]);
    // A sweep that started before a restock committed may have found nothing: one more pass each.
    const late = await Promise.all(sweeps.map((sweep) => sweep.run(7)));

    expect([...mailed, ...late].reduce((sum, n) => sum + n, 0)).toBe(60);
    const [{ waiting }] = await t.db
      .select({ waiting: count() })
      .from(stockAlerts)
      .where(isNull(stockAlerts.notifiedAt));
    expect(waiting).toBe(0);
    const queued = await t.db
      .select({ key: outboxMails.dedupeKey, to: outboxMails.toAddress })
      .from(outboxMails)
      .where(like(outboxMails.dedupeKey, 'back-in-stock:%'));
    expect(queued).toHaveLength(60);
    expect(new Set(queued.map((mail) => mail.to)).size).toBe(60);
  });
});
