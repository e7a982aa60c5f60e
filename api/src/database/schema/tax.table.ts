import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users.table';

/**
 * Tax rates per country, or per region of a country (tax/). The rate is kept in thousandths of a
 * percent (20 % = 20000, 8.875 % = 8875): an integer, so the tax computation never sees a float rate.
 * One rate per (country, region); a country's own rate has a null region (NULLS NOT DISTINCT).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    country: text('country').notNull(),
    region: text('region'),
    rateMilliPercent: integer('rate_milli_percent').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tax_rates_place_unique').on(t.country, t.region).nullsNotDistinct(),
    check('tax_rates_rate_check', sql`${t.rateMilliPercent} between 0 and 100000`),
  ],
);

/** The shop's tax settings: one row (its key is always true). */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Catalogue and shipping prices include tax (gross); false, the default: tax is added (net). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('tax_settings_one_row_check', sql`${t.id}`)],
);

/**
 * A buyer's business details: company name and tax ID (entered by the buyer), and the exemption an
 * admin grants for that tax ID. Changing the tax ID ends the exemption (tax/buyer-tax.service.ts).
 */
export const buyerTaxDetails = pgTable(
  'buyer_tax_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    taxId: text('tax_id'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('buyer_tax_details_exempt_check', sql`not ${t.taxExempt} or ${t.taxId} is not null`)],
);
