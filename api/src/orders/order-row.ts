import type { orders } from '../database/schema';

/** An `orders` row as Drizzle reads it. */
export type OrderRow = typeof orders.$inferSelect;
