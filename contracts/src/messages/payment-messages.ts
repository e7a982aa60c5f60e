/**
 * Card and payment-provider texts. The card errors use Stripe's own wording, so the sandbox provider
 * and Stripe show a customer the same words (docs/product.md#8-errors: in the payment provider's words).
 */
export const paymentMessages = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  intentNotFound: 'No such payment intent.',
  intentAlreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  intentCanceled: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
  providerUnavailable: 'The card provider could not be reached. Please try again in a moment.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  webhooksNotAccepted: "This shop's payment provider sends no webhooks.",
  sandboxNotActive: 'The sandbox payment provider is not active on this shop.',
  /** Logged at start and shown by /health when production runs on fake money (the operator opted in). */
  testPaymentsInProduction: (provider: string) =>
    `PAYMENTS ARE NOT REAL: production runs with PAYMENT_PROVIDER=${provider}. Test cards mark orders paid and no money is taken.`,
} as const;
