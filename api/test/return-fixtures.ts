import { eq } from 'drizzle-orm';
import type { Order } from '@phoneparts/contracts';
import { orderHistory, shippingMethods, taxRates } from '../src/database/schema';
import { insertPart, placeOrder, validOrderBody, validShipment } from './catalogue-fixtures';
import type { Persona, TestApp } from './test-app';

const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

/**
 * The shop these tests sell in: Great Britain, 20 % tax on top of prices, one shipping method at
 * £5.95 (taxed too). Pass it to `createTestApp`, then call `chargeShippingAndTax`.
 */
export const returnsShopEnv = { SHOP_COUNTRY: 'GB', SHOP_CURRENCY: 'GBP' };
/** The order form's body with a London number, with its country code: valid in that shop as in any other. */
export const ukOrderBody = { ...validOrderBody, phone: '+44 20 7946 0958' };

export async function chargeShippingAndTax(t: TestApp): Promise<void> {
  await t.db.insert(taxRates).values({ country: 'GB', rateMilliPercent: 20_000 });
  await t.db
    .insert(shippingMethods)
    .values({ name: 'Royal Mail', countries: ['GB'], priceCents: 595, estimate: '2 days' });
}

/** Places and pays an order through the sandbox provider (its intent is real, so it can be refunded). */
export async function paidOrder(
  t: TestApp,
  options: { quantity?: number; priceCents?: number; persona?: Persona } = {},
): Promise<{ orderId: string; partId: string; order: Order }> {
  const { quantity = 5, priceCents = 1999, persona = 'customerA' } = options;
  const part = await insertPart(t, {
    minQuantity: 1,
    availableQuantity: 1000,
    priceCents,
    sku: `RET-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  });
  const orderId = await placeOrder(t, persona, part.id, quantity, ukOrderBody);
  const intent = await t.http.post('/create-payment-intent').set(t.auth(persona)).send({ orderId }).expect(200);
  const paid = await t.http
    .post('/payments/sandbox/confirm')
    .send({ clientSecret: intent.body.clientSecret, ...card })
    .expect(200);
  const order = await t.http
    .patch(`/myOrders/${orderId}`)
    .set(t.auth(persona))
    .send({ transactionId: paid.body.paymentIntent.id })
    .expect(200);
  return { orderId, partId: part.id, order: order.body };
}

/** A paid order, shipped by the admin. */
export async function shippedOrder(t: TestApp, options: Parameters<typeof paidOrder>[1] = {}) {
  const paid = await paidOrder(t, options);
  const shipped = await t.http
    .post(`/myOrders/${paid.orderId}/ship`)
    .set(t.auth('admin'))
    .send(validShipment)
    .expect(200);
  return { ...paid, order: shipped.body as Order, lineId: (shipped.body as Order).lines[0].lineId! };
}

/** Moves the order's shipping `days` into the past (the return window counts from it). */
export async function shippedDaysAgo(t: TestApp, orderId: string, days: number): Promise<void> {
  await t.db
    .update(orderHistory)
    .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(orderHistory.orderId, orderId));
}

/** A PDF route's body as bytes. */
export function getPdf(t: TestApp, path: string, persona: Persona) {
  return t.http
    .get(path)
    .set(t.auth(persona))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
