import { readFileSync } from 'node:fs';
import { DatabaseHandle, openDatabase } from '../src/database/database';
import { templateEnv } from './migrated-template';
import { createScratchPostgres } from './scratch-postgres';
import { testEngine } from './test-engine';

export interface TestDatabase extends DatabaseHandle {
  /** Another connection to the same database, as a second API replica would have (close it first). */
  openAnother(): Promise<DatabaseHandle>;
  /** The database's URL on the PostgreSQL server (TEST_DB=postgres only). */
  url?: string;
}

/**
 * A fresh database for one test file, with every migration applied and no rows: in-memory PGlite, or a
 * new database on the PostgreSQL server of DATABASE_URL (dropped again on close), as testEngine() says.
 * Both start from the template the jest global setup migrated once (test/global-setup.ts); without one
 * (a script outside jest) the migrations run here.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const dump = process.env[templateEnv.pglite];
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory://',
      ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
    });
    // PGlite lives inside this process: a second app shares the one instance (closing it is the first's job).
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => undefined }) };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const scratch = await createScratchPostgres(serverUrl, 'phoneparts_test', {
    template: process.env[templateEnv.postgres],
  });
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
