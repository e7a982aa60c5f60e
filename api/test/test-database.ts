import { DatabaseHandle, openDatabase } from '../src/database/database';
import { createScratchPostgres } from './scratch-postgres';

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
  const scratch = await createScratchPostgres(serverUrl, 'phoneparts_test');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    /** The test database's own URL, for tests that talk to PostgreSQL beside the app. */
    url: scratch.url,
    openAnother: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
