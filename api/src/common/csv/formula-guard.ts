import Papa from 'papaparse';

/**
 * Spreadsheet formula injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is run as a formula by Excel and its kin, so a part named "=HYPERLINK(…)" would act when the
 * accountant opens the export. Such a cell is written with a leading apostrophe, which spreadsheets
 * read as "text". A cell that already starts with apostrophes before such a character gets one more,
 * so `restoreCell` can take exactly one off and an export read back gives every value as it was.
 */
const guarded = /^'*[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return guarded.test(value) ? `'${value}` : value;
}

/** The value `neutraliseCell` was given: one apostrophe off a guarded cell, anything else as it is. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && guarded.test(cell) ? cell.slice(1) : cell;
}

/** Rows as CSV text (RFC 4180 quoting, CRLF line ends), every cell neutralised first. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map(neutraliseCell));
  return `${Papa.unparse(cells, { newline: '\r\n', escapeFormulae: false })}\r\n`;
}
