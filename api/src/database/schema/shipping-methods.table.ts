import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The admin's shipping methods (shipping/): a flat price per order in cents, free from a goods total
 * when `free_above_cents` is set. Few rows (at most contracts' `shippingLimits.maxMethods`), read whole.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 codes, sorted, at least one. */
    countries: text('countries').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    freeAboveCents: integer('free_above_cents'),
    estimate: text('estimate').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_methods_price_check', sql`${t.priceCents} >= 0`),
    check('shipping_methods_free_above_check', sql`${t.freeAboveCents} is null or ${t.freeAboveCents} > 0`),
    check('shipping_methods_countries_check', sql`cardinality(${t.countries}) > 0`),
  ],
);
