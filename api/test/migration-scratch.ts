import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { migrationsFolder } from '../src/database/database';
import { migrationsUpTo } from './migrations-up-to';
import { createScratchPostgres } from './scratch-postgres';

export interface MigrationScratch {
  /** Connections to the scratch database, for writing rows of the old shape and reading them back. */
  pool: Pool;
  /** Runs every migration before the one under test. */
  migrateBefore(): Promise<void>;
  /** Runs the migration under test (and none after it). */
  migrateThrough(): Promise<void>;
  /** Runs every migration the repository has. */
  migrateAll(): Promise<void>;
  /** Ends the pool, drops the database and removes the copied migration folders. */
  close(): Promise<void>;
}

/**
 * A scratch PostgreSQL database for the spec of one migration (`tag`, e.g. `0024_order_charges`): the
 * spec migrates it to the day before, writes rows in that day's shape, runs the migration and checks
 * every row kept its meaning. The migration folders are copies holding only what each step needs.
 */
export async function migrationScratch(tag: string): Promise<MigrationScratch> {
  const scratch = await createScratchPostgres(process.env.DATABASE_URL!, 'phoneparts_migration');
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  // Dropping the scratch database ends the pool's idle connections: an expected end, not a test error
  // (a failing query still rejects its own promise).
  pool.on('error', () => undefined);
  const before = migrationsUpTo(tag);
  const through = migrationsUpTo(tag, { including: true });
  const db = drizzle(pool);
  return {
    pool,
    migrateBefore: () => migrate(db, { migrationsFolder: before }),
    migrateThrough: () => migrate(db, { migrationsFolder: through }),
    migrateAll: () => migrate(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await scratch.drop();
      for (const folder of [before, through]) rmSync(folder, { recursive: true, force: true });
    },
  };
}
