import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { sandboxPaymentIntents, sandboxRefunds } from '../database/schema';

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

  /**
   * Records a refund of (part of) a succeeded intent, like Stripe: a key already used answers its own
   * refund; otherwise the refunds of the intent never add up to more than it took. On the locked
   * intent row, so concurrent refunds take turns. The refund that completes the amount is also
   * written on the intent (`refund_id`: the payment is refunded).
   */
  async refundOnce(refund: {
    id: string;
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string } | 'not-paid' | 'too-much'> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, refund.intentId))
        .for('update');
      const [earlier] = await tx
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey));
      if (earlier) return earlier;
      if (!intent || intent.status !== 'succeeded') return 'not-paid';
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.intentId, intent.id));
      if (refund.amountCents < 1 || refunded + refund.amountCents > intent.amountCents) return 'too-much';
      await tx.insert(sandboxRefunds).values(refund);
      if (refunded + refund.amountCents === intent.amountCents)
        await tx
          .update(sandboxPaymentIntents)
          .set({ refundId: refund.id, updatedAt: sql`now()` })
          .where(and(eq(sandboxPaymentIntents.id, intent.id), isNull(sandboxPaymentIntents.refundId)));
      return { id: refund.id };
    });
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
