import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';

/** The migration that keeps an order's line data only in its lines. */
const linesOnlyMigration = '0020_order_lines_only';

/** What the order's answer showed as its single part, from the columns the migration drops. */
const singlePartBefore = `
  select id, product_id as part_id, name, picture, description, price_cents as unit_price_cents, quantity,
         available_quantity, total_cents::text as total
  from orders order by created_at`;
/** The same facts after it: line 1's. */
const singlePartAfter = `
  select o.id, l.part_id, l.name, l.picture, l.description, l.unit_price_cents, l.quantity,
         l.available_quantity, o.total_cents::text as total
  from orders o join order_lines l on l.order_id = o.id and l.position = 1 order by o.created_at`;

/**
 * Orders in the shape the migrations before it left them (the first line's part on the order row,
 * lines beside it, or no lines at all for a row written by hand), migrated: every value the order's
 * answer showed is still there, now read from line 1. On PostgreSQL, the production database.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0020: an order’s parts live only in its lines', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(linesOnlyMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('keeps every order’s part, price, quantity, description and stock left, and every later line', async () => {
    await scratch.migrateBefore();
    const { rows: parts } = await pool.query<{ id: string }>(
      `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity)
       values ('Screen', '/s.svg', 'OLED screen', 12999, 1, 10), ('Battery', '/b.svg', 'Li-ion battery', 2550, 2, 0)
       returning id`,
    );
    const {
      rows: [user],
    } = await pool.query<{ id: string }>(
      `insert into users (email, display_name) values ('old@test.example', 'Old Buyer') returning id`,
    );
    // Today's shape, as placement wrote it: the first line's part on the order row and in line 1.
    const order = async (
      createdAt: string,
      status: string,
      first: [string | null, string, string, string, number, number, number],
      totalCents: number,
    ) => {
      const [partId, name, picture, description, priceCents, quantity, left] = first;
      const { rows } = await pool.query<{ id: string }>(
        `insert into orders (product_id, user_id, email, user_name, phone, address, name, picture, description,
                             price_cents, quantity, available_quantity, total_cents, status, created_at)
         values ($1, $2, 'old@test.example', 'Old Buyer', '5551234567', 'A', $3, $4, $5, $6, $7, $8, $9, $10, $11)
         returning id`,
        [partId, user.id, name, picture, description, priceCents, quantity, left, totalCents, status, createdAt],
      );
      return rows[0].id;
    };
    const line = (orderId: string, position: number, values: [string | null, string, string, number, number]) =>
      pool.query(
        `insert into order_lines (order_id, position, part_id, name, picture, unit_price_cents, quantity)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [orderId, position, ...values],
      );
    // A one-part order (POST /myOrders).
    const single = await order(
      '2026-01-01T10:00:00Z',
      'placed',
      [parts[0].id, 'Screen', '/s.svg', 'OLED screen', 12999, 3, 7],
      38997,
    );
    await line(single, 1, [parts[0].id, 'Screen', '/s.svg', 12999, 3]);
    // A checkout of two lines, paid: the order row carries line 1's part only.
    const cart = await order(
      '2026-01-01T11:00:00Z',
      'paid',
      [parts[1].id, 'Battery', '/b.svg', 'Li-ion battery', 2550, 40, 0],
      2550 * 40 + 12999,
    );
    await line(cart, 1, [parts[1].id, 'Battery', '/b.svg', 2550, 40]);
    await line(cart, 2, [parts[0].id, 'Screen', '/s.svg', 12999, 1]);
    // A shipped order whose part was deleted since, written by hand without lines.
    const lineless = await order(
      '2026-01-01T12:00:00Z',
      'shipped',
      [null, 'Deleted part', '/x.svg', 'Gone', 100000, 999, 0],
      99900000,
    );
    const shown = (await pool.query(singlePartBefore)).rows;
    const { rows: laterLinesBefore } = await pool.query('select * from order_lines where position > 1');
    const stats = async () => (await pool.query('select * from order_stats order by bucket')).rows;
    const statsBefore = await stats();

    await scratch.migrateThrough();

    expect((await pool.query(singlePartAfter)).rows).toEqual(shown);
    expect(shown.map((o) => [o.id, o.name, o.description, o.available_quantity])).toEqual([
      [single, 'Screen', 'OLED screen', 7],
      [cart, 'Battery', 'Li-ion battery', 0],
      [lineless, 'Deleted part', 'Gone', 0],
    ]);
    // A later line keeps what it had; what it never had stays unknown (null), not made up.
    expect((await pool.query('select * from order_lines where position > 1')).rows).toEqual(
      laterLinesBefore.map((l) => ({ ...l, description: null, available_quantity: null })),
    );
    expect((await pool.query('select count(*)::int as n from order_lines')).rows).toEqual([{ n: 4 }]);
    expect(await stats()).toEqual(statsBefore);
    const { rows: columns } = await pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'orders'
       and column_name in ('product_id', 'name', 'picture', 'description', 'price_cents', 'quantity', 'available_quantity')`,
    );
    expect(columns).toEqual([]);
    // Line 1 must keep the facts the answer's single-part fields read.
    await expect(
      pool.query(
        `with o as (insert into orders (email, user_name, phone, address, total_cents) values ('n@test.example', 'N', '5551234567', 'A', 1) returning id)
         insert into order_lines (order_id, position, name, picture, unit_price_cents, quantity) select id, 1, 'x', '/x.svg', 1, 1 from o`,
      ),
    ).rejects.toThrow(/order_lines_first_line_check/);
  });
});
