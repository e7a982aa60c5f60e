import { and, eq } from 'drizzle-orm';
import { cartMessages } from '@phoneparts/contracts';
import { catalogueChanged, insertPart, stockOf, validOrderBody } from '../../test/catalogue-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { orderHistory, outboxMails, parts } from '../database/schema';
import { MailRenderers } from '../mail';
import { OrderExpiryService } from '../orders/expiry/order-expiry.service';

/** POST /cart/checkout: one order of every line, all or nothing, with every guarantee of a one-part order. */
describe('checking out the cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', MAX_UNPAID_ORDERS: '3' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const persona of ['customerA', 'customerB'] as Persona[]) {
      await t.http.delete('/cart').set(t.auth(persona));
      // Earlier tests' unpaid orders do not count against the limit here.
      const mine = await t.http.get(`/myOrders/${t.accounts[persona].email}?limit=100`).set(t.auth(persona));
      for (const order of mine.body)
        if (order.status === 'placed') await t.http.delete(`/myOrders/${order._id}`).set(t.auth(persona));
    }
  });

  const add = (persona: Persona, partId: string, quantity: number) =>
    t.http.put(`/cart/lines/${partId}`).set(t.auth(persona)).send({ quantity }).expect(200);
  const checkout = (persona: Persona, body: object = validOrderBody) =>
    t.http.post('/cart/checkout').set(t.auth(persona)).send(body);
  const threeParts = () =>
    Promise.all([
      insertPart(t, { name: 'Screen', priceCents: 4999, minQuantity: 2, availableQuantity: 10 }),
      insertPart(t, { name: 'Battery', priceCents: 1250, minQuantity: 1, availableQuantity: 5 }),
      insertPart(t, { name: 'Port', priceCents: 399, minQuantity: 5, availableQuantity: 50 }),
    ]);

  it('places one order of every line at the prices shown, takes every line’s stock and empties the cart', async () => {
    const [screen, battery, port] = await threeParts();
    await add('customerA', screen.id, 2);
    await add('customerA', battery.id, 3);
    await add('customerA', port.id, 10);
    const res = await checkout('customerA', { ...validOrderBody, total: 0.01, price: 0.01 }).expect(201);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      productId: screen.id,
      name: 'Screen',
      price: 49.99,
      quantity: 2,
      status: 'placed',
      paid: false,
      total: 177.38,
      totalUnits: 15,
      lines: [
        { partId: screen.id, name: 'Screen', unitPrice: 49.99, quantity: 2, lineTotal: 99.98 },
        { partId: battery.id, name: 'Battery', unitPrice: 12.5, quantity: 3, lineTotal: 37.5 },
        { partId: port.id, name: 'Port', unitPrice: 3.99, quantity: 10, lineTotal: 39.9 },
      ],
    });
    expect([await stockOf(t.db, screen.id), await stockOf(t.db, battery.id), await stockOf(t.db, port.id)]).toEqual([
      8, 2, 40,
    ]);
    expect((await t.http.get('/cart').set(t.auth('customerA'))).body.lineCount).toBe(0);
    // Every read of the order answers its lines: the order page, the payment page, My Orders.
    const detail = await t.http.get(`/myOrders/order/${res.body._id}`).set(t.auth('customerA')).expect(200);
    expect(detail.body.lines).toHaveLength(3);
    expect(detail.body.history).toMatchObject([{ from: null, to: 'placed' }]);
    const list = await t.http.get(`/myOrders/${t.accounts.customerA.email}`).set(t.auth('customerA')).expect(200);
    expect(list.body.find((o: { _id: string }) => o._id === res.body._id).totalUnits).toBe(15);
    // One payment for the server's total of all lines.
    const intent = await t.http
      .post('/create-payment-intent')
      .set(t.auth('customerA'))
      .send({ orderId: res.body._id })
      .expect(200);
    expect(intent.body.amount).toBeCloseTo(177.38, 2);
    // One placed-order mail, listing every line (stored as its template's data, rendered when sent).
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.dedupeKey, `order-placed:${res.body._id}`));
    expect(mails).toHaveLength(1);
    const { text } = t.app.get(MailRenderers).render(mails[0].template!, mails[0].templateData);
    for (const name of ['Screen × 2', 'Battery × 3', 'Port × 10', 'Total: $177.38']) expect(text).toContain(name);
  });

  it('refuses an empty cart, and a checkout without the order form’s phone and address, in its words', async () => {
    expect((await checkout('customerA').expect(400)).body.message).toBe(cartMessages.cartEmpty);
    const part = await insertPart(t, { minQuantity: 1 });
    await add('customerA', part.id, 1);
    expect((await checkout('customerA', { address: 'x' }).expect(400)).body.message).toBe('Phone number is required.');
    expect((await checkout('customerA', { phone: 'abc', address: 'x' }).expect(400)).body.message).toBe(
      'Please provide a valid Phone number',
    );
    expect((await checkout('customerA', { phone: validOrderBody.phone }).expect(400)).body.message).toBe(
      'Address is required.',
    );
    expect(await stockOf(t.db, part.id)).toBe(part.availableQuantity);
  });

  it('takes nothing when any line cannot be served, and names every such line with its stock now', async () => {
    const [screen, battery, port] = await threeParts();
    const doomed = await insertPart(t, { name: 'Doomed', minQuantity: 1 });
    await add('customerA', screen.id, 2);
    await add('customerA', battery.id, 5);
    await add('customerA', port.id, 10);
    await add('customerA', doomed.id, 1);
    // Someone bought batteries meanwhile; the port's minimum went up; the doomed part was deleted.
    await t.db.update(parts).set({ availableQuantity: 4 }).where(eq(parts.id, battery.id));
    await t.db.update(parts).set({ minQuantity: 20 }).where(eq(parts.id, port.id));
    await t.db.delete(parts).where(eq(parts.id, doomed.id));
    catalogueChanged(t);
    const res = await checkout('customerA').expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: cartMessages.checkoutRefused(['Battery', 'Port', 'Doomed']),
      lines: [
        {
          partId: battery.id,
          name: 'Battery',
          quantity: 5,
          availableQuantity: 4,
          message: "Quantity can't be greater than 4",
        },
        {
          partId: port.id,
          name: 'Port',
          quantity: 10,
          availableQuantity: 50,
          message: "Quantity can't be less than 20",
        },
        { partId: doomed.id, name: 'Doomed', quantity: 1, availableQuantity: 0, message: cartMessages.partDeleted },
      ],
    });
    expect([await stockOf(t.db, screen.id), await stockOf(t.db, battery.id), await stockOf(t.db, port.id)]).toEqual([
      10, 4, 50,
    ]);
    expect((await t.http.get('/cart').set(t.auth('customerA'))).body.lineCount).toBe(4);
  });

  it('charges only prices the buyer saw: a line whose price changed is refused until set again', async () => {
    const [screen, battery] = await threeParts();
    await add('customerA', screen.id, 2);
    await add('customerA', battery.id, 1);
    await t.db.update(parts).set({ priceCents: 1500 }).where(eq(parts.id, battery.id));
    const res = await checkout('customerA').expect(409);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ partId: battery.id, message: cartMessages.priceChanged('$15.00') }),
    ]);
    await add('customerA', battery.id, 1);
    const placed = await checkout('customerA').expect(201);
    expect(placed.body.lines[1]).toMatchObject({ unitPrice: 15 });
  });

  it('holds the unpaid-order limit as POST /myOrders does, counting both kinds of order', async () => {
    const part = await insertPart(t, { minQuantity: 1, availableQuantity: 100 });
    for (let i = 0; i < 2; i++)
      await t.http
        .post('/myOrders')
        .set(t.auth('customerB'))
        .send({ productId: part.id, quantity: 1, ...validOrderBody })
        .expect(201);
    await add('customerB', part.id, 1);
    await checkout('customerB').expect(201);
    await add('customerB', part.id, 1);
    const refused = await checkout('customerB').expect(409);
    expect(refused.body.message).toBe(
      'You already have 3 unpaid orders. Please pay or cancel one before placing another.',
    );
    expect(await stockOf(t.db, part.id)).toBe(97);
  });

  it('returns every line’s units when the order is cancelled, and when its hold expires', async () => {
    const [screen, battery, port] = await threeParts();
    const stock = () => Promise.all([screen, battery, port].map((p) => stockOf(t.db, p.id)));
    const fill = async () => {
      await add('customerA', screen.id, 2);
      await add('customerA', battery.id, 3);
      await add('customerA', port.id, 5);
    };
    await fill();
    const cancelled = await checkout('customerA').expect(201);
    expect(await stock()).toEqual([8, 2, 45]);
    await t.http.delete(`/myOrders/${cancelled.body._id}`).set(t.auth('customerA')).expect(200);
    expect(await stock()).toEqual([10, 5, 50]);

    await fill();
    const expiring = await checkout('customerA').expect(201);
    expect(await stock()).toEqual([8, 2, 45]);
    const result = await t.app.get(OrderExpiryService).sweep(new Date(Date.now() + 24 * 60 * 60_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await stock()).toEqual([10, 5, 50]);
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, expiring.body._id), eq(orderHistory.toStatus, 'cancelled')));
    expect(history).toHaveLength(1);
  });
});
