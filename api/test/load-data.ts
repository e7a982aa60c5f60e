import { partCategories } from '@phoneparts/contracts';

/** Anything that runs SQL text (a pg Client or Pool, a PGlite instance). */
export interface SqlRunner {
  query(text: string): Promise<unknown>;
}

export interface LoadSize {
  users: number;
  orders: number;
  parts: number;
  /** The orders are placed over this many days up to now. */
  orderDays: number;
}

/** The size the benchmarks measure at (docs/benchmarks.md): a shop some years old. */
export const realisticSize: LoadSize = { users: 20_000, orders: 200_000, parts: 20_000, orderDays: 400 };

/** A busy season: as many orders, all placed within the last 30 days. */
export const busySeasonSize: LoadSize = { ...realisticSize, orderDays: 30 };

const brands: Record<string, string[]> = {
  Apple: [
    'iPhone 11',
    'iPhone 12',
    'iPhone 12 Pro',
    'iPhone 13',
    'iPhone 13 mini',
    'iPhone 13 Pro',
    'iPhone 14',
    'iPhone 14 Plus',
    'iPhone 15',
  ],
  Samsung: ['Galaxy S21', 'Galaxy S22', 'Galaxy S23', 'Galaxy A52', 'Galaxy A53', 'Galaxy Note 20'],
  Google: ['Pixel 6', 'Pixel 6a', 'Pixel 7', 'Pixel 7 Pro', 'Pixel 8'],
  OnePlus: ['OnePlus 9', 'OnePlus 10 Pro', 'OnePlus 11'],
  Xiaomi: ['Redmi Note 11', 'Redmi Note 12', 'Xiaomi 13'],
  Motorola: ['Moto G82', 'Edge 30'],
};
const models = Object.entries(brands).flatMap(([brand, names]) => names.map((model) => ({ brand, model })));
const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `array[${items.map(sqlText).join(', ')}]`;

/**
 * Fills an empty, migrated database with `size` rows by `generate_series` (seconds, not minutes):
 * accounts created over the past years; orders spread over the last `orderDays` days by those accounts
 * (statuses 20 % placed, 30 % paid, 40 % shipped, 10 % cancelled); parts for every brand, model and
 * category, a few out of stock. Then VACUUM ANALYZE, as autovacuum would have done on a live shop.
 */
export async function seedLoad(db: SqlRunner, size: LoadSize): Promise<void> {
  await db.query(`
    insert into users (email, display_name, email_verified, created_at)
    select 'customer' || g || '@load.example', 'Customer ' || g, true, now() - (g || ' hours')::interval
    from generate_series(1, ${size.users}) g`);
  const statuses = sqlArray([
    'placed',
    'placed',
    'paid',
    'paid',
    'paid',
    'shipped',
    'shipped',
    'shipped',
    'shipped',
    'cancelled',
  ]);
  // Each order with its one line, as placement writes them (reads answer an order's lines), in one
  // statement: the foreign key is checked at its end, when the orders are there.
  await db.query(`
    with src as materialized (
      select gen_random_uuid() as id, g, 500 + (g * 37) % 20000 as price, 1 + g % 5 as quantity
      from generate_series(1, ${size.orders}) g
    ), placed as (
      insert into orders (id, email, user_name, phone, address, total_cents, status, created_at, updated_at)
      select id, 'customer' || (1 + g % ${size.users}) || '@load.example', 'Customer ' || (1 + g % ${size.users}),
             '(555) 123-4567', '221B Baker Street, London', price * quantity,
             (${statuses})[1 + g % 10], now() - ((g::float8 / ${size.orders}) * interval '${size.orderDays} days'), now()
      from src
    )
    insert into order_lines (order_id, position, name, picture, description, unit_price_cents, quantity, available_quantity)
    select id, 1, 'Part ' || (g % 997), '/images/parts/x.svg', 'Replacement part', price, quantity, 10 from src`);
  const modelBrands = sqlArray(models.map((m) => m.brand));
  const modelNames = sqlArray(models.map((m) => m.model));
  const categories = sqlArray(partCategories);
  await db.query(`
    insert into parts (name, picture, description, price_cents, min_quantity, available_quantity, brand, models, category, created_at)
    select m.name || ' ' || initcap(replace(c.name, '-', ' ')) || ' v' || g, '/images/parts/x.svg', 'Replacement part',
           100 + (g * 53) % 30000, 1 + g % 10, case when g % 50 = 0 then 0 else 5 + g % 200 end,
           m.brand, array[m.name], c.name, now() - (g || ' minutes')::interval
    from generate_series(1, ${size.parts}) g
    cross join lateral (select (${modelBrands})[1 + g % ${models.length}] as brand, (${modelNames})[1 + g % ${models.length}] as name) m
    cross join lateral (select (${categories})[1 + (g / ${models.length}) % ${partCategories.length}] as name) c`);
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze orders');
  await db.query('vacuum analyze parts');
  // Every order above updated its quarter hour's row of the order statistics (migration 0014).
  await db.query('vacuum analyze order_stats');
}
