import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const parts = pgTable(
  'parts',
  {
    id: id(),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    description: text('description').notNull(),
    /** Money is integer cents in the database and dollars in the JSON. */
    priceCents: integer('price_cents').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('parts_price_check', sql`${t.priceCents} >= 100`),
    check('parts_min_quantity_check', sql`${t.minQuantity} >= 1`),
    check('parts_available_quantity_check', sql`${t.availableQuantity} >= 0`),
  ],
);
