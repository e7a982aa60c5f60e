import type { Seller } from '../config/seller-config';

/**
 * The layout the shop's accounting documents share (invoices, credit notes): A4, DejaVu Sans, the
 * seller's block, two address blocks side by side, the table of lines and the totals on the right.
 */

// DejaVu Sans covers Latin, Greek and Cyrillic: a buyer's name or address in any of them prints as
// written (the PDF standard fonts cover Western European letters only). pdfkit embeds the glyphs used.
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const margin = 48;
const pageWidth = 595.28; // A4
export const contentWidth = pageWidth - 2 * margin;
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
export type LineCells = Record<keyof typeof columns, string>;
type Font = 'regular' | 'bold';

/**
 * A document being drawn, and its bytes once `doc.end()` was called. pdfkit (with its font engine) is
 * loaded with the first document, not when the API starts: loading it was a large share of every
 * start's CPU (and of every API test file's), and most starts draw no document.
 */
export async function startDocument(info: { title: string; author: string }): Promise<{
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
}> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: info.title, Author: info.author } });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Amounts of cents in the document's currency. */
export function centsIn(currency: string): (cents: number) => string {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency });
  return (cents) => money.format(cents / 100);
}

/** The seller's name, address and tax ID, then the document's title. */
export function drawHeading(doc: PDFKit.PDFDocument, seller: Seller, title: string): void {
  doc.font('bold').fontSize(16).text(seller.legalName);
  doc.font('regular').fontSize(9);
  for (const line of seller.addressLines) doc.text(line);
  doc.text(`Tax ID: ${seller.taxId}`);
  doc.moveDown();
  doc.font('bold').fontSize(14).text(title);
  doc.font('regular').fontSize(9);
}

/** Two blocks side by side (who is billed, where the parts went), each a title and its lines. */
export function drawBlocks(
  doc: PDFKit.PDFDocument,
  left: { title: string; lines: (string | null)[] },
  right: { title: string; lines: (string | null)[] },
): void {
  const top = doc.y;
  doc.font('bold').text(left.title, margin, top);
  doc.font('regular');
  for (const line of left.lines) if (line) doc.text(line, margin);
  const leftBottom = doc.y;
  doc.font('bold').text(right.title, margin + contentWidth / 2, top);
  doc.font('regular');
  for (const line of right.lines) if (line) doc.text(line, margin + contentWidth / 2);
  doc.y = Math.max(leftBottom, doc.y);
  doc.moveDown();
}

/** The table of lines under its header row. */
export function drawLines(doc: PDFKit.PDFDocument, lines: LineCells[]): void {
  const row = (cells: LineCells, font: Font) => {
    const top = doc.y;
    doc.font(font);
    let bottom = top;
    for (const [key, [x, width]] of Object.entries(columns) as Array<[keyof LineCells, readonly [number, number]]>) {
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
  for (const line of lines) row(line, 'regular');
  doc.moveDown();
}

/** One row of the totals: its label and amount on the right half of the page. */
export function drawTotal(doc: PDFKit.PDFDocument, label: string, amount: string, font: Font = 'regular'): void {
  const top = doc.y;
  doc.font(font).text(label, margin + contentWidth / 2, top, { width: contentWidth / 4 });
  doc.text(amount, margin + (3 * contentWidth) / 4, top, { width: contentWidth / 4, align: 'right' });
  doc.x = margin;
}

/** Small print across the page's width. */
export function drawNote(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('regular').fontSize(8).text(text, margin, doc.y, { width: contentWidth });
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A postal address as the lines of a block. */
export function addressLines(address: {
  name?: string | null;
  company?: string | null;
  line1: string;
  line2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  region?: string | null;
  country: string;
}): string[] {
  return [
    address.name,
    address.company,
    address.line1,
    address.line2,
    [address.postalCode, address.city, address.region].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));
}
