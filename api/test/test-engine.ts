/** The database engine the API's integration specs run on in this jest run. */
export type TestEngine = 'pglite' | 'postgres';

/**
 * TEST_DB names the engine when it is set; otherwise a DATABASE_URL (CI sets one) means PostgreSQL and
 * its absence PGlite. One engine per run: the specs that behave differently on the two engines are
 * marked and run on the other engine as well (scripts/test-on-other-engine.js, docs/testing.md).
 */
export function testEngine(env: NodeJS.ProcessEnv = process.env): TestEngine {
  if (env.TEST_DB === 'postgres' || env.TEST_DB === 'pglite') return env.TEST_DB;
  if (env.TEST_DB) throw new Error(`TEST_DB must be "pglite" or "postgres", not "${env.TEST_DB}"`);
  return env.DATABASE_URL ? 'postgres' : 'pglite';
}
