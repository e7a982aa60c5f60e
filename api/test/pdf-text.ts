import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF as a reader's text layer gets it (read-pdf-text.mjs): what the tests of invoices and
 * credit notes read back to compare with the order page's figures.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'read-pdf-text.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}
