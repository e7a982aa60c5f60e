export { InvoicesModule } from './invoices.module';
export { InvoicesService } from './invoices.service';
// The accounting documents' shared layout: credit notes are drawn with it too.
export {
  centsIn,
  drawBlocks,
  drawHeading,
  drawLines,
  drawNote,
  drawTotal,
  isoDate,
  startDocument,
} from './document-pdf';
