import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { OrdersModule } from '../orders/orders.module';
import { FakeMoneyWarning } from './fake-money-warning';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { SandboxPaymentsController } from './sandbox-payments.controller';
import { StripePaymentProvider } from './stripe-payment.provider';

/** The provider the configuration chose (config/payment-config.ts): Stripe or the embedded sandbox. */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  return config.payments.stripe ? new StripePaymentProvider(config.payments.stripe) : new SandboxPaymentProvider(db);
}

/**
 * Payments: intents for orders, "mark paid" after the provider confirms, provider webhooks, and the
 * sandbox's card confirmation. The routes of the inactive provider answer 404.
 */
@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController, PaymentWebhookController, SandboxPaymentsController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, DB], useFactory: createPaymentProvider },
    PaymentsService,
    PaymentEventsService,
    FakeMoneyWarning,
  ],
})
export class PaymentsModule {}
