import type { Order, OrderHistoryEntry, OrderLine, OrderShippingAddress } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import { toPercent } from '../tax';
import type { orderHistory } from '../database/schema';
import { isPaidStatus } from './order-state-machine';
import type { OrderLineRow, OrderRow } from './order-row';

/** One line as sold. */
export function toOrderLineJson(line: OrderLineRow): OrderLine {
  return {
    lineId: line.id,
    partId: line.partId,
    name: line.name,
    picture: line.picture,
    unitPrice: toDollars(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: toDollars(line.unitPriceCents * line.quantity),
    tax: toDollars(line.taxCents),
    sku: line.sku,
  };
}

/**
 * An order row with its lines as the API sends it (docs/product.md#3-entities: `_id`, dollars, `paid`): the
 * single-part fields (`productId`, `name`, `picture`, `description`, `price`, `quantity`, `availableQuantity`)
 * are line 1's, the part an order of one line is about; `lines`, `total` and `totalUnits` cover them all.
 * `lines` are the order's own, in position order; every order has a line 1 (placement writes it, and
 * the database requires line 1 to keep its description and stock).
 */
export function toOrderJson(row: OrderRow, lines: OrderLineRow[], homeCountry: string): Order {
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
    goods: toDollars(row.goodsCents ?? row.totalCents - row.shippingCents - row.taxCents),
    shipping: toDollars(row.shippingCents),
    tax: toDollars(row.taxCents),
    taxRate: toPercent(row.taxRateMilliPercent),
    pricesIncludeTax: row.pricesIncludeTax,
    taxExemptId: row.taxExemptId,
    shippingAddress: shippingAddressOf(row, homeCountry),
    shippingMethod: row.shippingMethod,
    poNumber: row.poNumber,
    note: row.note,
    invoiceNumber: row.invoiceNumber,
  };
}

/**
 * The order's copy of its address. An order placed before addresses were structured kept only its
 * one line, and shipped to the shop's home country (docs/checkout.md): the migration could not read
 * the configuration, so the country is filled in here.
 */
function shippingAddressOf(row: OrderRow, homeCountry: string): OrderShippingAddress {
  return row.shippingAddress ?? { line1: row.address, country: homeCountry };
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
export function toOrdersJson(rows: OrderRow[], lines: OrderLineRow[], homeCountry: string): Order[] {
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) =>
    toOrderJson(
      row,
      (byOrder.get(row.id) ?? []).sort((a, b) => a.position - b.position),
      homeCountry,
    ),
  );
}
