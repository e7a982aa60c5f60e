import { Module } from '@nestjs/common';
import { BuyerTaxController } from './buyer-tax.controller';
import { BuyerTaxRepository } from './buyer-tax.repository';
import { BuyerTaxService } from './buyer-tax.service';
import { TaxRatesController } from './tax-rates.controller';
import { TaxContextRepository } from './tax-context.repository';
import { TaxRatesRepository } from './tax-rates.repository';
import { TaxSettingsRepository } from './tax-settings.repository';
import { TaxService } from './tax.service';

/** Tax: rates, the shop's price basis, buyers' exemptions, and the tax of an order (docs/tax.md). */
@Module({
  controllers: [TaxRatesController, BuyerTaxController],
  providers: [
    TaxContextRepository,
    TaxRatesRepository,
    TaxSettingsRepository,
    BuyerTaxRepository,
    TaxService,
    BuyerTaxService,
  ],
  exports: [TaxService, BuyerTaxService],
})
export class TaxModule {}
