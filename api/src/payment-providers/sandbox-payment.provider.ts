import { paymentMessages, type SandboxCardBody } from '@phoneparts/contracts';
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  CardConfirmation,
  CardConfirmationError,
  type CreatedIntent,
  type CreateIntentRequest,
  type PaymentProvider,
  type ProviderIntent,
  PaymentProviderError,
  type RefundRequest,
} from './payment-provider';
import type {
  SandboxIntentRow as IntentRow,
  SandboxPaymentIntentsRepository,
} from './sandbox-payment-intents.repository';
import { checkTestCard } from './sandbox-test-cards';

/**
 * The embedded default provider (no Stripe keys set): Stripe-shaped intents kept in the shop's own
 * database and a card "network" that answers like Stripe's test mode. It needs no network, so
 * `npm start` and the browser tests can pay orders end to end.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhooks = null;
  readonly cardConfirmation: CardConfirmation = { confirm: (card) => this.confirmCard(card) };

  constructor(private readonly intents: SandboxPaymentIntentsRepository) {}

  async createIntent(request: CreateIntentRequest): Promise<CreatedIntent> {
    const id = `pi_${randomToken(24)}`;
    // Whether this call or an earlier one made it, the key's intent is the answer (Stripe's idempotency).
    const row = await this.intents.insertOnce({
      id,
      clientSecret: `${id}_secret_${randomToken(25)}`,
      orderId: request.orderId,
      amountCents: request.amountCents,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
    });
    return { id: row.id, clientSecret: row.clientSecret };
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    const row = await this.intents.findById(intentId);
    return row ? toProviderIntent(row) : null;
  }

  /** Only an intent still waiting for a card is canceled; a succeeded one is answered as it is. */
  async cancelIntent(intentId: string): Promise<ProviderIntent | null> {
    const canceled = await this.intents.cancelWaiting(intentId);
    return this.retrieveIntent(canceled?.id ?? intentId);
  }

  /**
   * Like Stripe: only a succeeded payment can be refunded, in one or several parts that never add up
   * to more than it took; a second refund with the same key is the first one.
   */
  async refund(request: RefundRequest): Promise<{ id: string }> {
    const refunded = await this.intents.refundOnce({
      id: `re_${randomToken(24)}`,
      intentId: request.intentId,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    });
    if (refunded === 'not-paid')
      throw new PaymentProviderError(`Sandbox: intent ${request.intentId} has no payment to refund`);
    if (refunded === 'too-much')
      throw new PaymentProviderError(`Sandbox: intent ${request.intentId} cannot refund ${request.amountCents} more`);
    return refunded;
  }

  /**
   * What Stripe.js's `confirmCardPayment` does against Stripe: the client secret names the intent
   * and proves the caller was handed it; the test card decides the outcome.
   */
  async confirmCard(body: SandboxCardBody, now: Date = new Date()): Promise<ProviderIntent> {
    const intent = await this.findByClientSecret(body.clientSecret);
    if (!intent) throw new CardConfirmationError(404, paymentMessages.intentNotFound, 'resource_missing');
    if (intent.status !== 'requires_payment_method') throw notConfirmable(intent.status);

    const outcome = checkTestCard(body, now);
    if (outcome.kind === 'invalid') throw new CardConfirmationError(400, outcome.message, outcome.code);
    if (outcome.kind === 'declined') {
      await this.intents.recordDecline(intent.id, outcome.message);
      throw new CardConfirmationError(402, outcome.message, outcome.code, outcome.declineCode);
    }
    // Conditional on the status, so two simultaneous confirmations, or a confirmation and a cancel,
    // cannot both win: the database takes them one after the other.
    const succeeded = await this.intents.markSucceeded(intent.id, body.email?.trim().slice(0, 254) || null);
    if (!succeeded) throw notConfirmable((await this.intents.findById(intent.id))?.status ?? 'canceled');
    return toProviderIntent(succeeded);
  }

  private async findByClientSecret(clientSecret: string): Promise<IntentRow | null> {
    const intentId = clientSecret.split('_secret_')[0];
    const row = intentId ? await this.intents.findById(intentId) : null;
    return row && sameText(row.clientSecret, clientSecret) ? row : null;
  }
}

/** Stripe's answer to confirming an intent that already succeeded or was canceled. */
const notConfirmable = (status: string) =>
  new CardConfirmationError(
    409,
    status === 'succeeded' ? paymentMessages.intentAlreadySucceeded : paymentMessages.intentCanceled,
    'payment_intent_unexpected_state',
  );

function toProviderIntent(row: IntentRow): ProviderIntent {
  return { id: row.id, status: row.status, amountCents: row.amountCents, currency: row.currency, orderId: row.orderId };
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Letters and digits like Stripe's ids; 62^24 makes a client secret unguessable. */
function randomToken(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Constant-time comparison, so a client secret cannot be found character by character. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
