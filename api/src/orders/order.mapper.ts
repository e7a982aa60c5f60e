import type { Order, OrderHistoryEntry, OrderLine } from '@phoneparts/contracts';
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
 * single-part fields are the first line's; `lines`, `total` and `totalUnits` cover them all.
 */
export function toOrderJson(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    userName: row.userName,
    phone: row.phone,
    email: row.email,
    accountDeleted: row.accountDeletedAt !== null,
    address: row.address,
    picture: row.picture,
    description: row.description,
    price: toDollars(row.priceCents),
    availableQuantity: row.availableQuantity,
    quantity: row.quantity,
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
