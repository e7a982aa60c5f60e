import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { FakeMoneyWarning } from './fake-money-warning';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { StripePaymentProvider } from './stripe-payment.provider';

/** The provider the configuration chose (config/payment-config.ts): Stripe or the embedded sandbox. */
function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  return config.payments.stripe ? new StripePaymentProvider(config.payments.stripe) : new SandboxPaymentProvider(db);
}

/**
 * The active payment provider alone, so orders (cancel, expiry, refunds) and payments (intents,
 * webhooks) both use it without importing each other's modules both ways.
 */
@Module({
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, DB], useFactory: createPaymentProvider },
    FakeMoneyWarning,
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentProviderModule {}
