import type { Order, OrderHistoryEntry } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import type { orderHistory } from '../database/schema';
import { isPaidStatus } from './order-state-machine';
import type { OrderRow } from './order-row';

/** An order row as the API sends it (spec §3 shape: `_id`, dollars, `paid`). */
export function toOrderJson(row: OrderRow): Order {
  const price = toDollars(row.priceCents);
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
    price,
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
    lines: [
      {
        partId: row.productId,
        name: row.name,
        picture: row.picture,
        unitPrice: price,
        quantity: row.quantity,
        lineTotal: toDollars(row.priceCents * row.quantity),
      },
    ],
    total: toDollars(row.priceCents * row.quantity),
    totalUnits: row.quantity,
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
