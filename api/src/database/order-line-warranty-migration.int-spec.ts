import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';

/** The migration that copies each line's warranty onto it (the invoice then reads no part). */
const warrantyMigration = '0030_order_line_warranty';

/** On PostgreSQL, the production database: rows of the day before keep their meaning. */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0030: order lines keep their warranty', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(warrantyMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('gives lines their part’s warranty where the part remains, and changes no issued invoice', async () => {
    await scratch.migrateBefore();
    const { rows: made } = await pool.query<{ id: string; sku: string }>(
      `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity, warranty_days)
       values ('Screen', '/s.svg', 'd', 12999, 1, 10, 365), ('Port', '/p.svg', 'd', 999, 1, 10, 30),
              ('Gone', '/g.svg', 'd', 500, 1, 10, 180)
       returning id, sku`,
    );
    const [screen, port, gone] = made;
    const order = async (status: string, invoiceNumber: string | null, lines: Array<[string, string | null]>) => {
      const {
        rows: [{ id }],
      } = await pool.query<{ id: string }>(
        `insert into orders (email, user_name, phone, address, total_cents, status, invoice_number)
         values ('old@test.example', 'Old Buyer', '+15551234567', '1 Main St', 1000, $1, $2) returning id`,
        [status, invoiceNumber],
      );
      for (const [i, [partId, sku]] of lines.entries())
        await pool.query(
          `insert into order_lines (order_id, position, part_id, name, sku, picture, unit_price_cents, quantity, description, available_quantity)
           values ($1, $2::int, $3, 'Part', $4, '/p.svg', 1000, 1, 'd', 5)`,
          [id, i + 1, partId, sku],
        );
      return id;
    };
    const unpaid = await order('placed', null, [
      [screen.id, screen.sku],
      [port.id, null],
      [gone.id, 'GONE-1'],
    ]);
    const paid = await order('paid', 'INV-2026-000001', [[port.id, null]]);
    const content = { lines: [{ sku: null, warrantyDays: 30 }] };
    await pool.query(`insert into invoices (number, order_id, issued_at, content) values ($1, $2, now(), $3)`, [
      'INV-2026-000001',
      paid,
      JSON.stringify(content),
    ]);
    await pool.query(`delete from parts where id = $1`, [gone.id]);
    const { rows: invoicesBefore } = await pool.query(`select * from invoices`);

    await scratch.migrateAll();

    const lines = async (orderId: string) =>
      (
        await pool.query<{ sku: string | null; warranty_days: number | null }>(
          `select sku, warranty_days from order_lines where order_id = $1 order by position`,
          [orderId],
        )
      ).rows;
    expect(await lines(unpaid)).toEqual([
      { sku: screen.sku, warranty_days: 365 },
      // Sold before lines kept the SKU, not yet invoiced: the part's, which its invoice would have read.
      { sku: port.sku, warranty_days: 30 },
      // The part has left the catalogue: no warranty, as its invoice would have shown.
      { sku: 'GONE-1', warranty_days: null },
    ]);
    // A paid order's line keeps its SKU as sold; its invoice is not touched.
    expect(await lines(paid)).toEqual([{ sku: null, warranty_days: 30 }]);
    expect((await pool.query(`select * from invoices`)).rows).toEqual(invoicesBefore);
  });
});
