import { Module } from '@nestjs/common';
import { ChargesModule } from '../charges';
import { MailModule } from '../mail/mail.module';
import { PartsModule } from '../parts/parts.module';
import { UsersModule } from '../users/users.module';
import { PaymentProviderModule } from '../payment-providers/payment-provider.module';
import { AccountOrdersService } from './account-orders.service';
import { OrderExpiryScheduler } from './expiry/order-expiry.scheduler';
import { OrderExpiryService } from './expiry/order-expiry.service';
import { OrderMails } from './mails/order-mails';
import { OrderPaymentsService } from './order-payments.service';
import { OrderPlacement } from './order-placement.service';
import { OrderTransitions } from './order-transitions';
import { OrdersController } from './orders.controller';
import { OrderExpiryRepository } from './expiry/order-expiry.repository';
import { OrderListsRepository } from './order-lists.repository';
import { OrderPaymentsRepository } from './order-payments.repository';
import { OrderPlacementRepository } from './order-placement.repository';
import { OrderStatsRepository } from './order-stats.repository';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { UnpaidOrderCloser } from './unpaid-order-closer';

/**
 * Orders: placing, listing, paying (once the provider confirms), cancelling, expiring and shipping.
 * Status changes go through `OrderTransitions`; `toOrderJson` (order.mapper.ts) shapes answers. The
 * payments module uses `OrdersService.findOwned`, `OrderPaymentsRepository` and `OrderPaymentsService`;
 * the overview reads `OrderStatsRepository`. One repository per job: an order's life
 * (`OrdersRepository`), placing it, lists, statistics, payments and expiry.
 */
@Module({
  imports: [PartsModule, UsersModule, PaymentProviderModule, MailModule, ChargesModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrderPlacementRepository,
    OrderListsRepository,
    OrderStatsRepository,
    OrderPaymentsRepository,
    OrderExpiryRepository,
    OrderTransitions,
    OrderMails,
    OrderPaymentsService,
    OrderPlacement,
    UnpaidOrderCloser,
    OrdersService,
    OrderExpiryService,
    OrderExpiryScheduler,
    AccountOrdersService,
  ],
  exports: [
    OrdersRepository,
    OrderStatsRepository,
    OrderPaymentsRepository,
    OrdersService,
    OrderPaymentsService,
    OrderExpiryService,
    AccountOrdersService,
    OrderPlacement,
  ],
})
export class OrdersModule {}
