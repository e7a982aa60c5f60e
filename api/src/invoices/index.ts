export { InvoicesModule } from './invoices.module';
export { InvoicesService } from './invoices.service';
