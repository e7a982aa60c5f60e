// The payment provider as orders and payments use it (Vendure's payment strategy shape): the interface and
// its errors, the idempotency keys, and the check that an intent pays an order. The module picks the provider.
export { intentPaysFor, orderAmountCents, providerCurrency } from './payment-checks';
export {
  CardConfirmationError,
  intentIdempotencyKey,
  PAYMENT_PROVIDER,
  PaymentProviderError,
  PaymentProviderNoAnswerError,
  refundIdempotencyKey,
  WebhookRejectedError,
} from './payment-provider';
export type { PaymentEvent, PaymentProvider, ProviderIntent } from './payment-provider';
