// Reads a PDF on stdin and prints its text, page by page, as a reader's text layer gets it (Mozilla's
// pdf.js). A process of its own: pdf.js is an ES module that jest's CommonJS test runtime cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false }).promise;
const pages = [];
for (let n = 1; n <= document.numPages; n++) {
  const { items } = await (await document.getPage(n)).getTextContent();
  pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
}
await document.destroy();
process.stdout.write(pages.join('\n'));
