import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/database/database';
import { orderLines, orders, parts } from '../src/database/schema';
import { OrderTransitions } from '../src/orders/order-transitions';
import { CatalogueCache } from '../src/parts/catalogue-cache';
import type { Persona, TestApp } from './test-app';

export const validOrderBody = { phone: '(212) 555-0199', address: '221B Baker Street, London' };
/** `validOrderBody.phone` as the API stores and answers it (E.164). */
export const validOrderPhoneE164 = '+12125550199';
/** What an admin enters when shipping an order. */
export const validShipment = { carrier: 'DHL Express', trackingNumber: 'JD0146000034' };

/** Tests that write the catalogue behind the API's back must drop its cached JSON, as the API does. */
export function catalogueChanged(t: TestApp) {
  t.app.get(CatalogueCache).invalidate();
}

/** A part straight in the database (price in cents), for tests that need a known catalogue. */
export async function insertPart(t: TestApp, overrides: Partial<typeof parts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(parts)
    .values({
      name: 'Test OLED screen',
      picture: '/images/parts/test.svg',
      description: 'A screen used by the tests',
      priceCents: 4999,
      minQuantity: 2,
      availableQuantity: 10,
      ...overrides,
    })
    .returning();
  catalogueChanged(t);
  return row;
}

export async function stockOf(db: Database, partId: string): Promise<number> {
  const [row] = await db.select({ n: parts.availableQuantity }).from(parts).where(eq(parts.id, partId));
  return row.n;
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The orders whose first line is `partId`'s, each with that line's quantity and stock left. */
export async function ordersOfPart(db: Database, partId: string) {
  const rows = await db
    .select({ order: orders, quantity: orderLines.quantity, availableQuantity: orderLines.availableQuantity })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.position, 1)))
    .where(eq(orderLines.partId, partId));
  return rows.map(({ order, quantity, availableQuantity }) => ({ ...order, quantity, availableQuantity }));
}

/** Places an order over HTTP as `persona` (with a phone valid in the shop's country); answers the new order's id. */
export async function placeOrder(
  t: TestApp,
  persona: Persona,
  productId: string,
  quantity: number,
  body: { phone: string; address: string } = validOrderBody,
): Promise<string> {
  const res = await t.http
    .post('/myOrders')
    .set(t.auth(persona))
    .send({ productId, quantity, ...body });
  if (res.status !== 201) throw new Error(`placing an order answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

/** Marks an order paid the way the payment module does (payments have their own tests). */
export async function markPaid(t: TestApp, orderId: string, transactionId = `pi_test_${orderId.slice(0, 8)}`) {
  const transitions = t.app.get(OrderTransitions);
  const row = await t.db.transaction((tx) =>
    transitions.apply(tx, { orderId, from: 'placed', to: 'paid', by: null, set: { transactionId } }),
  );
  if (!row) throw new Error('order was not placed');
  return row;
}
