import type { PaymentProviderName, SandboxCardBody } from '@phoneparts/contracts';

/** Injection token of the active provider (`@Inject(PAYMENT_PROVIDER) provider: PaymentProvider`). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The shop currency as providers write it: its ISO 4217 code in lower case ("usd", "gbp"; configuration
 * SHOP_CURRENCY). Amounts are integer cents (the currency's minor unit) everywhere below the HTTP answers.
 */
export type Currency = string;

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

/**
 * The provider gave no answer we can trust (no connection, a time-out, a 5xx, or the same idempotency
 * key still being worked on): the request may or may not have taken effect. Only a retry with the same
 * idempotency key finds out, and it never acts twice.
 */
export class PaymentProviderNoAnswerError extends PaymentProviderError {}

/** Verifies and parses the provider's webhooks. */
export interface PaymentWebhooks {
  /** The request header that carries the signature (lower-case, as Node reads headers). */
  readonly signatureHeader: string;
  /** Checks the signature header against the exact raw body; throws WebhookRejectedError when it fails. */
  parse(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface RefundRequest {
  intentId: string;
  amountCents: number;
  /** Same key, same refund: a retried refund never pays the money back twice. */
  idempotencyKey: string;
}

/** A card confirmation the provider refuses, with the HTTP status and Stripe's error code. */
export class CardConfirmationError extends Error {
  constructor(
    readonly httpStatus: 400 | 402 | 404 | 409,
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }
}

/**
 * Confirms a card payment server-side, as Stripe.js does against Stripe (the sandbox has this; Stripe
 * confirms in the browser, so it has none).
 */
export interface CardConfirmation {
  /** The intent after a successful confirmation; throws CardConfirmationError when refused. */
  confirm(card: SandboxCardBody): Promise<ProviderIntent>;
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
  /** null: card payments are confirmed in the browser against the provider itself. */
  readonly cardConfirmation: CardConfirmation | null;
  createIntent(request: CreateIntentRequest): Promise<CreatedIntent>;
  /** null when the provider knows no intent with this id. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /**
   * Cancels an intent so no card can pay it any more, and answers it as it is afterwards: `canceled`,
   * or `succeeded` when the money was taken first (then nothing was canceled). Canceling twice is fine.
   * null when the provider knows no intent with this id.
   */
  cancelIntent(intentId: string): Promise<ProviderIntent | null>;
  /** Pays a succeeded intent's money back; answers the refund's id. */
  refund(request: RefundRequest): Promise<{ id: string }>;
}

/** One key per order and amount, so a changed amount could never reuse an intent made for another. */
export const intentIdempotencyKey = (orderId: string, amountCents: number) => `order-${orderId}-amount-${amountCents}`;

/** One refund per intent: the order's late payment is paid back once, however often it is retried. */
export const refundIdempotencyKey = (intentId: string) => `refund-${intentId}`;
