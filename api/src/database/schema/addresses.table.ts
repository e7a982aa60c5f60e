import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users.table';

/**
 * A buyer's address book (addresses/): delivery addresses checked by contracts' `addressSchema`. At
 * most one default per account (the partial unique index), so two requests that each make a different
 * address the default cannot leave two. An order keeps its own copy: nothing here is read by a past order.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('addresses_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    index('addresses_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
