import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { type CartQuote, type Order } from '@phoneparts/contracts';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TokenService } from '../access/token.service';
import { buyerTaxDetails, orderLines, orders, shippingMethods, taxRates, users } from '../database/schema';

/**
 * The figures of a checkout, proved: for random carts, rates, price bases, methods and exemptions,
 * what the order and the payment say is the quote's, to the cent, by docs/tax.md's rule; and an admin
 * changing a rate while checkouts run leaves each order at the figures its buyer was quoted, or refuses
 * it with a 409 carrying the new quote, never a mix. On PostgreSQL (TEST_DB=postgres) the checkouts and
 * the change truly run at once; on PGlite they queue.
 */
describe('checkout figures', () => {
  let t: TestApp;
  let buyers = 0;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      ORDER_LIMIT_PER_MINUTE: '100000',
      MAX_UNPAID_ORDERS: '100',
    });
  });
  afterAll(() => t.close());

  const admin = () => t.auth('admin');
  const london = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
  const cents = (amount: number) => Math.round(amount * 100);

  async function buyer(): Promise<{ id: string; auth: { Authorization: string } }> {
    const [row] = await t.db
      .insert(users)
      .values({ email: `figures-${++buyers}@test.example`, displayName: `Buyer ${buyers}` })
      .returning();
    return { id: row.id, auth: { Authorization: `Bearer ${await t.app.get(TokenService).issue(row)}` } };
  }

  /** amount × numerator / denominator, a half cent up: the rule of docs/tax.md, written again as the oracle. */
  const share = (amount: number, numerator: number, denominator: number) =>
    Number((BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator)) / (BigInt(denominator) * 2n));
  const expectedTax = (amount: number, milli: number, gross: boolean, exempt: boolean) => {
    if (!gross) return { net: amount, tax: exempt ? 0 : share(amount, milli, 100_000) };
    const contained = share(amount, milli, 100_000 + milli);
    return { net: amount - contained, tax: exempt ? 0 : contained };
  };

  it('for random carts, rates, bases, methods and exemptions: total = goods + shipping + tax, each line by the rule, paid to the cent', async () => {
    const scenario = fc.record({
      lines: fc.array(
        fc.record({
          priceCents: fc.integer({ min: 100, max: 200_000 }),
          band: fc.option(
            fc.record({ minQuantity: fc.integer({ min: 2, max: 20 }), off: fc.integer({ min: 1, max: 99 }) }),
          ),
          quantity: fc.integer({ min: 1, max: 30 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      rateMilli: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(20_000, 8_875, 5_500)),
      gross: fc.boolean(),
      exempt: fc.boolean(),
      shippingCents: fc.integer({ min: 0, max: 20_000 }),
      freeAboveCents: fc.option(fc.integer({ min: 1, max: 500_000 })),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        await t.db.delete(shippingMethods);
        await t.db.delete(taxRates);
        await t.http.put('/admin/tax-settings').set(admin()).send({ pricesIncludeTax: s.gross }).expect(200);
        await t.http
          .post('/admin/tax-rates')
          .set(admin())
          .send({ country: 'GB', rate: s.rateMilli / 1000 })
          .expect(201);
        const method = await t.http
          .post('/admin/shipping-methods')
          .set(admin())
          .send({
            name: 'Post',
            countries: ['GB'],
            price: s.shippingCents / 100,
            freeAbove: s.freeAboveCents === null ? null : s.freeAboveCents / 100,
            estimate: 'soon',
          })
          .expect(201);
        const me = await buyer();
        if (s.exempt)
          await t.db.insert(buyerTaxDetails).values({ userId: me.id, taxId: 'GB123456789', taxExempt: true });
        const unitPrices: number[] = [];
        for (const line of s.lines) {
          const bands = line.band
            ? [
                {
                  minQuantity: line.band.minQuantity,
                  priceCents: Math.max(100, Math.floor((line.priceCents * (100 - line.band.off)) / 100)),
                },
              ]
            : [];
          const part = await insertPart(t, {
            priceCents: line.priceCents,
            priceBands: bands,
            minQuantity: 1,
            availableQuantity: 100,
          });
          await t.http.put(`/cart/lines/${part.id}`).set(me.auth).send({ quantity: line.quantity }).expect(200);
          const band = bands.find((b) => line.quantity >= b.minQuantity);
          unitPrices.push(band ? band.priceCents : line.priceCents);
        }
        const body = { address: london, shippingMethodId: method.body._id };
        const quote = (await t.http.post('/cart/quote').set(me.auth).send(body).expect(200)).body as CartQuote;

        // Each line, then the shipping, by the rule; the totals add up.
        const goodsGross = s.lines.reduce((sum, line, i) => sum + unitPrices[i] * line.quantity, 0);
        const shippingPrice = s.freeAboveCents !== null && goodsGross >= s.freeAboveCents ? 0 : s.shippingCents;
        const lines = s.lines.map((line, i) =>
          expectedTax(unitPrices[i] * line.quantity, s.rateMilli, s.gross, s.exempt),
        );
        const shipping = expectedTax(shippingPrice, s.rateMilli, s.gross, s.exempt);
        expect(quote.lines.map((l) => [cents(l.unitPrice), cents(l.net), cents(l.tax)])).toEqual(
          lines.map((l, i) => [unitPrices[i], l.net, l.tax]),
        );
        const tax = lines.reduce((sum, l) => sum + l.tax, 0) + shipping.tax;
        const goods = lines.reduce((sum, l) => sum + l.net, 0);
        expect([cents(quote.goods), cents(quote.shipping), cents(quote.tax), cents(quote.total)]).toEqual([
          goods,
          shipping.net,
          tax,
          goods + shipping.net + tax,
        ]);

        const order = (
          await t.http
            .post('/cart/checkout')
            .set(me.auth)
            .send({ ...body, phone: '+44 20 7946 0958', quote })
            .expect(201)
        ).body as Order;
        expect([order.goods, order.shipping, order.tax, order.total]).toEqual([
          quote.goods,
          quote.shipping,
          quote.tax,
          quote.total,
        ]);
        expect(order.lines.map((l) => l.tax)).toEqual(quote.lines.map((l) => l.tax));
        expect(order.taxExemptId).toBe(s.exempt ? 'GB123456789' : null);
        const intent = await t.http
          .post('/create-payment-intent')
          .set(me.auth)
          .send({ orderId: order._id })
          .expect(200);
        expect(cents(intent.body.amount)).toBe(cents(order.total));
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
        expect(row.goodsCents! + row.shippingCents + row.taxCents).toBe(row.totalCents);
      }),
      { numRuns: Number(process.env.FIGURES_RUNS ?? 20) },
    );
    await t.http.put('/admin/tax-settings').set(admin()).send({ pricesIncludeTax: false }).expect(200);
    // Each run is a dozen requests: a shared machine's load must not fail it on time alone.
  }, 180_000);

  it('an admin changes the rate while 20 checkouts run: each order is at its quote’s figures, or refused with the new quote', async () => {
    await t.db.delete(shippingMethods);
    await t.db.delete(taxRates);
    const gb = (await t.http.post('/admin/tax-rates').set(admin()).send({ country: 'GB', rate: 20 }).expect(201)).body;
    const method = (
      await t.http
        .post('/admin/shipping-methods')
        .set(admin())
        .send({ name: 'Post', countries: ['GB'], price: 4.99, estimate: 'soon' })
        .expect(201)
    ).body;
    const screen = await insertPart(t, { priceCents: 3333, minQuantity: 1, availableQuantity: 1000 });
    const glue = await insertPart(t, { priceCents: 177, minQuantity: 1, availableQuantity: 1000 });
    const body = { address: london, shippingMethodId: method._id, phone: '+44 20 7946 0958' };
    const racers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const me = await buyer();
        await t.http
          .put(`/cart/lines/${screen.id}`)
          .set(me.auth)
          .send({ quantity: i + 1 })
          .expect(200);
        await t.http.put(`/cart/lines/${glue.id}`).set(me.auth).send({ quantity: 3 }).expect(200);
        const quote = (await t.http.post('/cart/quote').set(me.auth).send(body).expect(200)).body as CartQuote;
        return { me, quote };
      }),
    );
    expect(racers.every((r) => r.quote.taxRate === 20)).toBe(true);

    const checkouts = racers.map(({ me, quote }) =>
      t.http
        .post('/cart/checkout')
        .set(me.auth)
        .send({ ...body, quote }),
    );
    // The change is sent among the checkouts, not after them.
    const change = new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
      t.http.patch(`/admin/tax-rates/${gb._id}`).set(admin()).send({ rate: 25 }).expect(200),
    );
    const [answers] = await Promise.all([Promise.all(checkouts), change]);

    let placed = 0;
    for (const [i, res] of answers.entries()) {
      const { quote } = racers[i];
      expect([201, 409]).toContain(res.status);
      if (res.status === 201) {
        placed++;
        const order = res.body as Order;
        expect([order.goods, order.shipping, order.tax, order.total, order.taxRate]).toEqual([
          quote.goods,
          quote.shipping,
          quote.tax,
          quote.total,
          20,
        ]);
        // Every line and the order row at the one rate it was quoted (not a line at the new one).
        const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
        expect(rows.map((l) => l.taxCents)).toEqual(quote.lines.map((l) => cents(l.tax)));
      } else {
        expect(res.body.quote).toMatchObject({ taxRate: 25, goods: quote.goods, shipping: quote.shipping });
        expect(res.body.quote.tax).toBeGreaterThan(quote.tax);
        expect(await t.db.select().from(orders).where(eq(orders.userId, racers[i].me.id))).toEqual([]);
      }
    }
    console.info(
      `rate change among 20 checkouts: ${placed} placed at the old figures, ${20 - placed} refused with 409`,
    );
  }, 120_000);
});
