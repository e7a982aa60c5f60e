import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FakeMoneyWarning } from './fake-money-warning';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { SandboxPaymentIntentsRepository } from './sandbox-payment-intents.repository';
import { SandboxPaymentProvider } from './sandbox-payment.provider';
import { StripePaymentProvider } from './stripe-payment.provider';

/** The provider the configuration chose (config/payment-config.ts): Stripe or the embedded sandbox. */
function createPaymentProvider(config: AppConfig, sandboxIntents: SandboxPaymentIntentsRepository): PaymentProvider {
  return config.payments.stripe
    ? new StripePaymentProvider(config.payments.stripe)
    : new SandboxPaymentProvider(sandboxIntents);
}

/**
 * The active payment provider alone. Orders (cancel, expiry, refunds) and payments (intents, webhooks)
 * both use it; it uses neither, so the dependency runs one way: payments → orders → payment providers.
 */
@Module({
  providers: [
    SandboxPaymentIntentsRepository,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SandboxPaymentIntentsRepository],
      useFactory: createPaymentProvider,
    },
    FakeMoneyWarning,
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentProviderModule {}
