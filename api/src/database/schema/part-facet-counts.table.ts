import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue filters' part counts, kept by statement-level triggers on `parts` (migration 0028): a
 * statement's inserted, deleted and changed parts move the counts once, however many rows it wrote. The
 * facets read these few rows instead of grouping every part. `kind` is `brand`, `model`, `category` or
 * `grade`; `brand` is the model's brand and '' for the other kinds. `total` (named '', migration 0029)
 * counts every part, for the catalogue's size. A count that reaches 0 is deleted.
 */
export const partFacetCounts = pgTable(
  'part_facet_counts',
  {
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.brand, t.name] })],
);
