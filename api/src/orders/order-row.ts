import type { orderLines, orders } from '../database/schema';

/** An `orders` row as Drizzle reads it. */
export type OrderRow = typeof orders.$inferSelect;
/** An `order_lines` row: one part of the order as it was sold. */
export type OrderLineRow = typeof orderLines.$inferSelect;
