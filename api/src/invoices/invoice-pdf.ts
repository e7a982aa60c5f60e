import {
  addressLines,
  centsIn,
  drawBlocks,
  drawHeading,
  drawLines,
  drawNote,
  drawTotal,
  isoDate,
  startDocument,
} from './document-pdf';
import type { InvoiceContent } from './invoice-content';

/** An issued invoice as a PDF (A4), drawn from what it stored when it was issued. */
export async function renderInvoicePdf(invoice: {
  number: string;
  issuedAt: Date;
  content: InvoiceContent;
}): Promise<Buffer> {
  const { content } = invoice;
  const cents = centsIn(content.currency);
  const { doc, done } = await startDocument({ title: `Invoice ${invoice.number}`, author: content.seller.legalName });

  drawHeading(doc, content.seller, `Invoice ${invoice.number}`);
  doc.text(`Date: ${isoDate(invoice.issuedAt)}`);
  doc.text(`Order: ${content.orderId} of ${isoDate(new Date(content.orderedAt))}`);
  if (content.poNumber) doc.text(`PO number: ${content.poNumber}`);
  doc.moveDown();

  drawBlocks(
    doc,
    {
      title: 'Bill to',
      lines: [
        content.buyer.companyName,
        content.buyer.name,
        content.buyer.email,
        content.buyer.taxId ? `Tax ID: ${content.buyer.taxId}` : null,
      ],
    },
    { title: 'Ship to', lines: addressLines(content.shipTo) },
  );

  drawLines(
    doc,
    content.lines.map((line) => ({
      sku: line.sku ?? '—',
      name: line.warrantyDays === null ? line.name : `${line.name} (warranty ${line.warrantyDays} days)`,
      quantity: String(line.quantity),
      unitPrice: cents(line.unitPriceCents),
      net: cents(line.netCents),
      rate: `${line.taxRate} %`,
      tax: cents(line.taxCents),
    })),
  );

  drawTotal(doc, content.pricesIncludeTax ? 'Goods (tax included)' : 'Goods', cents(content.goodsCents));
  drawTotal(
    doc,
    content.shippingMethod ? `Shipping (${content.shippingMethod})` : 'Shipping',
    cents(content.shippingCents),
  );
  drawTotal(
    doc,
    content.taxExemptId ? `Tax exempt: ${content.taxExemptId}` : `Tax (${content.taxRate} %)`,
    cents(content.taxCents),
  );
  drawTotal(doc, 'Total', cents(content.totalCents), 'bold');
  doc.moveDown();

  drawNote(doc, `Paid by card. Payment reference: ${content.paymentReference ?? '—'}.`);
  drawNote(
    doc,
    'Warranty: each part is covered against defects for the days shown on its line, counted from the date of this ' +
      'invoice. To claim, return the part from your order page and quote this invoice number.',
  );
  doc.end();
  return done;
}
