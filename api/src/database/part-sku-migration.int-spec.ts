import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsUpTo } from '../../test/migrations-up-to';
import { createScratchPostgres, type ScratchPostgres } from '../../test/scratch-postgres';
import { migrationsFolder } from './database';

/** The migration that gives every part a SKU (docs/product.md#11-part-numbers). */
const skuMigration = '0016_part_sku_and_price_bands';

/** On PostgreSQL, the production database: parts made before SKUs existed get one, the same on every run. */
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('migration 0016: every existing part gets a SKU', () => {
  let scratch: ScratchPostgres;
  let pool: Pool;
  let before: string;

  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.DATABASE_URL!, 'phoneparts_sku_migration');
    pool = new Pool({ connectionString: scratch.url, max: 2 });
    before = migrationsUpTo(skuMigration);
  });
  afterAll(async () => {
    await pool.end();
    await scratch.drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('derives it from brand, category and id; it is unique and searchable', async () => {
    await migrate(drizzle(pool), { migrationsFolder: before });
    const { rows: old } = await pool.query<{ id: string }>(
      `insert into parts (name, picture, description, price_cents, min_quantity, available_quantity, brand, category)
       values ('Screen', '/s.svg', 'd', 12999, 1, 10, 'Apple', 'screen'),
              ('Port', '/p.svg', 'd', 999, 1, 10, 'Samsung', 'charging-port'),
              ('Mystery', '/m.svg', 'd', 500, 1, 10, null, null)
       returning id`,
    );

    await migrate(drizzle(pool), { migrationsFolder });

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
