import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReturnReason, ReturnStatus } from '@phoneparts/contracts';
import { createdAt, id } from './columns';
import { invoices } from './invoices.table';
import { orderLines, orders } from './orders.table';

/**
 * A return (RMA) of some units of some lines of a shipped order (returns/, docs/returns.md). Its
 * status moves requested → approved or refused → received → refunded, each step one conditional
 * UPDATE on the status it starts from. The refund's amounts are fixed once, when the refund is
 * prepared (`refund_cents` set), and never computed again: a retried refund pays the same amount
 * under the same idempotency key.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    comment: text('comment'),
    /** The admin's words when the return was refused. */
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** What the refund pays back in all: the lines' shares with their tax, and shipping where refunded. */
    refundCents: bigint('refund_cents', { mode: 'number' }),
    /** The tax inside `refund_cents` (the lines' and the shipping's). */
    refundTaxCents: bigint('refund_tax_cents', { mode: 'number' }),
    /** The shipping inside `refund_cents`, with its tax; 0 when the policy does not refund it. */
    refundShippingCents: bigint('refund_shipping_cents', { mode: 'number' }),
    /** When a call to the payment provider started; a crashed call may be taken over after a lease. */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** The payment provider's refund. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    creditNoteNumber: text('credit_note_number').unique(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_created_idx').on(t.createdAt, t.id),
    index('order_returns_status_created_idx').on(t.status, t.createdAt, t.id),
    check(
      'order_returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'refused', 'received', 'refunded')`,
    ),
    check(
      'order_returns_reason_check',
      sql`${t.reason} in ('dead_on_arrival', 'wrong_part', 'damaged_in_transit', 'defective', 'no_longer_needed')`,
    ),
    check(
      'order_returns_refund_check',
      sql`${t.refundCents} >= 0 and ${t.refundTaxCents} >= 0 and ${t.refundShippingCents} >= 0`,
    ),
    check(
      'order_returns_refunded_check',
      sql`${t.status} <> 'refunded' or (${t.refundId} is not null and ${t.creditNoteNumber} is not null and ${t.refundCents} is not null)`,
    ),
  ],
);

/** The units of one order line a return sends back; `restock` and the refund's share are set by later steps. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    /** Set when received: true when the units went back into stock. */
    restock: boolean('restock'),
    /** The line's share of the refund, with its tax (set when the refund is prepared). */
    refundCents: bigint('refund_cents', { mode: 'number' }),
    refundTaxCents: bigint('refund_tax_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineId] }),
    index('order_return_lines_line_idx').on(t.lineId),
    check('order_return_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * An issued credit note: its number (`CN-<year>-<6 digits>`, from `document_sequences`) and everything
 * it shows, stored when the refund is recorded. Never updated, never deleted.
 */
export const creditNotes = pgTable('credit_notes', {
  number: text('number').primaryKey(),
  returnId: uuid('return_id')
    .notNull()
    .unique()
    .references(() => orderReturns.id),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  /** The invoice it corrects; null for an order paid before invoices existed. */
  invoiceNumber: text('invoice_number').references(() => invoices.number),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** What the credit note shows (returns/credit-note-content.ts), amounts in cents. */
  content: jsonb('content').notNull(),
});
