import { randomBytes } from 'node:crypto';
import { DatabaseHandle, openDatabase } from '../src/database/database';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL when TEST_DB=postgres (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const { Client } = await import('pg');
  const name = `phoneparts_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    /** The test database's own URL, for tests that talk to PostgreSQL beside the app. */
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
