import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PartsModule } from '../parts/parts.module';
import { UsersModule } from '../users/users.module';
import { PaymentProviderModule } from '../payment-providers/payment-provider.module';
import { OrderExpiryScheduler } from './expiry/order-expiry.scheduler';
import { OrderExpiryService } from './expiry/order-expiry.service';
import { OrderMails } from './mails/order-mails';
import { OrderPaymentsService } from './order-payments.service';
import { OrderPlacement } from './order-placement.service';
import { OrderTransitions } from './order-transitions';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { UnpaidOrderCloser } from './unpaid-order-closer';

/**
 * Orders: placing, listing, paying (once the provider confirms), cancelling, expiring and shipping.
 * Status changes go through `OrderTransitions`; `toOrderJson` (order.mapper.ts) shapes answers. The
 * payments module uses `OrdersService.findOwned`, `OrdersRepository` and `OrderPaymentsService`.
 */
@Module({
  imports: [PartsModule, UsersModule, PaymentProviderModule, MailModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrderTransitions,
    OrderMails,
    OrderPaymentsService,
    OrderPlacement,
    UnpaidOrderCloser,
    OrdersService,
    OrderExpiryService,
    OrderExpiryScheduler,
  ],
  exports: [OrdersRepository, OrdersService, OrderPaymentsService, OrderExpiryService, OrderPlacement],
})
export class OrdersModule {}
