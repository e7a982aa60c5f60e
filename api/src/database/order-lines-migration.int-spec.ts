import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';

/** The migration that turns every order into a one-line order (docs/product.md#10-orders-with-lines-and-the-cart). */
const linesMigration = '0013_carts_and_order_lines';

/**
 * Orders as they were written before lines existed (one part per order row), migrated: each becomes a
 * one-line order with the same part, name, picture, price and quantity, and its total. On PostgreSQL,
 * the production database.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0013: every existing order becomes a one-line order', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(linesMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('keeps every order and gives it its line and total; the new tables start empty', async () => {
    await scratch.migrateBefore();

    const { rows: parts } = await pool.query<{ id: string }>(
      `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity)
       values ('Screen', '/s.svg', 'd', 12999, 1, 10), ('Battery', '/b.svg', 'd', 2550, 2, 0) returning id`,
    );
    const {
      rows: [user],
    } = await pool.query<{ id: string }>(
      `insert into users (email, display_name) values ('old@test.example', 'Old Buyer') returning id`,
    );
    // Today's shape: the part's snapshot on the order row; one live, one paid, one of a deleted part.
    const { rows: old } = await pool.query<{ id: string }>(
      `insert into orders (product_id, user_id, email, user_name, phone, address, name, picture, description,
                           price_cents, quantity, available_quantity, status, transaction_id)
       values ($1, $3, 'old@test.example', 'Old Buyer', '5551234567', 'A', 'Screen', '/s.svg', 'd', 12999, 3, 7, 'placed', null),
              ($2, $3, 'old@test.example', 'Old Buyer', '5551234567', 'A', 'Battery', '/b.svg', 'd', 2550, 40, 0, 'paid', 'pi_1'),
              (null, null, 'gone@test.example', 'Gone', '5551234567', 'A', 'Deleted part', '/x.svg', 'd', 100000, 999, 0, 'shipped', 'pi_2')
       returning id`,
      [parts[0].id, parts[1].id, user.id],
    );

    // Later migrations reshape orders again (0020 keeps line data only in the lines): this spec is 0013's.
    await scratch.migrateThrough();

    const { rows: orders } = await pool.query(
      `select id, product_id, name, price_cents, quantity, total_cents::text as total, status, transaction_id
       from orders order by price_cents desc`,
    );
    expect(orders).toHaveLength(3);
    expect(orders.map((o) => [o.name, o.quantity, o.total, o.status, o.transaction_id])).toEqual([
      ['Deleted part', 999, '99900000', 'shipped', 'pi_2'],
      ['Screen', 3, '38997', 'placed', null],
      ['Battery', 40, '102000', 'paid', 'pi_1'],
    ]);
    const { rows: lines } = await pool.query(
      `select order_id, position, part_id, name, picture, unit_price_cents, quantity from order_lines order by unit_price_cents desc`,
    );
    expect(lines).toEqual([
      {
        order_id: old[2].id,
        position: 1,
        part_id: null,
        name: 'Deleted part',
        picture: '/x.svg',
        unit_price_cents: 100000,
        quantity: 999,
      },
      {
        order_id: old[0].id,
        position: 1,
        part_id: parts[0].id,
        name: 'Screen',
        picture: '/s.svg',
        unit_price_cents: 12999,
        quantity: 3,
      },
      {
        order_id: old[1].id,
        position: 1,
        part_id: parts[1].id,
        name: 'Battery',
        picture: '/b.svg',
        unit_price_cents: 2550,
        quantity: 40,
      },
    ]);
    const {
      rows: [counts],
    } = await pool.query(
      `select (select count(*)::int from carts) as carts, (select count(*)::int from cart_lines) as cart_lines`,
    );
    expect(counts).toEqual({ carts: 0, cart_lines: 0 });
    // Deleting a part keeps its order lines, with the part set to null.
    await pool.query('delete from parts where id = $1', [parts[1].id]);
    const { rows: kept } = await pool.query('select part_id, name from order_lines where order_id = $1', [old[1].id]);
    expect(kept).toEqual([{ part_id: null, name: 'Battery' }]);
  });
});
