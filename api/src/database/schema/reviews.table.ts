import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users.table';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied from the account when the review is written, so it outlives the account. */
    userName: text('user_name').notNull(),
    picture: text('picture'),
    ratings: integer('ratings').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_ratings_check', sql`${t.ratings} between 1 and 5`),
    // The carousel reads the latest N.
    index('reviews_created_idx').on(t.createdAt, t.id),
  ],
);
