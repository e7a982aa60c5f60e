// What checkout uses of tax: TaxService's `taxOrder` (the one computation, tax-computation.ts); the
// account export reads a buyer's tax details.
export { TaxModule } from './tax.module';
export { TaxService, type OrderToTax, type TaxedOrder } from './tax.service';
export {
  fullRateMilliPercent,
  toPercent,
  type TaxableLine,
  type TaxBreakdown,
  type TaxedLine,
} from './tax-computation';
export { BuyerTaxService } from './buyer-tax.service';
