import type { AppConfig } from '../../config/app-config';
import { toPercent } from '../../tax';
import type { InvoiceFacts, OrderRow, ReturnLineRow, ReturnRow } from '../returns.repository';
import type { CreditNoteContent } from './credit-note-content';

/**
 * The credit note of a refunded return, from the amounts fixed when its refund was prepared: each
 * line's share and tax, the shipping (the tax beyond the lines' is the shipping's), the total. The
 * buyer is named as on the invoice it corrects.
 */
export function creditNoteContentOf(facts: {
  ret: ReturnRow;
  order: OrderRow;
  lines: ReturnLineRow[];
  invoice: InvoiceFacts | null;
  refundId: string;
  config: Pick<AppConfig, 'seller' | 'shop'>;
}): CreditNoteContent {
  const { ret, order, invoice } = facts;
  const taxRate = toPercent(order.taxRateMilliPercent);
  const lines = facts.lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    netCents: (line.refundCents ?? 0) - (line.refundTaxCents ?? 0),
    taxRate,
    taxCents: line.refundTaxCents ?? 0,
  }));
  const taxCents = ret.refundTaxCents ?? 0;
  const shippingTaxCents = taxCents - lines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    currency: facts.config.shop.currency.toUpperCase(),
    seller: facts.config.seller,
    buyer: invoice?.buyer ?? { name: order.userName, email: order.email, companyName: null, taxId: null },
    orderId: order.id,
    invoiceNumber: invoice?.number ?? null,
    returnId: ret.id,
    reason: ret.reason,
    lines,
    shippingCents: (ret.refundShippingCents ?? 0) - shippingTaxCents,
    taxCents,
    totalCents: ret.refundCents ?? 0,
    refundReference: facts.refundId,
  };
}
