import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { sandboxPaymentIntents } from '../database/schema';

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
type NewSandboxIntent = Pick<
  typeof sandboxPaymentIntents.$inferInsert,
  'id' | 'clientSecret' | 'orderId' | 'amountCents' | 'currency' | 'idempotencyKey'
>;

/** Only an intent in this status takes a card or a cancel. */
const waitingForCard = (intentId: string) =>
  and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, 'requires_payment_method'));

/**
 * The sandbox provider's intents (sandbox-payment.provider.ts). Each change of status is one conditional
 * UPDATE on the status it starts from, so two confirmations, or a confirmation and a cancel, cannot both win.
 */
@Injectable()
export class SandboxPaymentIntentsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Creates the intent unless one with its idempotency key exists; answers the key's intent either way. */
  async insertOnce(intent: NewSandboxIntent): Promise<SandboxIntentRow> {
    await this.db
      .insert(sandboxPaymentIntents)
      .values(intent)
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, intent.idempotencyKey));
    return row;
  }

  async findById(intentId: string): Promise<SandboxIntentRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId))
      .limit(1);
    return row ?? null;
  }

  /** Cancels the intent if it still waits for a card; null when it does not. */
  async cancelWaiting(intentId: string): Promise<SandboxIntentRow | null> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(waitingForCard(intentId))
      .returning();
    return row ?? null;
  }

  /** Records the refund unless the intent already has one (a second refund is the first one). */
  async setRefundOnce(intentId: string, refundId: string): Promise<void> {
    await this.db
      .update(sandboxPaymentIntents)
      .set({ refundId, updatedAt: sql`now()` })
      .where(and(eq(sandboxPaymentIntents.id, intentId), isNull(sandboxPaymentIntents.refundId)));
  }

  /** A declined card leaves its message on the intent while it still waits for a card. */
  async recordDecline(intentId: string, message: string): Promise<void> {
    await this.db
      .update(sandboxPaymentIntents)
      .set({ lastError: message, updatedAt: sql`now()` })
      .where(waitingForCard(intentId));
  }

  /** Marks the intent succeeded if it still waits for a card; null when something else moved it first. */
  async markSucceeded(intentId: string, receiptEmail: string | null): Promise<SandboxIntentRow | null> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', lastError: null, receiptEmail, updatedAt: sql`now()` })
      .where(waitingForCard(intentId))
      .returning();
    return row ?? null;
  }
}
