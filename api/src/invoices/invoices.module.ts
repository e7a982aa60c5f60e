import { Module } from '@nestjs/common';
import { TaxModule } from '../tax';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** Invoices of paid orders: issued by the orders module's payment step, read here as PDFs. */
@Module({
  imports: [TaxModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
