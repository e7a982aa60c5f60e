import type { Order, OrderShippingAddress } from '@phoneparts/contracts';
import { toCents } from '../common/money';
import type { Seller } from '../config/seller-config';

/** What an order line keeps beside the order's answer: the warranty its part was sold with (null: unknown). */
export interface LineFacts {
  id: string;
  warrantyDays: number | null;
}

/** The buyer's business details when the invoice is issued. */
export interface BuyerFacts {
  companyName: string | null;
  taxId: string | null;
}

export interface InvoiceLine {
  /** Null on lines sold before lines kept it. */
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** The line without its tax. */
  netCents: number;
  /** Percent, e.g. 20. */
  taxRate: number;
  taxCents: number;
  /** Null when the part had left the catalogue before lines kept their warranty. */
  warrantyDays: number | null;
}

/**
 * Everything an invoice shows, kept as it was when the order was paid (docs/invoices.md): the PDF is
 * drawn from this alone, so editing a part, an address or a name later never changes an issued invoice.
 * Amounts in cents of `currency`.
 */
export interface InvoiceContent {
  currency: string;
  seller: Seller;
  buyer: { name: string; email: string; companyName: string | null; taxId: string | null };
  shipTo: OrderShippingAddress;
  orderId: string;
  orderedAt: string;
  poNumber: string | null;
  lines: InvoiceLine[];
  goodsCents: number;
  shippingCents: number;
  shippingMethod: string | null;
  taxCents: number;
  taxRate: number;
  /** The tax ID the order was exempted for ("Tax exempt: <ID>"), else null. */
  taxExemptId: string | null;
  pricesIncludeTax: boolean;
  totalCents: number;
  /** The payment provider's reference of the payment. */
  paymentReference: string | null;
}

/**
 * The invoice of a paid order, from the order as the API answers it, its lines' warranty (by line id)
 * and the facts read beside it.
 */
export function invoiceContentOf(
  order: Order,
  facts: { seller: Seller; currency: string; buyer: BuyerFacts | null; warrantyDays: Map<string, number | null> },
): InvoiceContent {
  return {
    currency: facts.currency.toUpperCase(),
    seller: facts.seller,
    buyer: {
      name: order.userName,
      email: order.email,
      companyName: facts.buyer?.companyName ?? null,
      taxId: facts.buyer?.taxId ?? null,
    },
    shipTo: order.shippingAddress,
    orderId: order._id,
    orderedAt: order.createdAt,
    poNumber: order.poNumber,
    lines: order.lines.map((line) => {
      const lineCents = toCents(line.lineTotal);
      const taxCents = toCents(line.tax ?? 0);
      return {
        sku: line.sku ?? null,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: toCents(line.unitPrice),
        netCents: order.pricesIncludeTax ? lineCents - taxCents : lineCents,
        taxRate: order.taxRate,
        taxCents,
        warrantyDays: line.lineId === undefined ? null : (facts.warrantyDays.get(line.lineId) ?? null),
      };
    }),
    goodsCents: toCents(order.goods),
    shippingCents: toCents(order.shipping),
    shippingMethod: order.shippingMethod,
    taxCents: toCents(order.tax),
    taxRate: order.taxRate,
    taxExemptId: order.taxExemptId,
    pricesIncludeTax: order.pricesIncludeTax,
    totalCents: toCents(order.total),
    paymentReference: order.transactionId,
  };
}
