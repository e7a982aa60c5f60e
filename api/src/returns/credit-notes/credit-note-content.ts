import type { ReturnReason } from '@phoneparts/contracts';
import type { Seller } from '../../config/seller-config';

export interface CreditNoteLine {
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** The returned units' share of the line, without its tax. */
  netCents: number;
  /** Percent, e.g. 20. */
  taxRate: number;
  taxCents: number;
}

/**
 * Everything a credit note shows, kept as it was when the refund was recorded (docs/returns.md): the
 * PDF is drawn from this alone, so nothing changed later alters an issued credit note. Amounts in
 * cents of `currency`; `totalCents` = the lines' net + `shippingCents` + `taxCents`.
 */
export interface CreditNoteContent {
  currency: string;
  seller: Seller;
  buyer: { name: string; email: string; companyName: string | null; taxId: string | null };
  orderId: string;
  /** The invoice this credit note corrects; null for an order paid before invoices existed. */
  invoiceNumber: string | null;
  returnId: string;
  reason: ReturnReason;
  lines: CreditNoteLine[];
  /** The shipping paid back, without its tax (0 when the policy keeps it). */
  shippingCents: number;
  /** The tax paid back: the lines' and the shipping's. */
  taxCents: number;
  totalCents: number;
  /** The payment provider's refund. */
  refundReference: string;
}
