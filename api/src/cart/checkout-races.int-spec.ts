import fc from 'fast-check';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { insertPart, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TokenService } from '../access/token.service';
import { cartLines, carts, orderLines, orders, parts, users } from '../database/schema';
import { OrderExpiryService } from '../orders/expiry/order-expiry.service';

/**
 * Proof by attack: many checkouts of overlapping carts at the same instant, and random
 * sequences of checkouts, cancels and expiries. Whatever happens, every unit is either on the shelf
 * or in a live order's line: stock + units held by live orders == what the parts started with.
 * Run on PostgreSQL (TEST_DB=postgres) for real concurrency; on PGlite the requests queue.
 */
describe('checkout under attack', () => {
  let t: TestApp;
  let buyerCount = 0;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      ORDER_LIMIT_PER_MINUTE: '100000',
      MAX_UNPAID_ORDERS: '100',
    });
  });
  afterAll(() => t.close());

  /** A fresh customer account and its bearer header. */
  async function buyer(): Promise<{ Authorization: string }> {
    return (await buyerWithId()).auth;
  }
  async function buyerWithId(): Promise<{ id: string; auth: { Authorization: string } }> {
    const [row] = await t.db
      .insert(users)
      .values({ email: `racer-${++buyerCount}@test.example`, displayName: `Racer ${buyerCount}` })
      .returning();
    return { id: row.id, auth: { Authorization: `Bearer ${await t.app.get(TokenService).issue(row)}` } };
  }

  /** Units of each part on the shelf plus in the lines of orders that are not cancelled. */
  async function accounted(partIds: string[]): Promise<Map<string, number>> {
    const shelf = await t.db
      .select({ id: parts.id, n: parts.availableQuantity })
      .from(parts)
      .where(inArray(parts.id, partIds));
    const held = await t.db
      .select({ id: orderLines.partId, n: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${inArray(orderLines.partId, partIds)} and ${ne(orders.status, 'cancelled')}`)
      .groupBy(orderLines.partId);
    const total = new Map(shelf.map((p) => [p.id, p.n]));
    for (const h of held) total.set(h.id!, (total.get(h.id!) ?? 0) + h.n);
    return total;
  }

  it('50 checkouts at once, of 3 to 5 lines over the same 10 scarce parts: no oversell, no 5xx, every refusal names its lines', async () => {
    const stock = [3, 4, 5, 6, 2, 8, 3, 5, 4, 6];
    const scarce = await Promise.all(stock.map((n) => insertPart(t, { minQuantity: 1, availableQuantity: n })));
    const ids = scarce.map((p) => p.id);
    const filled = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const { id, auth } = await buyerWithId();
        const size = 3 + (i % 3);
        const lines = Array.from({ length: size }, (_, j) => ({
          partId: ids[(i * 7 + j * 3) % 10],
          quantity: 1 + ((i + j) % 2),
        }));
        // Filled straight in the database (the cart routes have their own tests): the race is the checkout.
        const [cart] = await t.db.insert(carts).values({ userId: id }).returning();
        await t.db
          .insert(cartLines)
          .values(
            lines.map((line) => ({ cartId: cart.id, ...line, name: 'n', picture: 'p', seenUnitPriceCents: 4999 })),
          );
        return { auth, lines };
      }),
    );

    const answers = await Promise.all(
      filled.map(({ auth }) => t.http.post('/cart/checkout').set(auth).send(validOrderBody)),
    );

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(won.length + refused.length).toBe(50);
    expect(won.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0); // 50 carts of 3-5 units each cannot all fit in 46 units
    answers.forEach((answer, i) => {
      if (answer.status !== 409) return;
      const asked = new Set(filled[i].lines.map((l) => l.partId));
      expect(answer.body.lines.length).toBeGreaterThan(0);
      for (const line of answer.body.lines) {
        expect(asked.has(line.partId)).toBe(true);
        expect(line.availableQuantity).toBeLessThan(line.quantity);
        expect(answer.body.message).toContain(line.name);
      }
    });
    for (const answer of won) expect(answer.body.lines.length).toBeGreaterThanOrEqual(3);
    const after = await accounted(ids);
    ids.forEach((id, i) => expect(after.get(id)).toBe(stock[i]));
    const shelves = await t.db.select({ n: parts.availableQuantity }).from(parts).where(inArray(parts.id, ids));
    for (const shelf of shelves) expect(shelf.n).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('random carts against random stock: after any checkouts, cancels and expiries, every unit is accounted for', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('checkout' as const),
        lines: fc.uniqueArray(fc.record({ part: fc.nat(5), quantity: fc.integer({ min: 1, max: 4 }) }), {
          minLength: 1,
          maxLength: 5,
          selector: (l) => l.part,
        }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }),
      fc.record({ kind: fc.constant('expire' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 6, maxLength: 6 }),
        fc.array(step, { maxLength: 8 }),
        async (stock, steps) => {
          const made = await Promise.all(stock.map((n) => insertPart(t, { minQuantity: 1, availableQuantity: n })));
          const ids = made.map((p) => p.id);
          const auth = await buyer();
          const placed: string[] = [];
          for (const s of steps) {
            if (s.kind === 'checkout') {
              // Lines are set as far as the part's stock allows now (a line the API refuses is skipped).
              for (const l of s.lines)
                await t.http.put(`/cart/lines/${ids[l.part]}`).set(auth).send({ quantity: l.quantity });
              const res = await t.http.post('/cart/checkout').set(auth).send(validOrderBody);
              expect([201, 400, 409]).toContain(res.status);
              if (res.status === 201) placed.push(res.body._id);
              await t.http.delete('/cart').set(auth).expect(200);
            } else if (s.kind === 'cancel' && placed.length > 0) {
              const res = await t.http.delete(`/myOrders/${placed[s.which % placed.length]}`).set(auth);
              expect([200, 404]).toContain(res.status);
            } else if (s.kind === 'expire') {
              // Expire everything placed so far: move the sweep's clock past every hold.
              await t.app.get(OrderExpiryService).sweep(new Date(Date.now() + 24 * 60 * 60_000));
            }
            const now = await accounted(ids);
            ids.forEach((id, i) => expect(now.get(id)).toBe(stock[i]));
          }
        },
      ),
      { numRuns: Number(process.env.CART_PROPERTY_RUNS ?? 15) },
    );
  }, 300_000);
});
