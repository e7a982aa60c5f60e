import Stripe from 'stripe';
import type { StripeSettings } from '../config/payment-config';
import {
  CreatedIntent,
  CreateIntentRequest,
  PaymentEvent,
  PaymentProvider,
  PaymentProviderError,
  PaymentProviderNoAnswerError,
  PaymentWebhooks,
  ProviderIntent,
  RefundRequest,
  WebhookRejectedError,
} from './payment-provider';

/** Stripe's PaymentIntent ids: `pi_` and letters/digits. Anything else is not worth a network call. */
const intentIdPattern = /^pi_[A-Za-z0-9]{1,255}$/;

/**
 * Stripe, through its official SDK: PaymentIntents in the shop currency's cents that carry the order id in their
 * metadata, confirmed in the browser by Stripe.js; webhooks verified with the endpoint's signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  /** Without a signing secret no webhook can be trusted, so none is accepted. */
  readonly webhooks: PaymentWebhooks | null;
  /** Stripe.js confirms the card in the browser, against Stripe itself. */
  readonly cardConfirmation = null;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, { ...endpoint(settings.apiUrl), telemetry: false, timeout: 20_000 });
    this.publishableKey = settings.publishableKey;
    this.webhooks = settings.webhookSecret ? new StripeWebhooks(this.stripe, settings.webhookSecret) : null;
  }

  async createIntent(request: CreateIntentRequest): Promise<CreatedIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          metadata: { orderId: request.orderId },
          // The storefront collects a card (Stripe's card element); no redirect-based methods.
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new PaymentProviderError(`Stripe returned intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw asProviderError(error);
    }
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    if (!intentIdPattern.test(intentId)) return null;
    try {
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw asProviderError(error);
    }
  }

  /**
   * Stripe refuses to cancel an intent that succeeded (or was canceled already) with
   * `payment_intent_unexpected_state`; the intent as it now is answers the caller either way.
   */
  async cancelIntent(intentId: string): Promise<ProviderIntent | null> {
    if (!intentIdPattern.test(intentId)) return null;
    try {
      return toProviderIntent(await this.stripe.paymentIntents.cancel(intentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')
        return this.retrieveIntent(intentId);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw asProviderError(error);
    }
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.intentId, amount: request.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id };
    } catch (error) {
      throw asProviderError(error);
    }
  }
}

class StripeWebhooks implements PaymentWebhooks {
  readonly signatureHeader = 'stripe-signature';

  constructor(
    private readonly stripe: Stripe,
    private readonly secret: string,
  ) {}

  parse(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookRejectedError('No stripe-signature header');
    let event: Stripe.Event;
    try {
      // Checks the HMAC over the exact bytes received and the timestamp (5 minutes' tolerance).
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch (error) {
      throw new WebhookRejectedError((error as Error).message);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: event.type, intent: toProviderIntent(event.data.object) };
      case 'payment_intent.payment_failed':
        return {
          id: event.id,
          type: event.type,
          intent: toProviderIntent(event.data.object),
          failureMessage: event.data.object.last_payment_error?.message ?? null,
        };
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.orderId ?? null,
  };
}

/**
 * STRIPE_API_URL points the SDK at another server (tests run a local one). Retries are then off so a
 * test sees exactly the requests made; against Stripe, a lost connection is retried with the same
 * idempotency key, which Stripe answers with the first result.
 */
function endpoint(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'> {
  if (!apiUrl) return { maxNetworkRetries: 2 };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 0 };
}

/**
 * Stripe's refusal (a 4xx it answered: nothing was done) or no answer to trust: no connection or a
 * time-out (`StripeConnectionError`), a 5xx, or a 409 for an idempotency key whose first request is
 * still being worked on — after which the request may have taken effect.
 */
function asProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  const noAnswer =
    type === 'StripeConnectionError' ||
    type === 'StripeIdempotencyError' ||
    (typeof statusCode === 'number' && (statusCode >= 500 || statusCode === 409));
  return noAnswer
    ? new PaymentProviderNoAnswerError(`Stripe: ${message}`)
    : new PaymentProviderError(`Stripe: ${message}`);
}
