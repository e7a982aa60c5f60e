/** Invoices (docs/invoices.md). */
export const invoiceMessages = {
  noInvoice: 'This order has no invoice yet: an invoice is issued when the order is paid.',
} as const;
