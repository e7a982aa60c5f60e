import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users.table';

/** One cart per account, kept by the API so it follows the buyer across tabs and devices. */
export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A line of a cart: a part and how many. The part id has no foreign key on purpose: a line whose part
 * was deleted stays, flagged, until the buyer removes it (its name and picture are kept for that).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').notNull(),
    /** The part's name and picture when the line was last set (shown if the part is deleted since). */
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price the buyer saw when they last set the line: a different price today flags it. */
    seenUnitPriceCents: integer('seen_unit_price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.partId] }), check('cart_lines_quantity_check', sql`${t.quantity} >= 1`)],
);
