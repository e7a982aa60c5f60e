import { BadRequestException } from '@nestjs/common';
import {
  limits,
  maxQuickOrderLines,
  type QuickOrderFormat,
  quickOrderMessages as m,
  skuPattern,
} from '@phoneparts/contracts';
import Papa from 'papaparse';

/** One line as read: a SKU and a quantity, or why it is not one. */
export type ParsedLine =
  | { lineNumber: number; text: string; sku: string; quantity: number }
  | { lineNumber: number; text: string; sku: string | null; quantity: number | null; malformed: string };

interface Row {
  lineNumber: number;
  cells: string[];
}

const isHeader = (cells: string[]) =>
  cells.some((c) => /^sku$/i.test(c)) && cells.some((c) => /^(quantity|qty)$/i.test(c));

/**
 * Reads a quick order into lines (docs/product.md#13-quick-order). Pasted text is split per line on spaces, tabs,
 * commas and semicolons; a file is read by Papa Parse (quoted fields, `,` `;` or tab guessed). Either may start with
 * a header naming `sku` and `quantity` (a file's header may name more columns, which are ignored). Throws a 400 for
 * what cannot be judged line by line: a broken file, no line, more than 200 lines.
 */
export function parseQuickOrder(format: QuickOrderFormat, content: string): ParsedLine[] {
  const rows = format === 'csv' ? csvRows(content) : textRows(content);
  const [first] = rows;
  const header = first && isHeader(first.cells) ? first : undefined;
  const body = header ? rows.slice(1) : rows;
  if (body.length === 0) throw new BadRequestException(m.empty);
  if (body.length > maxQuickOrderLines) throw new BadRequestException(m.tooManyLines(body.length));
  const columns = header ? headerColumns(header.cells) : undefined;
  return body.map((row) => readLine(row, columns));
}

function textRows(content: string): Row[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ lineNumber: i + 1, cells: line.split(/[\s,;]+/).filter((c) => c !== '') }))
    .filter((row) => row.cells.length > 0);
}

function csvRows(content: string): Row[] {
  const result = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  // A file of one column has no delimiter to guess: its rows are still judged one by one.
  const broken = result.errors.find((e) => e.type !== 'Delimiter');
  if (broken) throw new BadRequestException(m.notCsv((broken.row ?? 0) + 1, broken.message));
  return result.data.map((cells, i) => ({
    lineNumber: i + 1,
    cells: withoutTrailingBlanks(cells),
  }));
}

/** Spreadsheets leave empty cells at the end of rows: only what is written counts. */
function withoutTrailingBlanks(cells: string[]): string[] {
  const kept = cells.map((c) => c.trim());
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept;
}

function headerColumns(cells: string[]): { sku: number; quantity: number } {
  return {
    sku: cells.findIndex((c) => /^sku$/i.test(c)),
    quantity: cells.findIndex((c) => /^(quantity|qty)$/i.test(c)),
  };
}

function readLine({ lineNumber, cells }: Row, columns?: { sku: number; quantity: number }): ParsedLine {
  const text = cells.join(', ');
  const pair = columns ? [cells[columns.sku] ?? '', cells[columns.quantity] ?? ''] : cells;
  if (pair.length !== 2 || pair[0] === '' || pair[1] === '')
    return { lineNumber, text, sku: null, quantity: null, malformed: m.malformedLine };
  const sku = pair[0].toUpperCase();
  if (!skuPattern.test(sku)) return { lineNumber, text, sku: null, quantity: null, malformed: m.malformedLine };
  const quantity = /^\d{1,7}$/.test(pair[1]) ? Number(pair[1]) : NaN;
  if (!(quantity >= 1 && quantity <= limits.maxQuantity))
    return { lineNumber, text, sku, quantity: null, malformed: m.malformedQuantity(pair[1].slice(0, 20)) };
  return { lineNumber, text, sku, quantity };
}
