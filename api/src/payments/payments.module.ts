import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { SandboxPaymentsController } from './sandbox-payments.controller';
import { StripePaymentProvider } from './stripe-payment.provider';

/** Stripe when its secret key is configured, otherwise the embedded sandbox (design.md §2). */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  return config.stripe ? new StripePaymentProvider(config.stripe) : new SandboxPaymentProvider(db);
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
  ],
})
export class PaymentsModule {}
