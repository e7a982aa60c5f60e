import fc from 'fast-check';
import type request from 'supertest';
import { sql } from 'drizzle-orm';
import { cartMessages, maxCartLines, type Cart } from '@phoneparts/contracts';
import { catalogueChanged, insertPart, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';
import { unitPriceFor } from '../pricing';
import { unitPriceSql } from './cart-add-units.repository';

// @test-on-both-engines (docs/testing.md): one statement under racing adds (row locks, the line-limit
// trigger's count after the cart's lock) and SQL pricing over jsonb, on both engines the API ships with.

/**
 * POST /cart/lines/:partId, the storefront's "Add to cart": units added to what the cart holds, in
 * one request and one statement, answering the cart.
 */
describe('adding units to the cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const persona of ['customerA', 'customerB'] as Persona[]) await t.http.delete('/cart').set(t.auth(persona));
  });

  const add = (persona: Persona, partId: string, body: unknown) =>
    t.http
      .post(`/cart/lines/${partId}`)
      .set(t.auth(persona))
      .send(body as object);
  const cartOf = async (persona: Persona): Promise<Cart> =>
    (await t.http.get('/cart').set(t.auth(persona)).expect(200)).body;

  it('needs a signed-in caller', async () => {
    const part = await insertPart(t);
    await t.http.post(`/cart/lines/${part.id}`).send({ quantity: 2 }).expect(401);
  });

  it('makes the line, then adds to it, at the price of the whole line’s band, and answers the cart', async () => {
    const cable = await insertPart(t, { name: 'Cable', priceCents: 500, minQuantity: 1, availableQuantity: 50 });
    const screen = await insertPart(t, {
      name: 'Screen',
      priceCents: 2450,
      minQuantity: 2,
      availableQuantity: 40,
      priceBands: [
        { minQuantity: 20, priceCents: 2290 },
        { minQuantity: 30, priceCents: 2140 },
      ],
    });
    await add('customerA', cable.id, { quantity: 3 }).expect(200);
    const first = await add('customerA', screen.id, { quantity: 15 }).expect(200);
    expect(first.body).toMatchObject({ lineCount: 2, totalUnits: 18, total: 15 + 367.5, canCheckout: true });
    const grown = await add('customerA', screen.id, { quantity: 10 }).expect(200);
    expect(grown.body).toEqual({
      lines: [
        expect.objectContaining({ partId: cable.id, quantity: 3, unitPrice: 5, flags: [] }),
        {
          partId: screen.id,
          name: 'Screen',
          picture: screen.picture,
          unitPrice: 22.9,
          basePrice: 24.5,
          quantity: 25,
          lineTotal: 572.5,
          minQuantity: 2,
          availableQuantity: 40,
          flags: [],
        },
      ],
      lineCount: 2,
      totalUnits: 28,
      total: 587.5,
      canCheckout: true,
    });
    // The answer is the cart as the API keeps it: the banded price was recorded as the one seen.
    expect(await cartOf('customerA')).toEqual(grown.body);
  });

  it('refuses, with the purchase form’s words, a line the part cannot take now, counting what the cart holds', async () => {
    const part = await insertPart(t, { minQuantity: 3, availableQuantity: 8 });
    const refuse = async (body: unknown, message: string, status = 400) =>
      expect((await add('customerA', part.id, body).expect(status)).body.message).toBe(message);
    await refuse({}, 'Quantity is required.');
    await refuse({ quantity: 2.5 }, 'Please enter a whole number');
    await refuse({ quantity: 0 }, "Quantity can't be less than 1");
    await refuse({ quantity: 2 }, "Quantity can't be less than 3");
    await refuse({ quantity: 9 }, "Quantity can't be greater than 8");
    await add('customerA', part.id, { quantity: 5 }).expect(200);
    await refuse({ quantity: 4 }, "Quantity can't be greater than 8");
    expect((await cartOf('customerA')).lines).toMatchObject([{ partId: part.id, quantity: 5 }]);
    // Units below the minimum are fine on top of a line that meets it.
    expect((await add('customerA', part.id, { quantity: 1 }).expect(200)).body.totalUnits).toBe(6);
    const scarce = await insertPart(t, { minQuantity: 3, availableQuantity: 2 });
    expect((await add('customerA', scarce.id, { quantity: 3 }).expect(400)).body.message).toBe(cartMessages.outOfStock);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect((await add('customerA', id, { quantity: 1 }).expect(404)).body.message).toBe('Part not found');
    expect((await cartOf('customerA')).lineCount).toBe(1);
  });

  it('counts every add of two tabs adding at once, new line or not', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 1_000 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => add('customerB', part.id, { quantity: 2 })));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect((await cartOf('customerB')).lines).toMatchObject([{ partId: part.id, quantity: 24 }]);
  });

  it('loses no unit to a checkout racing the adds: each is in the order or still in the cart', async () => {
    const held = await insertPart(t, { minQuantity: 1, availableQuantity: 1_000 });
    const fresh = await Promise.all([1, 2, 3].map(() => insertPart(t, { minQuantity: 1, availableQuantity: 1_000 })));
    await add('customerB', held.id, { quantity: 2 }).expect(200);
    const [checkout, ...adds] = await Promise.all([
      t.http.post('/cart/checkout').set(t.auth('customerB')).send(validOrderBody),
      ...Array.from({ length: 6 }, () => add('customerB', held.id, { quantity: 1 })),
      ...fresh.map((part) => add('customerB', part.id, { quantity: 1 })),
    ]);
    expect(checkout.status).toBe(201);
    expect(adds.map((r) => r.status)).toEqual(Array(9).fill(200));
    const ordered = new Map<string, number>(
      checkout.body.lines.map((line: { partId: string; quantity: number }) => [line.partId, line.quantity]),
    );
    const left = new Map((await cartOf('customerB')).lines.map((line) => [line.partId, line.quantity]));
    expect((ordered.get(held.id) ?? 0) + (left.get(held.id) ?? 0)).toBe(8);
    for (const part of fresh) expect((ordered.get(part.id) ?? 0) + (left.get(part.id) ?? 0)).toBe(1);
  });

  // On PostgreSQL, made to happen: an add commits while the checkout's read waits for the cart's lock.
  (process.env.TEST_DB === 'postgres' ? it : it.skip)(
    'keeps what an add changed while the checkout waited for the cart: grown lines ordered grown, new lines kept',
    async () => {
      const held = await insertPart(t, { minQuantity: 1, availableQuantity: 1_000 });
      const fresh = await insertPart(t, { minQuantity: 1, availableQuantity: 1_000 });
      await add('customerB', held.id, { quantity: 2 }).expect(200);
      const userId = t.accounts.customerB.id;
      let checkout: Promise<request.Response> | undefined;
      await t.db.transaction(async (tx) => {
        // What an add does first: the cart locked. The checkout then starts, and waits for it.
        await tx.execute(sql`select id from carts where user_id = ${userId} for update`);
        checkout = t.http
          .post('/cart/checkout')
          .set(t.auth('customerB'))
          .send(validOrderBody)
          .then((r) => r);
        for (let waiting = false; !waiting; await new Promise((r) => setTimeout(r, 20))) {
          const { rows } = (await t.db.execute(sql`
            select 1 from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%carts%'`)) as unknown as {
            rows: unknown[];
          };
          waiting = rows.length > 0;
        }
        // The add's writes, committed while the checkout waits.
        await tx.execute(sql`
          update cart_lines set quantity = quantity + 5
          where part_id = ${held.id} and cart_id = (select id from carts where user_id = ${userId})`);
        await tx.execute(sql`
          insert into cart_lines (cart_id, part_id, name, picture, quantity, seen_unit_price_cents)
          select id, ${fresh.id}, 'Fresh', '/p.svg', 1, ${fresh.priceCents} from carts where user_id = ${userId}`);
      });
      const placed = await checkout!;
      expect(placed.status).toBe(201);
      expect(placed.body.lines).toMatchObject([{ partId: held.id, quantity: 7 }]);
      expect((await cartOf('customerB')).lines).toMatchObject([{ partId: fresh.id, quantity: 1 }]);
    },
  );

  it('never passes the part’s stock, however many adds race for it', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 10 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add('customerB', part.id, { quantity: 3 })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect((await cartOf('customerB')).lines).toMatchObject([{ quantity: 9 }]);
  });

  it(`holds at most ${maxCartLines} lines when new lines are added at the same moment`, async () => {
    const many = await t.db
      .insert(parts)
      .values(
        Array.from({ length: maxCartLines + 5 }, (_, i) => ({
          name: `Add part ${i}`,
          picture: '/p.svg',
          description: 'd',
          priceCents: 100,
          minQuantity: 1,
          availableQuantity: 5,
        })),
      )
      .returning({ id: parts.id });
    catalogueChanged(t);
    for (const { id } of many.slice(0, maxCartLines - 3)) await add('customerA', id, { quantity: 1 }).expect(200);
    const answers = await Promise.all(
      many.slice(maxCartLines - 3).map(({ id }) => add('customerA', id, { quantity: 1 })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(cartMessages.cartFull);
    }
    expect((await cartOf('customerA')).lineCount).toBe(maxCartLines);
    // A full cart still takes units of a line it has.
    expect((await add('customerA', many[0].id, { quantity: 1 }).expect(200)).body.totalUnits).toBe(maxCartLines + 1);
  });

  it('prices a quantity in SQL exactly as unitPriceFor does, for any bands in any order', async () => {
    const band = fc.record({
      minQuantity: fc.integer({ min: 1, max: 60 }),
      priceCents: fc.integer({ min: 1, max: 9_999 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9_999 }),
        fc.array(band, { maxLength: 5 }),
        fc.integer({ min: 1, max: 80 }),
        async (priceCents, priceBands, quantity) => {
          const result = (await t.db.execute(sql`
            with part as (select ${priceCents}::int as price_cents, ${JSON.stringify(priceBands)}::jsonb as price_bands)
            select ${unitPriceSql(sql`${quantity}::int`)} as price from part
          `)) as unknown as { rows: { price: number }[] };
          expect(result.rows[0].price).toBe(unitPriceFor({ priceCents, priceBands }, quantity));
        },
      ),
      { numRuns: 150 },
    );
  });
});
