import { defaultShopCountry, type Order, type OrderHistoryEntry, type OrderLine } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import type { orderHistory } from '../database/schema';
import { isPaidStatus } from './order-state-machine';
import type { OrderLineRow, OrderRow } from './order-row';

/** One line as sold. */
export function toOrderLineJson(line: OrderLineRow): OrderLine {
  return {
    partId: line.partId,
    name: line.name,
    picture: line.picture,
    unitPrice: toDollars(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(line.unitPriceCents * line.quantity),
  };
}

/**
 * An order row with its lines as the API sends it (docs/product.md#3-entities: `_id`, dollars, `paid`): the
 * single-part fields (`productId`, `name`, `picture`, `description`, `price`, `quantity`, `availableQuantity`)
 * are line 1's, the part an order of one line is about; `lines`, `total` and `totalUnits` cover them all.
 * `lines` are the order's own, in position order; every order has a line 1 (placement writes it, and
 * the database requires line 1 to keep its description and stock).
 */
export function toOrderJson(row: OrderRow, lines: OrderLineRow[]): Order {
  const first = lines[0];
  if (first?.position !== 1 || first.description === null || first.availableQuantity === null)
    throw new Error(`Order ${row.id} has no complete line 1`);
  return {
    _id: row.id,
    productId: first.partId,
    name: first.name,
    userName: row.userName,
    phone: row.phone,
    email: row.email,
    accountDeleted: row.accountDeletedAt !== null,
    address: row.address,
    picture: first.picture,
    description: first.description,
    price: toDollars(first.unitPriceCents),
    availableQuantity: first.availableQuantity,
    quantity: first.quantity,
    paid: isPaidStatus(row.status),
    status: row.status,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    heldUntil: row.status === 'placed' && row.heldUntil ? row.heldUntil.toISOString() : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    expired: row.expiredAt !== null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    lines: lines.map(toOrderLineJson),
    total: toDollars(row.totalCents),
    totalUnits: lines.reduce((sum, line) => sum + line.quantity, 0),
    // Orders carry no shipping or tax yet: the goods are the whole total, shipped as written.
    goods: toDollars(row.totalCents),
    shipping: 0,
    tax: 0,
    taxRate: 0,
    pricesIncludeTax: false,
    taxExemptId: null,
    shippingAddress: { line1: row.address, country: defaultShopCountry },
    shippingMethod: null,
    poNumber: null,
    note: null,
  };
}

export function toOrderHistoryJson(row: typeof orderHistory.$inferSelect): OrderHistoryEntry {
  return {
    from: row.fromStatus,
    to: row.toStatus,
    byEmail: row.byEmail,
    note: row.note,
    at: row.createdAt.toISOString(),
  };
}

/** Each order with its own lines (`lines` holds the lines of all of them, any order). */
export function toOrdersJson(rows: OrderRow[], lines: OrderLineRow[]): Order[] {
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) =>
    toOrderJson(
      row,
      (byOrder.get(row.id) ?? []).sort((a, b) => a.position - b.position),
    ),
  );
}
