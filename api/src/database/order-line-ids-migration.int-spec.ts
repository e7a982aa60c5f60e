import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';

/** The migration that gives every order line its id and adds returns (docs/returns.md). */
const returnsMigration = '0026_returns';

/**
 * Order lines in the shape the migrations before it left them, migrated: each keeps everything it had
 * and gets an id of its own, different from every other line's; returns start empty. On PostgreSQL,
 * the production database.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0026: every order line gets its own id', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(returnsMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('keeps every line as it was and gives each a distinct id', async () => {
    await scratch.migrateBefore();
    const {
      rows: [{ id: orderId }],
    } = await pool.query<{ id: string }>(
      `insert into orders (email, user_name, phone, address, total_cents, status)
       values ('old@test.example', 'Old Buyer', '+15551234567', '1 Main St', 3000, 'shipped') returning id`,
    );
    for (const position of [1, 2, 3])
      await pool.query(
        `insert into order_lines (order_id, position, name, picture, unit_price_cents, quantity, description, available_quantity)
         values ($1, $2, $3, '/x.svg', 1000, 1, 'd', 5)`,
        [orderId, position, `Part ${position}`],
      );
    const { rows: was } = await pool.query('select * from order_lines order by position');

    // Through 0026 only: later migrations add columns of their own to the lines this spec compares.
    await scratch.migrateThrough();

    const { rows: lines } = await pool.query('select * from order_lines order by position');
    expect(lines.map(({ id: _id, ...rest }) => rest)).toEqual(was);
    const ids = lines.map((line) => line.id as string);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const {
      rows: [counts],
    } = await pool.query(
      `select (select count(*)::int from order_returns) as returns, (select count(*)::int from credit_notes) as notes`,
    );
    expect(counts).toEqual({ returns: 0, notes: 0 });
  });
});
