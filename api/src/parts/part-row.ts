import type { parts } from '../database/schema';

/** A `parts` row as Drizzle reads it. */
export type PartRow = typeof parts.$inferSelect;
export type NewPartRow = typeof parts.$inferInsert;
