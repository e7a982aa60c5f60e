import { testEngine } from './test-engine';

describe('the engine of a test run', () => {
  it('is PostgreSQL when DATABASE_URL is set (CI), PGlite otherwise', () => {
    expect(testEngine({ DATABASE_URL: 'postgres://shop:shop@127.0.0.1:5432/shop' })).toBe('postgres');
    expect(testEngine({})).toBe('pglite');
  });

  it('is what TEST_DB names when it is set, whatever DATABASE_URL says', () => {
    expect(testEngine({ TEST_DB: 'pglite', DATABASE_URL: 'postgres://127.0.0.1/shop' })).toBe('pglite');
    expect(testEngine({ TEST_DB: 'postgres' })).toBe('postgres');
  });

  it('refuses an engine it does not know', () => {
    expect(() => testEngine({ TEST_DB: 'sqlite' })).toThrow('TEST_DB must be "pglite" or "postgres", not "sqlite"');
  });
});
