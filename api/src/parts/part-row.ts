import type { parts } from '../database/schema';

/** A `parts` row as Drizzle reads it. */
export type PartRow = typeof parts.$inferSelect;
export type NewPartRow = typeof parts.$inferInsert;

/**
 * A part as the catalogue's lists read it: every column the answer shows, without the search text and
 * the timestamps, which only the statement itself reads (to match and sort).
 */
export type ListedPartRow = Omit<PartRow, 'searchText' | 'createdAt' | 'updatedAt'>;
