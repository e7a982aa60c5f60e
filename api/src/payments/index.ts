// What other features may use of payments besides its modules and services: the provider interface
// (orders void intents and refund late payments through it) and the check that an intent pays an order.
export { intentPaysFor } from './payment-checks';
export { PAYMENT_PROVIDER, PaymentProviderError, refundIdempotencyKey } from './payment-provider';
export type { PaymentProvider, ProviderIntent } from './payment-provider';
