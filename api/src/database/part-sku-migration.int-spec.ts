import type { Pool } from 'pg';
import { migrationScratch, type MigrationScratch } from '../../test/migration-scratch';

/** The migration that gives every part a SKU (docs/product.md#11-part-numbers). */
const skuMigration = '0016_part_sku_and_price_bands';

/** On PostgreSQL, the production database: parts made before SKUs existed get one, the same on every run. */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0016: every existing part gets a SKU', () => {
  let scratch: MigrationScratch;
  let pool: Pool;

  beforeAll(async () => {
    scratch = await migrationScratch(skuMigration);
    pool = scratch.pool;
  });
  afterAll(() => scratch.close());

  it('derives it from brand, category and id; it is unique and searchable', async () => {
    await scratch.migrateBefore();
    const { rows: old } = await pool.query<{ id: string }>(
      `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity, brand, category)
       values ('Screen', '/s.svg', 'd', 12999, 1, 10, 'Apple', 'screen'),
              ('Port', '/p.svg', 'd', 999, 1, 10, 'Samsung', 'charging-port'),
              ('Mystery', '/m.svg', 'd', 500, 1, 10, null, null)
       returning id`,
    );

    await scratch.migrateAll();

    const short = (id: string) => id.replace(/-/g, '').slice(0, 12).toUpperCase();
    const { rows } = await pool.query<{ id: string; sku: string }>(`select id, sku from parts order by name`);
    const byId = new Map(rows.map((row) => [row.id, row.sku]));
    expect(byId.get(old[0].id)).toBe(`APP-SCR-${short(old[0].id)}`);
    expect(byId.get(old[1].id)).toBe(`SAM-CHA-${short(old[1].id)}`);
    expect(byId.get(old[2].id)).toBe(`GEN-PRT-${short(old[2].id)}`);
    for (const sku of byId.values()) expect(sku).toMatch(/^[A-Z0-9._-]{2,40}$/);

    const { rows: found } = await pool.query<{ name: string }>(`select name from parts where search_text like $1`, [
      `%${byId.get(old[1].id)!.replace(/-/g, '').toLowerCase()}%`,
    ]);
    expect(found).toEqual([{ name: 'Port' }]);
    await expect(
      pool.query(`update parts set sku = lower($1) where id = $2`, [byId.get(old[0].id), old[1].id]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
