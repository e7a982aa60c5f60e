import { eq } from 'drizzle-orm';
import {
  addressMessages,
  cartMessages,
  checkoutMessages,
  shippingMessages,
  taxMessages,
  validationMessages,
} from '@phoneparts/contracts';
import { insertPart, stockOf } from '../../test/catalogue-fixtures';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { addresses, buyerTaxDetails, orders, shippingMethods, taxRates } from '../database/schema';

/**
 * POST /cart/quote and the structured POST /cart/checkout (docs/checkout.md): every figure computed by
 * the server, the quote's figures checked again inside checkout's transaction, bad input refused with
 * nothing placed.
 */
describe('the cart’s quote and checkout with shipping and tax', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', MAX_UNPAID_ORDERS: '50' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const persona of ['customerA', 'customerB'] as Persona[]) await t.http.delete('/cart').set(t.auth(persona));
    await t.db.delete(shippingMethods);
    await t.db.delete(taxRates);
    await t.db.delete(buyerTaxDetails);
    await t.db.delete(addresses);
  });

  const uk = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'ec1y 8sy', country: 'gb' };
  const ukTidy = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
  const londonPhone = '+44 20 7946 0958';

  const admin = () => t.auth('admin');
  const method = async (body: object) =>
    (await t.http.post('/admin/shipping-methods').set(admin()).send(body).expect(201)).body._id as string;
  const rate = async (body: object) =>
    (await t.http.post('/admin/tax-rates').set(admin()).send(body).expect(201)).body._id as string;
  const add = (persona: Persona, partId: string, quantity: number) =>
    t.http.put(`/cart/lines/${partId}`).set(t.auth(persona)).send({ quantity }).expect(200);
  const quote = (body: object, persona: Persona = 'customerA') =>
    t.http.post('/cart/quote').set(t.auth(persona)).send(body);
  const checkout = (body: object, persona: Persona = 'customerA') =>
    t.http.post('/cart/checkout').set(t.auth(persona)).send(body);
  const ordersOf = async (persona: Persona) =>
    (await t.db.select().from(orders).where(eq(orders.userId, t.accounts[persona].id))).length;

  /** A screen with a quantity break (10 and more at $45.00) and a battery, in customer A's cart. */
  async function cartOfTwo() {
    const screen = await insertPart(t, {
      name: 'Screen',
      priceCents: 4999,
      priceBands: [{ minQuantity: 10, priceCents: 4500 }],
      minQuantity: 1,
      availableQuantity: 40,
    });
    const battery = await insertPart(t, { name: 'Battery', priceCents: 1250, minQuantity: 1, availableQuantity: 40 });
    await add('customerA', screen.id, 10);
    await add('customerA', battery.id, 3);
    return { screen, battery };
  }

  /** Great Britain at 20 %, Royal Mail at $5.95 and a courier at $12.00. */
  async function britain() {
    await rate({ country: 'GB', rate: 20 });
    const royalMail = await method({ name: 'Royal Mail', countries: ['GB', 'IE'], price: 5.95, estimate: '2–4 days' });
    const courier = await method({ name: 'Courier', countries: ['GB'], price: 12, estimate: 'Next day' });
    return { royalMail, courier };
  }

  it('quotes every line at its band price with its tax, the shipping and its tax, and the total', async () => {
    const { screen, battery } = await cartOfTwo();
    const { royalMail } = await britain();
    const res = await quote({ address: uk, shippingMethodId: royalMail }).expect(200);
    // 10 × $45.00 = $450.00 (tax $90.00), 3 × $12.50 = $37.50 (tax $7.50), shipping $5.95 (tax $1.19).
    expect(res.body).toEqual({
      lines: [
        { partId: screen.id, quantity: 10, unitPrice: 45, net: 450, taxRate: 20, tax: 90 },
        { partId: battery.id, quantity: 3, unitPrice: 12.5, net: 37.5, taxRate: 20, tax: 7.5 },
      ],
      goods: 487.5,
      shipping: 5.95,
      tax: 98.69,
      total: 592.14,
      shippingTax: 1.19,
      taxRate: 20,
      pricesIncludeTax: false,
      taxExemptId: null,
      shippingMethod: { _id: royalMail, name: 'Royal Mail', estimate: '2–4 days', price: 5.95 },
      shippingAddress: ukTidy,
    });
    const offered = await t.http
      .post('/cart/shipping-methods')
      .set(t.auth('customerA'))
      .send({ address: uk })
      .expect(200);
    expect(offered.body.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Royal Mail', 5.95],
      ['Courier', 12],
    ]);
  });

  it('places the order at the quote’s figures, keeps the address, PO number and note, and charges the total', async () => {
    const { screen } = await cartOfTwo();
    const { royalMail } = await britain();
    const quoted = (await quote({ address: uk, shippingMethodId: royalMail }).expect(200)).body;
    const res = await checkout({
      phone: londonPhone,
      address: uk,
      shippingMethodId: royalMail,
      poNumber: ' PO-4471 ',
      note: 'Leave at reception.\nThank you',
      saveAddress: true,
      quote: quoted,
      // Amounts a client sends are never used.
      total: 0.01,
      goods: 0.01,
      tax: 0,
    }).expect(201);
    expect(res.body).toMatchObject({
      phone: '+442079460958',
      address: 'Ann Smith, 1 High Street, London EC1Y 8SY, United Kingdom',
      shippingAddress: ukTidy,
      shippingMethod: 'Royal Mail',
      goods: 487.5,
      shipping: 5.95,
      tax: 98.69,
      total: 592.14,
      taxRate: 20,
      taxExemptId: null,
      poNumber: 'PO-4471',
      note: 'Leave at reception.\nThank you',
      lines: [
        { partId: screen.id, unitPrice: 45, quantity: 10, lineTotal: 450, tax: 90, sku: screen.sku },
        expect.objectContaining({ unitPrice: 12.5, quantity: 3, lineTotal: 37.5, tax: 7.5 }),
      ],
    });
    expect(await stockOf(t.db, screen.id)).toBe(30);
    expect((await t.http.get('/cart').set(t.auth('customerA'))).body.lineCount).toBe(0);
    const book = await t.http.get('/account/addresses').set(t.auth('customerA')).expect(200);
    expect(book.body).toEqual([{ ...ukTidy, _id: expect.any(String), isDefault: true }]);
    // The same figures on every read of the order, and the payment is the total to the cent.
    const page = await t.http.get(`/myOrders/order/${res.body._id}`).set(t.auth('customerA')).expect(200);
    expect(page.body).toMatchObject({ goods: 487.5, shipping: 5.95, tax: 98.69, total: 592.14, poNumber: 'PO-4471' });
    const intent = await t.http
      .post('/create-payment-intent')
      .set(t.auth('customerA'))
      .send({ orderId: res.body._id })
      .expect(200);
    expect(intent.body.amount).toBe(592.14);
    const all = await t.http.get('/myOrders?limit=100').set(admin()).expect(200);
    expect(all.body.find((o: { _id: string }) => o._id === res.body._id)).toMatchObject({
      shippingAddress: ukTidy,
      total: 592.14,
      note: 'Leave at reception.\nThank you',
    });
  });

  it('refuses with a 409 carrying the new quote when a rate or a shipping price changed since the quote', async () => {
    const { screen } = await cartOfTwo();
    const { royalMail } = await britain();
    const seen = (await quote({ address: uk, shippingMethodId: royalMail }).expect(200)).body;
    const placedBefore = await ordersOf('customerA');
    const [gb] = (await t.http.get('/admin/tax-rates').set(admin()).expect(200)).body;
    await t.http.patch(`/admin/tax-rates/${gb._id}`).set(admin()).send({ rate: 21 }).expect(200);
    const body = { phone: londonPhone, address: uk, shippingMethodId: royalMail, quote: seen };
    const refused = await checkout(body).expect(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: checkoutMessages.quoteChanged,
      // 21 %: $94.50 + $7.875 → $7.88 + $1.2495 → $1.25.
      quote: { goods: 487.5, shipping: 5.95, tax: 103.63, total: 597.08, taxRate: 21 },
    });
    expect(await ordersOf('customerA')).toBe(placedBefore);
    expect(await stockOf(t.db, screen.id)).toBe(40);
    expect((await t.http.get('/cart').set(t.auth('customerA'))).body.lineCount).toBe(2);

    await t.http.patch(`/admin/shipping-methods/${royalMail}`).set(admin()).send({ price: 6.5 }).expect(200);
    const again = await checkout({ ...body, quote: refused.body.quote }).expect(409);
    expect(again.body.quote).toMatchObject({ shipping: 6.5, shippingTax: 1.37, total: 597.75 });
    expect(await ordersOf('customerA')).toBe(placedBefore);

    const placed = await checkout({ ...body, quote: again.body.quote }).expect(201);
    expect(placed.body).toMatchObject({ total: 597.75, taxRate: 21 });
  });

  it('ships free from the method’s goods total, and taxes a state’s own rate over its country’s', async () => {
    await cartOfTwo();
    await rate({ country: 'US', rate: 5 });
    await rate({ country: 'US', region: 'TX', rate: 8.25 });
    const usps = await method({ name: 'USPS', countries: ['US'], price: 9, freeAbove: 400, estimate: '3–5 days' });
    const texas = {
      name: 'Bo Lee',
      line1: '1 Main St',
      city: 'Austin',
      region: 'tx',
      postalCode: '73301',
      country: 'US',
    };
    const res = await quote({ address: texas, shippingMethodId: usps }).expect(200);
    // $450.00 × 8.25 % = $37.125 → $37.13 (a half cent up), $37.50 × 8.25 % = $3.09375 → $3.09.
    expect(res.body).toMatchObject({
      goods: 487.5,
      shipping: 0,
      shippingTax: 0,
      tax: 40.22,
      total: 527.72,
      taxRate: 8.25,
    });
    expect(res.body.lines.map((l: { tax: number }) => l.tax)).toEqual([37.13, 3.09]);
  });

  it('charges a tax-exempt buyer no tax and says so on the order', async () => {
    await cartOfTwo();
    const { royalMail } = await britain();
    await t.http
      .put('/account/tax-details')
      .set(t.auth('customerA'))
      .send({ companyName: 'Fix-It Ltd', taxId: 'GB123456789' })
      .expect(200);
    await t.http
      .put(`/admin/tax-exemptions/${t.accounts.customerA.id}`)
      .set(admin())
      .send({ taxExempt: true })
      .expect(200);
    const seen = (await quote({ address: uk, shippingMethodId: royalMail }).expect(200)).body;
    expect(seen).toMatchObject({ tax: 0, total: 493.45, taxRate: 0, taxExemptId: 'GB123456789' });
    const res = await checkout({ phone: londonPhone, address: uk, shippingMethodId: royalMail, quote: seen }).expect(
      201,
    );
    expect(res.body).toMatchObject({ tax: 0, total: 493.45, taxExemptId: 'GB123456789' });
    expect(taxMessages.taxExempt(res.body.taxExemptId)).toBe('Tax exempt: GB123456789');
  });

  it('refuses bad input with a 4xx a person understands, and places nothing', async () => {
    const { screen } = await cartOfTwo();
    const { royalMail } = await britain();
    const inactive = await method({ name: 'Old post', countries: ['GB'], price: 1, estimate: 'slow', active: false });
    const usOnly = await method({ name: 'USPS', countries: ['US'], price: 3, estimate: '3–5 days' });
    const [bAddress] = await t.db
      .insert(addresses)
      .values({ userId: t.accounts.customerB.id, ...ukTidy })
      .returning();
    const good = { phone: londonPhone, address: uk, shippingMethodId: royalMail };
    const placedBefore = await ordersOf('customerA');
    const cases: [object, number, string][] = [
      [{ ...good, address: { ...uk, country: 'ZZ' } }, 400, addressMessages.countryUnknown],
      [
        { ...good, address: { ...uk, postalCode: '94043' } },
        400,
        addressMessages.postalCodeInvalid('United Kingdom', 'EC1Y 8SY'),
      ],
      [{ ...good, shippingMethodId: usOnly }, 422, shippingMessages.methodNotOffered],
      [{ ...good, shippingMethodId: inactive }, 422, shippingMessages.methodNotOffered],
      [{ ...good, shippingMethodId: 'not-a-method' }, 422, shippingMessages.methodNotOffered],
      [
        { ...good, address: { ...uk, country: 'FR', postalCode: '75001' } },
        422,
        shippingMessages.noMethodForCountry('France'),
      ],
      [
        { phone: londonPhone, addressId: bAddress.id, shippingMethodId: royalMail },
        404,
        addressMessages.addressNotFound,
      ],
      [{ ...good, poNumber: 'P'.repeat(36) }, 400, checkoutMessages.poNumberTooLong(35)],
      [{ ...good, note: 'n'.repeat(501) }, 400, checkoutMessages.noteTooLong(500)],
      [{ ...good, addressId: bAddress.id }, 400, checkoutMessages.addressChoiceBoth],
      [{ phone: londonPhone, shippingMethodId: royalMail }, 400, checkoutMessages.addressChoiceRequired],
      [{ phone: londonPhone, address: uk }, 400, checkoutMessages.shippingMethodRequired],
      [{ ...good, phone: '+44 20 7946' }, 400, validationMessages.phoneInvalid],
      [{ ...good, quote: { goods: -1, shipping: 0, tax: 0, total: 0 } }, 400, checkoutMessages.quoteInvalid],
      [{ ...good, quote: { goods: 1e12, shipping: 0, tax: 0, total: 0 } }, 400, checkoutMessages.quoteInvalid],
    ];
    for (const [body, status, message] of cases) {
      const res = await checkout(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
      const {
        phone: _phone,
        poNumber: _po,
        note: _note,
        quote: _quote,
        ...quoteBody
      } = body as Record<string, unknown>;
      // The quote takes the same address and method with the same answer (its own fields aside).
      if (!('poNumber' in body) && !('note' in body) && !('quote' in body) && status !== 400) {
        const q = await quote(quoteBody);
        expect([q.status, q.body.message]).toEqual([status, message]);
      }
    }
    expect(await ordersOf('customerA')).toBe(placedBefore);
    expect(await stockOf(t.db, screen.id)).toBe(40);
    expect((await t.http.get('/cart').set(t.auth('customerA'))).body.lineCount).toBe(2);
    expect((await quote({ addressId: bAddress.id, shippingMethodId: royalMail }).expect(404)).body.message).toBe(
      addressMessages.addressNotFound,
    );

    // The admin's side: a negative or absurd rate or price is refused too.
    for (const bad of [
      { country: 'DE', rate: -1 },
      { country: 'DE', rate: 1000 },
      { country: 'DE', rate: 20.0001 },
    ])
      await t.http.post('/admin/tax-rates').set(admin()).send(bad).expect(400);
    for (const price of [-1, 1e9, 5.999])
      await t.http
        .post('/admin/shipping-methods')
        .set(admin())
        .send({ name: 'Bad', countries: ['GB'], price, estimate: 'x' })
        .expect(400);
  });

  it('refuses a quote of an empty cart, or of a cart with a line that cannot be bought as it is', async () => {
    const { royalMail } = await britain();
    expect((await quote({ address: uk, shippingMethodId: royalMail }).expect(400)).body.message).toBe(
      cartMessages.cartEmpty,
    );
    const { battery } = await cartOfTwo();
    await t.http
      .patch('/parts')
      .set(admin())
      .send({ _id: battery.id, availableQuantity: 2, version: battery.version })
      .expect(200);
    const res = await quote({ address: uk, shippingMethodId: royalMail }).expect(409);
    expect(res.body.lines).toEqual([expect.objectContaining({ partId: battery.id, availableQuantity: 2 })]);
  });

  it('refuses to save a new address into a full book, and places nothing', async () => {
    const { screen } = await cartOfTwo();
    const { royalMail } = await britain();
    await t.db
      .insert(addresses)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ userId: t.accounts.customerA.id, ...ukTidy, line1: `${i} Road` })),
      );
    const placedBefore = await ordersOf('customerA');
    const res = await checkout({ phone: londonPhone, address: uk, shippingMethodId: royalMail, saveAddress: true });
    expect([res.status, res.body.message]).toEqual([409, addressMessages.tooManyAddresses(50)]);
    expect(await ordersOf('customerA')).toBe(placedBefore);
    expect(await stockOf(t.db, screen.id)).toBe(40);
  });

  it('ships a spec-form order as written to the home country by the cheapest method serving it, taxed at the country’s rate', async () => {
    const part = await insertPart(t, { priceCents: 2000, minQuantity: 1, availableQuantity: 10 });
    await rate({ country: 'US', rate: 10 });
    await rate({ country: 'US', region: 'NY', rate: 4 });
    await method({ name: 'UPS', countries: ['US'], price: 9, estimate: '2 days' });
    await method({ name: 'USPS', countries: ['US', 'CA'], price: 4.5, estimate: '5 days' });
    const res = await t.http
      .post('/myOrders')
      .set(t.auth('customerB'))
      .send({ productId: part.id, quantity: 3, phone: '(212) 555-0199', address: '1 Main St, Springfield' })
      .expect(201);
    // $60.00 goods, $4.50 shipping, 10 % of each: $6.00 + $0.45.
    expect(res.body.order).toMatchObject({
      address: '1 Main St, Springfield',
      shippingAddress: { line1: '1 Main St, Springfield', country: 'US' },
      shippingMethod: 'USPS',
      goods: 60,
      shipping: 4.5,
      tax: 6.45,
      total: 70.95,
      taxRate: 10,
    });
  });
});
