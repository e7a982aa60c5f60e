import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { partCategories, partGrades, type PartCategory, type PartGrade } from '@phoneparts/contracts';
import { createdAt, id, updatedAt } from './columns';

const categoryList = sql.raw(partCategories.map((c) => `'${c}'`).join(', '));
const gradeList = sql.raw(partGrades.map((g) => `'${g}'`).join(', '));

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
    /** The maker of the devices the part fits ("Apple"). */
    brand: text('brand'),
    /** The device models it fits ("iPhone 13", "iPhone 13 mini"). */
    models: text('models')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').$type<PartCategory>(),
    /**
     * The part number buyers order by (docs/product.md#11-part-numbers), upper-case, unique whatever its case. The API
     * requires one for a new part; the default only serves rows written straight into the database.
     */
    sku: text('sku')
      .notNull()
      .default(sql`('PART-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)))`),
    /**
     * Quantity-break prices (docs/product.md#12-quantity-prices), rising quantities with falling prices in cents; the
     * API checks the rules (contracts' priceBandProblems), the database only their number.
     */
    priceBands: jsonb('price_bands')
      .$type<{ minQuantity: number; priceCents: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Quality grade (OEM, Premium, Standard, Refurbished), null when the admin named none. */
    grade: text('grade').$type<PartGrade>(),
    /**
     * Days of warranty the part is sold with. The API writes the shop's configured default when a new
     * part names none; the column default (the configuration's own default) serves parts made before
     * it and rows written straight into the database.
     */
    warrantyDays: integer('warranty_days').notNull().default(90),
    /** The admin's low-stock list shows the part below this many units; null: the configured default. */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * What search matches against: name, brand, category, models and SKU, lower-cased with everything but
     * letters and digits removed inside each field ("iPhone 13" → "iphone13"), fields kept apart by "|".
     * Written by PostgreSQL (see the part_search_text function in the migrations), never by the API.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`part_search_text(name, brand, category, models, sku)`),
    /**
     * Goes up on every change (an edit, a sale, a cancel): an admin's save names the version its form
     * loaded, so an edit made on an older version cannot overwrite stock sold since (409, reload).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('parts_price_check', sql`${t.priceCents} >= 100`),
    check('parts_min_quantity_check', sql`${t.minQuantity} >= 1`),
    check('parts_available_quantity_check', sql`${t.availableQuantity} >= 0`),
    check(
      'parts_price_bands_check',
      sql`jsonb_typeof(${t.priceBands}) = 'array' and jsonb_array_length(${t.priceBands}) <= 5`,
    ),
    check('parts_category_check', sql`${t.category} is null or ${t.category} in (${categoryList})`),
    check('parts_grade_check', sql`${t.grade} is null or ${t.grade} in (${gradeList})`),
    check('parts_warranty_days_check', sql`${t.warrantyDays} between 0 and 3650`),
    check('parts_low_stock_threshold_check', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
    // One index per way the catalogue is read: default order, name, price and stock sorts, the
    // filters, search (trigrams, for "contains"), and the admin's out-of-stock list.
    index('parts_created_idx').on(t.createdAt, t.id),
    index('parts_name_idx').on(sql`lower(${t.name})`, t.id),
    index('parts_price_idx').on(t.priceCents, t.id),
    index('parts_stock_idx').on(t.availableQuantity, t.id),
    index('parts_brand_idx').on(sql`lower(${t.brand})`),
    index('parts_category_idx').on(t.category),
    index('parts_grade_idx').on(t.grade),
    index('parts_models_idx').using('gin', t.models),
    uniqueIndex('parts_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('parts_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('parts_out_of_stock_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.availableQuantity} < ${t.minQuantity}`),
  ],
);
