import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../database/database';
import { orderHistory, orders } from '../database/schema';
import { openTestDatabase } from '../../test/test-database';
import { OrderTransitions } from './order-transitions';
import { OrdersRepository } from './orders.repository';

describe('OrderTransitions.apply', () => {
  let handle: DatabaseHandle;
  let orderId: string;
  const by = { userId: '11111111-2222-4333-8444-555555555555', email: 'alice@test.example' };

  let transitions: OrderTransitions;
  const applyTransition: OrderTransitions['apply'] = (tx, request) => transitions.apply(tx, request);

  beforeAll(async () => {
    handle = await openTestDatabase();
    transitions = new OrderTransitions(new OrdersRepository(handle.db));
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    const [row] = await handle.db
      .insert(orders)
      .values({
        email: by.email,
        userName: 'Alice',
        phone: '123 456 7890',
        address: 'x',
        totalCents: 1000,
      })
      .returning();
    orderId = row.id;
  });
  const historyOf = (id: string) => handle.db.select().from(orderHistory).where(eq(orderHistory.orderId, id));

  it('moves the order, sets the extra columns and records who did it', async () => {
    const row = await handle.db.transaction((tx) =>
      applyTransition(tx, { orderId, from: 'placed', to: 'paid', by, note: 'card', set: { transactionId: 'pi_1' } }),
    );
    expect(row).toMatchObject({ id: orderId, status: 'paid', transactionId: 'pi_1' });
    expect(await historyOf(orderId)).toEqual([
      expect.objectContaining({
        fromStatus: 'placed',
        toStatus: 'paid',
        byEmail: by.email,
        byUserId: by.userId,
        note: 'card',
      }),
    ]);
  });

  it('is a no-op (null, no history) when the order is not in `from`', async () => {
    await handle.db.transaction((tx) => applyTransition(tx, { orderId, from: 'placed', to: 'cancelled', by }));
    const again = await handle.db.transaction((tx) =>
      applyTransition(tx, { orderId, from: 'placed', to: 'paid', by: null }),
    );
    expect(again).toBeNull();
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('cancelled');
    expect(await historyOf(orderId)).toHaveLength(1);
  });

  it('lets only one of many simultaneous identical calls through', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        handle.db.transaction((tx) =>
          applyTransition(tx, { orderId, from: 'placed', to: 'paid', by: null, set: { transactionId: `pi_${i}` } }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await historyOf(orderId)).toHaveLength(1);
  });

  it('throws on a transition the state machine forbids, changing nothing', async () => {
    await expect(
      handle.db.transaction((tx) => applyTransition(tx, { orderId, from: 'placed', to: 'shipped', by })),
    ).rejects.toThrow(/not allowed/);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('placed');
  });
});
