import { BadRequestException } from '@nestjs/common';
import {
  type CatalogueColumn,
  catalogueColumns,
  catalogueImportLimits,
  catalogueTransferMessages as m,
} from '@phoneparts/contracts';
import Papa from 'papaparse';
import { restoreCell } from '../common/csv/formula-guard';

/** One row of an import file: its number (the header is row 1) and its cells by column. */
export interface ImportRecord {
  row: number;
  cells: Partial<Record<CatalogueColumn, string>>;
  /** Why the row cannot be read at all (its cells do not match the header), else undefined. */
  problem?: string;
}

const byLowerName = new Map(catalogueColumns.map((c) => [c.toLowerCase(), c]));
/** A zip archive (.xlsx, .ods) or an old Office document (.xls): a workbook, not text. */
const isWorkbook = (bytes: Buffer) =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) ||
  (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0);

/**
 * Reads an import file into rows. What makes the whole file unreadable is a 400 with one message (a
 * workbook, not UTF-8 text, broken quoting, an unknown or repeated column, no `sku` column, too many
 * rows); what is wrong with one row is left for that row's verdict. Rows are counted as a spreadsheet
 * numbers them (a quoted cell may span lines); blank rows count but are skipped.
 */
export function readCatalogueFile(bytes: Buffer): { columns: CatalogueColumn[]; records: ImportRecord[] } {
  if (isWorkbook(bytes)) throw new BadRequestException(m.spreadsheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new BadRequestException(m.notText);
  }
  if (text.includes('\u0000')) throw new BadRequestException(m.notText);
  if (text.trim() === '') throw new BadRequestException(m.empty);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const broken = parsed.errors[0];
  if (broken) throw new BadRequestException(m.broken((broken.row ?? 0) + 2, broken.message));
  const [header, ...rows] = parsed.data;
  if (rows.length > catalogueImportLimits.maxRows)
    throw new BadRequestException(m.tooManyRows(catalogueImportLimits.maxRows));
  const columns = readHeader(header);
  const records: ImportRecord[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = i + 2;
    // Spreadsheets pad rows with empty cells at the end; only cells beyond the header that hold something count.
    const extra = cells.slice(columns.length).some((cell) => cell.trim() !== '');
    if (cells.length < columns.length || extra) {
      const sku = cells[columns.indexOf('sku')] ?? '';
      records.push({ row, cells: { sku }, problem: m.wrongCellCount(cells.length, columns.length) });
      return;
    }
    const byColumn: ImportRecord['cells'] = {};
    columns.forEach((column, index) => (byColumn[column] = restoreCell(cells[index])));
    records.push({ row, cells: byColumn });
  });
  return { columns, records };
}

/**
 * The delimiter the header is written with: the one of `,` `;` and tab (spreadsheets in some
 * languages save CSV with `;`) that splits it into the most column names. Guessing from the rows
 * instead would be fooled by cells full of `;`.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const known = (delimiter: string) =>
    header.split(delimiter).filter((name) => byLowerName.has(name.trim().replace(/^"|"$/g, '').toLowerCase())).length;
  return [',', ';', '\t'].reduce((best, delimiter) => (known(delimiter) > known(best) ? delimiter : best));
}

function readHeader(cells: string[]): CatalogueColumn[] {
  const names = cells.map((cell) => cell.trim());
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const unknown = names.filter((name) => !byLowerName.has(name.toLowerCase()));
  if (unknown.length > 0) throw new BadRequestException(m.unknownColumns(unknown, catalogueColumns));
  const columns = names.map((name) => byLowerName.get(name.toLowerCase())!);
  const repeated = columns.find((column, i) => columns.indexOf(column) !== i);
  if (repeated) throw new BadRequestException(m.repeatedColumn(repeated));
  if (!columns.includes('sku')) throw new BadRequestException(m.skuColumnMissing);
  return columns;
}
