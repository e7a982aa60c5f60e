import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Payment intents of the built-in sandbox provider (used when no Stripe keys are set). They play the
 * part of Stripe's PaymentIntents, so they live apart from the orders: the order id is the intent's
 * record of what it pays for, like Stripe's `metadata.orderId`, not a foreign key.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** Stripe-shaped id (`pi_...`). */
    id: text('id').primaryKey(),
    /**
     * `pi_..._secret_...`: the browser's credential for confirming this intent. Kept as issued (not
     * hashed) because asking again for the same order answers the same secret, as Stripe does.
     */
    clientSecret: text('client_secret').notNull(),
    orderId: uuid('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'requires_payment_method' | 'succeeded' | 'canceled'>()
      .notNull()
      .default('requires_payment_method'),
    /** One intent per key (order + amount): asking twice answers the same intent. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The card error of the last failed attempt (Stripe's `last_payment_error.message`). */
    lastError: text('last_error'),
    receiptEmail: text('receipt_email'),
    /** Set when the payment was refunded (Stripe keeps the intent `succeeded` and adds a Refund). */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_payment_intents_order_idx').on(t.orderId),
    check('sandbox_payment_intents_amount_check', sql`${t.amountCents} > 0`),
    check(
      'sandbox_payment_intents_status_check',
      sql`${t.status} in ('requires_payment_method', 'succeeded', 'canceled')`,
    ),
  ],
);

/**
 * The sandbox provider's refunds, like Stripe's Refund objects: several partial refunds of one intent,
 * never more than it took in all, one refund per idempotency key (asking again answers the same one).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** Stripe-shaped id (`re_...`). */
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_refunds_intent_idx').on(t.intentId),
    check('sandbox_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
