import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { parts } from './parts.table';
import { users } from './users.table';

/**
 * Back in stock (docs/product.md#16-back-in-stock): a buyer asked to be mailed once when a part can be ordered again.
 * Waiting while `notifiedAt` is null; the sweep sets it in the transaction that queues the mail, so each request is
 * mailed once. Withdrawing deletes the row; so does deleting the part or the account.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_unique_idx')
      .on(t.userId, t.partId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_part_idx')
      .on(t.partId, t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
