import PDFDocument from 'pdfkit';
import type { InvoiceContent } from './invoice-content';

// DejaVu Sans covers Latin, Greek and Cyrillic: a buyer's name or address in any of them prints as
// written (the PDF standard fonts cover Western European letters only). pdfkit embeds the glyphs used.
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const margin = 48;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
/** Line table columns: left edge and width, from the SKU to the tax. */
const columns = {
  sku: [margin, 80],
  name: [margin + 84, 150],
  quantity: [margin + 238, 40],
  unitPrice: [margin + 282, 70],
  net: [margin + 356, 70],
  rate: [margin + 430, 30],
  tax: [margin + 462, 37],
} as const;

/** An issued invoice as a PDF (A4), drawn from what it stored when it was issued. */
export function renderInvoicePdf(invoice: {
  number: string;
  issuedAt: Date;
  content: InvoiceContent;
}): Promise<Buffer> {
  const { content } = invoice;
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: content.currency });
  const cents = (amount: number) => money.format(amount / 100);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `Invoice ${invoice.number}`, Author: content.seller.legalName },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller and the invoice's number and dates.
  doc.font('bold').fontSize(16).text(content.seller.legalName);
  doc.font('regular').fontSize(9);
  for (const line of content.seller.addressLines) doc.text(line);
  doc.text(`Tax ID: ${content.seller.taxId}`);
  doc.moveDown();
  doc.font('bold').fontSize(14).text(`Invoice ${invoice.number}`);
  doc.font('regular').fontSize(9);
  doc.text(`Date: ${isoDate(invoice.issuedAt)}`);
  doc.text(`Order: ${content.orderId} of ${isoDate(new Date(content.orderedAt))}`);
  if (content.poNumber) doc.text(`PO number: ${content.poNumber}`);
  doc.moveDown();

  // Buyer and where the parts went.
  const blockTop = doc.y;
  doc.font('bold').text('Bill to', margin, blockTop);
  doc.font('regular');
  for (const line of [
    content.buyer.companyName,
    content.buyer.name,
    content.buyer.email,
    content.buyer.taxId ? `Tax ID: ${content.buyer.taxId}` : null,
  ])
    if (line) doc.text(line, margin);
  const billBottom = doc.y;
  doc.font('bold').text('Ship to', margin + contentWidth / 2, blockTop);
  doc.font('regular');
  for (const line of addressLines(content.shipTo)) doc.text(line, margin + contentWidth / 2);
  doc.y = Math.max(billBottom, doc.y);
  doc.moveDown();

  // The lines.
  const row = (cells: Record<keyof typeof columns, string>, font: 'regular' | 'bold') => {
    const top = doc.y;
    doc.font(font);
    let bottom = top;
    for (const [key, [x, width]] of Object.entries(columns) as Array<
      [keyof typeof columns, readonly [number, number]]
    >) {
      const numeric = key !== 'sku' && key !== 'name';
      doc.text(cells[key], x, top, { width, align: numeric ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = margin;
    doc.y = bottom + 3;
  };
  row(
    { sku: 'SKU', name: 'Part', quantity: 'Qty', unitPrice: 'Unit price', net: 'Net', rate: 'Rate', tax: 'Tax' },
    'bold',
  );
  for (const line of content.lines)
    row(
      {
        sku: line.sku ?? '—',
        name: line.warrantyDays === null ? line.name : `${line.name} (warranty ${line.warrantyDays} days)`,
        quantity: String(line.quantity),
        unitPrice: cents(line.unitPriceCents),
        net: cents(line.netCents),
        rate: `${line.taxRate} %`,
        tax: cents(line.taxCents),
      },
      'regular',
    );
  doc.moveDown();

  // Totals.
  const total = (label: string, amount: string, font: 'regular' | 'bold' = 'regular') => {
    const top = doc.y;
    doc.font(font).text(label, margin + contentWidth / 2, top, { width: contentWidth / 4 });
    doc.text(amount, margin + (3 * contentWidth) / 4, top, { width: contentWidth / 4, align: 'right' });
    doc.x = margin;
  };
  total(content.pricesIncludeTax ? 'Goods (tax included)' : 'Goods', cents(content.goodsCents));
  total(content.shippingMethod ? `Shipping (${content.shippingMethod})` : 'Shipping', cents(content.shippingCents));
  total(
    content.taxExemptId ? `Tax exempt: ${content.taxExemptId}` : `Tax (${content.taxRate} %)`,
    cents(content.taxCents),
  );
  total('Total', cents(content.totalCents), 'bold');
  doc.moveDown();

  doc.font('regular').fontSize(8);
  doc.text(`Paid by card. Payment reference: ${content.paymentReference ?? '—'}.`, margin, doc.y, {
    width: contentWidth,
  });
  doc.text(
    'Warranty: each part is covered against defects for the days shown on its line, counted from the date of this ' +
      'invoice. To claim, return the part from your order page and quote this invoice number.',
    { width: contentWidth },
  );
  doc.end();
  return done;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addressLines(address: InvoiceContent['shipTo']): string[] {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));
}
