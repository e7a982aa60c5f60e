import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentEventsRepository } from './payment-events.repository';
import { PaymentEventsService } from './payment-events.service';
import { PaymentProviderModule } from '../payment-providers/payment-provider.module';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxPaymentsController } from './sandbox-payments.controller';

/**
 * Payments: intents for orders, provider webhooks, and the sandbox's card confirmation. Marking an
 * order paid, voiding and refunding are the orders module's (OrderPaymentsService). The routes of
 * the inactive provider answer 404.
 */
@Module({
  imports: [OrdersModule, PaymentProviderModule],
  controllers: [PaymentsController, PaymentWebhookController, SandboxPaymentsController],
  providers: [PaymentsService, PaymentEventsService, PaymentEventsRepository],
})
export class PaymentsModule {}
