import { returnReasonLabels } from '@phoneparts/contracts';
import {
  centsIn,
  drawBlocks,
  drawHeading,
  drawLines,
  drawNote,
  drawTotal,
  isoDate,
  startDocument,
} from '../../invoices';
import type { CreditNoteContent } from './credit-note-content';

/** An issued credit note as a PDF (A4), in the invoice's layout, drawn from what it stored. */
export async function renderCreditNotePdf(note: {
  number: string;
  issuedAt: Date;
  content: CreditNoteContent;
}): Promise<Buffer> {
  const { content } = note;
  const cents = centsIn(content.currency);
  const { doc, done } = await startDocument({ title: `Credit note ${note.number}`, author: content.seller.legalName });

  drawHeading(doc, content.seller, `Credit note ${note.number}`);
  doc.text(`Date: ${isoDate(note.issuedAt)}`);
  doc.text(`Corrects invoice: ${content.invoiceNumber ?? '— (order paid before invoices were issued)'}`);
  doc.text(`Order: ${content.orderId}`);
  doc.text(`Reason: ${returnReasonLabels[content.reason]}`);
  doc.moveDown();

  drawBlocks(
    doc,
    {
      title: 'Credited to',
      lines: [
        content.buyer.companyName,
        content.buyer.name,
        content.buyer.email,
        content.buyer.taxId ? `Tax ID: ${content.buyer.taxId}` : null,
      ],
    },
    { title: 'Return', lines: [content.returnId] },
  );

  drawLines(
    doc,
    content.lines.map((line) => ({
      sku: line.sku ?? '—',
      name: line.name,
      quantity: String(line.quantity),
      unitPrice: cents(line.unitPriceCents),
      net: cents(line.netCents),
      rate: `${line.taxRate} %`,
      tax: cents(line.taxCents),
    })),
  );

  drawTotal(doc, 'Goods returned', cents(content.lines.reduce((sum, line) => sum + line.netCents, 0)));
  drawTotal(doc, 'Shipping refunded', cents(content.shippingCents));
  drawTotal(doc, 'Tax', cents(content.taxCents));
  drawTotal(doc, 'Total refunded', cents(content.totalCents), 'bold');
  doc.moveDown();

  drawNote(doc, `Refunded to the card that paid the order. Refund reference: ${content.refundReference}.`);
  doc.end();
  return done;
}
