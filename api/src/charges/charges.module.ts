import { Module } from '@nestjs/common';
import { ShippingModule } from '../shipping';
import { TaxModule } from '../tax';
import { OrderChargesService } from './order-charges.service';

/** An order's charges beyond its goods: shipping and tax (docs/checkout.md, docs/tax.md). */
@Module({
  imports: [ShippingModule, TaxModule],
  providers: [OrderChargesService],
  exports: [OrderChargesService],
})
export class ChargesModule {}
