import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.table';

/**
 * The last number given in each series and calendar year (invoices/, docs/invoices.md). The row is
 * taken and raised in the transaction that issues the document, so concurrent payments wait for each
 * other here and a rolled-back payment gives its number back: no gaps, no duplicates.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_sequences_last_check', sql`${t.last} > 0`)],
);

/**
 * An issued invoice: its number and everything it shows, as it was when the order was paid. Never
 * updated, never deleted: a later price, address or name change does not alter an invoice.
 */
export const invoices = pgTable('invoices', {
  number: text('number').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** What the invoice shows (invoices/invoice-content.ts); the invoices module reads it as such. */
  content: jsonb('content').notNull(),
});
