import { priceBandMessages as m, type Cart } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { catalogueChanged, insertPart, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orderLines, orders, parts } from '../database/schema';

/** Quantity-break prices, their rules, and every order and cart line priced by them on the server. */
const newPart = {
  name: 'iPhone 12 Battery',
  picture: '/images/parts/iphone-12-battery.svg',
  description: 'Zero-cycle cell',
  price: 24.5,
  minQuantity: 5,
  availableQuantity: 500,
  sku: 'APL-IP12-BAT',
};
const bands = [
  { minQuantity: 20, price: 22.9 },
  { minQuantity: 50, price: 21.4 },
];

describe('quantity-break prices', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.http.delete('/cart').set(t.auth('customerA'));
    await t.db.delete(orders);
    await t.db.delete(parts);
    catalogueChanged(t);
  });

  const add = (body: Record<string, unknown>) => t.http.post('/parts').set(t.auth('admin')).send(body);
  const update = (id: string, version: number, body: Record<string, unknown>) =>
    t.http
      .patch('/updatepart')
      .set(t.auth('admin'))
      .send({ id, version, ...body });
  const partOf = async (id: string) => (await t.http.get(`/purchase/${id}`).expect(200)).body;
  const order = (productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
    t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .send({ productId, quantity, ...validOrderBody, ...extra });

  describe('the admin sets them', () => {
    it('stores up to five bands and shows them on the part and in the catalogue', async () => {
      const five = [10, 20, 30, 40, 50].map((minQuantity, i) => ({ minQuantity, price: 24 - i }));
      const { body } = await add({ ...newPart, priceBands: five }).expect(201);
      expect((await partOf(body.insertedId)).priceBands).toEqual(five);
      expect((await t.http.get('/parts').expect(200)).body[0].priceBands).toEqual(five);
      const plain = (await add({ ...newPart, sku: 'PLAIN-1' }).expect(201)).body.insertedId;
      expect((await partOf(plain)).priceBands).toEqual([]);
    });

    it.each([
      ['a sixth band', [10, 20, 30, 40, 50, 60].map((q, i) => ({ minQuantity: q, price: 24 - i })), m.tooMany(5)],
      ['a band at the minimum order', [{ minQuantity: 5, price: 20 }], m.quantityAboveMinimum(1, 5)],
      ['a band below the minimum order', [{ minQuantity: -3, price: 20 }], m.quantityAboveMinimum(1, 5)],
      ['quantities that do not rise', [bands[1], bands[0]], m.quantitiesRise(2)],
      ['the same quantity twice', [bands[0], { minQuantity: 20, price: 20 }], m.quantitiesRise(2)],
      ['prices that do not fall', [bands[0], { minQuantity: 50, price: 22.9 }], m.pricesFall(2)],
      ['a price at the part price', [{ minQuantity: 20, price: 24.5 }], m.priceBelowBase(1, 24.5)],
      ['a price above the part price', [{ minQuantity: 20, price: 30 }], m.priceBelowBase(1, 24.5)],
      ['a price below $1', [{ minQuantity: 20, price: 0.99 }], m.priceMin(1)],
      ['a missing quantity', [{ price: 20 }], m.quantityRequired],
      ['a missing price', [{ minQuantity: 20 }], m.priceRequired],
      ['a fractional quantity', [{ minQuantity: 20.5, price: 20 }], 'Please enter a whole number'],
      ['a price with three decimals', [{ minQuantity: 20, price: 20.123 }], 'Price can have at most two decimals'],
      ['no list', { minQuantity: 20, price: 20 }, m.notAList],
      ['a list of text', ['20: $20'], m.notAList],
    ])('refuses %s with a clear message, storing nothing', async (_case, priceBands, message) => {
      const res = await add({ ...newPart, priceBands }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await t.db.select().from(parts)).toEqual([]);
    });

    it('edits the bands, keeps them when an update leaves them out, and removes them with []', async () => {
      const id = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      await update(id, 1, { ...newPart, priceBands: [{ minQuantity: 100, price: 19.8 }] }).expect(200);
      expect((await partOf(id)).priceBands).toEqual([{ minQuantity: 100, price: 19.8 }]);
      await update(id, 2, { ...newPart, price: 25 }).expect(200);
      expect(await partOf(id)).toMatchObject({ price: 25, priceBands: [{ minQuantity: 100, price: 19.8 }] });
      await update(id, 3, { ...newPart, priceBands: [] }).expect(200);
      expect((await partOf(id)).priceBands).toEqual([]);
    });

    it('refuses an update whose new price or minimum breaks the bands it keeps', async () => {
      const id = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      const cheaper = await update(id, 1, { ...newPart, price: 22 }).expect(400);
      expect(cheaper.body.message).toBe(m.priceBelowBase(1, 22));
      const higherMinimum = await update(id, 1, { ...newPart, minQuantity: 20 }).expect(400);
      expect(higherMinimum.body.message).toBe(m.quantityAboveMinimum(1, 20));
      expect(await partOf(id)).toMatchObject({ price: 24.5, minQuantity: 5, priceBands: bands, version: 1 });
    });
  });

  describe('orders and the cart are priced by them, on the server', () => {
    it('charges POST /myOrders the band its quantity reaches: total = band price x quantity', async () => {
      const part = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      for (const [quantity, unit] of [
        [19, 24.5],
        [20, 22.9],
        [49, 22.9],
        [50, 21.4],
        [120, 21.4],
      ]) {
        const { body } = await order(part, quantity).expect(201);
        expect(body.order).toMatchObject({ price: unit, quantity, total: Math.round(unit * quantity * 100) / 100 });
        expect(body.order.lines).toEqual([expect.objectContaining({ unitPrice: unit, quantity })]);
        await t.http.delete(`/myOrders/${body.insertedId}`).set(t.auth('customerA')).expect(200);
      }
    });

    it('keeps the price an order was sold at when the bands change later', async () => {
      const part = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      const placed = (await order(part, 50).expect(201)).body.insertedId;
      await update(part, 2, { ...newPart, price: 30, priceBands: [{ minQuantity: 10, price: 29 }] }).expect(200);
      const read = await t.http.get(`/myOrders/order/${placed}`).set(t.auth('customerA')).expect(200);
      expect(read.body).toMatchObject({ price: 21.4, quantity: 50, total: 1070 });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed));
      expect(row).toMatchObject({ priceCents: 2140, totalCents: 107000 });
      const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed));
      expect(line.unitPriceCents).toBe(2140);
    });

    it('ignores forged prices and bands in an order body', async () => {
      const part = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      const { body } = await order(part, 20, {
        price: 0.01,
        unitPrice: 0.01,
        total: 0.2,
        priceCents: 1,
        priceBands: [{ minQuantity: 1, price: 0.01 }],
        lines: [{ partId: part, unitPrice: 0.01, quantity: 20 }],
      });
      // Either refused outright or placed at the server's price: never at the forged one.
      if (body.order) expect(body.order).toMatchObject({ price: 22.9, total: 458 });
      else expect(body.statusCode).toBe(400);
      expect((await partOf(part)).priceBands).toEqual(bands);
    });

    it('prices each cart line by its band, says what it saves, and ignores forged prices', async () => {
      const part = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      const put = (body: Record<string, unknown>) =>
        t.http.put(`/cart/lines/${part}`).set(t.auth('customerA')).send(body);
      let cart: Cart = (await put({ quantity: 10 }).expect(200)).body;
      expect(cart.lines[0]).toMatchObject({ unitPrice: 24.5, lineTotal: 245 });
      expect(cart.lines[0].basePrice).toBeUndefined();
      const forged = await put({
        quantity: 50,
        unitPrice: 0.01,
        basePrice: 99,
        lineTotal: 0.5,
        priceBands: [{ minQuantity: 1, price: 0.01 }],
      });
      expect(forged.status).toBeLessThan(500);
      if (forged.status === 200) {
        cart = forged.body;
        expect(cart.lines[0]).toMatchObject({ unitPrice: 21.4, basePrice: 24.5, quantity: 50, lineTotal: 1070 });
        expect(cart.total).toBe(1070);
      }
      cart = (await put({ quantity: 20 }).expect(200)).body;
      expect(cart.lines[0]).toMatchObject({ unitPrice: 22.9, basePrice: 24.5, lineTotal: 458 });
    });

    it("checks a cart out at each line's band price, ignoring forged prices in the checkout body", async () => {
      const part = (await add({ ...newPart, priceBands: bands }).expect(201)).body.insertedId;
      await t.http.put(`/cart/lines/${part}`).set(t.auth('customerA')).send({ quantity: 50 }).expect(200);
      const { body } = await t.http
        .post('/cart/checkout')
        .set(t.auth('customerA'))
        .send({ ...validOrderBody, total: 1, lines: [{ partId: part, unitPrice: 0.01, quantity: 50 }] })
        .expect(201);
      expect(body).toMatchObject({ total: 1070, lines: [expect.objectContaining({ unitPrice: 21.4, quantity: 50 })] });
    });

    it('prices parts written without bands at their own price (the rule for every quantity)', async () => {
      const plain = await insertPart(t, { priceCents: 4999, minQuantity: 1, availableQuantity: 100 });
      const { body } = await order(plain.id, 60).expect(201);
      expect(body.order).toMatchObject({ price: 49.99, total: 2999.4 });
    });
  });
});
