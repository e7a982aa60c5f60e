import type { AdminOrderReturn, OrderReturn } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import type { AdminReturnRow, ReturnLineRow, ReturnRow } from './returns.repository';

/** A return as the API answers it (contracts `OrderReturn`), amounts in the shop currency's units. */
export function toReturnJson(row: ReturnRow, lines: ReturnLineRow[]): OrderReturn {
  const refunded = row.status === 'refunded' && row.refundCents !== null && row.creditNoteNumber && row.refundedAt;
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({
        lineId: line.lineId,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        restock: line.restock,
      })),
    reason: row.reason,
    comment: row.comment,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refund: refunded
      ? {
          amount: toDollars(row.refundCents!),
          creditNoteNumber: row.creditNoteNumber!,
          refundedAt: row.refundedAt!.toISOString(),
        }
      : null,
  };
}

export function toAdminReturnJson(row: AdminReturnRow, lines: ReturnLineRow[]): AdminOrderReturn {
  return { ...toReturnJson(row, lines), email: row.email, invoiceNumber: row.invoiceNumber };
}
