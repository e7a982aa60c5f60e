import type { PaymentProviderName } from '@phoneparts/contracts';

/** Injection token of the active provider (`@Inject(PAYMENT_PROVIDER) provider: PaymentProvider`). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Payments are in US dollars; amounts are integer cents everywhere below the HTTP answers. */
export type Currency = 'usd';

export interface CreateIntentRequest {
  orderId: string;
  amountCents: number;
  currency: Currency;
  /** Same key, same intent: asking again for the same order and amount must not create another one. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  /** What the browser confirms the card payment with (Stripe.js or the sandbox card form). */
  clientSecret: string;
}

/** What the provider says about an intent; the only source of truth for "this order was paid". */
export interface ProviderIntent {
  id: string;
  /** Stripe's PaymentIntent status (`succeeded`, `requires_payment_method`, `processing`, ...). */
  status: string;
  amountCents: number;
  currency: string;
  /** The order the intent was created for (Stripe: `metadata.orderId`; sandbox: its own record). */
  orderId: string | null;
}

/** A verified provider event the shop acts on; other event types are acknowledged and ignored. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; intent: ProviderIntent }
  | { id: string; type: 'payment_intent.payment_failed'; intent: ProviderIntent; failureMessage: string | null }
  | { id: string; type: 'ignored'; providerType: string };

/** A webhook whose signature does not verify (or that is not a provider event at all). */
export class WebhookRejectedError extends Error {}

/** The provider could not be reached or refused the request for reasons the customer cannot fix. */
export class PaymentProviderError extends Error {}

/** Verifies and parses the provider's webhooks. */
export interface PaymentWebhooks {
  /** The request header that carries the signature (lower-case, as Node reads headers). */
  readonly signatureHeader: string;
  /** Checks the signature header against the exact raw body; throws WebhookRejectedError when it fails. */
  parse(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/**
 * A payment provider (strategy interface; Stripe and the built-in sandbox implement it and config
 * picks one). Providers know nothing about orders beyond the order id they are given.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Handed to the browser so it can render this provider's card form (Stripe only). */
  readonly publishableKey?: string;
  /** null: the provider sends no webhooks (the sandbox confirms in-process). */
  readonly webhooks: PaymentWebhooks | null;
  createIntent(request: CreateIntentRequest): Promise<CreatedIntent>;
  /** null when the provider knows no intent with this id. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
}

/** One key per order and amount, so a changed amount could never reuse an intent made for another. */
export const intentIdempotencyKey = (orderId: string, amountCents: number) => `order-${orderId}-amount-${amountCents}`;
