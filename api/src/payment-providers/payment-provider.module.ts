import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FakeMoneyWarning } from './fake-money-warning';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { SandboxPaymentIntentsRepository } from './sandbox-payment-intents.repository';
import { SandboxPaymentProvider } from './sandbox-payment.provider';

/**
 * The provider the configuration chose (config/payment-config.ts): Stripe or the embedded sandbox.
 * Stripe's SDK is loaded only when it is the one: loading it costs every start of the API (and every
 * test file's app) a share of its CPU, for a provider most of them never use.
 */
async function createPaymentProvider(
  config: AppConfig,
  sandboxIntents: SandboxPaymentIntentsRepository,
): Promise<PaymentProvider> {
  if (!config.payments.stripe) return new SandboxPaymentProvider(sandboxIntents);
  const { StripePaymentProvider } = await import('./stripe-payment.provider');
  return new StripePaymentProvider(config.payments.stripe);
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
