import { paymentMessages, type SandboxCardBody } from '@phoneparts/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../database/database';
import { sandboxPaymentIntents } from '../database/schema';
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
import { checkTestCard } from './sandbox-test-cards';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

/**
 * The embedded default provider (no Stripe keys set): Stripe-shaped intents kept in the shop's own
 * database and a card "network" that answers like Stripe's test mode. It needs no network, so
 * `npm start` and the browser tests can pay orders end to end.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhooks = null;
  readonly cardConfirmation: CardConfirmation = { confirm: (card) => this.confirmCard(card) };

  constructor(private readonly db: Database) {}

  async createIntent(request: CreateIntentRequest): Promise<CreatedIntent> {
    const id = `pi_${randomToken(24)}`;
    await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomToken(25)}`,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    // Whether this call or an earlier one made it, the key's intent is the answer (Stripe's idempotency).
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, request.idempotencyKey));
    return { id: row.id, clientSecret: row.clientSecret };
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    const row = await this.findIntent(intentId);
    return row ? toProviderIntent(row) : null;
  }

  /** Only an intent still waiting for a card is canceled; a succeeded one is answered as it is. */
  async cancelIntent(intentId: string): Promise<ProviderIntent | null> {
    const [canceled] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, 'requires_payment_method')))
      .returning();
    return this.retrieveIntent(canceled?.id ?? intentId);
  }

  /** Like Stripe: only a succeeded payment can be refunded, and a second refund with the same key is the first one. */
  async refund(request: RefundRequest): Promise<{ id: string }> {
    const intent = await this.findIntent(request.intentId);
    if (!intent || intent.status !== 'succeeded')
      throw new PaymentProviderError(`Sandbox: intent ${request.intentId} has no payment to refund`);
    await this.db
      .update(sandboxPaymentIntents)
      .set({ refundId: `re_${randomToken(24)}`, updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, intent.id), isNull(sandboxPaymentIntents.refundId)));
    const refunded = await this.findIntent(intent.id);
    return { id: refunded!.refundId! };
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
      await this.db
        .update(sandboxPaymentIntents)
        .set({ lastError: outcome.message, updatedAt: sql`now()` })
        .where(
          and(eq(sandboxPaymentIntents.id, intent.id), eq(sandboxPaymentIntents.status, 'requires_payment_method')),
        );
      throw new CardConfirmationError(402, outcome.message, outcome.code, outcome.declineCode);
    }
    // Conditional on the status, so two simultaneous confirmations, or a confirmation and a cancel,
    // cannot both win: the database takes them one after the other.
    const [succeeded] = await this.db
      .update(sandboxPaymentIntents)
      .set({
        status: 'succeeded',
        lastError: null,
        receiptEmail: body.email?.trim().slice(0, 254) || null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sandboxPaymentIntents.id, intent.id), eq(sandboxPaymentIntents.status, 'requires_payment_method')))
      .returning();
    if (!succeeded) throw notConfirmable((await this.findIntent(intent.id))?.status ?? 'canceled');
    return toProviderIntent(succeeded);
  }

  private async findIntent(intentId: string): Promise<IntentRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId))
      .limit(1);
    return row ?? null;
  }

  private async findByClientSecret(clientSecret: string): Promise<IntentRow | null> {
    const intentId = clientSecret.split('_secret_')[0];
    const row = intentId ? await this.findIntent(intentId) : null;
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
