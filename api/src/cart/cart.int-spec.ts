import { eq } from 'drizzle-orm';
import { cartMessages, maxCartLines, type Cart } from '@phoneparts/contracts';
import { catalogueChanged, insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/**
 * The cart's routes and rules (docs/product.md#10-orders-with-lines-and-the-cart), each tried the way a client could
 * break it.
 */
describe('the cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const persona of ['customerA', 'customerB'] as Persona[]) await t.http.delete('/cart').set(t.auth(persona));
  });

  const put = (persona: Persona, partId: string, body: unknown) =>
    t.http
      .put(`/cart/lines/${partId}`)
      .set(t.auth(persona))
      .send(body as object);
  const cartOf = async (persona: Persona): Promise<Cart> =>
    (await t.http.get('/cart').set(t.auth(persona)).expect(200)).body;

  it('starts empty, and needs a signed-in caller on every route', async () => {
    expect(await cartOf('customerA')).toEqual({ lines: [], lineCount: 0, totalUnits: 0, total: 0, canCheckout: false });
    const part = await insertPart(t);
    await t.http.get('/cart').expect(401);
    await t.http.put(`/cart/lines/${part.id}`).send({ quantity: 2 }).expect(401);
    await t.http.delete(`/cart/lines/${part.id}`).expect(401);
    await t.http.delete('/cart').expect(401);
    await t.http.post('/cart/checkout').send({}).expect(401);
  });

  it('adds a line with today’s price, sets its quantity, and totals the cart', async () => {
    const screen = await insertPart(t, { name: 'Screen', priceCents: 4999, minQuantity: 2, availableQuantity: 10 });
    const battery = await insertPart(t, { name: 'Battery', priceCents: 1250, minQuantity: 1, availableQuantity: 5 });
    await put('customerA', screen.id, { quantity: 2 }).expect(200);
    const res = await put('customerA', battery.id, { quantity: 3 }).expect(200);
    expect(res.body).toEqual({
      lines: [
        {
          partId: screen.id,
          name: 'Screen',
          picture: screen.picture,
          unitPrice: 49.99,
          quantity: 2,
          lineTotal: 99.98,
          minQuantity: 2,
          availableQuantity: 10,
          flags: [],
        },
        {
          partId: battery.id,
          name: 'Battery',
          picture: battery.picture,
          unitPrice: 12.5,
          quantity: 3,
          lineTotal: 37.5,
          minQuantity: 1,
          availableQuantity: 5,
          flags: [],
        },
      ],
      lineCount: 2,
      totalUnits: 5,
      total: 137.48,
      canCheckout: true,
    });
    const changed = await put('customerA', screen.id, { quantity: 4 }).expect(200);
    expect(changed.body).toMatchObject({
      lineCount: 2,
      totalUnits: 7,
      lines: [{ partId: screen.id, quantity: 4 }, {}],
    });
    // The cart is the API's: another read (a reload, another tab or device) sees the same.
    expect(await cartOf('customerA')).toEqual(changed.body);
  });

  it('checks each line with the order form’s words: required, whole, the part’s minimum and its stock now', async () => {
    const part = await insertPart(t, { minQuantity: 3, availableQuantity: 8 });
    const refuse = async (body: unknown, message: string) =>
      expect((await put('customerA', part.id, body).expect(400)).body.message).toBe(message);
    await refuse({}, 'Quantity is required.');
    await refuse({ quantity: '' }, 'Quantity is required.');
    await refuse({ quantity: 2.5 }, 'Please enter a whole number');
    await refuse({ quantity: 2 }, "Quantity can't be less than 3");
    await refuse({ quantity: 0 }, "Quantity can't be less than 1");
    await refuse({ quantity: 9 }, "Quantity can't be greater than 8");
    await refuse({ quantity: 1e12 }, "Quantity can't be greater than 1000000");
    expect((await cartOf('customerA')).lineCount).toBe(0);
  });

  it('answers 404 for a part that does not exist, however its id is written', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"])
      expect((await put('customerA', encodeURIComponent(id), { quantity: 1 }).expect(404)).body.message).toBe(
        'Part not found',
      );
  });

  it('ignores price, name and total fields a client sends: the API prices every line', async () => {
    const part = await insertPart(t, { priceCents: 5000, minQuantity: 1 });
    const res = await put('customerA', part.id, {
      quantity: 2,
      unitPrice: 0.01,
      price: 0.01,
      lineTotal: 0.02,
      name: 'Free stuff',
    }).expect(200);
    expect(res.body.lines[0]).toMatchObject({ name: part.name, unitPrice: 50, lineTotal: 100 });
    expect(res.body.total).toBe(100);
  });

  it('keeps each customer’s cart to themselves: no route reaches another account’s cart', async () => {
    const part = await insertPart(t, { minQuantity: 1 });
    await put('customerA', part.id, { quantity: 1 }).expect(200);
    expect((await cartOf('customerB')).lineCount).toBe(0);
    await t.http.delete(`/cart/lines/${part.id}`).set(t.auth('customerB')).expect(200);
    await t.http.delete('/cart').set(t.auth('customerB')).expect(200);
    expect((await cartOf('customerA')).lineCount).toBe(1);
  });

  it('removes a line (one that is not there is fine) and empties the cart', async () => {
    const a = await insertPart(t, { minQuantity: 1 });
    const b = await insertPart(t, { minQuantity: 1 });
    await put('customerA', a.id, { quantity: 1 }).expect(200);
    await put('customerA', b.id, { quantity: 1 }).expect(200);
    const removed = await t.http.delete(`/cart/lines/${a.id}`).set(t.auth('customerA')).expect(200);
    expect(removed.body.lines.map((l: { partId: string }) => l.partId)).toEqual([b.id]);
    await t.http.delete(`/cart/lines/${a.id}`).set(t.auth('customerA')).expect(200);
    await t.http.delete('/cart/lines/not-an-id').set(t.auth('customerA')).expect(404);
    expect((await t.http.delete('/cart').set(t.auth('customerA')).expect(200)).body.lineCount).toBe(0);
  });

  it(`holds at most ${maxCartLines} lines, also when lines are added at the same moment`, async () => {
    const many = await t.db
      .insert(parts)
      .values(
        Array.from({ length: maxCartLines + 5 }, (_, i) => ({
          name: `Bulk part ${i}`,
          picture: '/p.svg',
          description: 'd',
          priceCents: 100,
          minQuantity: 1,
          availableQuantity: 5,
        })),
      )
      .returning({ id: parts.id });
    catalogueChanged(t);
    for (const { id } of many.slice(0, maxCartLines - 3)) await put('customerA', id, { quantity: 1 }).expect(200);
    // Eight new lines at once for the last three places: exactly three get in.
    const answers = await Promise.all(
      many.slice(maxCartLines - 3).map(({ id }) => put('customerA', id, { quantity: 1 })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(cartMessages.cartFull);
    }
    expect((await cartOf('customerA')).lineCount).toBe(maxCartLines);
    // A full cart still changes the quantity of a line it has.
    await put('customerA', many[0].id, { quantity: 2 }).expect(200);
  });

  it('flags, never drops, a line whose part changed price, ran out, or was deleted', async () => {
    const pricey = await insertPart(t, { name: 'Pricey', priceCents: 1000, minQuantity: 1, availableQuantity: 10 });
    const scarce = await insertPart(t, { name: 'Scarce', minQuantity: 2, availableQuantity: 10 });
    const doomed = await insertPart(t, { name: 'Doomed', priceCents: 700, minQuantity: 1, availableQuantity: 10 });
    for (const [part, quantity] of [
      [pricey, 1],
      [scarce, 6],
      [doomed, 2],
    ] as const)
      await put('customerA', part.id, { quantity }).expect(200);
    await t.db.update(parts).set({ priceCents: 1200 }).where(eq(parts.id, pricey.id));
    await t.db.update(parts).set({ availableQuantity: 4, minQuantity: 2 }).where(eq(parts.id, scarce.id));
    await t.db.delete(parts).where(eq(parts.id, doomed.id));
    catalogueChanged(t);
    const cart = await cartOf('customerA');
    expect(cart.lines.map((l) => [l.name, l.flags, l.unitPrice, l.previousUnitPrice])).toEqual([
      ['Pricey', ['priceChanged'], 12, 10],
      ['Scarce', ['aboveStock'], scarce.priceCents / 100, undefined],
      ['Doomed', ['deleted'], 7, undefined],
    ]);
    expect(cart.lines[2]).toMatchObject({ minQuantity: 0, availableQuantity: 0, picture: doomed.picture });
    expect(cart.canCheckout).toBe(false);
    // Setting the line again records the price the buyer has now seen.
    await put('customerA', pricey.id, { quantity: 1 }).expect(200);
    await t.db.update(parts).set({ availableQuantity: 1 }).where(eq(parts.id, scarce.id));
    const after = await cartOf('customerA');
    expect(after.lines.map((l) => l.flags)).toEqual([[], ['outOfStock', 'aboveStock'], ['deleted']]);
  });
});
