import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PartsModule } from '../parts/parts.module';
import { PaymentProviderModule } from '../payment-providers/payment-provider.module';
import { UsersModule } from '../users/users.module';
import { AdminReturnsController } from './admin-returns.controller';
import { ReturnMails } from './mails/return-mails';
import { ReturnWorkflow } from './return-workflow.service';
import { ReturnsController } from './returns.controller';
import { ReturnsRepository } from './returns.repository';
import { ReturnsService } from './returns.service';

/**
 * Returns (RMA), refunds and credit notes (docs/returns.md): the buyer's request, the admin's steps
 * (`ReturnWorkflow`), the refund through the payment provider and the credit note it issues.
 * `ReturnsService.ofAccount` is part of the account's data export.
 */
@Module({
  imports: [PartsModule, UsersModule, PaymentProviderModule, MailModule],
  controllers: [ReturnsController, AdminReturnsController],
  providers: [ReturnsRepository, ReturnMails, ReturnWorkflow, ReturnsService],
  exports: [ReturnsService],
})
export class ReturnsModule {}
