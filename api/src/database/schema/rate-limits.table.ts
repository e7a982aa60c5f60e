import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API replica (docs/architecture.md#56-replicas): one row per key
 * (e.g. `sign-up|address:203.0.113.7`), counting hits in a fixed window that ends at `window_ends_at`.
 * Rows whose window has passed are reset by the next hit or swept away.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
