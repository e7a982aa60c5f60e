import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Orders and revenue per quarter hour (UTC) of placing, kept by triggers on `orders` (migration 0014:
 * every insert, delete, and change of status, amount or placing time, applied at commit). The admin
 * overview and the All Orders total read these few rows instead of the orders themselves. Quarter hours
 * so that a calendar day of every time zone is a whole number of buckets.
 */
export const orderStats = pgTable('order_stats', {
  /** The start of the quarter hour the orders were placed in. */
  bucket: timestamp('bucket', { withTimezone: true }).primaryKey(),
  placed: integer('placed').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  shipped: integer('shipped').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  /** Paid and shipped orders' totals, in cents. */
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
});
