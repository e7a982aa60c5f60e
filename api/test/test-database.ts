import { randomBytes } from 'node:crypto';
import { DatabaseHandle, openDatabase } from '../src/database/database';

export interface TestDatabase extends DatabaseHandle {
  /** Another connection to the same database, as a second API replica would have (close it first). */
  openAnother(): Promise<DatabaseHandle>;
  /** The database's URL on the PostgreSQL server (TEST_DB=postgres only). */
  url?: string;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL when TEST_DB=postgres (dropped again on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    // PGlite lives inside this process: a second app shares the one instance (closing it is the first's job).
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => undefined }) };
  }
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
    openAnother: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    async close() {
      await handle.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
