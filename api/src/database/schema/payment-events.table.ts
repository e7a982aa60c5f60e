import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Provider events already applied (webhook idempotency): a redelivered event id is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: createdAt(),
});
