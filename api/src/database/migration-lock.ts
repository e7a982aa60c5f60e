import type { Pool, PoolClient } from 'pg';

/** The advisory lock every API process takes to migrate; any 64-bit number no other code uses. */
const migrationLockKey = 0x5050_5348_4f50n; // "PPSHOP"

/**
 * Runs `migrate` on one connection while holding a PostgreSQL session advisory lock, so API replicas that
 * start at the same time migrate one after the other: the first applies the migrations, the next find
 * them applied (drizzle skips what its journal table lists). The lock goes with the session, so a process
 * that dies mid-migration releases it too.
 */
export async function withMigrationLock<T>(pool: Pool, migrate: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      return await migrate(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    client.release();
  }
}
