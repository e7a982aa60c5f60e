/** Added by this product: what the catalogue import says about a file or one of its rows. */
export const catalogueTransferMessages = {
  notCsv: 'This is not a CSV file: upload the catalogue as CSV text (Content-Type: text/csv).',
  spreadsheet:
    'This looks like an Excel workbook (.xlsx). Open it in your spreadsheet program and save it as CSV (File → Save As → CSV UTF-8), then upload that file.',
  notText: 'This file is not text: save it as CSV (UTF-8) and upload that file.',
  empty: 'The file is empty: it needs a header row (sku, name, price, …) and one row per part.',
  tooLarge: (maxMegabytes: number) => `The file is larger than ${maxMegabytes} MB: split it into smaller files.`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows: split it into smaller files.`,
  broken: (line: number, detail: string) => `The file cannot be read as CSV at line ${line}: ${detail}`,
  unknownColumns: (names: string[], known: readonly string[]) =>
    `Unknown column${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}. The columns are: ${known.join(', ')}.`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice in the header.`,
  skuColumnMissing: 'The header has no "sku" column: each row names its part by SKU.',
  duplicateSku: (sku: string, rows: number[]) =>
    `SKU ${sku} is on rows ${rows.join(', ')}: each part may appear once per file.`,
  wrongCellCount: (cells: number, columns: number) =>
    `This row has ${cells} cells but the header has ${columns} columns.`,
  priceBandsFormat: 'Price bands are written as quantity:price pairs separated by |, e.g. 10:119.00|50:112.00',
  notApplied: (refused: number) =>
    `Nothing was imported: ${refused} row${refused === 1 ? ' was' : 's were'} refused. Fix ${refused === 1 ? 'it' : 'them'} and upload the file again.`,
  changedSincePreview:
    'Parts in this file changed since the preview (a sale or another edit). Preview the file again, then apply.',
} as const;

const rows = (n: number) => `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'}`;
const parts = (n: number) => `${n.toLocaleString('en-US')} part${n === 1 ? '' : 's'}`;

/** Added by this product: what the dashboard's import page says around the API's answers. */
export const catalogueImportPageMessages = {
  chooseFile: 'Choose a CSV file to preview.',
  uploading: (sent: string, total: string) => `Sending the file: ${sent} of ${total}`,
  checking: 'The shop is checking every row…',
  applying: 'The shop is writing the parts…',
  previewIntro: 'Nothing is written yet: this is what importing the file would do.',
  refusedIntro: (refused: number) =>
    `${rows(refused)} cannot be imported. Fix ${refused === 1 ? 'it' : 'them'} in your file and preview it again, or import the other rows without ${refused === 1 ? 'it' : 'them'}.`,
  nothingToChange: 'Every part in this file is already in the catalogue as it is: there is nothing to import.',
  applied: (created: number, updated: number) => `Imported: ${parts(created)} added, ${parts(updated)} updated.`,
  applyAll: (changes: number) => `Import ${parts(changes)}`,
  applyOthers: (changes: number) => `Import the other ${rows(changes)}`,
  moreRows: (n: number) => `…and ${rows(n)} more.`,
  exportDownloaded: (file: string) => `${file} downloaded.`,
} as const;
