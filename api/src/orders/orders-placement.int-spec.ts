import { apiMessages, validationMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import {
  insertPart,
  ordersOfPart as ordersOfPartIn,
  stockOf,
  validOrderBody,
  validOrderPhoneE164,
} from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { orderHistory } from '../database/schema';
import type { PartRow } from '../parts/part-row';

// @test-on-both-engines (docs/testing.md): the single-part order flow on both engines the API ships with (its advisory
// lock and stock UPDATE).

describe('POST /myOrders', () => {
  let t: TestApp;
  let part: PartRow;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    part = await insertPart(t, { name: 'Pixel 7 battery', priceCents: 3450, minQuantity: 2, availableQuantity: 10 });
  });

  const order = (body: object, persona: 'customerA' | 'customerB' | 'admin' = 'customerA') =>
    t.http.post('/myOrders').set(t.auth(persona)).send(body);
  const ordersOfPart = () => ordersOfPartIn(t.db, part.id);

  it('places the order with the part’s data and the caller’s identity, and lowers the stock', async () => {
    const res = await order({ productId: part.id, quantity: 3, ...validOrderBody }).expect(201);
    expect(res.body).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
      order: {
        _id: res.body.insertedId,
        productId: part.id,
        name: 'Pixel 7 battery',
        userName: t.accounts.customerA.displayName,
        phone: validOrderPhoneE164,
        email: t.accounts.customerA.email,
        accountDeleted: false,
        address: validOrderBody.address,
        picture: part.picture,
        description: part.description,
        price: 34.5,
        availableQuantity: 7,
        quantity: 3,
        paid: false,
        status: 'placed',
        transactionId: null,
        createdAt: expect.any(String),
        heldUntil: expect.any(String),
        refundedAt: null,
        expired: false,
        carrier: null,
        trackingNumber: null,
        lines: [
          {
            lineId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
            partId: part.id,
            name: 'Pixel 7 battery',
            picture: part.picture,
            unitPrice: 34.5,
            quantity: 3,
            lineTotal: 103.5,
            tax: 0,
            sku: part.sku,
          },
        ],
        total: 103.5,
        totalUnits: 3,
        // No shipping method or tax rate kept: the goods are the whole total, shipped as written to
        // the home country (docs/checkout.md).
        goods: 103.5,
        shipping: 0,
        tax: 0,
        taxRate: 0,
        pricesIncludeTax: false,
        taxExemptId: null,
        shippingAddress: { line1: validOrderBody.address, country: 'US' },
        shippingMethod: null,
        poNumber: null,
        note: null,
        invoiceNumber: null,
      },
    });
    // The line's id the answer names is the one stored: a return names the line by it.
    const read = await t.http.get(`/myOrders/order/${res.body.insertedId}`).set(t.auth('customerA')).expect(200);
    expect(read.body.lines[0].lineId).toBe(res.body.order.lines[0].lineId);
    // The stock is held for ORDER_HOLD_MINUTES (30 by default) from the order.
    const heldFor = Date.parse(res.body.order.heldUntil) - Date.parse(res.body.order.createdAt);
    expect(heldFor).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(heldFor).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(await stockOf(t.db, part.id)).toBe(7);
    expect((await t.http.get('/parts')).body.find((p: { _id: string }) => p._id === part.id).availableQuantity).toBe(7);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, res.body.insertedId));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'placed', byEmail: t.accounts.customerA.email }),
    ]);
  });

  it('ignores price, name, identity, stock and payment fields sent by the client', async () => {
    const res = await order({
      productId: part.id,
      quantity: 2,
      ...validOrderBody,
      price: 0.01,
      name: 'Free stuff',
      picture: 'https://evil.example/x.png',
      description: 'changed',
      email: t.accounts.customerB.email,
      userName: 'Mallory',
      availableQuantity: 9999,
      paid: true,
      status: 'paid',
      transactionId: 'pi_fake',
    }).expect(201);
    expect(res.body.order).toMatchObject({
      price: 34.5,
      name: 'Pixel 7 battery',
      picture: part.picture,
      description: part.description,
      email: t.accounts.customerA.email,
      userName: t.accounts.customerA.displayName,
      availableQuantity: 8,
      paid: false,
      status: 'placed',
      transactionId: null,
    });
  });

  it('sells the last units exactly', async () => {
    const res = await order({ productId: part.id, quantity: 10, ...validOrderBody }).expect(201);
    expect(res.body.order.availableQuantity).toBe(0);
    expect(await stockOf(t.db, part.id)).toBe(0);
  });

  it('refuses less than the part’s minimum with the form’s words (400), changing nothing', async () => {
    const res = await order({ productId: part.id, quantity: 1, ...validOrderBody }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: validationMessages.quantityBelowMin(2) });
    expect(await stockOf(t.db, part.id)).toBe(10);
    expect(await ordersOfPart()).toEqual([]);
  });

  it('refuses more than is left with the current stock in the message (409), changing nothing', async () => {
    await order({ productId: part.id, quantity: 6, ...validOrderBody }).expect(201);
    const res = await order({ productId: part.id, quantity: 5, ...validOrderBody }, 'customerB').expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: validationMessages.quantityAboveMax(4), error: 'Conflict' });
    expect(await stockOf(t.db, part.id)).toBe(4);
    expect(await ordersOfPart()).toHaveLength(1);
  });

  it('refuses a part that is out of stock (available below minimum)', async () => {
    const stockOut = await insertPart(t, { minQuantity: 5, availableQuantity: 3 });
    const res = await order({ productId: stockOut.id, quantity: 5, ...validOrderBody }).expect(409);
    expect(res.body.message).toBe(validationMessages.quantityAboveMax(3));
    await order({ productId: stockOut.id, quantity: 3, ...validOrderBody }).expect(400);
    expect(await stockOf(t.db, stockOut.id)).toBe(3);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-part'])(
    'answers 404 for the unknown part %s',
    async (productId) => {
      const res = await order({ productId, quantity: 2, ...validOrderBody }).expect(404);
      expect(res.body.message).toBe(apiMessages.partNotFound);
    },
  );

  it.each([
    ['no quantity', { quantity: undefined }, validationMessages.quantityRequired],
    ['a quantity of 0', { quantity: 0 }, validationMessages.quantityBelowMin(1)],
    ['a negative quantity', { quantity: -5 }, validationMessages.quantityBelowMin(1)],
    ['a fractional quantity', { quantity: 2.5 }, validationMessages.notAWholeNumber],
    ['no phone', { phone: '' }, validationMessages.phoneRequired],
    ['a bad phone', { phone: '12-34' }, validationMessages.phoneInvalid],
    ['a number of the spec’s shape that no country has', { phone: '(123) 456-7890' }, validationMessages.phoneInvalid],
    ['a UK number two digits short', { phone: '+44 20 7946 09' }, validationMessages.phoneInvalid],
    ['no address', { address: undefined }, validationMessages.addressRequired],
    ['no product', { productId: undefined }, 'productId is required'],
  ])('answers 400 for %s with its validation message, changing nothing', async (_label, change, message) => {
    const res = await order({ productId: part.id, quantity: 2, ...validOrderBody, ...change }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await stockOf(t.db, part.id)).toBe(10);
    expect(await ordersOfPart()).toEqual([]);
  });

  it('takes a number of any country and keeps it in E.164; one without a country code is the shop’s', async () => {
    for (const [typed, stored] of [
      ['+44 20 7946 0958', '+442079460958'],
      ['+880 1712-345678', '+8801712345678'],
      ['212.555.0199', '+12125550199'],
    ]) {
      const res = await order({ productId: part.id, quantity: 2, ...validOrderBody, phone: typed }).expect(201);
      expect(res.body.order.phone).toBe(stored);
    }
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    await t.http
      .post('/myOrders')
      .set(t.auth('customerA'))
      .set('content-type', 'application/json')
      .send('{"quantity":')
      .expect(400);
    await order([{ productId: part.id, quantity: 2, ...validOrderBody }]).expect(400);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.http
      .post('/myOrders')
      .send({ productId: part.id, quantity: 2, ...validOrderBody })
      .expect(401);
    expect(res.body.message).toBe(apiMessages.signInRequired);
    await t.http
      .post('/myOrders')
      .set('Authorization', 'Bearer not-a-token')
      .send({ productId: part.id, quantity: 2, ...validOrderBody })
      .expect(401);
    expect(await stockOf(t.db, part.id)).toBe(10);
  });
});
