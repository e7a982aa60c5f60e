import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { toOrdersJson } from '../orders/order.mapper';
import { orderLines, orders } from './schema';

/** The migration that gives orders their shipping, tax and structured address. */
const chargesMigration = '0024_order_charges';

/**
 * Orders in the shape the migrations before it left them (a total, a one-line address), migrated:
 * each keeps its meaning, goods = total, no shipping or tax, shipped as written to the shop's home
 * country, and the order's answer shows exactly that. On PostgreSQL, the production database.
 */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0024: an order’s charges and shipping address', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(chargesMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('keeps every order’s total as its goods, charges no shipping or tax, ships it as written', async () => {
    await scratch.migrateBefore();
    const {
      rows: [user],
    } = await pool.query<{ id: string }>(
      `insert into users (email, display_name) values ('old@test.example', 'Old Buyer') returning id`,
    );
    // Today's shape, as placement wrote it: the order row and its lines.
    const order = async (createdAt: string, status: string, address: string, lines: [number, number][]) => {
      const total = lines.reduce((sum, [price, quantity]) => sum + price * quantity, 0);
      const {
        rows: [{ id }],
      } = await pool.query<{ id: string }>(
        `insert into orders (user_id, email, user_name, phone, address, total_cents, status, created_at)
         values ($1, 'old@test.example', 'Old Buyer', '+15551234567', $2, $3, $4, $5) returning id`,
        [user.id, address, total, status, createdAt],
      );
      for (const [i, [price, quantity]] of lines.entries())
        await pool.query(
          `insert into order_lines (order_id, position, name, picture, unit_price_cents, quantity, description, available_quantity)
           values ($1, $2::int, 'Part ' || $2::text, '/p.svg', $3, $4, 'd', 5)`,
          [id, i + 1, price, quantity],
        );
      return id;
    };
    await order('2026-01-01T10:00:00Z', 'placed', '1 Main St, Springfield', [[12999, 3]]);
    await order('2026-01-01T11:00:00Z', 'paid', '22 Rue de la Paix, Paris', [
      [2550, 40],
      [12999, 1],
    ]);
    await order('2026-01-01T12:00:00Z', 'shipped', 'PO Box 7', [[100000, 999]]);
    const totalsBefore = (await pool.query('select id, total_cents::text from orders order by created_at')).rows;
    const stats = async () => (await pool.query('select * from order_stats order by bucket')).rows;
    const statsBefore = await stats();

    await scratch.migrateAll();

    const { rows } = await pool.query(
      `select id, total_cents::text, goods_cents::text, shipping_cents::text, tax_cents::text,
              tax_rate_milli_percent, prices_include_tax, tax_exempt_id, shipping_address,
              shipping_method, po_number, note
       from orders order by created_at`,
    );
    expect(rows).toEqual(
      totalsBefore.map(({ id, total_cents }) => ({
        id,
        total_cents,
        goods_cents: total_cents,
        shipping_cents: '0',
        tax_cents: '0',
        tax_rate_milli_percent: 0,
        prices_include_tax: false,
        tax_exempt_id: null,
        shipping_address: null,
        shipping_method: null,
        po_number: null,
        note: null,
      })),
    );
    expect((await pool.query('select distinct tax_cents from order_lines')).rows).toEqual([{ tax_cents: 0 }]);
    expect(await stats()).toEqual(statsBefore);

    // The answer: the shop's home country (configuration) fills in the country SQL could not know.
    const db = drizzle(pool);
    const json = toOrdersJson(
      await db.select().from(orders).orderBy(asc(orders.createdAt)),
      await db.select().from(orderLines),
      'GB',
    );
    expect(json.map((o) => [o.total, o.goods, o.shipping, o.tax, o.shippingAddress, o.shippingMethod])).toEqual([
      [389.97, 389.97, 0, 0, { line1: '1 Main St, Springfield', country: 'GB' }, null],
      [1149.99, 1149.99, 0, 0, { line1: '22 Rue de la Paix, Paris', country: 'GB' }, null],
      [999000, 999000, 0, 0, { line1: 'PO Box 7', country: 'GB' }, null],
    ]);

    // From now on total = goods + shipping + tax holds on every row: a charge above the total is refused.
    await expect(
      pool.query(`update orders set shipping_cents = 100, tax_cents = total_cents where address = 'PO Box 7'`),
    ).rejects.toThrow(/orders_charges_check/);
    await expect(pool.query(`update orders set goods_cents = 1`)).rejects.toThrow(/can only be updated to DEFAULT/);
  });
});
